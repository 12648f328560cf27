import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { LinkStatusPage } from './-components/link-status-page';

export const Route = createFileRoute('/permission')({
  head: () => pageHead({ title: i18n._(msg`Permissão concedida`) }),
  component: () => <LinkStatusPage status="confirmed" />,
});
