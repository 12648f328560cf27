/** A spinner with optional text, announced politely to screen readers. */
import { useLingui } from '@lingui/react/macro';
import styles from './loading.module.css';

export function Loading({ text, inline = false }: { text?: string; inline?: boolean }) {
  const { t } = useLingui();
  return (
    <div className={inline ? styles.inline : styles.block} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={text ? undefined : 'visually-hidden'}>{text ?? t`Carregando`}</span>
    </div>
  );
}
