import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { StatusPage } from './-components/status-page';

function NotFoundPage() {
  const { t } = useLingui();
  return (
    <StatusPage
      titleId="nf-title"
      mark="404"
      title={t`404, Ooops, a página não foi encontrada`}
      lead={t`O endereço pode ter mudado ou não existir mais.`}
      home={t`Voltar para o início`}
    />
  );
}

export const Route = createFileRoute('/not_found')({
  head: () => pageHead({ title: i18n._(msg`Página não encontrada`) }),
  component: NotFoundPage,
});
