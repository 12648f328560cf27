/**
 * /customize and /customize/form need a signed-in coach with a token; anyone else is sent to
 * /login. The guard only reads the token store, so visitors never load the wizard's code.
 */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/customize')({
  // The signed-in coach's page: its tokens are in the browser, which draws it.
  ssr: false,
  beforeLoad: async ({ location }) => {
    // The token store loads with the guard rather than with every page's first download.
    const { isLoggedIn } = await import('@/lib/tokens');
    if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  },
  component: Outlet,
});
