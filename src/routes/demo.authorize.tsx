/**
 * /demo/authorize: the demo login provider's sign-in page, only in demo builds (no API host).
 * `authorizeUrl()` (src/lib/auth-url.ts) sends the browser here with the /authorize query; with
 * a real provider configured the page does not exist and the address goes to /home.
 */
import { Suspense } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Loading } from '@/components/ui/loading';
import { routeHead } from '@/lib/page-head';
import { queryRecord, queryText } from '@/lib/search-params';
import { lazyRetry } from '@/lib/retry-import';
import { AUTHORIZATION_FIELDS, type AuthorizationRequest } from '@/features/demo/authorization-request';

/** Folded to null at build time when VITE_API_V1_URL is set, so the page never ships there. */
const AuthorizePage = import.meta.env.VITE_API_V1_URL
  ? null
  : lazyRetry(() => import('@/features/demo/authorize-page'));

type AuthorizeSearch = Partial<AuthorizationRequest>;

function authorizeSearch(raw: unknown): AuthorizeSearch {
  const record = queryRecord(raw);
  const search: AuthorizeSearch = {};
  for (const key of AUTHORIZATION_FIELDS) {
    const value = queryText(record[key]);
    if (value !== undefined) search[key] = value;
  }
  return search;
}

function DemoAuthorize() {
  const search = Route.useSearch();
  if (!AuthorizePage) return null;
  return (
    <Suspense fallback={<Loading />}>
      <AuthorizePage request={search} />
    </Suspense>
  );
}

export const Route = createFileRoute('/demo/authorize')({
  // The signed-in coach's page: its tokens are in the browser, which draws it.
  ssr: false,
  // With a real provider the page sends every visit to /home before reading the query: the
  // reader only ships in demo builds.
  validateSearch: import.meta.env.VITE_API_V1_URL ? (): AuthorizeSearch => ({}) : authorizeSearch,
  beforeLoad: () => {
    if (!AuthorizePage) throw redirect({ to: '/home', replace: true });
  },
  head: ({ match }) => routeHead(match.context.i18n, { title: msg`Entrar`, noindex: true }),
  staticData: { bare: true },
  component: DemoAuthorize,
});
