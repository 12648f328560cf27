/**
 * The experimental-session form inside the coach modal: name, e-mail, phone, then a day among
 * those the coach has schedules on, a turn of that day and the session type. Sending shows a
 * spinner, then a success or error overlay.
 */
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CheckCircle2, Loader2, RotateCcw, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { availableDays, sessionTypeOptions, turnsForDay } from '@machines/lib/session-options';
import { SESSION_TEXT_LIMITS, sessionFieldError, type sessionRequestMachine } from '@machines/session-request.machine';
import { connectionProblem } from '@/api/error-messages';
import { Loading } from '@/components/ui/loading';
import { PhoneField } from '@/components/ui/phone-field';
import { SESSION_TYPE_LABELS, TURN_LABELS, WEEKDAY_LABELS } from '../labels';
import formStyles from './contact-form.module.css';
import { submitForm } from './form-submit';
import styles from './session-request-form.module.css';

type SessionActor = ActorRefFrom<typeof sessionRequestMachine>;

function Choices({
  legend,
  name,
  options,
  value,
  onSelect,
  hint,
  error,
}: {
  legend: string;
  name: string;
  options: Array<{ value: string; label: string }>;
  value: string;
  onSelect: (value: string) => void;
  hint?: ReactNode;
  /** Shown (and announced) when the visitor tried to send without choosing. */
  error?: string | null;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend className={formStyles.label}>
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      {options.length === 0 ? <p className={styles.hint}>{hint}</p> : null}
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onSelect(option.value)}
              required
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function SessionRequestForm({ actor, onDone }: { actor: SessionActor; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const uid = useId();
  const snapshot = useSelector(actor, (s) => s);
  const { values, touched, coach, phonePrefix } = snapshot.context;
  // Set when the visitor sends an incomplete form: every missing choice then says so.
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  if (snapshot.matches('loading')) return <Loading text={t`Carregando horários…`} />;
  if (snapshot.matches('loadFailed')) {
    return (
      <div className={styles.overlay} role="alert">
        <TriangleAlert size={32} aria-hidden="true" className={styles.errorIcon} />
        <p>{t`Ocorreu um erro, tente novamente ou entre em contato com o suporte!`}</p>
        <button type="button" className={formStyles.submit} onClick={() => actor.send({ type: 'coach.retry' })}>
          <RotateCcw size={18} aria-hidden="true" />
          {t`Tentar novamente`}
        </button>
      </div>
    );
  }

  const schedules = coach?.coachDetails?.schedules_hours ?? [];
  const days = availableDays(schedules);
  const turns = values.day ? turnsForDay(schedules, values.day) : [];
  const types = sessionTypeOptions(coach?.coachDetails?.sessionType);
  const sending = snapshot.matches({ ready: 'sending' });
  const emailProblem = touched.email ? sessionFieldError('email', values, phonePrefix) : null;
  const emailError = emailProblem
    ? emailProblem === 'required'
      ? t`Campo obrigatório`
      : t`O campo deve ser preenchido com um e-mail válido`
    : null;
  const nameError = touched.name && sessionFieldError('name', values, phonePrefix) ? t`Campo obrigatório` : null;
  const choiceError = (chosen: string) => (attempted && !chosen ? t`Escolha uma opção` : null);
  const canSend = snapshot.can({ type: 'form.submit' });

  /** The name or the e-mail: a required text field with its label and, once shown, its error. */
  const textField = (field: 'name' | 'email', label: string, error: string | null) => (
    <div className={formStyles.field}>
      <label htmlFor={`${uid}-${field}`} className={formStyles.label}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={`${uid}-${field}`}
        name={field}
        type={field === 'email' ? 'email' : undefined}
        autoComplete={field}
        value={values[field]}
        maxLength={SESSION_TEXT_LIMITS[field]}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${uid}-${field}-error` : undefined}
        readOnly={sending}
        onChange={(e) => actor.send({ type: 'field.change', field, value: e.currentTarget.value })}
        onBlur={() => actor.send({ type: 'field.blur', field })}
      />
      {error ? (
        <p id={`${uid}-${field}-error`} className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );

  const onSubmit = (event: FormEvent) =>
    submitForm(event, {
      sending,
      canSend,
      submit: () => actor.send({ type: 'form.submit' }),
      refuse: () => {
        setAttempted(true);
        actor.send({ type: 'field.blur', field: 'name' });
        actor.send({ type: 'field.blur', field: 'email' });
        requestAnimationFrame(() => {
          formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[data-invalid] input')?.focus();
        });
      },
    });

  if (snapshot.matches({ ready: 'success' })) {
    return (
      <div className={styles.overlay} role="status">
        <CheckCircle2 size={40} aria-hidden="true" className={styles.okIcon} />
        <p className={styles.overlayTitle}>{t`Solicitação feita com sucesso!`}</p>
        <p>{t`Verifique seu e-mail para finalizar o agendamento da sessão experimental.`}</p>
        <button type="button" className={formStyles.submit} onClick={onDone}>
          {t`Fechar`}
        </button>
      </div>
    );
  }
  if (snapshot.matches({ ready: 'failure' })) {
    const problem = connectionProblem(snapshot.context.error);
    return (
      <div className={styles.overlay} role="alert">
        <TriangleAlert size={40} aria-hidden="true" className={styles.errorIcon} />
        <p className={styles.overlayTitle}>{t`Erro ao enviar mensagem`}</p>
        <p>{t`Não foi possível enviar sua solicitação. Tente novamente!`}</p>
        {problem ? <p>{i18n._(problem)}</p> : null}
        <button type="button" className={formStyles.submit} onClick={() => actor.send({ type: 'overlay.dismiss' })}>
          <RotateCcw size={18} aria-hidden="true" />
          {t`Tentar novamente`}
        </button>
      </div>
    );
  }

  return (
    <form
      className={`${formStyles.form} ${styles.form}`}
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={t`Solicitar sessão experimental`}
      aria-busy={sending}
    >
      <p className={formStyles.legend}>
        <span aria-hidden="true">* </span>
        {t`Campo obrigatório`}
      </p>
      <div className={formStyles.grid}>
        {textField('name', t`Nome`, nameError)}
        {textField('email', t`E-mail`, emailError)}
        <div className={formStyles.wide}>
          <PhoneField
            label={t`Telefone`}
            name="phone"
            value={values.phone}
            maxLength={SESSION_TEXT_LIMITS.phone}
            disabled={sending}
            onChange={(value, prefix) => actor.send({ type: 'field.change', field: 'phone', value, prefix })}
            onBlur={() => actor.send({ type: 'field.blur', field: 'phone' })}
          />
        </div>
      </div>
      <Choices
        legend={t`Dia`}
        name={`${uid}-day`}
        value={values.day}
        onSelect={(day) => actor.send({ type: 'day.select', day })}
        error={days.length > 0 ? choiceError(values.day) : null}
        options={days.map((day) => ({ value: day, label: i18n._(WEEKDAY_LABELS[day]!) }))}
        hint={t`Este coach ainda não publicou horários para sessões experimentais.`}
      />
      <Choices
        legend={t`Período`}
        name={`${uid}-turn`}
        value={values.turn}
        onSelect={(turn) => actor.send({ type: 'turn.select', turn })}
        error={turns.length > 0 ? choiceError(values.turn) : null}
        options={turns.map((turn) => ({ value: turn, label: i18n._(TURN_LABELS[turn]!) }))}
        hint={t`Escolha um dia para ver os períodos.`}
      />
      <Choices
        legend={t`Tipo de sessão`}
        name={`${uid}-type`}
        value={values.sessionType}
        onSelect={(sessionType) => actor.send({ type: 'sessionType.select', sessionType })}
        error={types.length > 0 ? choiceError(values.sessionType) : null}
        options={types.map((type) => ({ value: type, label: i18n._(SESSION_TYPE_LABELS[type]!) }))}
      />
      <div className={formStyles.footer}>
        <button type="submit" className={formStyles.submit} aria-disabled={!canSend || sending}>
          {sending ? <Loader2 className={formStyles.spin} size={18} aria-hidden="true" /> : null}
          {sending ? t`Enviando…` : t`Solicitar sessão`}
        </button>
      </div>
    </form>
  );
}
