/**
 * The `Intl` formatters the views use, by kind, made for a BCP 47 tag. It imports nothing, so the
 * locale-data worker (src/lib/locale-data.worker.ts) builds the same ones the views do.
 */
export const FORMATTERS = {
  /** A count or amount: up to 2 decimals. */
  number: (tag: string) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }),
  /** A rating: exactly one decimal. */
  rating: (tag: string) => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  /** A long date. */
  longDate: (tag: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long' }),
  /** A language's name. */
  languageNames: (tag: string) => new Intl.DisplayNames(tag, { type: 'language' }),
};
