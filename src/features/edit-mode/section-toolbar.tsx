/**
 * The toolbar edit mode adds to each section of the site: the visibility toggle (visitors see
 * the section only when it is on and the section has content; the switch flips only after the
 * save succeeds) and shortcuts to the section's editors.
 */
import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff, Loader2, Pencil, Settings2 } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SiteBlock } from '@/lib/site-edit-slots';
import { isTaskPending } from '@machines/profile-editor.machine';
import type { VisibilityFlag } from '@machines/lib/profile-rules';
import { SECTION_FLAG } from '@machines/lib/site-sections';
import { useEditSession, useEditorState, type EditDialog } from './edit-session';
import styles from './section-toolbar.module.css';

/** Each block's visibility flag: the section's, and the resume footer's for the numbers. */
const BLOCK_FLAG: Record<SiteBlock, VisibilityFlag | null> = { ...SECTION_FLAG, numbers: 'enableResumeFooter' };

interface Shortcut {
  label: MessageDescriptor;
  dialog: EditDialog;
}

const SHORTCUTS: Record<SiteBlock, Shortcut[]> = {
  biography: [
    { label: msg`Editar texto`, dialog: { kind: 'field', group: 'aboutMe' } },
    { label: msg`Áreas de atuação`, dialog: { kind: 'field', group: 'expertises' } },
  ],
  resume: [
    { label: msg`Editar currículo`, dialog: { kind: 'field', group: 'resume' } },
    { label: msg`Editar números`, dialog: { kind: 'field', group: 'counters' } },
  ],
  numbers: [{ label: msg`Editar números`, dialog: { kind: 'field', group: 'counters' } }],
  videos: [{ label: msg`Gerenciar vídeos`, dialog: { kind: 'video.manage' } }],
  testimonies: [{ label: msg`Gerenciar depoimentos`, dialog: { kind: 'testimony.manage' } }],
  gallery: [{ label: msg`Gerenciar galeria`, dialog: { kind: 'gallery.manage' } }],
  contact: [],
  session_request: [],
};

/** `name` is the section's heading as the site shows it. */
export function SectionToolbar({ block, name, hasContent }: { block: SiteBlock; name: string; hasContent: boolean }) {
  const { t, i18n } = useLingui();
  const { editor, openDialog } = useEditSession();
  const flag = BLOCK_FLAG[block];
  const on = useEditorState((s) => (flag ? s.context.profile?.[flag] !== false : true));
  const pending = useEditorState((s) =>
    flag
      ? isTaskPending(
          s.context,
          (task) => task.type === 'operation' && task.op.type === 'visibility' && task.op.flag === flag,
        )
      : false,
  );
  const experimental = useEditorState((s) => s.context.profile?.enableSiteExperimentalSession !== false);

  let status: string;
  if (block === 'contact')
    status = experimental ? t`Oculto: a sessão experimental aparece no lugar` : t`Visível para visitantes`;
  else if (!on) status = t`Oculta para visitantes`;
  else if (!hasContent && block !== 'session_request') status = t`Sem conteúdo: visitantes ainda não veem esta seção`;
  else status = t`Visível para visitantes`;
  const visible = block === 'contact' ? !experimental : on && (hasContent || block === 'session_request');

  return (
    <div
      className={`${styles.toolbar} ${visible ? '' : styles.hiddenState}`}
      role="group"
      aria-label={t`Edição da seção ${name}`}
    >
      <span className={styles.status}>
        {visible ? <Eye size={16} aria-hidden="true" /> : <EyeOff size={16} aria-hidden="true" />}
        {status}
      </span>
      <div className={styles.actions}>
        {SHORTCUTS[block].map((shortcut) => (
          <button
            key={i18n._(shortcut.label)}
            type="button"
            className={styles.action}
            onClick={() => openDialog(shortcut.dialog)}
          >
            {shortcut.dialog.kind === 'field' ? (
              <Pencil size={16} aria-hidden="true" />
            ) : (
              <Settings2 size={16} aria-hidden="true" />
            )}
            {i18n._(shortcut.label)}
          </button>
        ))}
        {flag ? (
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-busy={pending || undefined}
            disabled={pending}
            className={styles.switch}
            onClick={() => editor.send({ type: 'operation', op: { type: 'visibility', flag, value: !on } })}
          >
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            <span>{t`Mostrar ${name} para visitantes`}</span>
            {pending ? <Loader2 size={16} className={styles.spin} aria-label={t`Salvando`} /> : null}
          </button>
        ) : null}
      </div>
    </div>
  );
}
