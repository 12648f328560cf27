/**
 * /logout: forgets the session (tokens, cached owner data, unsaved wizard drafts) and returns
 * to /login. It is also where the login provider's logout sends the browser back.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { clearTokens } from '@/lib/tokens';

export const Route = createFileRoute('/logout')({
  beforeLoad: async ({ context }) => {
    clearTokens();
    context.queryClient.clear();
    const { clearAllDrafts } = await import('@/features/wizard/draft');
    clearAllDrafts();
    throw redirect({ to: '/login', replace: true });
  },
});
