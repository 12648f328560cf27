/**
 * Phone helpers shared by the contact forms, the session request and the biography editor.
 * Which characters a number may hold is the contract's pattern (./contract); the spec strips
 * `( ) _ -` before a number is sent (the phone field masks Brazilian numbers as
 * (99) 99999-9999).
 */

/** Default country of the phone pickers, its prefix and the countries listed first. */
export const DEFAULT_PHONE_COUNTRY = 'br';
export const DEFAULT_PHONE_PREFIX = '+55';
export const PREFERRED_PHONE_COUNTRIES = ['br', 'us', 'pt', 'ao', 'jp'] as const;

/** The digits of a value, in order. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The number as sent to the server: `( ) _ -` removed and runs of spaces collapsed,
 * e.g. "+55 (11) 98765-4321" -> "+55 11 987654321".
 */
export function stripPhone(value: string): string {
  return value
    .replace(/[()_-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * True when a phone field holds no number: empty, or only the country prefix the picker
 * put there (e.g. "+55" or "+55 ").
 */
export function isBlankPhone(value: string, prefix: string = DEFAULT_PHONE_PREFIX): boolean {
  const digits = phoneDigits(value);
  return digits.length === 0 || digits === phoneDigits(prefix);
}
