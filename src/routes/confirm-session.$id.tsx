/**
 * /confirm-session/{id}: the link e-mailed to a visitor to confirm an experimental-session
 * request. Confirmed -> /permission; unknown request (404) -> /not_found; link used before
 * (409) -> /already_exist.
 */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Loading } from '@/components/ui/loading';
import { routeHead } from '@/lib/page-head';
import { LinkStatusPage } from './-components/link-status-page';

function Confirming() {
  const { t } = useLingui();
  return <Loading text={t`Confirmando sua sessão experimental…`} />;
}

export const Route = createFileRoute('/confirm-session/$id')({
  // Its three small views in one chunk: one import each page's first download carries, not three.
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
  // The guard is part of the first download of every page; the confirmation loads when used.
  beforeLoad: async ({ params }) => {
    const { confirmSessionLink } = await import('./-components/confirm-session');
    await confirmSessionLink(params.id);
  },
  // Shown by the failure page: a confirmation that goes through moves on to another page.
  head: ({ match }) => routeHead(match.context.i18n, { title: msg`Confirmação da sessão`, noindex: true }),
  pendingComponent: Confirming,
  component: Confirming,
  errorComponent: () => <LinkStatusPage status="failed" />,
});
