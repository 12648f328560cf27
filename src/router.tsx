/**
 * The router factory. Every router gets its own query client, and the Lingui instance and demo
 * bar its caller gives it, in its context: on the server one router per request
 * (src/entry-server.tsx), in the browser one for the tab (src/main.tsx). Loaders reach them
 * through `context`, components through the providers this router wraps its tree in.
 */
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type AnyRoute, type AnyRouter, type RouterHistory } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { ComponentType } from 'react';
import { RouteError } from './features/shell/route-error';
import { createQueryClient } from './lib/create-query-client';
import { routeTree } from './routeTree.gen';

export interface AppRouterOptions {
  /** The router's language and texts (src/lib/i18n.ts, `createAppI18n`). */
  i18n: I18n;
  /** The demo backend's bar, in demo builds only (the app shows it above the header). */
  demoBar?: ComponentType;
  /** Starts from this history in place of the browser's (the tests' memory history). */
  history?: RouterHistory;
  /** The query client; a new one by default (tests give one without retries). */
  queryClient?: QueryClient;
  /** Renders on the server for one request (src/entry-server.tsx). */
  server?: {
    nonce: string;
    /** Adds a lazily loaded module's stylesheets and code to the page's head (a coach's template). */
    includeModule: (moduleId: string) => void;
  };
}

export interface RouterContext {
  queryClient: QueryClient;
  i18n: I18n;
  demoBar?: ComponentType;
  /** On the server: makes the page link a lazily loaded module it draws (see AppRouterOptions). */
  includeModule?: (moduleId: string) => void;
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

export function createAppRouter({
  i18n,
  demoBar,
  history,
  queryClient = createQueryClient(),
  server,
}: AppRouterOptions) {
  const context: RouterContext = { queryClient, i18n, demoBar, includeModule: server?.includeModule };
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    // A new page starts at its top at once. The smooth scrolling the stylesheet gives in-page
    // links would first show the new page from the old page's offset, long enough for the coaches
    // list to take its end as in view and load a second page.
    scrollRestorationBehavior: 'instant',
    Wrap: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    // On the server: no scroll restoration, whose inline script the Content Security Policy
    // would block (the browser's router restores scrolling itself).
    ...(server ? { isServer: true, scrollRestoration: false, ssr: { nonce: server.nonce } } : {}),
  });
  // The query cache travels with the page: dehydrated on the server, hydrated in the browser.
  setupRouterSsrQueryIntegration({ router, queryClient });
  if (!server) failPagesWithoutCode(router);
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

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
