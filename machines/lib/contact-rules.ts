/**
 * The two rule sets of the contact form, read from the contract (./contract): the public form
 * (templates 5-7 and the coach modal) needs name, a valid e-mail, subject and message; the
 * legacy form of templates 1-4 needs all six fields and has tighter limits. The spec adds its
 * e-mail pattern to the contract's format. One machine applies either set.
 */
import { CONTACT_SCHEMAS, CONTRACT_LIMITS, fieldIssue, isRequired, specRule } from './contract';
import { isValidEmail } from './email';
import { isBlankPhone } from './phone';

export const CONTACT_FIELDS = ['name', 'email', 'city', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactVariant = 'public' | 'legacy';

export interface ContactRules {
  required: Record<ContactField, boolean>;
  maxLength: Record<ContactField, number>;
}

function rulesOf(variant: ContactVariant): ContactRules {
  const { shape } = CONTACT_SCHEMAS[variant];
  return {
    required: Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, isRequired(shape[field])]),
    ) as ContactRules['required'],
    maxLength: CONTRACT_LIMITS.contact[variant],
  };
}

export const CONTACT_RULES: Record<ContactVariant, ContactRules> = {
  public: rulesOf('public'),
  legacy: rulesOf('legacy'),
};

/** Each field's schema: the contract's, the e-mail with the spec's pattern on top. */
const FIELD_SCHEMAS = {
  public: {
    ...CONTACT_SCHEMAS.public.shape,
    email: specRule(CONTACT_SCHEMAS.public.shape.email, isValidEmail, 'email'),
  },
  legacy: {
    ...CONTACT_SCHEMAS.legacy.shape,
    email: specRule(CONTACT_SCHEMAS.legacy.shape.email, isValidEmail, 'email'),
  },
};

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', city: '', phone: '', subject: '', message: '' };

export type ContactFieldError = 'required' | 'email' | 'phone' | 'tooLong';

/** The first problem with one field under a rule set, or null; values are checked as they are sent (trimmed). */
export function contactFieldError(
  variant: ContactVariant,
  field: ContactField,
  values: ContactValues,
  phonePrefix?: string,
): ContactFieldError | null {
  const value = values[field].trim();
  const blank = field === 'phone' ? isBlankPhone(value, phonePrefix) : value === '';
  if (blank) return CONTACT_RULES[variant].required[field] ? 'required' : null;
  const issue = fieldIssue(FIELD_SCHEMAS[variant][field], value);
  if (issue === null) return null;
  if (issue === 'tooLong') return 'tooLong';
  if (field === 'email') return 'email';
  if (field === 'phone') return 'phone';
  return 'required';
}

/** True when every field passes its rules. */
export function isContactValid(variant: ContactVariant, values: ContactValues, phonePrefix?: string): boolean {
  return CONTACT_FIELDS.every((field) => contactFieldError(variant, field, values, phonePrefix) === null);
}

/** Characters left in the message, shown under it as the visitor types. */
export function messageCharsLeft(variant: ContactVariant, message: string): number {
  return CONTACT_RULES[variant].maxLength.message - message.length;
}
