/**
 * The router factory. Every router gets its own query client, and the Lingui instance and demo
 * bar its caller gives it, in its context: on the server one router per request
 * (src/entry-server.tsx), in the browser one for the tab (src/main.tsx). Loaders reach them
 * through `context`, components through the providers this router wraps its tree in.
 */
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { ComponentType } from 'react';
import { failPagesWithoutCode } from './features/shell/page-code';
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

export function createAppRouter({
  i18n,
  demoBar,
  history,
  server,
  queryClient = createQueryClient({ server: Boolean(server) }),
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
