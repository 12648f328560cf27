/**
 * The session is one per browser, so the editor follows what another tab does to it:
 * - signed out there: the editor leaves for /login as soon as the tokens are removed, instead of
 *   staying on screen until a save fails for want of a token; after signing in again the coach
 *   comes back to the page they were on;
 * - signed in there as another coach: this tab's saves would now go to that coach's profile, so
 *   the page reloads as the editor of the coach now signed in.
 * Its draft stays wherever the draft storage kept it; leaving is not blocked by the unsaved-work
 * prompt, since nothing could be saved anyway.
 */
import { useEffect } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { getMyUsername } from '@/api/gen/api-v1/owner/owner';
import { isLoggedIn, onTokensChangedElsewhere } from '@/lib/tokens';

/** `username`: the coach whose site this tab edits. */
export function useSignedOutElsewhere(username: string): void {
  const navigate = useNavigate();
  const router = useRouter();
  useEffect(
    () =>
      onTokensChangedElsewhere(() => {
        if (!isLoggedIn()) {
          void navigate({
            to: '/login',
            search: { redirect: router.state.location.href },
            replace: true,
            ignoreBlocker: true,
          });
          return;
        }
        // A refresh in another tab changes the tokens too; only another account makes us leave.
        void getMyUsername().then(
          ({ username: active }) => {
            if (active === username) return;
            // Everything this tab holds (the editor, its cache) belongs to the other account: the
            // page loads afresh instead of carrying any of it over.
            window.location.replace(router.buildLocation({ to: '/$username/edit', params: { username: active } }).href);
          },
          () => undefined,
        );
      }),
    [navigate, router, username],
  );
}
