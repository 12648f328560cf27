import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link2Off } from 'lucide-react';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { StatusPage } from './-components/status-page';

function AlreadyExistPage() {
  const { t } = useLingui();
  return (
    <StatusPage
      titleId="ae-title"
      mark={Link2Off}
      title={t`Ops, este link já foi confirmado`}
      lead={t`Este link de confirmação já foi usado`}
      home={t`Voltar para o início`}
    />
  );
}

export const Route = createFileRoute('/already_exist')({
  head: () => pageHead({ title: i18n._(msg`Link já utilizado`) }),
  component: AlreadyExistPage,
});
