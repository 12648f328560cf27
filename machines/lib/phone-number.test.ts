// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isOptionalPhoneNumber, isPhoneNumber } from './phone-number';

/** Area codes in use in Brazil, and a mobile number's eight digits after its leading 9. */
const brMobile = fc.record({
  area: fc.constantFrom('11', '21', '31', '41', '44', '51', '61', '71', '81', '91'),
  line: fc.stringMatching(/^\d{8}$/),
});

describe('a phone number of its country', () => {
  it('refuses a number too short for any country', () => {
    expect(isPhoneNumber('123')).toBe(false);
    expect(isPhoneNumber('+55 123')).toBe(false);
    expect(isOptionalPhoneNumber('+55 123')).toBe(false);
  });

  it('reads a number without a country code as Brazilian, and one with it as of its country', () => {
    expect(isPhoneNumber('(11) 98765-4321')).toBe(true);
    expect(isPhoneNumber('+55 (11) 98765-4321')).toBe(true);
    expect(isPhoneNumber('+351 912 345 678')).toBe(true);
    expect(isPhoneNumber('+55 (11) 98765-43210')).toBe(false);
  });

  it('lets an optional phone stay empty or hold only the dial code', () => {
    expect(isOptionalPhoneNumber('')).toBe(true);
    expect(isOptionalPhoneNumber('+55')).toBe(true);
    expect(isOptionalPhoneNumber('+351', '+351')).toBe(true);
    expect(isOptionalPhoneNumber('123')).toBe(false);
  });

  it('accepts every Brazilian mobile number however it is written', () => {
    fc.assert(
      fc.property(brMobile, ({ area, line }) => {
        const national = `${area}9${line}`;
        for (const written of [
          `(${area}) 9${line.slice(0, 4)}-${line.slice(4)}`,
          `+55 (${area}) 9${line.slice(0, 4)}-${line.slice(4)}`,
          `+55${national}`,
          national,
        ]) {
          expect(isPhoneNumber(written)).toBe(true);
        }
      }),
    );
  });

  it('refuses any number of fewer than eight digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,7}$/), fc.boolean(), (digits, withCode) => {
        const value = withCode ? `+55 ${digits}` : digits;
        expect(isPhoneNumber(value)).toBe(false);
      }),
    );
  });
});
