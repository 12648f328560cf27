/**
 * "Ver como visitante": the owner's page without any edit control and without the sections they
 * hid, as a visitor sees it (also while the site is unpublished), with one bar to go back to
 * editing. The unsaved draft shows as it will once saved, and leaving still asks first.
 */
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PencilLine } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useEditSession } from './edit-session';
import { LeaveGuard } from './leave-guard';
import styles from './visitor-view.module.css';

export function VisitorViewBar() {
  const { t } = useLingui();
  const { setAsVisitor } = useEditSession();
  const back = useRef<HTMLButtonElement>(null);
  // The bar is where the owner's focus goes: the control they used is gone with the panel.
  useEffect(() => back.current?.focus({ preventScroll: true }), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAsVisitor(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setAsVisitor]);
  return (
    <div className={styles.bar} role="region" aria-label={t`Visualização como visitante`}>
      <p className={styles.text}>{t`Você está vendo seu site como um visitante o verá.`}</p>
      <Button ref={back} size="sm" onClick={() => setAsVisitor(false)}>
        <PencilLine size={18} aria-hidden="true" /> {t`Voltar à edição`}
      </Button>
      <LeaveGuard />
    </div>
  );
}
