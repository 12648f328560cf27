/**
 * The in-place editors of the owner's texts: each opens from the pencil on the site (or from
 * the edit panel's list) and edits one group of draft fields with the spec's limits and
 * counters. Typing shows on the page at once; Save stores the draft, Cancel puts back what the
 * dialog found, and closing keeps the edits as unsaved changes.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '@/components/ui/modal';
import { PhoneField } from '@/components/ui/phone-field';
import { MAX_EXPERTISES, customExpertises } from '@machines/lib/expertise-limit';
import {
  COUNTER_FIELDS,
  COUNTER_FLAGS,
  COUNTER_LIMITS,
  FIELD_LIMITS,
  canSaveDraft,
  validateDraft,
  type DraftField,
  type ProfileDraft,
} from '@machines/lib/profile-rules';
import { isTextKey } from '@machines/lib/coach-translations';
import { expertisesOptions } from './api/owner-api';
import { useCoachTexts, useContentLanguage, useLanguageName, useTranslationState } from './content-language';
import { ContentLanguageSwitch } from './content-language-switch';
import { useEditSession, useEditorState, type FieldGroup } from './edit-session';
import { useFieldLabel } from './field-labels';
import { DRAFT_ERROR_MESSAGES, NAMES_EMPTY } from './messages';
import { LimitedField } from './ui/limited-field';
import { FormActions } from './ui/form-actions';
import { TranslationField } from './translation-field';
import styles from './field-editors.module.css';
import { useLocale } from '@/lib/use-locale';
import { formatNumber } from '@/lib/format';

/** The draft fields each dialog edits. */
export const GROUP_FIELDS: Record<FieldGroup, DraftField[]> = {
  name: ['firstName', 'secondName', 'email'],
  tel: ['tel'],
  phrase: ['mainPhrase', 'mainPhraseAuthor'],
  aboutMe: ['aboutMe'],
  expertises: ['expertises'],
  resume: ['resumeFeed'],
  counters: [
    'coachingHours',
    'coursesCoachly',
    'lecturesHours',
    'enableCoachingHours',
    'enableCoursesCoachly',
    'enableLecturesHours',
  ],
};

/** The groups of the coach's own texts, which have a version per language. */
const TEXT_GROUPS = new Set<FieldGroup>(['phrase', 'aboutMe', 'resume']);

/** Text areas as tall as each text usually is. */
const TRANSLATION_ROWS: Partial<Record<DraftField, number>> = { mainPhrase: 3, aboutMe: 9, resumeFeed: 12 };

export function useGroupTitle(): (group: FieldGroup) => string {
  const { t } = useLingui();
  const labelOf = useFieldLabel();
  // A group goes by its first field's name, but for the names' group, which holds the e-mail too.
  return (group) => (group === 'name' ? t`Nome e e-mail` : labelOf(GROUP_FIELDS[group][0]!));
}

function useDraftField() {
  const { editor } = useEditSession();
  return <F extends DraftField>(field: F, value: ProfileDraft[F]) =>
    editor.send({ type: 'field.change', field, value });
}

