/**
 * A labelled wizard field: the label (with the required asterisk and its spoken meaning),
 * the control, an optional hint and the validation message tied to the control.
 */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { RequiredMark } from '@/components/ui/required-mark';
import styles from './wizard.module.css';

export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string | null;
  children: (aria: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
  }) => ReactNode;
}

export function Field({ id, label, required = false, hint, error, children }: FieldProps) {
  const { t } = useLingui();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <>
            <RequiredMark />
            <span className="visually-hidden">{` (${t`Campo obrigatório`})`}</span>
          </>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface CountedTextareaProps {
  id: string;
  label: string;
  rows: number;
  /** The length the hint counts against. */
  maxLength: number;
  /** Whether typing stops at maxLength; otherwise a longer text is left to validation. */
  capped?: boolean;
  value: string;
  readOnly?: boolean;
  error: string | null;
  onValue: (value: string) => void;
  onBlur: () => void;
}

/** A required textarea whose hint counts its characters against the limit. */
export function CountedTextarea({
  id,
  label,
  maxLength,
  capped = false,
  value,
  error,
  onValue,
  ...textarea
}: CountedTextareaProps) {
  const { t } = useLingui();
  return (
    <Field id={id} label={label} required hint={t`${value.length} de ${maxLength} caracteres`} error={error}>
      {(aria) => (
        <textarea
          {...aria}
          {...textarea}
          className={styles.textarea}
          maxLength={capped ? maxLength : undefined}
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </Field>
  );
}

/** The note that explains the asterisk, shown once per step. */
export function RequiredNote() {
  const { t } = useLingui();
  return (
    <p className={styles.requiredNote}>
      <span aria-hidden="true">* </span>
      {t`Campo obrigatório`}
    </p>
  );
}
