/** /customize/form: the customize wizard. */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { routeHead } from '@/lib/page-head';
import { WizardPage } from '@/features/wizard/wizard-page';

export const Route = createFileRoute('/customize/form')({
  head: ({ match }) => routeHead(match.context.i18n, { title: msg`Monte o seu perfil`, noindex: true }),
  component: WizardPage,
});
