/**
 * A list or section whose data could not be loaded: says so and offers to ask again. Never an
 * empty state or a count, which would tell the visitor there is nothing.
 */
import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './load-failure.module.css';

export function LoadFailure({
  message,
  retryLabel,
  onRetry,
  icon,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  icon?: ReactNode;
}) {
  return (
    <div className={styles.failure} role="alert">
      {icon}
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
