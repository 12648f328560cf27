/** Step 3: the three answers the biography is written from. */
import { useLingui } from '@lingui/react/macro';
import { ANSWER_MAX_LENGTH } from '@machines/lib/wizard-validation';
import { CountedTextarea, RequiredNote } from '../field';
import { QUESTIONS } from '../wizard-text';
import styles from '../wizard.module.css';
import type { StepProps } from './step-props';

const FIELDS = ['answer1', 'answer2', 'answer3'] as const;

export function AnswersStep({ data, errorFor, touch, send }: StepProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.stepBody}>
      <p
        className={styles.stepLead}
      >{t`Responda com suas palavras: a IA usa as respostas para escrever sua descrição.`}</p>
      <RequiredNote />
      {FIELDS.map((field, index) => (
        <CountedTextarea
          key={field}
          id={`wizard-${field}`}
          label={i18n._(QUESTIONS[index as 0 | 1 | 2])}
          rows={4}
          maxLength={ANSWER_MAX_LENGTH}
          capped
          value={data[field]}
          error={errorFor(field)}
          onValue={(value) => send({ type: 'field.change', field, value })}
          onBlur={() => touch(field)}
        />
      ))}
    </div>
  );
}
