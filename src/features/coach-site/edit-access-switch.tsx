/**
 * An edit-access link for one coach opened while another is signed in in this browser: asks
 * before switching accounts and says which one is signed in. Switching exchanges the link's
 * token and opens that coach's editor; keeping the account forgets the token and goes back to
 * the signed-in coach's own editor (or /home when their name could not be read).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { acceptEditAccess, declineEditAccess, editPath, type AccountSwitch } from './edit-access';
import styles from './edit-access-switch.module.css';

export default function AccountSwitchDialog({ active, target }: AccountSwitch) {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const keep = () => {
    declineEditAccess();
    void router.navigate({ href: active ? editPath(active) : '/home', replace: true });
  };
  const switchAccount = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const to = await acceptEditAccess(target);
      // What was cached belongs to the account signed in until now.
      queryClient.clear();
      await router.navigate({ href: to, replace: true });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !busy) keep();
      }}
      title={t`Trocar de conta?`}
      icon={<UserRound size={20} />}
      size="md"
      description={
        active
          ? t`Você está conectado como ${active}. Entrar como ${target}?`
          : t`Você já está conectado com outra conta neste navegador. Entrar como ${target}?`
      }
    >
      {failed ? (
        <p className={styles.error} role="alert">
          {t`Não foi possível entrar com este link. Tente novamente.`}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={keep} disabled={busy}>
          {active ? t`Continuar como ${active}` : t`Manter a conta atual`}
        </Button>
        <Button onClick={() => void switchAccount()} disabled={busy}>
          {t`Entrar como ${target}`}
        </Button>
      </div>
    </Modal>
  );
}
