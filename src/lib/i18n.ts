/**
 * Language handling: pt is the source, default and fallback; en and es load on demand.
 * The choice comes from `?lang=`, then local storage, then pt; it sets <html lang>.
 *
 * Each language has five catalogs (lingui.config.ts): `start`, what the shell says, which ships
 * with the first load in pt; `landing` (the landing page), `site` (a coach's public site),
 * `platform` (the other visitor pages) and `owner` (the signed-in coach's pages), each loaded
 * before a page that needs it renders (the root route asks for the catalogs src/routes/-pages.ts
 * declares for the page). Once a catalog has been asked for, a language switch loads it in the
 * new language too.
 */
import { i18n, type I18n, type Messages } from '@lingui/core';
import { messages as ptStart } from '../locales/pt/start.po';
import { DEFAULT_LOCALE, LOCALE_PARAM, LOCALE_STORAGE_KEY, LOCALES, type Catalog, type Locale } from './languages';

export { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, LOCALES, type Catalog, type Locale };

/** Native names, shown in the language selector whatever the active language. */
export const LOCALE_NAMES: Record<Locale, string> = { pt: 'Português', en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

type CatalogPart = 'start' | Catalog;

/** Every other catalog file (src/locales/<locale>/<part>.po), each downloaded when first asked for. */
const catalogFiles = import.meta.glob<Messages>(['../locales/*/*.po', '!../locales/pt/start.po'], {
  import: 'messages',
});

function loadMessages(locale: Locale, part: CatalogPart): Promise<Messages> {
  if (locale === 'pt' && part === 'start') return Promise.resolve(ptStart);
  const load = catalogFiles[`../locales/${locale}/${part}.po`];
  return load ? load() : Promise.reject(new Error(`No catalog ${locale}/${part}`));
}

const loading = new Map<string, Promise<void>>();
const wanted = new Set<Catalog>();

/** Loads one catalog into the language's messages once (later loads merge into earlier ones). */
function loadPart(locale: Locale, part: CatalogPart): Promise<void> {
  const key = `${locale}/${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = loadMessages(locale, part).then((messages) => i18n.load(locale, messages));
    // A failed download (offline) may be tried again by the next caller.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Loads catalogs of the active language (and of every language chosen later). */
export async function loadCatalogs(catalogs: readonly Catalog[]): Promise<void> {
  for (const catalog of catalogs) wanted.add(catalog);
  await Promise.all(catalogs.map((catalog) => loadPart(currentLocale(), catalog)));
}

/** Loads every catalog: the demo pages and tests that render parts outside their pages. */
export function loadAllMessages(): Promise<void> {
  return loadCatalogs(['landing', 'site', 'platform', 'owner']);
}

/** The language to start with: link parameter, then the stored choice, then pt. */
export function initialLocale(search: string = typeof window !== 'undefined' ? window.location.search : ''): Locale {
  const fromUrl = new URLSearchParams(search).get(LOCALE_PARAM);
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
  await Promise.all([loadPart(locale, 'start'), ...[...wanted].map((catalog) => loadPart(locale, catalog))]);
  if (i18n.locale !== locale) i18n.activate(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'pt' ? 'pt-BR' : locale;
}

/** The locale a Lingui instance is set to, typed; the app's instance by default. */
export function currentLocale(instance: Pick<I18n, 'locale'> = i18n): Locale {
  return isLocale(instance.locale) ? instance.locale : DEFAULT_LOCALE;
}

/** BCP 47 tag used for Intl formatting. */
export function intlTag(locale: Locale = currentLocale()): string {
  return locale === 'pt' ? 'pt-BR' : locale === 'es' ? 'es-ES' : 'en-US';
}

export { i18n };