/** Mounted while open (the session's dialog stack), so it captures what it found on mount. */
export function FieldEditorDialog({ group, onClose }: { group: FieldGroup; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { editor } = useEditSession();
  const draft = useEditorState((s) => s.context.draft);
  const showErrors = useEditorState((s) => s.context.showErrors);
  const titleFor = useGroupTitle();
  const labelOf = useFieldLabel();
  const change = useDraftField();
  const { language, original } = useContentLanguage();
  const texts = useCoachTexts();
  const languageName = useLanguageName();
  const isText = TEXT_GROUPS.has(group);
  // In another language than the original, the coach's texts are edited as that language's versions.
  const translated = isText && language !== original;
  const fields = GROUP_FIELDS[group];
  const pending = useTranslationState((s) =>
    s.context.proposals.some((p) => p.to === language && fields.some((f) => f === p.key)),
  );
  // What the dialog found, to put back on Cancel (the texts' versions in every language too).
  const [initial] = useState(
    () =>
      Object.fromEntries(
        [...fields, ...(isText ? (['translations'] as const) : [])].map((f) => [f, draft[f]]),
      ) as Partial<ProfileDraft>,
  );

  // A phone is checked as a whole number, so its message waits until the owner leaves the field
  // (or tries to save), and shows at once for a stored number that fails.
  const [telLeft, setTelLeft] = useState(() => draft.tel.trim() !== '');

  const errors = validateDraft(draft);
  const canSave = canSaveDraft(draft) && !pending;
  const blockers = Object.keys(errors).filter((f) => !GROUP_FIELDS[group].includes(f as DraftField));

  const cancel = () => {
    for (const [field, value] of Object.entries(initial)) {
      editor.send({ type: 'field.change', field: field as DraftField, value: value });
    }
    onClose();
  };
  const save = () => {
    editor.send({ type: 'draft.save' });
    if (canSave) onClose();
  };
  const errorOf = (field: DraftField): string | null => {
    const error = errors[field];
    if (!error) return null;
    if (error === 'namesEmpty' && !showErrors) return null;
    return i18n._(DRAFT_ERROR_MESSAGES[error]);
  };
  /** A text field of the draft as a LimitedField takes it: value, change, limit and error. */
  const textField = (
    field: 'firstName' | 'secondName' | 'mainPhrase' | 'mainPhraseAuthor' | 'aboutMe' | 'resumeFeed',
  ) => ({
    value: draft[field],
    onChange: (value: string) => change(field, value),
    maxLength: FIELD_LIMITS[field],
    error: errorOf(field),
  });
  /** A name field: required, and only its length error shows there (both empty shows below). */
  const nameField = (field: 'firstName' | 'secondName') => ({
    ...textField(field),
    required: true,
    error: errors[field] === 'tooLong' ? errorOf(field) : null,
  });

  let body: ReactNode = null;
  switch (group) {
    case 'name': {
      const namesEmpty = errors.firstName === 'namesEmpty' || errors.secondName === 'namesEmpty';
      body = (
        <>
          <div className={styles.pair}>
            <LimitedField label={t`Nome`} {...nameField('firstName')} autoComplete="given-name" autoFocus />
            <LimitedField label={t`Sobrenome`} {...nameField('secondName')} autoComplete="family-name" />
          </div>
          {namesEmpty ? (
            <p className={styles.error} role="alert">
              {i18n._(NAMES_EMPTY)}
            </p>
          ) : null}
          <LimitedField
            label={t`E-mail`}
            type="email"
            value={draft.email}
            onChange={(v) => change('email', v)}
            required
            autoComplete="email"
            error={draft.email !== '' || showErrors ? errorOf('email') : null}
            hint={t`Usado para receber mensagens e pedidos de sessão.`}
          />
        </>
      );
      break;
    }
    case 'tel':
      body = (
        <PhoneField
          label={t`Telefone`}
          inlineDialCode
          maxLength={FIELD_LIMITS.tel}
          value={draft.tel}
          onChange={(value) => {
            setTelLeft(false);
            change('tel', value);
          }}
          onBlur={() => setTelLeft(true)}
          error={telLeft || showErrors ? errorOf('tel') : null}
          autoFocus
        />
      );
      break;
    case 'phrase':
      body = (
        <>
          <LimitedField label={t`Frase principal`} {...textField('mainPhrase')} multiline rows={3} autoFocus />
          <LimitedField label={t`Autor da frase`} {...textField('mainPhraseAuthor')} />
        </>
      );
      break;
    case 'aboutMe':
      body = (
        <LimitedField
          label={t`Sobre mim`}
          {...textField('aboutMe')}
          multiline
          rows={9}
          autoFocus
          hint={t`Conte quem você é, quem você atende e como trabalha. Deixe uma linha em branco entre os parágrafos.`}
        />
      );
      break;
    case 'resume':
      body = (
        <LimitedField
          label={t`Currículo`}
          {...textField('resumeFeed')}
          multiline
          rows={12}
          autoFocus
          hint={t`Um item por linha: formações, experiências, certificações.`}
        />
      );
      break;
    case 'expertises':
      body = <ExpertiseChecklist />;
      break;
    case 'counters':
      body = <CountersEditor />;
      break;
  }
  // In another language: each of the group's texts beside its original, with its AI translation.
  if (translated) {
    body = fields.map((field, index) => {
      const text = texts.find((t) => t.key === field);
      if (!text || !isTextKey(field)) return null;
      return (
        <TranslationField
          key={field}
          language={language}
          text={text}
          label={labelOf(field)}
          multiline={field !== 'mainPhraseAuthor'}
          rows={TRANSLATION_ROWS[field] ?? 2}
          autoFocus={index === 0}
        />
      );
    });
  }

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={translated ? t`${titleFor(group)} em ${languageName(language)}` : titleFor(group)}
      size={group === 'resume' || group === 'aboutMe' || translated ? 'lg' : 'md'}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        noValidate
      >
        {isText ? <ContentLanguageSwitch className={styles.languages} /> : null}
        {body}
        {pending ? (
          <p className={styles.review} role="status">
            {t`Há uma tradução para revisar: use ou descarte a sugestão antes de salvar.`}
          </p>
        ) : null}
        {blockers.length > 0 ? (
          <p className={styles.blocker} role="status">
            {errors.firstName === 'namesEmpty' || errors.secondName === 'namesEmpty'
              ? i18n._(NAMES_EMPTY)
              : errors.email
                ? t`Para salvar, informe um e-mail válido em “Nome e e-mail”.`
                : t`Há outro campo com um problema. Confira os textos antes de salvar.`}
          </p>
        ) : null}
        <FormActions canSave={canSave} onCancel={cancel} />
      </form>
    </Modal>
  );
}

