/**
 * The search form's expertise filter: a button that opens a list of expertise checkboxes
 * (several can be chosen), closing on a click or focus outside and on Escape.
 */
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ExpertiseOption } from './expertise-options';
import styles from './search-form.module.css';
import own from './expertise-picker.module.css';

interface ExpertisePickerProps {
  options: ExpertiseOption[];
  isLoading: boolean;
  selected: string[];
  onChange: (value: string[]) => void;
}

export function ExpertisePicker({ options, isLoading, selected, onChange }: ExpertisePickerProps) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Closes on a click or focus outside, and on Escape (back to the button).
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !wrapRef.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const labels = selected.map((value) => options.find((option) => option.value === value)?.label ?? value);
  const summary = labels.length === 0 ? t`Todas` : labels.join(', ');

  return (
    <div className={`${styles.field} ${styles.expertises}`} ref={wrapRef}>
      <span className={styles.label} id={`${id}-label`}>
        {t`Especialidades`}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={styles.picker}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-summary`}
        onClick={() => setOpen((value) => !value)}
      >
        <span id={`${id}-summary`} className={styles.summary}>
          {summary}
        </span>
        {selected.length > 0 ? <span className={styles.count}>{selected.length}</span> : null}
        <ChevronDown size={18} aria-hidden="true" />
      </button>
      <fieldset id={`${id}-panel`} className={`${styles.panel} ${own.panel}`} hidden={!open}>
        <legend className="visually-hidden">{t`Especialidades`}</legend>
        {isLoading ? <p className={styles.hint}>{t`Carregando…`}</p> : null}
        {!isLoading && options.length === 0 ? <p className={styles.hint}>{t`Sem opções`}</p> : null}
        <div className={styles.options}>
          {options.map((option) => {
            const checked = selected.includes(option.value);
            return (
              <label key={option.id} className={styles.option}>
                <input
                  type="checkbox"
                  name="expertise"
                  value={option.value}
                  checked={checked}
                  onChange={() =>
                    onChange(checked ? selected.filter((value) => value !== option.value) : [...selected, option.value])
                  }
                />
                <span className={own.optionText}>{option.label}</span>
              </label>
            );
          })}
        </div>
        {selected.length > 0 ? (
          <button type="button" className={styles.clear} onClick={() => onChange([])}>
            {t`Limpar especialidades`}
          </button>
        ) : null}
      </fieldset>
    </div>
  );
}
