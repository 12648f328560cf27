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

/** Brazilian numbers have at most 11 national digits (area code and number). */
const BR_NATIONAL_MAX = 11;

/**
 * A number's digits with its country code: the number's own "+CC", or +55 for a number written
 * without "+" (the phone fields' default country), where a trunk 0 before the area code is
 * dropped and a leading 55 beyond 11 digits already is the code. For tel: and wa.me links.
 */
export function internationalDigits(value: string): string {
  const digits = phoneDigits(value);
  if (!digits || value.replace(/[^\d+]/g, '').startsWith('+')) return digits;
  const code = phoneDigits(DEFAULT_PHONE_PREFIX);
  if (digits.length > BR_NATIONAL_MAX && digits.startsWith(code)) return digits;
  return `${code}${digits.replace(/^0+/, '')}`;
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
