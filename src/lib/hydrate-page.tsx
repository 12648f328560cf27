/**
 * Takes over a page the server rendered (src/entry-server.tsx), loaded only for such a page: the
 * router and the query client take the data the page carries, and React hydrates the HTML in
 * place, with nothing asked for again.
 */
import type { RootOptions } from 'react-dom/client';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { App } from '../app';
import type { AppRouter } from '../router';
import { loadCatalogs } from './i18n';
import { loadQueryClient } from './query-client';

export async function hydratePage(root: HTMLElement, router: AppRouter, options: RootOptions): Promise<void> {
  // The root route's beforeLoad, which loads the page's texts, ran on the server only.
  const [page = ''] = router
    .matchRoutes(router.latestLocation)
    .map((match) => String(match.routeId))
    .slice(-1);
  const [queryClient] = await Promise.all([loadQueryClient(), loadCatalogs(__PAGE_LOADS__[page]?.catalogs ?? [])]);
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  hydrateRoot(
    root,
    <App router={router}>
      <RouterClient router={router} />
    </App>,
    options,
  );
}
