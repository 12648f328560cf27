/** The empty-content placeholder: an icon, a message and an optional action. */
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export function EmptyState({ message, action, icon }: { message: ReactNode; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <Inbox size={40} />}
      </span>
      <p className={styles.message}>{message}</p>
      {action}
    </div>
  );
}
