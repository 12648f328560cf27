/** Number, rating and date formatting in the active locale (pt by default). */
import { intlTag, type Locale } from './i18n';

/**
 * One formatter per kind and language, made on first use: making one loads the language's
 * data, which on a slow phone costs more than formatting a whole page of dates.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, tag: string, make: () => T): T {
  const key = `${kind}:${tag}`;
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/** A count or amount: up to 2 decimals, grouped the locale's way (pt: 1.234,5). */
export function formatNumber(value: number, locale?: Locale): string {
  const tag = intlTag(locale);
  return formatter('number', tag, () => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 })).format(value);
}

/** A rating with exactly one decimal: 5 -> "5,0" in pt, "5.0" in en. */
export function formatRating(value: number, locale?: Locale): string {
  const tag = intlTag(locale);
  return formatter(
    'rating',
    tag,
    () => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(value);
}

/** The integer part of a number, as the spec's helper does. */
export function integerPart(value: number): number {
  return Math.trunc(value);
}

/** A long date: "21 de novembro de 2026" in pt, "November 21, 2026" in en. */
export function formatLongDate(value: string | Date, locale?: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const tag = intlTag(locale);
  return formatter('date', tag, () => new Intl.DateTimeFormat(tag, { dateStyle: 'long' })).format(date);
}
