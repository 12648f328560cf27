// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'ana@coachly.com',
    'ana.souza+site@mail.example.com.br',
    'a@[192.168.0.1]',
    '  ana@coachly.io  ',
    '"ana souza"@x.org',
  ])('accepts %s', (value) => expect(isValidEmail(value)).toBe(true));

  it.each([
    '',
    'ana',
    'ana@',
    '@coachly.com',
    'ana@coachly',
    'ana@coachly.c',
    'ana@@coachly.com',
    'ana coach@x.com',
    'ana@x..com',
  ])('rejects %s', (value) => expect(isValidEmail(value)).toBe(false));

  it('accepts every address fast-check can generate and never throws on any string', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        // fast-check also makes addresses with a numeric or one-letter top level, which the spec excludes.
        const tld = email.split('.').pop() ?? '';
        if (
          /^[a-zA-Z]{2,}$/.test(tld) &&
          !/[^\x20-\x7e]/.test(email) &&
          email.length <= 254 &&
          !/[<>()[\]\\,;:"]/.test(email.split('@')[0]!)
        ) {
          expect(isValidEmail(email)).toBe(true);
        }
      }),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(typeof isValidEmail(s)).toBe('boolean');
      }),
    );
  });

  it('never accepts a value without exactly one unquoted @ between two parts', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        (s) => {
          expect(isValidEmail(s)).toBe(false);
        },
      ),
    );
  });
});
