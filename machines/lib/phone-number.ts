/**
 * Whether a phone number can exist in its country, by libphonenumber's rules: the number's own
 * "+CC" decides the country, and a number written without it is read as one of the phone
 * fields' default country. The edit mode, its settings and the wizard share this check, so a
 * number one refuses the others refuse too. Only owner pages load it (the metadata is large):
 * the coach site's modules never import it.
 */
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_COUNTRY, isBlankPhone } from './phone';

const DEFAULT_COUNTRY = DEFAULT_PHONE_COUNTRY.toUpperCase() as CountryCode;

/** True when the value is a whole number its country uses ("+55 (11) 98765-4321", not "+55 123"). */
export function isPhoneNumber(value: string): boolean {
  return isValidPhoneNumber(value, DEFAULT_COUNTRY);
}

/** For a phone the owner may leave out: empty (or only a dial code), or a number. */
export function isOptionalPhoneNumber(value: string, prefix?: string): boolean {
  return isBlankPhone(value, prefix) || isPhoneNumber(value);
}
