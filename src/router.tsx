/** The router. Loaders warm the query cache through `loadQueryClient` (src/lib/query-client.tsx). */
import { createRouter, type AnyRoute, type AnyRouter, type RouterHistory } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { RouteError } from './features/shell/route-error';
import { routeTree } from './routeTree.gen';

export interface AppRouterOptions {
  /** The demo backend's bar, in demo builds only (the app shows it above the header). */
  demoBar?: ComponentType;
  /**
   * Renders the page of this history outside the browser (the build's prerendering, which makes
   * it: the browser's bundle has no use for a memory history).
   */
  prerender?: RouterHistory;
  /** Starts from this history in place of the browser's (the tests' memory history). */
  history?: RouterHistory;
  /** Renders on the server for the request (src/entry-server.tsx), whose handler sets the history. */
  server?: { nonce: string };
}

/** A page's component as the router's code splitting makes it: its code loads on `preload`. */
type SplitComponent = ComponentType & { preload?: () => Promise<void> };

/**
 * Makes a page whose code failed to download (offline) fail its loading, so the router shows the
 * error page, whose retry downloads it again. The split component would otherwise report success
 * and, when drawn, reload the whole page: offline, the browser's own error page.
 */
function failPagesWithoutCode(router: AnyRouter): void {
  for (const route of Object.values(router.routesById as Record<string, AnyRoute>)) {
    const component = route.options.component as SplitComponent | undefined;
    const load = component?.preload;
    if (!component || !load) continue;
    // On success the component drops its `preload`; after a failure it is still this function.
    const preload = async () => {
      await load();
      if (component.preload === preload) throw new Error('The page’s code could not be downloaded');
    };
    component.preload = preload;
  }
}

export function createAppRouter({ demoBar, prerender, history, server }: AppRouterOptions = {}) {
  const router = createRouter({
    routeTree,
    context: { demoBar },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    // A new page starts at its top at once. The smooth scrolling the stylesheet gives in-page
    // links would first show the new page from the old page's offset, long enough for the coaches
    // list to take its end as in view and load a second page.
    scrollRestorationBehavior: 'instant',
    // Outside the browser: no scroll restoration, whose server-side inline script the Content
    // Security Policy would block (the browser's router restores scrolling itself).
    ...(prerender ? { history: prerender, isServer: true, scrollRestoration: false } : {}),
    ...(server ? { isServer: true, scrollRestoration: false, ssr: { nonce: server.nonce } } : {}),
  });
  if (!prerender && !server) failPagesWithoutCode(router);
  return router;
}

/**
 * Where the HTTP layer sends the user when the session cannot be recovered (a failed token
 * refresh): /login carries the page to come back to after signing in again.
 */
export function navigateForSession(router: AppRouter, to: '/not_found' | '/login'): Promise<void> {
  const { pathname, href } = router.state.location;
  if (to === '/login' && pathname !== '/login') {
    return router.navigate({ to, search: { redirect: href }, replace: true });
  }
  return router.navigate({ to, replace: true });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Readies the browser's router to take a prerendered page over in place (src/main.tsx): as in
 * TanStack Router's own hydration, it then renders the page's tree without the Suspense boundary
 * around the matches that the prerendering had none of.
 */
export function adoptPrerenderedPage(router: AppRouter): void {
  router.ssr = { manifest: undefined };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
