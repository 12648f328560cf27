// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { USERNAME_MAX_LENGTH, sanitizeUsername } from './username';

describe('sanitizeUsername', () => {
  it('keeps letters, digits, underscore and hyphen and removes the rest silently', () => {
    expect(sanitizeUsername('ana souza')).toBe('anasouza');
    expect(sanitizeUsername('João_Pereira-2!')).toBe('Joo_Pereira-2');
    expect(sanitizeUsername('../admin?x=<script>')).toBe('adminxscript');
    expect(sanitizeUsername('')).toBe('');
  });

  it('property: the result only holds allowed characters and is stable', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (value) => {
        const clean = sanitizeUsername(value);
        expect(clean).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(clean.length).toBeLessThanOrEqual(USERNAME_MAX_LENGTH);
        expect(sanitizeUsername(clean)).toBe(clean);
      }),
    );
  });

  it('property: allowed input passes unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{0,100}$/), (value) => {
        expect(sanitizeUsername(value)).toBe(value);
      }),
    );
  });
});
