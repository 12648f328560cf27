/**
 * The end of a dialog that uploads a picked picture: why the last try failed, what it is doing
 * while it uploads, Cancelar, and the dialog's save button.
 */
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { PickedPicture } from '../use-picked-picture';
import footer from './dialog-footer.module.css';

interface UploadActionsProps {
  picked: PickedPicture;
  /** Said while the save runs, e.g. "Enviando foto…". */
  sending: string;
  saveLabel: string;
  canSave: boolean;
  onSave: () => void;
  onCancel: () => void;
}

export function UploadActions({ picked, sending, saveLabel, canSave, onSave, onCancel }: UploadActionsProps) {
  const { t } = useLingui();
  return (
    <>
      {picked.error ? (
        <p className={footer.error} role="alert">
          {picked.error}
        </p>
      ) : null}
      <div className={`${footer.footer} ${footer.sticky}`}>
        {picked.busy ? (
          <p className={footer.status} role="status">
            {sending}
          </p>
        ) : null}
        <Button variant="ghost" onClick={onCancel} disabled={picked.busy}>
          {t`Cancelar`}
        </Button>
        <Button onClick={onSave} disabled={!canSave || picked.busy}>
          {saveLabel}
        </Button>
      </div>
    </>
  );
}
