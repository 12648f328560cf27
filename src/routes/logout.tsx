/**
 * /logout: forgets the session (tokens, every cached query, unsaved wizard and edit-mode drafts)
 * and returns to /login. It is also where the login provider's logout sends the browser back.
 * The draft helpers load on demand, so visitors' bundles never carry owner code.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { clearTokens } from '@/lib/tokens';

export const Route = createFileRoute('/logout')({
  beforeLoad: async ({ context }) => {
    clearTokens();
    const [{ clearAllDrafts }, { forgetStoredDraft }] = await Promise.all([
      import('@/features/wizard/draft'),
      import('@/features/edit-mode/draft-storage'),
    ]);
    clearAllDrafts();
    forgetStoredDraft();
    // Last, so nothing fetched while the helpers loaded survives.
    context.queryClient.clear();
    throw redirect({ to: '/login', replace: true });
  },
});
