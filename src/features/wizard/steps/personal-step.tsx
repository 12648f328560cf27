/** Step 1: name, e-mail and phone. */
import { useLingui } from '@lingui/react/macro';
import { PHONE_MAX_LENGTH, TEXT_MAX_LENGTH } from '@machines/lib/wizard-validation';
import { PhoneField } from '@/components/ui/phone-field';
import { Field, RequiredNote } from '../field';
import styles from '../wizard.module.css';
import type { StepProps } from './step-props';

export function PersonalStep({ data, errorFor, touch, send }: StepProps) {
  const { t } = useLingui();
  return (
    <div className={styles.stepBody}>
      <p className={styles.stepLead}>{t`Conte como os coachees vão encontrar e falar com você.`}</p>
      <RequiredNote />
      <Field id="wizard-name" label={t`Nome completo`} required error={errorFor('name')}>
        {(aria) => (
          <input
            {...aria}
            className={styles.input}
            autoComplete="name"
            maxLength={TEXT_MAX_LENGTH}
            value={data.name}
            onChange={(e) => send({ type: 'field.change', field: 'name', value: e.target.value })}
            onBlur={() => touch('name')}
          />
        )}
      </Field>
      <Field id="wizard-email" label={t`E-mail`} required error={errorFor('email')}>
        {(aria) => (
          <input
            {...aria}
            className={styles.input}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={data.email}
            onChange={(e) => send({ type: 'field.change', field: 'email', value: e.target.value })}
            onBlur={() => touch('email')}
          />
        )}
      </Field>
      <Field
        id="wizard-phone"
        label={t`Telefone`}
        hint={t`Com DDD. O código do país já vem preenchido.`}
        error={errorFor('phone')}
      >
        {(aria) => (
          <PhoneField
            id={aria.id}
            inlineDialCode
            maxLength={PHONE_MAX_LENGTH}
            value={data.phone}
            onChange={(value) => send({ type: 'field.change', field: 'phone', value })}
            onBlur={() => touch('phone')}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={aria['aria-describedby']}
          />
        )}
      </Field>
    </div>
  );
}
