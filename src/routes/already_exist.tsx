import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { LinkStatusPage } from './-components/link-status-page';

export const Route = createFileRoute('/already_exist')({
  head: () => pageHead({ title: i18n._(msg`Link já utilizado`) }),
  component: () => <LinkStatusPage status="used" />,
});
