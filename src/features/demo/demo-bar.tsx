/**
 * The demo bar, shown above every page of a demo build (no API host configured): says that the
 * data is fictitious and yours alone (the server keeps a copy for each visitor), links to the
 * outbox, opens the fault switch and restores the seed. It sits in the page flow, so it never
 * covers what is under it. On a phone it is one row of short labels; the buttons keep their full
 * names for screen readers.
 */
import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Plural, useLingui } from '@lingui/react/macro';
import { FlaskConical } from 'lucide-react';
import { Button, ToggleButton } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { showErrorToast } from '@/components/ui/toast';
import { clearTokens } from '@/lib/tokens';
import { browserNavigation, resetDemoBackend } from './demo-api';
import { FaultEditor, useFaults } from './fault-editor';
import styles from './demo-bar.module.css';

export default function DemoBar() {
  const { t } = useLingui();
  const panelId = useId();
  const faults = useFaults();
  const [faultsOpen, setFaultsOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [resetting, setResetting] = useState(false);

  const reset = async () => {
    setResetting(true);
    try {
      await resetDemoBackend();
      clearTokens();
      browserNavigation.reload();
    } catch (error) {
      setResetting(false);
      showErrorToast(error);
    }
  };

  const count = faults.length;
  return (
    <aside className={styles.bar} aria-label={t`Demonstração`} data-top-bar="">
      <div className={styles.inner}>
        <p className={styles.note}>
          <span className={styles.badge}>
            <FlaskConical size={14} aria-hidden="true" />
            <span className={styles.badgeText}>{t`Demonstração`}</span>
          </span>
          <span>{t`Dados fictícios, só seus, guardados por 2 horas.`}</span>
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={() => setResetOpen(true)}>
            <span className={styles.long}>{t`Restaurar dados de demonstração`}</span>
            <span className={styles.short} aria-hidden="true">
              {t`Restaurar`}
            </span>
          </button>
          <Link to="/demo/outbox" className={styles.action}>
            {t`Caixa de saída`}
          </Link>
          <ToggleButton className={styles.action} open={faultsOpen} setOpen={setFaultsOpen} controls={panelId}>
            <span className={styles.long}>
              {count > 0 ? (
                <Plural value={count} one="Simular falhas (# ativa)" other="Simular falhas (# ativas)" />
              ) : (
                t`Simular falhas`
              )}
            </span>
            <span className={styles.short} aria-hidden="true">
              {count > 0 ? t`Falhas (${count})` : t`Falhas`}
            </span>
          </ToggleButton>
        </div>
      </div>
      <div id={panelId} className={styles.panel} hidden={!faultsOpen}>
        {faultsOpen ? <FaultEditor /> : null}
      </div>
      <Modal
        open={resetOpen}
        onOpenChange={(open) => !resetting && setResetOpen(open)}
        title={t`Restaurar dados de demonstração?`}
        description={t`Perfis, imagens enviadas, mensagens e pedidos de sessão voltam ao estado inicial, e você sai da conta.`}
        size="sm"
      >
        <div className={styles.confirm}>
          <Button variant="ghost" onClick={() => setResetOpen(false)} disabled={resetting}>
            {t`Cancelar`}
          </Button>
          <Button variant="danger" onClick={() => void reset()} disabled={resetting}>
            {resetting ? t`Restaurando…` : t`Restaurar`}
          </Button>
        </div>
      </Modal>
    </aside>
  );
}
