/** A small confirmation dialog (deleting a picture, a video or a testimony; leaving the page). */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import styles from './dialog-footer.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  danger?: boolean;
  icon?: ReactNode;
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  onConfirm,
  danger,
  icon,
  children,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} icon={icon} size="sm" description={message}>
      {children}
      <div className={styles.footer}>
        <Button variant="ghost" onClick={() => onOpenChange(false)} autoFocus>
          {t`Cancelar`}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
