/**
 * A labelled text input or text area with the spec's length limit: typing stops at the limit,
 * a counter shows how many characters are used, and an error (or hint) is tied to the field
 * with aria-describedby so screen readers read it with the label.
 */
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { RequiredMark } from '@/components/ui/required-mark';
import styles from './limited-field.module.css';

export interface LimitedFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel' | 'url';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  prefix?: ReactNode;
}

export function LimitedField({
  label,
  value,
  onChange,
  maxLength,
  multiline,
  rows = 4,
  required,
  error,
  hint,
  onBlur,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  autoFocus,
  disabled,
  prefix,
}: LimitedFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const counterId = `${id}-counter`;
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const atLimit = maxLength !== undefined && value.length >= maxLength;
  const describedBy =
    [error ? messageId : null, hint ? hintId : null, maxLength ? counterId : null].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    value,
    maxLength,
    required,
    disabled,
    placeholder,
    autoFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur,
    className: `${styles.control} ${error ? styles.invalid : ''}`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.currentTarget.value),
  };
  return (
    <div className={styles.field}>
      <div className={styles.top}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {required ? <RequiredMark /> : null}
        </label>
        {maxLength !== undefined ? (
          <span id={counterId} className={`${styles.counter} ${atLimit ? styles.full : ''}`}>
            <span aria-hidden="true">
              {value.length}/{maxLength}
            </span>
            <span className="visually-hidden">
              {atLimit ? t`Limite de ${maxLength} caracteres atingido` : t`${value.length} de ${maxLength} caracteres`}
            </span>
          </span>
        ) : null}
      </div>
      <div className={prefix ? styles.withPrefix : undefined}>
        {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
        {multiline ? (
          <textarea {...common} rows={rows} />
        ) : (
          <input {...common} type={type} inputMode={inputMode} autoComplete={autoComplete} />
        )}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {atLimit && !error ? (
        <p className={styles.limit} aria-live="polite">
          {t`Limite de ${maxLength} caracteres atingido.`}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
