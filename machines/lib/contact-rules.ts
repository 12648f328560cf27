/**
 * The two rule sets of the contact form. The public form (templates 5-7 and the coach modal)
 * needs name, a valid e-mail, subject and message; the legacy form of templates 1-4 needs all
 * six fields and has tighter limits. One machine applies either set.
 */
import { isValidEmail } from './email';
import { isBlankPhone, isValidPhoneChars } from './phone';

export const CONTACT_FIELDS = ['name', 'email', 'city', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactVariant = 'public' | 'legacy';

export interface ContactRules {
  required: Record<ContactField, boolean>;
  maxLength: Record<ContactField, number>;
}

export const CONTACT_RULES: Record<ContactVariant, ContactRules> = {
  public: {
    required: { name: true, email: true, city: false, phone: false, subject: true, message: true },
    maxLength: { name: 100, email: 100, city: 100, phone: 100, subject: 100, message: 1000 },
  },
  legacy: {
    required: { name: true, email: true, city: true, phone: true, subject: true, message: true },
    maxLength: { name: 50, email: 100, city: 25, phone: 30, subject: 50, message: 1000 },
  },
};

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', city: '', phone: '', subject: '', message: '' };

export type ContactFieldError = 'required' | 'email' | 'phone' | 'tooLong';

/** The first problem with one field under a rule set, or null. */
export function contactFieldError(
  variant: ContactVariant,
  field: ContactField,
  values: ContactValues,
  phonePrefix?: string,
): ContactFieldError | null {
  const rules = CONTACT_RULES[variant];
  const value = values[field];
  const blank = field === 'phone' ? isBlankPhone(value, phonePrefix) : value.trim() === '';
  if (blank) return rules.required[field] ? 'required' : null;
  if (value.length > rules.maxLength[field]) return 'tooLong';
  if (field === 'email' && !isValidEmail(value)) return 'email';
  if (field === 'phone' && !isValidPhoneChars(value)) return 'phone';
  return null;
}

/** True when every field passes its rules. */
export function isContactValid(variant: ContactVariant, values: ContactValues, phonePrefix?: string): boolean {
  return CONTACT_FIELDS.every((field) => contactFieldError(variant, field, values, phonePrefix) === null);
}

/** Characters left in the message, shown under it as the visitor types. */
export function messageCharsLeft(variant: ContactVariant, message: string): number {
  return CONTACT_RULES[variant].maxLength.message - message.length;
}
