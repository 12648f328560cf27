/**
 * /customize/form: finds out who is signed in (the draft is kept per coach, the username is the
 * site address offered), restores the saved answers and shows the wizard, with the name and
 * e-mail the sign-in provider knows filling what the draft leaves empty.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { getGetMyUsernameQueryOptions } from '@/api/gen/api-v1/owner/owner';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { accountClaims } from './account-claims';
import { loadDraft } from './draft';
import { WizardForm } from './wizard-form';
import styles from './wizard.module.css';

function RestoredWizard({ username }: { username: string }) {
  const [draft] = useState(() => loadDraft(username));
  const [account] = useState(() => ({ username, ...accountClaims() }));
  return <WizardForm account={account} draft={draft} />;
}

export function WizardPage() {
  const { t } = useLingui();
  const account = useQuery({ ...getGetMyUsernameQueryOptions(), staleTime: Infinity, retry: 1 });

  return (
    <div className={styles.page}>
      {account.data ? (
        <RestoredWizard key={account.data.username} username={account.data.username} />
      ) : account.isError ? (
        <div className={styles.card} role="alert">
          <h1 className={styles.title}>{t`Não foi possível abrir o assistente`}</h1>
          <p>{t`Verifique sua conexão e tente de novo.`}</p>
          <Button onClick={() => void account.refetch()}>{t`Tentar de novo`}</Button>
        </div>
      ) : (
        <Loading text={t`Carregando seus dados`} />
      )}
    </div>
  );
}
