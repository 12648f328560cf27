import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isBlankPhone, isValidPhoneChars, maskBrazilianPhone, phoneDigits, stripPhone } from './phone';

describe('phone helpers', () => {
  it('masks Brazilian numbers as (99) 99999-9999 while typing', () => {
    expect(maskBrazilianPhone('1')).toBe('(1');
    expect(maskBrazilianPhone('1198')).toBe('(11) 98');
    expect(maskBrazilianPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskBrazilianPhone('11 98765 43210 99')).toBe('(11) 98765-4321');
  });

  it('masking is idempotent, keeps the digits and stays within the mask length', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const masked = maskBrazilianPhone(value);
        expect(maskBrazilianPhone(masked)).toBe(masked);
        expect(masked.length).toBeLessThanOrEqual(15);
        expect(isValidPhoneChars(masked)).toBe(true);
        expect(phoneDigits(value).startsWith(phoneDigits(masked))).toBe(true);
      }),
    );
  });

  it('strips ( ) _ - before sending', () => {
    expect(stripPhone('+55 (11) 98765-4321')).toBe('+55 11 987654321');
    fc.assert(
      fc.property(fc.string(), (value) => {
        const out = stripPhone(value);
        expect(out).not.toMatch(/[()_-]/);
        expect(stripPhone(out)).toBe(out);
      }),
    );
  });

  it('accepts only digits, parentheses, hyphens, plus and spaces', () => {
    expect(isValidPhoneChars('+55 (11) 98765-4321')).toBe(true);
    expect(isValidPhoneChars('11 9876a')).toBe(false);
  });

  it('treats an empty field or only the country prefix as blank', () => {
    expect(isBlankPhone('')).toBe(true);
    expect(isBlankPhone('+55 ')).toBe(true);
    expect(isBlankPhone('+1', '+1')).toBe(true);
    expect(isBlankPhone('+55 (11) 9')).toBe(false);
  });
});
