/** /customize: the first-time setup intro. */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { routeHead } from '@/lib/page-head';
import { CustomizeIntro } from '@/features/wizard/customize-intro';

export const Route = createFileRoute('/customize/')({
  head: ({ match }) => routeHead(match.context.i18n, { title: msg`Personalize o seu perfil`, noindex: true }),
  component: CustomizeIntro,
});
