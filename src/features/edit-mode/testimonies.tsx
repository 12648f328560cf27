/**
 * Testimonies in edit mode: add (author, occupation and text required, text up to 300), edit,
 * delete with confirmation, at most 6, and a manager listing them all.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MessageSquareQuote, Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FIELD_LIMITS, MAX_TESTIMONIES, newTestimonyId, testimonyErrors } from '@machines/lib/profile-rules';
import type { Testimony } from '@/api/gen/api-v1/model';
import { useEditSession, useEditorState } from './edit-session';
import { AddTile, ItemActions, ManagerDialog } from './list-editing';
import { EMPTY_TESTIMONIES, TESTIMONY_LIMIT } from './messages';
import { ConfirmDialog } from './ui/confirm-dialog';
import { LimitedField } from './ui/limited-field';
import footer from './ui/dialog-footer.module.css';
import styles from './testimonies.module.css';

function useTestimonies(): Testimony[] {
  return useEditorState((s) => s.context.profile?.testimonies ?? []);
}

export function TestimonyAddTile() {
  const { t } = useLingui();
  const count = useTestimonies().length;
  return (
    <AddTile
      count={count}
      max={MAX_TESTIMONIES}
      dialog={{ kind: 'testimony.add' }}
      icon={<Plus size={28} aria-hidden="true" />}
      label={t`Adicionar depoimento`}
      countText={t`${count} de ${MAX_TESTIMONIES}`}
      className={styles.addTile}
    />
  );
}

export function TestimonyItemActions({ index }: { index: number }) {
  const { t } = useLingui();
  const testimony = useTestimonies()[index];
  if (!testimony) return null;
  const who = testimony.author;
  return (
    <ItemActions
      actions={[
        { label: t`Editar depoimento de ${who}`, icon: Pencil, dialog: { kind: 'testimony.edit', id: testimony.id } },
        {
          label: t`Excluir depoimento de ${who}`,
          icon: Trash2,
          dialog: { kind: 'testimony.delete', id: testimony.id },
        },
      ]}
    />
  );
}

export function TestimonyDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { editor } = useEditSession();
  const testimonies = useTestimonies();
  const existing = id === undefined ? undefined : testimonies.find((item) => item.id === id);
  const [author, setAuthor] = useState(existing?.author ?? '');
  const [occupation, setOccupation] = useState(existing?.occupation ?? '');
  const [text, setText] = useState(existing?.text ?? '');
  const [tried, setTried] = useState(false);
  const full = id === undefined && testimonies.length >= MAX_TESTIMONIES;
  const errors = testimonyErrors({ author, occupation, text });
  const show = (field: 'author' | 'occupation' | 'text', value: string) =>
    errors.includes(field) && (tried || value !== '') ? t`Campo obrigatório` : null;

  const submit = () => {
    setTried(true);
    if (errors.length > 0 || full) return;
    const testimony = {
      id: existing?.id ?? newTestimonyId(testimonies),
      author: author.trim(),
      occupation: occupation.trim(),
      text: text.trim(),
    };
    editor.send({
      type: 'operation',
      op: existing ? { type: 'testimonies.update', testimony } : { type: 'testimonies.add', testimony },
    });
    onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={existing ? t`Editar depoimento` : t`Adicionar depoimento`}
      icon={<MessageSquareQuote size={20} />}
      unsaved={
        author !== (existing?.author ?? '') ||
        occupation !== (existing?.occupation ?? '') ||
        text !== (existing?.text ?? '')
      }
      description={
        existing ? undefined : t`O site comporta até ${MAX_TESTIMONIES} depoimentos. Você tem ${testimonies.length}.`
      }
    >
      {full ? (
        <p className={styles.error} role="alert">
          {i18n._(TESTIMONY_LIMIT)}
        </p>
      ) : (
        <form
          id="testimony-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          noValidate
        >
          <LimitedField
            label={t`Autor`}
            value={author}
            onChange={setAuthor}
            maxLength={FIELD_LIMITS.testimonyAuthor}
            required
            autoFocus
            error={show('author', author)}
          />
          <LimitedField
            label={t`Ocupação`}
            value={occupation}
            onChange={setOccupation}
            maxLength={FIELD_LIMITS.testimonyOccupation}
            required
            error={show('occupation', occupation)}
          />
          <LimitedField
            label={t`Depoimento`}
            value={text}
            onChange={setText}
            maxLength={FIELD_LIMITS.testimonyText}
            multiline
            rows={5}
            required
            error={show('text', text)}
          />
          <p className={styles.required}>{t`* Campo obrigatório`}</p>
        </form>
      )}
      <div className={footer.footer}>
        <Button variant="ghost" onClick={onClose}>
          {t`Cancelar`}
        </Button>
        {full ? null : (
          <Button type="submit" form="testimony-form" disabled={errors.length > 0}>
            {t`Salvar`}
          </Button>
        )}
      </div>
    </Modal>
  );
}

export function TestimonyDeleteDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const { editor } = useEditSession();
  const testimony = useTestimonies().find((item) => item.id === id);
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t`Excluir depoimento`}
      icon={<Trash2 size={20} />}
      message={
        testimony ? t`Confirma a exclusão do depoimento de ${testimony.author}?` : t`Confirma a exclusão do depoimento?`
      }
      confirmLabel={t`Excluir`}
      danger
      onConfirm={() => {
        editor.send({ type: 'operation', op: { type: 'testimonies.remove', id } });
        onClose();
      }}
    />
  );
}

export function TestimonyManagerDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const testimonies = useTestimonies();
  return (
    <ManagerDialog
      title={t`Depoimentos`}
      icon={<MessageSquareQuote size={20} />}
      size="lg"
      description={t`${testimonies.length} de ${MAX_TESTIMONIES} depoimentos`}
      count={testimonies.length}
      max={MAX_TESTIMONIES}
      operations="testimonies."
      savingText={t`Salvando alterações dos depoimentos…`}
      emptyText={i18n._(EMPTY_TESTIMONIES)}
      limitText={i18n._(TESTIMONY_LIMIT)}
      addLabel={t`Adicionar depoimento`}
      addDialog={{ kind: 'testimony.add' }}
      onClose={onClose}
    >
      <ul className={styles.list}>
        {testimonies.map((item, index) => (
          <li key={item.id} className={styles.item}>
            <blockquote className={styles.quote}>{item.text}</blockquote>
            <p className={styles.author}>
              <strong>{item.author}</strong> · {item.occupation}
            </p>
            <TestimonyItemActions index={index} />
          </li>
        ))}
      </ul>
    </ManagerDialog>
  );
}
