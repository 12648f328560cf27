/** The list of text editors, opened from the edit panel (every text, even an empty one). */
import { useLingui } from '@lingui/react/macro';
import { ChevronRight, Type } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import { useEditSession, type FieldGroup } from './edit-session';
import { useGroupTitle } from './field-editors';
import styles from './texts-dialog.module.css';

const GROUPS: FieldGroup[] = ['name', 'tel', 'phrase', 'aboutMe', 'expertises', 'resume', 'counters'];

export function TextsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { openDialog, closeDialog } = useEditSession();
  const title = useGroupTitle();
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t`Textos do site`}
      icon={<Type size={20} />}
      size="sm"
    >
      <ul className={styles.list}>
        {GROUPS.map((group) => (
          <li key={group}>
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                closeDialog('texts');
                openDialog({ kind: 'field', group });
              }}
            >
              <span>{title(group)}</span>
              <ChevronRight size={18} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
