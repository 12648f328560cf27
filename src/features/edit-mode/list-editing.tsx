/**
 * The pieces the site's lists share in edit mode (gallery, videos, testimonies): the add tile,
 * the icon buttons under one item, and the manager dialog listing every item.
 */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import { isTaskPending } from '@machines/profile-editor.machine';
import { useEditSession, useEditorState, type EditDialog } from './edit-session';
import footer from './ui/dialog-footer.module.css';
import gallery from './gallery.module.css';

/** The placeholder that opens a list's add dialog; hidden once the list is full. */
export function AddTile({
  count,
  max,
  dialog,
  icon,
  label,
  className,
}: {
  count: number;
  max: number;
  dialog: EditDialog;
  icon: ReactNode;
  label: string;
  className?: string;
}) {
  const { t } = useLingui();
  const { openDialog } = useEditSession();
  if (count >= max) return null;
  return (
    <button
      type="button"
      className={className ? `${gallery.addTile} ${className}` : gallery.addTile}
      onClick={() => openDialog(dialog)}
    >
      {icon}
      <span>{label}</span>
      <small>{t`${count} de ${max}`}</small>
    </button>
  );
}

export interface ItemAction {
  label: string;
  icon: LucideIcon;
  dialog: EditDialog;
}

/** The icon buttons under one item, each opening a dialog about it, after `leading` if given. */
export function ItemActions({ actions, leading }: { actions: ItemAction[]; leading?: ReactNode }) {
  const { openDialog } = useEditSession();
  return (
    <div className={gallery.itemActions}>
      {leading}
      {actions.map(({ label, icon: Icon, dialog }) => (
        <button
          key={dialog.kind}
          type="button"
          className={gallery.iconButton}
          onClick={() => openDialog(dialog)}
          aria-label={label}
        >
          <Icon size={16} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}

interface ManagerDialogProps {
  title: string;
  icon: ReactNode;
  size: 'lg' | 'xl';
  /** e.g. "3 de 24 imagens". */
  description: string;
  count: number;
  max: number;
  /** The operations of this list start with it, e.g. 'gallery.'. */
  operations: string;
  /** Said while one of them is saving. */
  savingText: string;
  emptyText: string;
  limitText: string;
  addLabel: string;
  addDialog: EditDialog;
  onClose: () => void;
  children: ReactNode;
}

/** Every item of a list, with what is saving, the limit, adding and Concluir. */
export function ManagerDialog({
  title,
  icon,
  size,
  description,
  count,
  max,
  operations,
  savingText,
  emptyText,
  limitText,
  addLabel,
  addDialog,
  onClose,
  children,
}: ManagerDialogProps) {
  const { t } = useLingui();
  const { openDialog } = useEditSession();
  const pending = useEditorState((s) =>
    isTaskPending(s.context, (task) => task.type === 'operation' && task.op.type.startsWith(operations)),
  );
  const full = count >= max;
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      icon={icon}
      size={size}
      description={description}
    >
      {pending ? (
        <p className={gallery.saving} role="status">
          {savingText}
        </p>
      ) : null}
      {count === 0 ? <EmptyState message={emptyText} /> : null}
      {children}
      {full ? <p className={gallery.hint}>{limitText}</p> : null}
      <div className={footer.footer}>
        <Button variant="ghost" onClick={() => openDialog(addDialog)} disabled={full}>
          {addLabel}
        </Button>
        <Button onClick={onClose}>{t`Concluir`}</Button>
      </div>
    </Modal>
  );
}
