/**
 * Loads the page's locale data off the main thread. The first `Intl` number, date or language-name
 * formatter a page makes loads its locale's data (ICU's) in one call: 100 to 250 ms of a phone's
 * main thread at 4x, as the page hydrates. The browser keeps that data for its whole process, so
 * a worker that makes the same formatters first leaves the main thread only its own formatters to
 * build. Where the browser shares nothing between threads, the worker costs a small file and
 * changes nothing else.
 */
import workerUrl from './locale-data.worker.ts?worker&url';
import { ownScriptUrl } from './trusted-types';

/** Starts the worker for a BCP 47 tag (`intlTag`); nothing where the browser has no workers. */
export function loadLocaleData(tag: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(ownScriptUrl(workerUrl), { type: 'module', name: tag });
  } catch {
    // Refused (a policy, no module workers): the main thread loads the data as it formats.
  }
}
