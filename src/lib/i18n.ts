/**
 * Language handling: pt is the source, default and fallback; en and es load on demand.
 *
 * Each router gets its own Lingui instance (src/router.tsx): on the server one per request, so
 * renders in different languages never share one; in the browser one for the tab. The language
 * of a request is `?lang=`, then the visitor's choice kept in a cookie (which the server reads),
 * then pt.
 *
 * Each language has six catalogs (lingui.config.ts): `start`, what the shell says, which ships
 * with the first load in pt; `landing` (the landing page), `site` (a coach's public site),
 * `platform` (the other visitor pages), `owner` (the signed-in coach's pages) and `manual` (the
 * help page), each loaded
 * before a page that needs it renders (the root route asks for the catalogs src/routes/-pages.ts
 * declares for the page). Once an instance has loaded a catalog, a language switch loads it in
 * the new language too.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as ptStart } from '../locales/pt/start.po';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Catalog,
  type Locale,
} from './languages';

export { DEFAULT_LOCALE, LOCALE_PARAM, LOCALES, type Catalog, type Locale };

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

/**
 * Adds a catalog to an instance. Lingui keeps the first catalog it is given for a language and
 * merges later ones into it: it is given a copy, so the catalog modules, which every instance
 * (every request on the server) shares, are never written to.
 */
function load(i18n: I18n, locale: Locale, messages: Messages): void {
  i18n.load(locale, { ...messages });
}

/** The catalogs each instance has asked for, so that a language switch brings them along. */
const wantedBy = new WeakMap<I18n, Set<Catalog>>();

/**
 * A Lingui instance in `locale`, with the shell's catalog loaded (the start of every page): a new
 * one, or the one given (the browser's tab uses Lingui's own, which its toasts also read).
 */
export async function createAppI18n(locale: Locale, i18n: I18n = setupI18n()): Promise<I18n> {
  if (!wantedBy.has(i18n)) wantedBy.set(i18n, new Set());
  await activateLocale(i18n, locale);
  return i18n;
}

/** Loads catalogs of the instance's language (and of every language it switches to later). */
export async function loadCatalogs(i18n: I18n, catalogs: readonly Catalog[]): Promise<void> {
  const wanted = wantedBy.get(i18n);
  for (const catalog of catalogs) wanted?.add(catalog);
  const locale = currentLocale(i18n);
  const loaded = await Promise.all(catalogs.map((catalog) => loadMessages(locale, catalog)));
  for (const messages of loaded) load(i18n, locale, messages);
}

/** Loads every catalog: the demo pages and tests that render parts outside their pages. */
export function loadAllMessages(i18n: I18n): Promise<void> {
  return loadCatalogs(i18n, ['landing', 'site', 'platform', 'owner', 'manual']);
}

/** Loads the instance's catalogs in `locale` (if needed) and switches it to that language. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  const parts: CatalogPart[] = ['start', ...(wantedBy.get(i18n) ?? [])];
  const loaded = await Promise.all(parts.map((part) => loadMessages(locale, part)));
  for (const messages of loaded) load(i18n, locale, messages);
  if (i18n.locale !== locale) i18n.activate(locale);
}

/** The language a cookie header names, if any. */
export function localeFromCookies(cookies: string | null | undefined): Locale | undefined {
  const value = (cookies ?? '')
    .split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(value) ? value : undefined;
}

/** The language of a request: `?lang=`, then the cookie of the visitor's choice, then pt. */
export function requestLocale(search: string, cookies: string | null | undefined): Locale {
  const fromUrl = new URLSearchParams(search).get(LOCALE_PARAM);
  return isLocale(fromUrl) ? fromUrl : (localeFromCookies(cookies) ?? DEFAULT_LOCALE);
}

/**
 * The language to start the browser's app in: the server's choice for a page it rendered (its
 * `<html lang>`), else as the server would choose, with the choice kept in local storage before
 * the cookie existed.
 */
export function initialLocale(serverRendered: boolean): Locale {
  const rendered = document.documentElement.lang.slice(0, 2);
  if (serverRendered && isLocale(rendered)) return rendered;
  const fromRequest = requestLocale(window.location.search, document.cookie);
  if (fromRequest !== DEFAULT_LOCALE || localeFromCookies(document.cookie)) return fromRequest;
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage blocked: the default.
  }
  return DEFAULT_LOCALE;
}

/** Keeps the visitor's choice: in a cookie for the server (a year), and locally. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the cookie still holds it.
  }
}

/** The locale a Lingui instance is set to, typed. */
export function currentLocale(instance: Pick<I18n, 'locale'>): Locale {
  return isLocale(instance.locale) ? instance.locale : DEFAULT_LOCALE;
}

/** BCP 47 tag used for Intl formatting and `<html lang>`. */
export function intlTag(locale: Locale): string {
  return locale === 'pt' ? 'pt-BR' : locale === 'es' ? 'es-ES' : 'en-US';
}

/** `<html lang>` of a page in `locale`. */
export function htmlLang(locale: Locale): string {
  return locale === 'pt' ? 'pt-BR' : locale;
}
