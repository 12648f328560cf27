/**
 * Number, rating and date formatting in the active locale (pt by default).
 *
 * Written out for the app's three languages rather than asked of `Intl`: making the first
 * `Intl.DateTimeFormat` or `Intl.NumberFormat` of a page loads the language's data, which on a
 * slow phone took longer than rendering the rest of the blog's first screen. The output is the
 * same as `Intl`'s for pt-BR, en-US and es-ES (src/lib/format.test.ts holds them to it).
 */
import { currentLocale, type Locale } from './i18n';

interface NumberSymbols {
  group: string;
  decimal: string;
  /** Digits the integer part needs before it is grouped (es groups from 10 000, not 1 000). */
  minGroupingDigits: number;
}

const NUMBERS: Record<Locale, NumberSymbols> = {
  pt: { group: '.', decimal: ',', minGroupingDigits: 4 },
  en: { group: ',', decimal: '.', minGroupingDigits: 4 },
  es: { group: '.', decimal: ',', minGroupingDigits: 5 },
};

/**
 * The digits of `abs` (not negative) rounded to `max` decimals, half away from zero, as `Intl`
 * rounds: on the shortest decimal that reads back as the same number (1.005 is "1.005", so it
 * rounds to 1.01), not on the exact binary value.
 */
function roundDigits(abs: number, max: number): [whole: string, fraction: string] {
  let text = String(abs);
  // Exponent form only for very small numbers here (below 1e-6): written out, they round to 0.
  if (text.includes('e')) text = abs.toFixed(max + 1);
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= max) return [whole, fraction];
  const kept = `${whole}${fraction.slice(0, max)}`;
  if ((fraction[max] ?? '0') < '5') return [whole, fraction.slice(0, max)];
  const digits = [...kept].map(Number);
  let at = digits.length - 1;
  while (at >= 0 && digits[at] === 9) digits[at--] = 0;
  if (at < 0) digits.unshift(1);
  else digits[at] = (digits[at] ?? 0) + 1;
  const rounded = digits.join('');
  return [rounded.slice(0, rounded.length - max) || '0', rounded.slice(rounded.length - max)];
}

/** `value` with between `min` and `max` decimals, grouped by thousands, in the locale's symbols. */
function formatDecimal(value: number, min: number, max: number, locale: Locale): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const { group, decimal, minGroupingDigits } = NUMBERS[locale];
  const [whole, fraction] = roundDigits(Math.abs(value), max);
  let decimals = fraction.padEnd(min, '0');
  while (decimals.length > min && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = whole.length >= minGroupingDigits ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  // Intl keeps the sign of a negative number that rounds to zero (and of -0).
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${decimals ? `${decimal}${decimals}` : ''}`;
}

/** A count or amount: up to 2 decimals, grouped the locale's way (pt: 1.234,5). */
export function formatNumber(value: number, locale: Locale = currentLocale()): string {
  return formatDecimal(value, 0, 2, locale);
}

/** A rating with exactly one decimal: 5 -> "5,0" in pt, "5.0" in en. */
export function formatRating(value: number, locale: Locale = currentLocale()): string {
  return formatDecimal(value, 1, 1, locale);
}

/** The integer part of a number, as the spec's helper does. */
export function integerPart(value: number): number {
  return Math.trunc(value);
}

const MONTHS: Record<Locale, readonly string[]> = {
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/** A long date in the visitor's time zone: "21 de novembro de 2026" in pt, "November 21, 2026" in en. */
export function formatLongDate(value: string | Date, locale: Locale = currentLocale()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const day = date.getDate();
  const month = MONTHS[locale][date.getMonth()];
  const year = date.getFullYear();
  return locale === 'en' ? `${month} ${day}, ${year}` : `${day} de ${month} de ${year}`;
}