function ExpertiseChecklist() {
  const { t } = useLingui();
  const { editor, knownExpertises } = useEditSession();
  const selected = useEditorState((s) => s.context.draft.expertises);
  const refused = useEditorState((s) => s.context.expertiseRefused);
  const locale = useLocale();
  const { data: localized } = useQuery(expertisesOptions(locale));
  const labelOf = useMemo(() => {
    const byId = new Map((localized ?? []).map((e) => [e.id, e.name]));
    return (id: number, name: string) => byId.get(id) ?? name;
  }, [localized]);
  const known = knownExpertises.map((e) => e.name);
  const custom = customExpertises(selected, known);
  const isChecked = (name: string) =>
    selected.some((s) => s.trim().toLocaleLowerCase('pt') === name.toLocaleLowerCase('pt'));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Escolha até ${MAX_EXPERTISES} áreas de atuação`}</legend>
      <p className={styles.count} aria-live="polite">
        {t`${selected.length} de ${MAX_EXPERTISES} escolhidas`}
      </p>
      {knownExpertises.length === 0 ? <p className={styles.hint}>{t`Carregando áreas…`}</p> : null}
      <ul className={styles.checklist}>
        {knownExpertises.map((expertise) => {
          const checked = isChecked(expertise.name);
          return (
            <li key={expertise.id}>
              <label className={`${styles.check} ${checked ? styles.checked : ''}`}>
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => editor.send({ type: 'expertise.toggle', name: expertise.name })}
                />
                <span>{labelOf(expertise.id, expertise.name)}</span>
              </label>
            </li>
          );
        })}
        {custom.map((name) => (
          <li key={`custom-${name}`}>
            <label className={`${styles.check} ${styles.checked}`}>
              <input type="checkbox" checked onChange={() => editor.send({ type: 'expertise.toggle', name })} />
              <span>
                {name} <small className={styles.customNote}>{t`(fora da lista: será removida ao salvar)`}</small>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {refused ? (
        <p className={styles.error} role="alert">
          {t`Você já escolheu ${MAX_EXPERTISES} áreas. Desmarque uma para escolher outra.`}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A field's text as a number: empty is no number at all. */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * A counter's field. It keeps what the owner typed (empty, negative, fractional) and hands the
 * draft its number, NaN when there is none, which the draft's rules refuse with a message
 * rather than the field rounding it away. It follows the draft when that changes from elsewhere
 * (Cancel, another tab).
 */
function CounterInput({
  value,
  onValue,
  max,
  ...props
}: {
  id: string;
  value: number;
  onValue: (value: number) => void;
  max: number;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}) {
  const [text, setText] = useState(() => (Number.isFinite(value) ? String(value) : ''));
  // Object.is holds NaN equal to NaN: an empty field stays empty while the draft holds no number.
  if (!Object.is(numberOf(text), value)) {
    setText(Number.isFinite(value) ? String(value) : '');
  }
  return (
    <input
      {...props}
      className={styles.number}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      step={1}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onValue(numberOf(e.currentTarget.value));
      }}
    />
  );
}

function CountersEditor() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const draft = useEditorState((s) => s.context.draft);
  const errors = validateDraft(draft);
  const change = useDraftField();
  const labels = {
    coachingHours: t`Horas de coaching`,
    coursesCoachly: t`Cursos na Coachly`,
    lecturesHours: t`Horas de palestras`,
  } as const;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Números do currículo`}</legend>
      <ul className={styles.counters}>
        {COUNTER_FIELDS.map((field) => {
          const flag = COUNTER_FLAGS[field];
          const id = `counter-${field}`;
          const errorId = `${id}-error`;
          const error = errors[field];
          const max = formatNumber(COUNTER_LIMITS[field], locale);
          return (
            <li key={field} className={styles.counterRow}>
              <label htmlFor={id} className={styles.counterLabel}>
                {labels[field]}
              </label>
              <CounterInput
                id={id}
                max={COUNTER_LIMITS[field]}
                value={draft[field]}
                onValue={(value) => change(field, value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              <label className={styles.toggle}>
                <input type="checkbox" checked={draft[flag]} onChange={(e) => change(flag, e.currentTarget.checked)} />
                <span>{t`Mostrar no site`}</span>
              </label>
              {error ? (
                <p id={errorId} className={`${styles.error} ${styles.counterError}`} role="alert">
                  {error === 'counterTooBig'
                    ? t`Informe um número de até ${max}.`
                    : i18n._(DRAFT_ERROR_MESSAGES[error])}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
