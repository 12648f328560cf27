/**
 * The coach site's contact form, for both rule sets (public form and the legacy form of
 * templates 1-4). It holds what the visitor typed, checks it on every change (the e-mail
 * message shows after blur), sends through the `sendMessage` actor the app provides, and
 * raises the success or error flag for 5 seconds. Success clears the form; an error keeps it.
 */
import { assign, setup } from 'xstate';
import type { CoachContactMessage } from '@/api/gen/api-v2/model';
import {
  CONTACT_FIELDS,
  CONTACT_RULES,
  EMPTY_CONTACT,
  isContactValid,
  type ContactField,
  type ContactValues,
  type ContactVariant,
} from './lib/contact-rules';
import { DEFAULT_PHONE_PREFIX, isBlankPhone, stripPhone } from './lib/phone';
import { viewProvided } from './lib/view-provided';

/** How long the success or error flag stays up. */
export const CONTACT_FLAG_MS = 5000;

/**
 * What the app sends (the public form's body; the legacy body takes the same fields): trimmed
 * values, optional fields left out when blank, phone stripped.
 */
export type ContactPayload = Omit<CoachContactMessage, 'id'>;

export interface ContactFormInput {
  variant: ContactVariant;
  phonePrefix?: string;
}

export interface ContactFormContext {
  variant: ContactVariant;
  values: ContactValues;
  touched: Partial<Record<ContactField, boolean>>;
  phonePrefix: string;
  error: unknown;
}

export type ContactFormEvent =
  | { type: 'field.change'; field: ContactField; value: string; prefix?: string }
  | { type: 'field.blur'; field: ContactField }
  | { type: 'form.submit' }
  | { type: 'form.reset' };

/** Builds the request body from the form values. */
export function toContactPayload(values: ContactValues, phonePrefix: string = DEFAULT_PHONE_PREFIX): ContactPayload {
  const payload: ContactPayload = {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
  if (values.city.trim()) payload.city = values.city.trim();
  if (!isBlankPhone(values.phone, phonePrefix)) payload.phone = stripPhone(values.phone);
  return payload;
}

const editing = {
  'field.change': { actions: 'setField' },
  'field.blur': { actions: 'touchField' },
  'form.submit': { guard: 'isFormValid', target: 'pending' },
} as const;

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
  },
  actors: {
    sendMessage: viewProvided<void, { variant: ContactVariant; payload: ContactPayload }>('sendMessage'),
  },
  guards: {
    isFormValid: ({ context }) => isContactValid(context.variant, context.values, context.phonePrefix),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change' || !CONTACT_FIELDS.includes(event.field)) return {};
      const max = CONTACT_RULES[context.variant].maxLength[event.field];
      return {
        values: { ...context.values, [event.field]: String(event.value ?? '').slice(0, max) },
        phonePrefix: event.field === 'phone' && event.prefix ? event.prefix : context.phonePrefix,
      };
    }),
    touchField: assign(({ context, event }) =>
      event.type === 'field.blur' ? { touched: { ...context.touched, [event.field]: true } } : {},
    ),
    clearForm: assign({ values: () => ({ ...EMPTY_CONTACT }), touched: () => ({}), error: () => null }),
    setError: assign({ error: ({ event }) => ('error' in event ? event.error : null) }),
  },
  delays: { flag: CONTACT_FLAG_MS },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    variant: input.variant,
    values: { ...EMPTY_CONTACT },
    touched: {},
    phonePrefix: input.phonePrefix ?? DEFAULT_PHONE_PREFIX,
    error: null,
  }),
  initial: 'idle',
  on: {
    'form.reset': { target: '.idle', actions: 'clearForm' },
  },
  states: {
    idle: { on: editing },
    pending: {
      invoke: {
        src: 'sendMessage',
        input: ({ context }) => ({
          variant: context.variant,
          payload: toContactPayload(context.values, context.phonePrefix),
        }),
        onDone: { target: 'success', actions: 'clearForm' },
        onError: { target: 'error', actions: 'setError' },
      },
    },
    success: { after: { flag: 'idle' }, on: editing },
    error: { after: { flag: 'idle' }, on: editing },
  },
});
