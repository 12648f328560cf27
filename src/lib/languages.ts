/**
 * The languages, where a visitor's choice is kept, and the names of the text catalogs
 * (lingui.config.ts). Kept free of dependencies: the app (src/lib/i18n.ts) and the build use it.
 * Which page needs which catalog is declared with the pages (src/routes/-pages.ts).
 */

export const LOCALES = ['pt', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';
/** Local-storage key of the visitor's choice. */
export const LOCALE_STORAGE_KEY = 'coachly.lang';
/** Cookie of the visitor's choice, which the server reads. */
export const LOCALE_COOKIE = 'coachly_lang';
/** Address parameter that chooses the language (`?lang=en`). */
export const LOCALE_PARAM = 'lang';

/** The catalogs loaded after the first one (`start`, the shell's, which ships with the entry). */
export type Catalog = 'landing' | 'site' | 'platform' | 'owner' | 'manual';
