/**
 * Testimonies in edit mode: add (author, occupation and text required, text up to 300), edit,
 * delete with confirmation, at most 6, and a manager listing them all.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MessageSquareQuote } from 'lucide-react';
import type { Testimony } from '@/api/gen/api-v1/model';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FIELD_LIMITS, MAX_TESTIMONIES, newTestimonyId, testimonyErrors } from '@machines/lib/profile-rules';
import { DeleteItemDialog, ListAddTile, ListItemActions, ListManagerDialog, useListItems } from './edit-lists';
import { useEditSession } from './edit-session';
import { TESTIMONY_LIMIT } from './messages';
import { LimitedField } from './ui/limited-field';
import footer from './ui/dialog-footer.module.css';
import styles from './testimonies.module.css';

type TestimonyField = 'author' | 'occupation' | 'text';

const TESTIMONY_FIELDS: TestimonyField[] = ['author', 'occupation', 'text'];

/** Each field's character limit. */
const TESTIMONY_LIMITS: Record<TestimonyField, number> = {
  author: FIELD_LIMITS.testimonyAuthor,
  occupation: FIELD_LIMITS.testimonyOccupation,
  text: FIELD_LIMITS.testimonyText,
};

export function TestimonyAddTile() {
  return <ListAddTile list="testimonies" />;
}

export function TestimonyItemActions({ index, testimony }: { index: number; testimony?: Testimony }) {
  return <ListItemActions list="testimonies" index={index} item={testimony} />;
}

export function TestimonyDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { editor } = useEditSession();
  const testimonies = useListItems('testimonies');
  const existing = id === undefined ? undefined : testimonies.find((item) => item.id === id);
  const saved = { author: existing?.author ?? '', occupation: existing?.occupation ?? '', text: existing?.text ?? '' };
  const [values, setValues] = useState(saved);
  const [tried, setTried] = useState(false);
  const full = id === undefined && testimonies.length >= MAX_TESTIMONIES;
  const errors = testimonyErrors(values);
  /** What the field of one value takes: the value, its limit, required, its error. */
  const field = (name: TestimonyField) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    maxLength: TESTIMONY_LIMITS[name],
    required: true,
    error: errors.includes(name) && (tried || values[name] !== '') ? t`Campo obrigatório` : null,
  });

  const submit = () => {
    setTried(true);
    if (errors.length > 0 || full) return;
    const testimony = {
      id: existing?.id ?? newTestimonyId(testimonies),
      author: values.author.trim(),
      occupation: values.occupation.trim(),
      text: values.text.trim(),
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
      unsaved={TESTIMONY_FIELDS.some((name) => values[name] !== saved[name])}
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
          <LimitedField label={t`Autor`} {...field('author')} autoFocus />
          <LimitedField label={t`Ocupação`} {...field('occupation')} />
          <LimitedField label={t`Depoimento`} {...field('text')} multiline rows={5} />
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
  const testimony = useListItems('testimonies').find((item) => item.id === id);
  return (
    <DeleteItemDialog
      title={t`Excluir depoimento`}
      message={
        testimony ? t`Confirma a exclusão do depoimento de ${testimony.author}?` : t`Confirma a exclusão do depoimento?`
      }
      remove={{ type: 'testimonies.remove', id }}
      onClose={onClose}
    />
  );
}

export function TestimonyManagerDialog({ onClose }: { onClose: () => void }) {
  return (
    <ListManagerDialog list="testimonies" onClose={onClose}>
      {(item, index) => (
        <>
          <blockquote className={styles.quote}>{item.text}</blockquote>
          <p className={styles.author}>
            <strong>{item.author}</strong> · {item.occupation}
          </p>
          <TestimonyItemActions index={index} testimony={item} />
        </>
      )}
    </ListManagerDialog>
  );
}
