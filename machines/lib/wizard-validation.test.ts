// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONTRACT_LIMITS } from './contract';
import {
  emptyWizardData,
  formationYears,
  isFormationYear,
  isValidEmail,
  splitName,
  validateStep,
  FORMATION_YEARS,
} from './wizard-validation';

describe('isValidEmail', () => {
  it.each(['ana@example.com', 'a.b+c@sub.domain.com.br', 'coach@[192.168.0.1]', "o'neil@example.io"])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@example.c',
    'ana@@example.com',
    'ana @example.com',

    'ana.@example.com',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts every address built from a valid local part and a domain with a 2+ letter top level', () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
    const local = fc.stringMatching(/^[a-z0-9_+-]{1,12}(?:\.[a-z0-9_+-]{1,8})?$/);
    const tld = fc.stringMatching(/^[a-z]{2,6}$/);
    fc.assert(
      fc.property(local, fc.array(label, { minLength: 1, maxLength: 3 }), tld, (l, labels, t) => {
        expect(isValidEmail(`${l}@${labels.join('.')}.${t}`)).toBe(true);
      }),
    );
  });

  it('rejects any value without exactly one @', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => (s.match(/@/g) ?? []).length !== 1),
        (value) => {
          expect(isValidEmail(value)).toBe(false);
        },
      ),
    );
  });
});

describe('formation years', () => {
  it('offers 100 years, newest first, all accepted, and nothing outside them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1950, max: 2200 }), fc.integer({ min: -300, max: 300 }), (current, offset) => {
        const years = formationYears(current);
        expect(years).toHaveLength(FORMATION_YEARS);
        expect(years[0]).toBe(current);
        expect(years.every((y) => isFormationYear(y, current))).toBe(true);
        const candidate = current + offset;
        expect(isFormationYear(candidate, current)).toBe(years.includes(candidate));
      }),
    );
  });
});

describe('splitName', () => {
  it('splits first and second name within 25 characters each', () => {
    expect(splitName('  Ana   Maria de Souza ')).toEqual({ firstName: 'Ana', secondName: 'Maria de Souza' });
    fc.assert(
      fc.property(fc.string(), (name) => {
        const { firstName, secondName } = splitName(name);
        expect(firstName.length).toBeLessThanOrEqual(25);
        expect(secondName.length).toBeLessThanOrEqual(25);
        expect(firstName).not.toMatch(/\s/);
      }),
    );
  });
});

describe('validateStep', () => {
  it('flags the required fields of each step of an empty draft', () => {
    const data = emptyWizardData();
    expect(validateStep(0, data, 2025)).toEqual({ name: 'required', email: 'required' });
    expect(validateStep(1, data, 2025)).toEqual({
      actingAreas: 'areasRequired',
      'formations.0.course': 'required',
      'formations.0.school': 'required',
      'formations.0.year': 'required',
    });
    expect(validateStep(2, data, 2025)).toEqual({ answer1: 'required', answer2: 'required', answer3: 'required' });
    expect(validateStep(3, data, 2025)).toEqual({ description: 'required' });
  });

  it('needs a first and a second name, because the profile saves both', () => {
    const data = { ...emptyWizardData(), email: 'ana@example.com' };
    expect(validateStep(0, { ...data, name: 'Ana' }, 2025)).toEqual({ name: 'fullName' });
    expect(validateStep(0, { ...data, name: '  Ana   Souza ' }, 2025)).toEqual({});
  });

  it('accepts an empty phone and refuses letters in it', () => {
    const data = { ...emptyWizardData(), name: 'Ana Souza', email: 'ana@example.com' };
    expect(validateStep(0, { ...data, phone: '' }, 2025)).toEqual({});
    expect(validateStep(0, { ...data, phone: '+55 (11) 98765-4321' }, 2025)).toEqual({});
    expect(validateStep(0, { ...data, phone: '11 9abc' }, 2025)).toEqual({ phone: 'phone' });
  });

  it('refuses a phone that is no number of its country, as the edit mode does', () => {
    const data = { ...emptyWizardData(), name: 'Ana Souza', email: 'ana@example.com' };
    expect(validateStep(0, { ...data, phone: '+55 123' }, 2025)).toEqual({ phone: 'phoneNumber' });
    expect(validateStep(0, { ...data, phone: '+55 (11) 98765-4321' }, 2025)).toEqual({});
    expect(validateStep(0, { ...data, phone: '+351 912 345 678' }, 2025)).toEqual({});
  });

  it('holds the answers that become profile fields to what the contract accepts', () => {
    const data = { ...emptyWizardData(), name: 'Ana Souza', email: 'ana@example.com' };
    // The spec's e-mail pattern takes an IP literal; the contract's e-mail format, which the server checks, does not.
    expect(validateStep(0, { ...data, email: 'coach@[192.168.0.1]' }, 2025)).toEqual({ email: 'email' });
    const tel = CONTRACT_LIMITS.profile.tel;
    const number = '+55 (11) 98765-4321';
    const padded = (length: number) => number.replace(' ', ' '.repeat(1 + length - number.length));
    expect(validateStep(0, { ...data, phone: padded(tel) }, 2025)).toEqual({});
    expect(validateStep(0, { ...data, phone: padded(tel + 1) }, 2025)).toEqual({ phone: 'tooLong' });
    const aboutMe = CONTRACT_LIMITS.profile.aboutMe;
    expect(validateStep(3, { ...data, description: 'x'.repeat(aboutMe) }, 2025)).toEqual({});
    expect(validateStep(3, { ...data, description: 'x'.repeat(aboutMe + 1) }, 2025)).toEqual({
      description: 'tooLong',
    });
  });
});
