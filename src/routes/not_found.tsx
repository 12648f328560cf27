import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { routeHead } from '@/lib/page-head';
import { NotFoundPage } from './-components/not-found-page';

export const Route = createFileRoute('/not_found')({
  head: ({ match }) => routeHead(match.context.i18n, { title: msg`Página não encontrada`, noindex: true }),
  component: NotFoundPage,
});
