/**
 * Signing out in one tab ends the session in every tab: a page that needs the session (the
 * editor) leaves for /login as soon as another tab removes the tokens, instead of staying on
 * screen until a save fails for want of a token. Its draft stays wherever the draft storage kept
 * it; leaving is not blocked by the unsaved-work prompt, since nothing could be saved anyway.
 * After signing in again the coach comes back to the page they were on.
 */
import { useEffect } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { isLoggedIn, onTokensChangedElsewhere } from '@/lib/tokens';

export function useSignedOutElsewhere(): void {
  const navigate = useNavigate();
  const router = useRouter();
  useEffect(
    () =>
      onTokensChangedElsewhere(() => {
        if (isLoggedIn()) return;
        void navigate({
          to: '/login',
          search: { redirect: router.state.location.href },
          replace: true,
          ignoreBlocker: true,
        });
      }),
    [navigate, router],
  );
}
