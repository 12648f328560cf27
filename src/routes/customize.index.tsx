/** /customize: the first-time setup intro. */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { CustomizeIntro } from '@/features/wizard/customize-intro';

export const Route = createFileRoute('/customize/')({
  head: () => pageHead({ title: i18n._(msg`Personalize o seu perfil`) }),
  component: CustomizeIntro,
});
