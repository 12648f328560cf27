/**
 * /demo/authorize: the demo login provider's sign-in page, only in demo builds (no API host).
 * `authorizeUrl()` (src/lib/auth-url.ts) sends the browser here with the /authorize query; with
 * a real provider configured the page does not exist and the address goes to /home.
 */
import { lazy, Suspense } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { Loading } from '@/components/ui/loading';

/** Folded to null at build time when VITE_API_V1_URL is set, so the page never ships there. */
const AuthorizePage = import.meta.env.VITE_API_V1_URL ? null : lazy(() => import('@/features/demo/authorize-page'));

const field = z.catch(
  z.optional(
    z.pipe(
      z.string(),
      z.transform((v) => v.slice(0, 2000)),
    ),
  ),
  undefined,
);

const authorizeSearch = z.object({
  response_type: field,
  client_id: field,
  redirect_uri: field,
  scope: field,
  state: field,
  code_challenge: field,
  code_challenge_method: field,
});

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
  validateSearch: authorizeSearch,
  beforeLoad: () => {
    if (!AuthorizePage) throw redirect({ to: '/home', replace: true });
  },
  staticData: { bare: true },
  component: DemoAuthorize,
});
