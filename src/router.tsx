/** The router. Loaders warm the query cache through `loadQueryClient` (src/lib/query-client.tsx). */
import { createRouter } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { routeTree } from './routeTree.gen';

/** `demoBar`: the demo backend's bar, in demo builds only (the app shows it above the header). */
export function createAppRouter(demoBar?: ComponentType) {
  return createRouter({
    routeTree,
    context: { demoBar },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

/**
 * Where the HTTP layer sends the user when the session cannot be recovered (a failed token
 * refresh): /login carries the page to come back to after signing in again.
 */
export function navigateForSession(
  router: ReturnType<typeof createAppRouter>,
  to: '/not_found' | '/login',
): Promise<void> {
  const { pathname, href } = router.state.location;
  if (to === '/login' && pathname !== '/login') {
    return router.navigate({ to, search: { redirect: href }, replace: true });
  }
  return router.navigate({ to, replace: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
