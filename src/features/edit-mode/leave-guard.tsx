/**
 * Protects unsaved work: in-app navigation away from the edit page asks for confirmation, and
 * closing or reloading the tab triggers the browser's own leave prompt while anything is
 * unsaved (the draft is also kept locally, so a reload can offer it back).
 */
import { useEffect, useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useHasUnsavedWork } from './edit-session';
import { LEAVE_MESSAGE } from './messages';
import { ConfirmDialog } from './ui/confirm-dialog';

export function LeaveGuard() {
  const { t, i18n } = useLingui();
  const unsaved = useHasUnsavedWork();
  const unsavedRef = useRef(unsaved);
  useEffect(() => {
    unsavedRef.current = unsaved;
  }, [unsaved]);
  const blocker = useBlocker({
    // Moving within the edit page (e.g. to the new address after a username change) is fine.
    shouldBlockFn: ({ current, next }) => unsavedRef.current && current.routeId !== next.routeId,
    enableBeforeUnload: () => unsavedRef.current,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.status === 'blocked') blocker.reset();
      }}
      title={t`Sair da edição?`}
      icon={<TriangleAlert size={20} />}
      message={i18n._(LEAVE_MESSAGE)}
      confirmLabel={t`Sair sem salvar`}
      danger
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
