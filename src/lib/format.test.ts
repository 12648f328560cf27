import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumber, formatRating, integerPart } from './format';
import type { Locale } from './i18n';

const TAGS: Record<Locale, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };
const LOCALES = Object.keys(TAGS) as Locale[];

describe('formatting without Intl gives what Intl gives', () => {
  const numbers = [
    0, 1, 5, 12, 999, 1000, 1234, 9999, 10000, 12345.6, 123456.789, 1234567, 0.5, 1.005, 2.675, 0.125, 4.85, 4.95,
    99.999, -1234.5, -0.001,
  ];

  it.each(LOCALES)('numbers in %s: up to two decimals, grouped', (locale) => {
    const intl = new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 2 });
    for (const value of numbers) expect(formatNumber(value, locale), String(value)).toBe(intl.format(value));
  });

  it.each(LOCALES)('ratings in %s: exactly one decimal', (locale) => {
    const intl = new Intl.NumberFormat(TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const value of [0, 1, 3.25, 3.35, 4, 4.44, 4.45, 4.5, 4.75, 4.8, 4.95, 5]) {
      expect(formatRating(value, locale), String(value)).toBe(intl.format(value));
    }
  });

  it('numbers of any size and sign, in every language', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.constantFrom(...LOCALES), (value, locale) => {
        const intl = new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 2 });
        expect(formatNumber(value, locale)).toBe(intl.format(value));
      }),
    );
  });

  it.each(LOCALES)('long dates in %s, every month', (locale) => {
    const intl = new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long' });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 21, 28]) {
        const date = new Date(2026, month, day, 12);
        expect(formatLongDate(date, locale)).toBe(intl.format(date));
      }
    }
  });

  it('dates given as API strings, in the visitor’s time zone', () => {
    const value = '2026-11-21T10:30:00Z';
    for (const locale of LOCALES) {
      const intl = new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long' });
      expect(formatLongDate(value, locale)).toBe(intl.format(new Date(value)));
    }
    expect(formatLongDate('2026-11-21T10:30:00Z', 'pt')).toMatch(/de novembro de 2026$/);
  });

  it('an unreadable date is left empty', () => {
    expect(formatLongDate('not a date', 'pt')).toBe('');
  });

  it('takes the integer part towards zero', () => {
    expect(integerPart(4.9)).toBe(4);
    expect(integerPart(-4.9)).toBe(-4);
  });
});
