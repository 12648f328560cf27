// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isBlankPhone, stripPhone } from './phone';

describe('phone helpers', () => {
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

  it('treats an empty field or only the country prefix as blank', () => {
    expect(isBlankPhone('')).toBe(true);
    expect(isBlankPhone('+55 ')).toBe(true);
    expect(isBlankPhone('+1', '+1')).toBe(true);
    expect(isBlankPhone('+55 (11) 9')).toBe(false);
  });
});
