/**
 * Number, rating, date and language-name formatting in a locale (views pass `useLocale()`), through `Intl`. Each
 * formatter is made once per locale and kept: building one is the costly part.
 */
import { FORMATTERS } from './formatters';
import { intlTag, type Locale } from './i18n';

/** One formatter per locale and kind, made on first use. */
function cachedPerLocale<Formatter>(make: (tag: string) => Formatter): (locale: Locale) => Formatter {
  const made = new Map<Locale, Formatter>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(intlTag(locale));
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const numberFormat = cachedPerLocale(FORMATTERS.number);
const ratingFormat = cachedPerLocale(FORMATTERS.rating);
const longDateFormat = cachedPerLocale(FORMATTERS.longDate);
const languageNames = cachedPerLocale(FORMATTERS.languageNames);

/** A count or amount: up to 2 decimals, grouped the locale's way (pt: 1.234,5). */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

/** A rating with exactly one decimal: 5 -> "5,0" in pt, "5.0" in en. */
export function formatRating(value: number, locale: Locale): string {
  return ratingFormat(locale).format(value);
}

/** A long date in the visitor's time zone: "21 de novembro de 2026" in pt, "November 21, 2026" in en. */
export function formatLongDate(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return longDateFormat(locale).format(date);
}

/** A language's name as a sentence in `locale` says it: en is "inglês" in pt, "English" in en. */
export function formatLanguageName(language: Locale, locale: Locale): string {
  return languageNames(locale).of(language) ?? language;
}
