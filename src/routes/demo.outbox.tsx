/**
 * /demo/outbox: the e-mails the demo backend would have sent (contact messages and
 * experimental-session requests with their confirmation links). Only in demo builds.
 */
import { Suspense } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Loading } from '@/components/ui/loading';
import { routeHead } from '@/lib/page-head';
import { lazyRetry } from '@/lib/retry-import';

/** Folded to null at build time when VITE_API_V1_URL is set, so the page never ships there. */
const OutboxPage = import.meta.env.VITE_API_V1_URL ? null : lazyRetry(() => import('@/features/demo/outbox-page'));

function DemoOutbox() {
  if (!OutboxPage) return null;
  return (
    <Suspense fallback={<Loading />}>
      <OutboxPage />
    </Suspense>
  );
}

export const Route = createFileRoute('/demo/outbox')({
  beforeLoad: () => {
    if (!OutboxPage) throw redirect({ to: '/home', replace: true });
  },
  head: ({ match }) => routeHead(match.context.i18n, { title: msg`Caixa de saída`, noindex: true }),
  component: DemoOutbox,
});
