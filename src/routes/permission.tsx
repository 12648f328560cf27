import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { StatusPage } from './-components/status-page';

function PermissionPage() {
  const { t } = useLingui();
  return (
    <StatusPage
      titleId="perm-title"
      mark={CheckCircle2}
      title={t`Obrigado! Permissão concedida.`}
      lead={t`Tudo certo: sua confirmação foi registrada. O coach entrará em contato em breve.`}
      home={t`Ir para a página inicial`}
    />
  );
}

export const Route = createFileRoute('/permission')({
  head: () => pageHead({ title: i18n._(msg`Permissão concedida`) }),
  component: PermissionPage,
});
