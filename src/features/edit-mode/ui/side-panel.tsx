/**
 * A panel that slides in at the right edge over the edit panel (appearance, background). It is
 * non-modal so the owner can still scroll the site and watch the change live; Escape or
 * Cancel closes it and undoes the preview, Save keeps it. Closing gives the focus back to what
 * opened it.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { focusFirstConnected, returnChain } from '@/components/ui/modal';
import { DialogHeader } from '@/components/ui/dialog-header';
import styles from './side-panel.module.css';

export interface SidePanelProps {
  open: boolean;
  /** Closing without saving (Escape, the close button, Cancel). */
  onCancel: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer: ReactNode;
}

export function SidePanel({ open, onCancel, title, description, children, footer }: SidePanelProps) {
  const { t } = useLingui();
  // Where the focus goes back to as it closes: the button that opened it, as after a modal.
  const [chain] = useState(returnChain);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.panel}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusFirstConnected(chain);
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeader titleClassName={styles.title} title={title} closeLabel={t`Fechar`} />
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          <div className={styles.body}>{children}</div>
          <footer className={styles.footer}>{footer}</footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
