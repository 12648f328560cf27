/**
 * /{username}/{refreshToken}: how edit access arrives by e-mail. The token leaves the address
 * bar and history at once (the entry is replaced by /{username}), is then exchanged for tokens,
 * and the owner lands on /{username}/edit.
 * The static /{username}/edit route ranks above this one, so "edit" is never taken as a token.
 */
import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Loading } from '@/components/ui/loading';

/** What the visitor sees while the link's token is exchanged, on the server's page too. */
function CheckingLink() {
  const { t } = useLingui();
  return <Loading text={t`Verificando seu link…`} />;
}

export const Route = createFileRoute('/$username/$refreshToken')({
  // The signed-in coach's page: its tokens are in the browser, which draws it.
  ssr: false,
  // One view for both: one import each page's first download carries, not two.
  codeSplitGroupings: [['component', 'pendingComponent']],
  beforeLoad: async ({ params }) => {
    // Only reachable as a token: the static edit route wins for /{username}/edit.
    if (params.refreshToken === 'edit') return;
    // Loaded here rather than with every page's first download.
    const { stashEditAccess } = await import('@/features/coach-site/edit-access');
    stashEditAccess(params.username, params.refreshToken);
  },
  pendingComponent: CheckingLink,
  component: CheckingLink,
});
