/**
 * Wraps an editable text or image of the site with a pencil button that opens its editor; the
 * pencil touches what it edits. The background keeps its layout (the button sits in the hero's
 * corner); short inline texts stay inline.
 */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ImageIcon, Pencil } from 'lucide-react';
import type { EditableField } from '@/lib/site-edit-slots';
import { useEditSession, type EditDialog } from './edit-session';
import styles from './editable-frame.module.css';

const DIALOG: Record<EditableField, EditDialog> = {
  avatar: { kind: 'avatar' },
  background: { kind: 'background' },
  name: { kind: 'field', group: 'name' },
  tel: { kind: 'field', group: 'tel' },
  mainPhrase: { kind: 'field', group: 'phrase' },
  mainPhraseAuthor: { kind: 'field', group: 'phrase' },
  aboutMe: { kind: 'field', group: 'aboutMe' },
  expertises: { kind: 'field', group: 'expertises' },
  resumeFeed: { kind: 'field', group: 'resume' },
  counters: { kind: 'field', group: 'counters' },
};

const INLINE = new Set<EditableField>(['mainPhraseAuthor', 'tel']);
/** Texts leave room at their right for the pencil; images carry it in their corner. */
const TEXT = new Set<EditableField>(['name', 'mainPhrase', 'aboutMe', 'expertises', 'resumeFeed']);

export function EditableFrame({ field, children }: { field: EditableField; children: ReactNode }) {
  const { t } = useLingui();
  const { openDialog } = useEditSession();
  const labels: Record<EditableField, string> = {
    avatar: t`Trocar foto`,
    background: t`Trocar imagem de fundo`,
    name: t`Editar nome`,
    tel: t`Editar telefone`,
    mainPhrase: t`Editar frase principal`,
    mainPhraseAuthor: t`Editar autor da frase`,
    aboutMe: t`Editar sobre mim`,
    expertises: t`Editar áreas de atuação`,
    resumeFeed: t`Editar currículo`,
    counters: t`Editar números`,
  };
  const button = (
    <button
      type="button"
      className={`${styles.edit} ${field === 'background' ? styles.corner : ''}`}
      onClick={() => openDialog(DIALOG[field])}
      title={labels[field]}
    >
      {field === 'background' ? <ImageIcon size={16} aria-hidden="true" /> : <Pencil size={16} aria-hidden="true" />}
      <span className={field === 'background' ? styles.cornerLabel : 'visually-hidden'}>{labels[field]}</span>
    </button>
  );
  if (field === 'background') {
    return (
      <>
        {children}
        {button}
      </>
    );
  }
  const Tag = INLINE.has(field) ? 'span' : 'div';
  const frame = (
    <Tag
      className={[
        styles.frame,
        INLINE.has(field) ? styles.inline : '',
        TEXT.has(field) ? styles.text : '',
        field === 'avatar' ? styles.media : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-edit-field={field}
    >
      {children}
      {button}
    </Tag>
  );
  // A text's frame hugs it, so the pencil sits at its end; the line around it keeps the text a
  // block of its own, aligned as the template aligns it.
  return TEXT.has(field) ? <div>{frame}</div> : frame;
}
