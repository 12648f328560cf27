/**
 * Language handling: pt is the source, default and fallback; en and es load on demand.
 * The choice comes from `?lang=`, then local storage, then pt; it sets <html lang>.
 */
import { i18n, type Messages } from '@lingui/core';
import { messages as ptMessages } from '../locales/pt/messages.po';

export const LOCALES = ['pt', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';
export const LOCALE_STORAGE_KEY = 'coachly.lang';

/** Native names, shown in the language selector whatever the active language. */
export const LOCALE_NAMES: Record<Locale, string> = { pt: 'Português', en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const loaders: Record<Locale, () => Promise<Messages>> = {
  pt: () => Promise.resolve(ptMessages),
  en: async () => (await import('../locales/en/messages.po')).messages,
  es: async () => (await import('../locales/es/messages.po')).messages,
};

/** The language to start with: link parameter, then the stored choice, then pt. */
export function initialLocale(search: string = typeof window !== 'undefined' ? window.location.search : ''): Locale {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isLocale(fromUrl)) return fromUrl;
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage blocked: use the default.
  }
  return DEFAULT_LOCALE;
}

/** Loads the catalog (if needed), activates it, remembers the choice and updates <html lang>. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!i18n.messages || i18n.locale !== locale) {
    const messages = await loaders[locale]();
    i18n.loadAndActivate({ locale, messages });
  }
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'pt' ? 'pt-BR' : locale;
}

/** The active locale, typed. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** BCP 47 tag used for Intl formatting. */
export function intlTag(locale: Locale = currentLocale()): string {
  return locale === 'pt' ? 'pt-BR' : locale === 'es' ? 'es-ES' : 'en-US';
}

export { i18n };
