/** /customize/form: the customize wizard. */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { WizardPage } from '@/features/wizard/wizard-page';

export const Route = createFileRoute('/customize/form')({
  head: () => pageHead({ title: i18n._(msg`Monte o seu perfil`) }),
  component: WizardPage,
});
