import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { routeHead } from '@/lib/page-head';
import { LinkStatusPage } from './-components/link-status-page';

export const Route = createFileRoute('/already_exist')({
  head: ({ match }) => routeHead(match.context.i18n, { title: msg`Link já utilizado`, noindex: true }),
  component: () => <LinkStatusPage status="used" />,
});
