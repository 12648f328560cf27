/**
 * The header of a Radix dialog or panel (the modal, the edit mode's side panel): an optional
 * icon, the title and the round X that closes it. The caller gives the close control's label,
 * so that the message stays in the caller's catalog.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './dialog-header.module.css';

export interface DialogHeaderProps {
  title: ReactNode;
  closeLabel: string;
  icon?: ReactNode;
  /** More style for the header (the modal's keeps it in view as its content scrolls). */
  className?: string;
  titleClassName?: string;
}

export function DialogHeader({ title, closeLabel, icon, className = '', titleClassName = '' }: DialogHeaderProps) {
  return (
    <header className={`${styles.header} ${className}`}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Dialog.Title className={`${styles.title} ${titleClassName}`}>{title}</Dialog.Title>
      <Dialog.Close className={styles.close} aria-label={closeLabel}>
        <X size={20} aria-hidden="true" />
      </Dialog.Close>
    </header>
  );
}
