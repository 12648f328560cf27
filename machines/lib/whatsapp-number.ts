/**
 * The WhatsApp field of the owner's settings is a phone field: it shows the number a stored value
 * links to (a wa.me address, or a number typed before the field took numbers only), and holds
 * the number as that field writes it, "+55 (11) 98765-4321", which the social links turn into
 * https://wa.me/5511987654321. Owner-side: its check loads libphonenumber (./phone-number), which
 * the coach site's ./social-links must not.
 */
import { phoneDigits } from './phone';
import { isOptionalPhoneNumber } from './phone-number';
import { SOCIAL_BASES, normaliseSocialLinks } from './social-links';

/**
 * The stored WhatsApp value as the phone field takes it: "+" and the digits of the number the
 * site links to, or '' when the site links none. A value already in the field's writing stays.
 */
export function whatsappFieldValue(stored: string | null | undefined): string {
  const text = (stored ?? '').trim();
  const link = normaliseSocialLinks({ whatsapp: text }).whatsapp;
  if (!link) return '';
  const digits = link.slice(SOCIAL_BASES.whatsapp.length);
  return text.startsWith('+') && phoneDigits(text) === digits ? text : `+${digits}`;
}

/** True when the WhatsApp field may be saved: left empty, or a number of its country. */
export function isWhatsappNumber(value: string): boolean {
  return isOptionalPhoneNumber(value);
}
