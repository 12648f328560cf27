/**
 * A dialog that uploads a picked picture (the avatar, a gallery picture): it does not close while
 * the upload runs, ends with the upload actions, and closes once the upload has gone through.
 */
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import type { PickedPicture } from '../use-picked-picture';
import { UploadActions } from './upload-actions';

interface UploadDialogProps {
  picked: PickedPicture;
  title: string;
  icon: ReactNode;
  size?: 'md';
  unsaved: boolean;
  description?: string;
  /** Said while the upload runs, e.g. "Enviando foto…". */
  sending: string;
  saveLabel: string;
  canSave: boolean;
  /** Prepares, uploads and sends the picture; the dialog closes when it is done. */
  upload: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

export function UploadDialog({
  picked,
  sending,
  saveLabel,
  canSave,
  upload,
  onClose,
  children,
  ...modal
}: UploadDialogProps) {
  const save = () =>
    picked.save(async () => {
      await upload();
      onClose();
    });
  return (
    <Modal open onOpenChange={(next) => (next || picked.busy ? undefined : onClose())} {...modal}>
      {children}
      <UploadActions
        picked={picked}
        sending={sending}
        saveLabel={saveLabel}
        canSave={canSave}
        onSave={() => void save()}
        onCancel={onClose}
      />
    </Modal>
  );
}
