// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONTACT_FIELDS,
  CONTACT_RULES,
  EMPTY_CONTACT,
  contactFieldError,
  isContactValid,
  messageCharsLeft,
} from './contact-rules';

const filled = {
  name: 'Ana',
  email: 'ana@example.com',
  city: 'Recife',
  phone: '+55 (81) 98888-7777',
  subject: 'Sessão',
  message: 'Olá!',
};

describe('contact rules', () => {
  it('the public form needs name, e-mail, subject and message; city and phone are optional', () => {
    expect(isContactValid('public', { ...filled, city: '', phone: '' })).toBe(true);
    expect(isContactValid('public', { ...filled, city: '', phone: '+55 ' })).toBe(true);
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(contactFieldError('public', field, { ...filled, [field]: ' ' })).toBe('required');
    }
  });

  it('the legacy form needs all six fields', () => {
    for (const field of CONTACT_FIELDS) {
      expect(contactFieldError('legacy', field, { ...filled, [field]: '' })).toBe('required');
    }
    expect(isContactValid('legacy', filled)).toBe(true);
  });

  it('applies each rule set length limits', () => {
    expect(contactFieldError('public', 'name', { ...filled, name: 'a'.repeat(101) })).toBe('tooLong');
    expect(contactFieldError('public', 'name', { ...filled, name: 'a'.repeat(100) })).toBeNull();
    expect(contactFieldError('legacy', 'name', { ...filled, name: 'a'.repeat(51) })).toBe('tooLong');
    expect(contactFieldError('legacy', 'city', { ...filled, city: 'a'.repeat(26) })).toBe('tooLong');
    expect(contactFieldError('legacy', 'phone', { ...filled, phone: '1'.repeat(31) })).toBe('tooLong');
    expect(contactFieldError('legacy', 'subject', { ...filled, subject: 'a'.repeat(51) })).toBe('tooLong');
    expect(contactFieldError('public', 'message', { ...filled, message: 'a'.repeat(1000) })).toBeNull();
    expect(contactFieldError('public', 'message', { ...filled, message: 'a'.repeat(1001) })).toBe('tooLong');
    expect(messageCharsLeft('public', 'abc')).toBe(997);
  });

  it('checks the e-mail and the phone characters', () => {
    expect(contactFieldError('public', 'email', { ...filled, email: 'ana@' })).toBe('email');
    expect(contactFieldError('public', 'phone', { ...filled, phone: '11 9a' })).toBe('phone');
    expect(contactFieldError('legacy', 'phone', { ...filled, phone: '11 9a' })).toBe('phone');
  });

  it('refuses an e-mail the contract refuses, though the spec pattern alone would take it', () => {
    // The spec's pattern takes an IP literal; the contract's e-mail format, which the server checks, does not.
    for (const variant of ['public', 'legacy'] as const) {
      expect(contactFieldError(variant, 'email', { ...filled, email: 'ana@[192.168.0.1]' })).toBe('email');
    }
  });

  it('no value longer than its limit is ever valid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('public', 'legacy' as const),
        fc.constantFrom(...CONTACT_FIELDS),
        fc.stringMatching(/^[0-9]{1,5}$/),
        (variant, field, text) => {
          const max = CONTACT_RULES[variant].maxLength[field];
          const value = text.repeat(Math.ceil((max + 1) / text.length));
          expect(isContactValid(variant, { ...filled, [field]: value })).toBe(false);
        },
      ),
    );
    expect(isContactValid('public', EMPTY_CONTACT)).toBe(false);
  });
});
