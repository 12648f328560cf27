/**
 * Undo and redo of the owner's saved changes in this visit (the profile editor's history): two
 * buttons in the edit panel, and Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and Ctrl+Y anywhere on the page but
 * in a text field (which keeps its own undo) or an open dialog.
 */
import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Redo2, Undo2 } from 'lucide-react';
import { canStep } from '@machines/profile-editor.machine';
import type { HistoryDirection } from '@machines/lib/edit-history';
import { useEditSession, useEditorState } from './edit-session';
import styles from './edit-panel.module.css';

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** True when the key goes to something that edits text, whose own undo must keep working. */
function isTextTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit'].includes(target.type);
}

/** The history step a key press asks for, if any. */
function shortcutDirection(event: KeyboardEvent): HistoryDirection | null {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/** Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (or Ctrl+Y) while editing the page. */
export function useHistoryShortcuts() {
  const { editor, dialogs, asVisitor } = useEditSession();
  const active = dialogs.length === 0 && !asVisitor;
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      const direction = shortcutDirection(event);
      if (!direction || event.defaultPrevented || isTextTarget(event.target)) return;
      event.preventDefault();
      editor.send({ type: direction === 'undo' ? 'history.undo' : 'history.redo' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor, active]);
}

/** The two buttons; `tone` fits them to the dark rail or the light phone sheet. */
export function HistoryButtons({ tone }: { tone: 'rail' | 'sheet' }) {
  const { t } = useLingui();
  const { editor } = useEditSession();
  const canUndo = useEditorState((s) => canStep(s.context, 'undo'));
  const canRedo = useEditorState((s) => canStep(s.context, 'redo'));
  const mod = isApple() ? '⌘' : 'Ctrl+';
  const buttons = [
    {
      direction: 'undo' as const,
      label: t`Desfazer`,
      hint: `${mod}Z`,
      keys: 'Control+Z Meta+Z',
      enabled: canUndo,
      Icon: Undo2,
    },
    {
      direction: 'redo' as const,
      label: t`Refazer`,
      hint: `${mod}Shift+Z`.replace('⌘Shift', '⇧⌘'),
      keys: 'Control+Shift+Z Meta+Shift+Z Control+Y',
      enabled: canRedo,
      Icon: Redo2,
    },
  ];
  return (
    <div className={tone === 'rail' ? styles.history : styles.sheetHistory} role="group" aria-label={t`Histórico`}>
      {buttons.map(({ direction, label, hint, keys, enabled, Icon }) => (
        <button
          key={direction}
          type="button"
          className={`${styles.action} ${styles.historyButton}`}
          aria-keyshortcuts={keys}
          aria-disabled={!enabled}
          title={`${label} (${hint})`}
          onClick={() => {
            if (enabled) editor.send({ type: direction === 'undo' ? 'history.undo' : 'history.redo' });
          }}
        >
          <Icon size={18} aria-hidden="true" />
          {/* The rail is narrow: there the buttons show their icon and name themselves to assistive technology. */}
          <span className={tone === 'rail' ? 'visually-hidden' : undefined}>{label}</span>
        </button>
      ))}
    </div>
  );
}
