/**
 * A page whose code could not be downloaded (offline, or a failed request) shows the error page,
 * whose retry downloads the code again. Browsers that keep a failed module download for the life
 * of the document (all but the newest engines) fail that retry at once, without asking the
 * network: a page whose code failed again while online is then loaded anew.
 */
import type { AnyRoute, AnyRouter } from '@tanstack/react-router';

/** A page's component as the router's code splitting makes it: its code loads on `preload`. */
type SplitComponent = { preload?: () => Promise<void> };

/** The error of a page whose component's code could not be downloaded. */
class PageCodeError extends Error {
  constructor() {
    super('The page’s code could not be downloaded');
    this.name = 'PageCodeError';
  }
}

/** The errors Vite's module loader reported as failed downloads (a split loader's, for one). */
const downloadFailures = new WeakSet<object>();

/** Whether an error is a page's code that could not be downloaded. */
export function isCodeDownloadFailure(error: unknown): boolean {
  return error instanceof PageCodeError || (typeof error === 'object' && error !== null && downloadFailures.has(error));
}

/**
 * Makes a page whose component's code failed to download fail its loading, so the router shows
 * the error page. The split component would otherwise report success and, when drawn, reload the
 * whole page: offline, the browser's own error page.
 */
export function failPagesWithoutCode(router: AnyRouter): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('vite:preloadError', (event) => {
    const failure = (event as Event & { payload?: unknown }).payload;
    if (typeof failure === 'object' && failure !== null) downloadFailures.add(failure);
  });
  for (const route of Object.values(router.routesById as Record<string, AnyRoute>)) {
    const component = route.options.component as SplitComponent | undefined;
    const load = component?.preload;
    if (!component || !load) continue;
    // On success the component drops its `preload`; after a failure it is still this function.
    const preload = async () => {
      await load();
      if (component.preload === preload) throw new PageCodeError();
    };
    component.preload = preload;
  }
}

/** The addresses whose code failed to download once in this document. */
const failedOnce = new Set<string>();

/**
 * Called when the error page shows `error`: the second failure of the same page's code while
 * online means the browser keeps the first one, so the page is loaded anew.
 */
export function reloadIfCodeKeptFailing(error: unknown): void {
  if (!isCodeDownloadFailure(error)) return;
  const address = window.location.href;
  if (failedOnce.has(address) && navigator.onLine) {
    failedOnce.delete(address);
    window.location.reload();
    return;
  }
  failedOnce.add(address);
}
