/** Number, rating and date formatting in the active locale (pt by default). */
import { intlTag, type Locale } from './i18n';

/** A count or amount: up to 2 decimals, grouped the locale's way (pt: 1.234,5). */
export function formatNumber(value: number, locale?: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 2 }).format(value);
}

/** A rating with exactly one decimal: 5 -> "5,0" in pt, "5.0" in en. */
export function formatRating(value: number, locale?: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** The integer part of a number, as the spec's helper does. */
export function integerPart(value: number): number {
  return Math.trunc(value);
}

/** A long date: "21 de novembro de 2026" in pt, "November 21, 2026" in en. */
export function formatLongDate(value: string | Date, locale?: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long' }).format(date);
}
