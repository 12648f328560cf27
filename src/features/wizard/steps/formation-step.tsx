/** Step 2: up to 3 acting areas and 1 to 10 formations (course, school, year). */
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  ACTING_AREAS,
  formationYears,
  MAX_ACTING_AREAS,
  MAX_FORMATIONS,
  TEXT_MAX_LENGTH,
  type Formation,
} from '@machines/lib/wizard-validation';
import { Field, RequiredNote } from '../field';
import { ACTING_AREA_LABELS } from '../wizard-text';
import styles from '../wizard.module.css';
import type { StepProps } from './step-props';

/** The fields of a formation, in the order the form shows them. */
const FORMATION_FIELDS = ['course', 'school', 'year'] as const;

/**
 * One field of formation `index`: a text input for the course and the school, a year picker
 * for the year. Its id, its validation message and the touch when the coach leaves it all
 * follow from the field's key.
 */
function FormationField({
  index,
  field,
  label,
  formation,
  years,
  errorFor,
  touch,
  send,
}: Pick<StepProps, 'errorFor' | 'touch' | 'send'> & {
  index: number;
  field: keyof Formation;
  label: string;
  formation: Formation;
  years: number[];
}) {
  const { t } = useLingui();
  const key = `formations.${index}.${field}`;
  return (
    <Field id={`wizard-${field}-${index}`} label={label} required error={errorFor(key)}>
      {(aria) =>
        field === 'year' ? (
          <select
            {...aria}
            className={styles.select}
            value={formation.year ?? ''}
            onChange={(e) =>
              send({ type: 'formation.year', index, year: e.target.value ? Number(e.target.value) : null })
            }
            onBlur={() => touch(key)}
          >
            <option value="">{t`Escolha o ano`}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...aria}
            className={styles.input}
            maxLength={TEXT_MAX_LENGTH}
            value={formation[field]}
            onChange={(e) => send({ type: 'formation.change', index, field, value: e.target.value })}
            onBlur={() => touch(key)}
          />
        )
      }
    </Field>
  );
}

export function FormationStep({ data, currentYear, errorFor, touch, send }: StepProps) {
  const { t, i18n } = useLingui();
  const years = useMemo(() => formationYears(currentYear), [currentYear]);
  const full = data.actingAreas.length >= MAX_ACTING_AREAS;
  const areasError = errorFor('actingAreas');
  const formationsError = errorFor('formations');
  const fieldLabels = { course: t`Curso`, school: t`Instituição`, year: t`Ano de conclusão` };

  return (
    <div className={styles.stepBody}>
      <RequiredNote />
      <fieldset
        className={styles.group}
        aria-describedby={areasError ? 'wizard-areas-hint wizard-areas-error' : 'wizard-areas-hint'}
      >
        <legend className={styles.legend}>
          {t`Áreas de atuação`}
          <span className={styles.asterisk} aria-hidden="true">
            {' *'}
          </span>
          <span className="visually-hidden">{` (${t`Campo obrigatório`})`}</span>
        </legend>
        <p id="wizard-areas-hint" className={styles.hint}>
          {t`Escolha até 3 áreas (${data.actingAreas.length} de ${MAX_ACTING_AREAS}).`}
        </p>
        <div className={styles.chips}>
          {ACTING_AREAS.map((area) => {
            const checked = data.actingAreas.includes(area);
            return (
              <label
                key={area}
                className={styles.chip}
                data-checked={checked || undefined}
                data-disabled={(!checked && full) || undefined}
              >
                <input
                  type="checkbox"
                  className={styles.chipInput}
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => {
                    send({ type: 'area.toggle', area });
                    touch('actingAreas');
                  }}
                />
                <span>{i18n._(ACTING_AREA_LABELS[area])}</span>
              </label>
            );
          })}
        </div>
        {areasError ? (
          <p id="wizard-areas-error" className={styles.error}>
            {areasError}
          </p>
        ) : null}
      </fieldset>

      <section className={styles.group} aria-labelledby="wizard-formations-title">
        <h3 id="wizard-formations-title" className={styles.legend}>
          {t`Formações`}
        </h3>
        <p
          className={styles.hint}
        >{t`Informe de 1 a 10 cursos ou formações (${data.formations.length} de ${MAX_FORMATIONS}).`}</p>
        {formationsError ? <p className={styles.error}>{formationsError}</p> : null}
        <ol className={styles.formations}>
          {data.formations.map((formation, index) => {
            const n = index + 1;
            return (
              <li key={index} className={styles.formation}>
                <fieldset className={styles.formationFields}>
                  <legend className={styles.formationTitle}>{t`Formação ${n}`}</legend>
                  {FORMATION_FIELDS.map((field) => (
                    <FormationField
                      key={field}
                      index={index}
                      field={field}
                      label={fieldLabels[field]}
                      formation={formation}
                      years={years}
                      errorFor={errorFor}
                      touch={touch}
                      send={send}
                    />
                  ))}
                </fieldset>
                <Button
                  variant="ghost"
                  size="sm"
                  className={styles.removeFormation}
                  disabled={data.formations.length <= 1}
                  onClick={() => send({ type: 'formation.remove', index })}
                >
                  <Trash2 size={16} aria-hidden="true" />
                  {t`Remover formação ${n}`}
                </Button>
              </li>
            );
          })}
        </ol>
        <Button
          variant="ghost"
          size="sm"
          disabled={data.formations.length >= MAX_FORMATIONS}
          onClick={() => send({ type: 'formation.add' })}
        >
          <Plus size={16} aria-hidden="true" />
          {t`Adicionar formação`}
        </Button>
      </section>
    </div>
  );
}
