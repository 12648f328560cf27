/**
 * Language handling: pt is the source, default and fallback; en and es load on demand.
 * The choice comes from `?lang=`, then local storage, then pt; it sets <html lang>.
 *
 * Each language has two catalogs (lingui.config.ts): `start`, what the shell and the landing page
 * say, which ships with the first load in pt; and `messages`, the rest, loaded by
 * `loadAllMessages()` before any other page renders (the root route) and by the landing page's
 * lazy sections. Once the rest has been asked for, a language switch loads both.
 */
import { i18n, type Messages } from '@lingui/core';
import { messages as ptStart } from '../locales/pt/start.po';

export const LOCALES = ['pt', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';
export const LOCALE_STORAGE_KEY = 'coachly.lang';

/** Native names, shown in the language selector whatever the active language. */
export const LOCALE_NAMES: Record<Locale, string> = { pt: 'Português', en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

type CatalogPart = 'start' | 'messages';

const loaders: Record<Locale, Record<CatalogPart, () => Promise<Messages>>> = {
  pt: {
    start: () => Promise.resolve(ptStart),
    messages: async () => (await import('../locales/pt/messages.po')).messages,
  },
  en: {
    start: async () => (await import('../locales/en/start.po')).messages,
    messages: async () => (await import('../locales/en/messages.po')).messages,
  },
  es: {
    start: async () => (await import('../locales/es/start.po')).messages,
    messages: async () => (await import('../locales/es/messages.po')).messages,
  },
};

const loading = new Map<string, Promise<void>>();
let allWanted = false;

/** Loads one catalog into the language's messages once (later loads merge into earlier ones). */
function loadPart(locale: Locale, part: CatalogPart): Promise<void> {
  const key = `${locale}/${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = loaders[locale][part]().then((messages) => i18n.load(locale, messages));
    // A failed download (offline) may be tried again by the next caller.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Loads the rest of the active language's text; every page but the landing page needs it. */
export function loadAllMessages(): Promise<void> {
  allWanted = true;
  return loadPart(currentLocale(), 'messages');
}

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
  await Promise.all([loadPart(locale, 'start'), allWanted ? loadPart(locale, 'messages') : undefined]);
  if (i18n.locale !== locale) i18n.activate(locale);
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
