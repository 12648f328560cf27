/** The not-found page: /not_found, and what an unknown coach's address shows with its 404. */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StatusPage } from './status-page';

export function NotFoundPage({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <StatusPage
      titleId="nf-title"
      mark="404"
      title={t`404, Ooops, a página não foi encontrada`}
      lead={t`O endereço pode ter mudado ou não existir mais.`}
      home={t`Voltar para o início`}
    >
      {children}
    </StatusPage>
  );
}
