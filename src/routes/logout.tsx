/**
 * /logout: forgets the session (tokens, every cached query, unsaved wizard and edit-mode drafts)
 * and returns to /login. It is also where the login provider's logout sends the browser back.
 * Tokens and drafts go before anything renders; the query cache is cleared once the previous
 * page has unmounted, since a page still on screen would refill it. What forgets them loads on
 * demand (./-components/forget-session.ts), so visitors' bundles never carry owner code.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

function SignedOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A passive effect: it runs after the previous page's own effects have been cleaned up (its
  // leave guard among them), so neither refills the cache nor blocks this navigation.
  useEffect(() => {
    queryClient.clear();
    void navigate({ to: '/login', replace: true });
  }, [queryClient, navigate]);
  return null;
}

export const Route = createFileRoute('/logout')({
  // The signed-in coach's page: its tokens are in the browser, which draws it.
  ssr: false,
  beforeLoad: async ({ preload }) => {
    // A link pointed at or hovered preloads its route: signing out must wait for the real visit.
    if (preload) return;
    const { forgetSession } = await import('./-components/forget-session');
    forgetSession();
  },
  component: SignedOut,
});
