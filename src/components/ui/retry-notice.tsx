/** What failed, with a retry and a way to leave it for later (an AI translation, say). */
import { useLingui } from '@lingui/react/macro';
import { Button } from './button';
import styles from './notice.module.css';

export function RetryNotice({
  message,
  onRetry,
  onDismiss,
  className,
}: {
  message: string;
  onRetry: () => void;
  onDismiss: () => void;
  /** Where the notice sits in its parent's layout. */
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div className={className ? `${styles.failure} ${className}` : styles.failure} role="alert">
      <p>{message}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t`Tentar de novo`}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        {t`Deixar para depois`}
      </Button>
    </div>
  );
}
