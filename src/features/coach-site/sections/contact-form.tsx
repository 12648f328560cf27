/**
 * The contact form of a coach site, in either rule set: the public form (name, e-mail,
 * subject and message required) or the legacy form of templates 1-4 (all six required, tighter
 * limits). The contact-form machine holds the state; this view only reads and sends events.
 */
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CheckCircle2, Loader2, Send, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { contactFormMachine } from '@machines/contact-form.machine';
import {
  CONTACT_FIELDS,
  CONTACT_RULES,
  contactFieldError,
  messageCharsLeft,
  type ContactField,
  type ContactVariant,
} from '@machines/lib/contact-rules';
import { connectionProblem } from '@/api/error-messages';
import { PhoneField } from '@/components/ui/phone-field';
import { useAppActor } from '@/lib/inspect';
import { sendContact } from '../site-calls';
import { submitForm } from './form-submit';
import styles from './contact-form.module.css';

export type ContactFormActor = ActorRefFrom<typeof contactFormMachine>;

/** Starts a contact-form actor that sends to the coach through the right endpoint. */
export function useContactFormActor(
  variant: ContactVariant,
  coach: { id: string; username: string },
): ContactFormActor {
  return useAppActor(
    contactFormMachine.provide({
      actors: { sendMessage: fromPromise(({ input }) => sendContact(input.variant, coach, input.payload)) },
    }),
    { input: { variant } },
  );
}

export function ContactForm({
  variant,
  coach,
  tone = 'light',
}: {
  variant: ContactVariant;
  coach: { id: string; username: string };
  tone?: 'light' | 'dark';
}) {
  const actor = useContactFormActor(variant, coach);
  return <ContactFormView actor={actor} tone={tone} />;
}

export function ContactFormView({ actor, tone = 'light' }: { actor: ContactFormActor; tone?: 'light' | 'dark' }) {
  const { t, i18n } = useLingui();
  const uid = useId();
  const snapshot = useSelector(actor, (s) => s);
  const { values, touched, variant, phonePrefix } = snapshot.context;
  const problem = connectionProblem(snapshot.context.error);
  const rules = CONTACT_RULES[variant];
  const pending = snapshot.matches('pending');
  const canSend = snapshot.can({ type: 'form.submit' });

  const errorText = (field: ContactField): string | null => {
    if (!touched[field]) return null;
    const error = contactFieldError(variant, field, values, phonePrefix);
    if (error === 'required') return t`Campo obrigatório`;
    if (error === 'email') return t`O campo deve ser preenchido com um e-mail válido`;
    if (error === 'phone') return t`Use apenas números, parênteses, hífens e espaços.`;
    if (error === 'tooLong') return t`Texto longo demais.`;
    return null;
  };

  const change = (field: ContactField) => (value: string) => actor.send({ type: 'field.change', field, value });
  const blur = (field: ContactField) => () => actor.send({ type: 'field.blur', field });

  const text = (
    field: Exclude<ContactField, 'phone' | 'message'>,
    label: string,
    type: 'text' | 'email' = 'text',
    autoComplete?: string,
    wide = false,
  ) => {
    const id = `${uid}-${field}`;
    const error = errorText(field);
    return (
      <div className={`${styles.field} ${wide ? styles.wide : ''}`} data-field={field}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {rules.required[field] ? <span aria-hidden="true"> *</span> : null}
        </label>
        <input
          id={id}
          name={field}
          type={type}
          value={values[field]}
          maxLength={rules.maxLength[field]}
          autoComplete={autoComplete}
          required={rules.required[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          readOnly={pending}
          onChange={(e) => change(field)(e.currentTarget.value)}
          onBlur={blur(field)}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  // Sending an incomplete form shows every message and takes the visitor to the first one.
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const onSubmit = (event: FormEvent) =>
    submitForm(event, {
      sending: pending,
      canSend,
      submit: () => actor.send({ type: 'form.submit' }),
      refuse: () => {
        for (const field of CONTACT_FIELDS) actor.send({ type: 'field.blur', field });
        setRefusals((count) => count + 1);
      },
    });

  const messageId = `${uid}-message`;
  const messageError = errorText('message');
  const left = messageCharsLeft(variant, values.message);

  return (
    <form
      ref={formRef}
      className={`${styles.form} ${tone === 'dark' ? styles.dark : ''}`}
      onSubmit={onSubmit}
      noValidate
      aria-label={t`Formulário de contato`}
    >
      <p className={styles.legend}>
        <span aria-hidden="true">* </span>
        {t`Campo obrigatório`}
      </p>
      <div className={styles.grid}>
        {text('name', t`Nome`, 'text', 'name')}
        {text('email', t`E-mail`, 'email', 'email')}
        {text('city', t`Cidade`, 'text', 'address-level2')}
        <PhoneField
          label={t`Telefone`}
          name="phone"
          value={values.phone}
          required={rules.required.phone}
          maxLength={rules.maxLength.phone}
          error={errorText('phone')}
          disabled={pending}
          onChange={(value, prefix) => actor.send({ type: 'field.change', field: 'phone', value, prefix })}
          onBlur={blur('phone')}
        />
        {text('subject', t`Assunto`, 'text', 'off', true)}
        <div className={`${styles.field} ${styles.wide}`} data-field="message">
          <label htmlFor={messageId} className={styles.label}>
            {t`Mensagem`}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea
            id={messageId}
            name="message"
            rows={5}
            value={values.message}
            maxLength={rules.maxLength.message}
            required
            aria-invalid={messageError ? true : undefined}
            aria-describedby={`${messageId}-left${messageError ? ` ${messageId}-error` : ''}`}
            readOnly={pending}
            onChange={(e) => change('message')(e.currentTarget.value)}
            onBlur={blur('message')}
          />
          <p id={`${messageId}-left`} className={styles.counter}>
            {t`${left} caracteres restantes`}
          </p>
          {messageError ? (
            <p id={`${messageId}-error`} className={styles.error} role="alert">
              {messageError}
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.footer}>
        {/* aria-disabled keeps it focusable: pressing it while locked points at what is missing. */}
        <button type="submit" className={styles.submit} aria-disabled={!canSend || undefined}>
          {pending ? (
            <Loader2 className={styles.spin} size={18} aria-hidden="true" />
          ) : (
            <Send size={18} aria-hidden="true" />
          )}
          {pending ? t`Enviando…` : t`Enviar mensagem`}
        </button>
        <div className={styles.flags}>
          <div role="status">
            {snapshot.matches('success') ? (
              <p className={`${styles.flag} ${styles.success}`}>
                <CheckCircle2 size={18} aria-hidden="true" />
                {t`Sua mensagem foi enviada com sucesso!`}
              </p>
            ) : null}
          </div>
          <div role="alert">
            {snapshot.matches('error') ? (
              <p className={`${styles.flag} ${styles.failure}`}>
                <TriangleAlert size={18} aria-hidden="true" />
                <span>
                  {t`Erro ao enviar mensagem. Tente novamente.`}
                  {problem ? ` ${i18n._(problem)}` : null}
                </span>
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </form>
  );
}
