/**
 * Code the app downloads on demand (the toasts, dialogs, page sections) that survives a failed
 * download. Offline, an `import()` fails; React.lazy would keep that failure for good and throw
 * it on every render, so the route's error page would replace the whole page. Here the import is
 * sent again, a fresh one, once the browser is back online (or, when it says it is online and the
 * server failed, after a growing pause), and the component waits behind its Suspense fallback.
 */
import { lazy, type ComponentType } from 'react';

const LONGEST_PAUSE_MS = 30_000;

/**
 * A stylesheet or module preload that failed stays in <head>, and the bundler's preloading takes
 * a link there for one that loaded: it never asks for that file again. Dropped, it is asked for
 * on the next try.
 */
function forgetFailedPreloads(): void {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLLinkElement) event.target.remove();
    },
    true,
  );
}
if (typeof document !== 'undefined') forgetFailedPreloads();

/** Resolves when the browser comes back online, or after `pauseMs` when it says it is online. */
function nextChance(pauseMs: number): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      clearTimeout(timer);
      window.removeEventListener('online', go);
      resolve();
    };
    window.addEventListener('online', go);
    const timer = navigator.onLine ? setTimeout(go, pauseMs) : undefined;
  });
}

/**
 * Runs `load` (a function around an `import()`) until it succeeds: after a failure it waits for
 * the next chance and calls `load` again. Outside the browser a failure is thrown.
 */
export async function retryImport<T>(load: () => Promise<T>): Promise<T> {
  for (let pauseMs = 1_000; ; pauseMs = Math.min(pauseMs * 2, LONGEST_PAUSE_MS)) {
    try {
      return await load();
    } catch (error) {
      if (typeof window === 'undefined') throw error;
      await nextChance(pauseMs);
    }
  }
}

/** React.lazy whose download is tried again after a failure instead of failing the page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's own.
export function lazyRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => retryImport(load));
}
