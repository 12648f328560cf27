import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activateLocale,
  createAppI18n,
  initialLocale,
  isLocale,
  loadCatalogs,
  localeFromCookies,
  rememberLocale,
  requestLocale,
} from './i18n';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from './languages';

// Which catalogs a page loads is declared with the pages: tests/unit/pages.test.ts.

/** Removes the language cookie (jsdom keeps cookies across the tests of a file). */
function forgetCookie() {
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
}

afterEach(() => {
  forgetCookie();
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  window.history.replaceState(null, '', '/');
});

describe('the language of a request', () => {
  it('is the cookie’s language among others, and none for a missing or unknown one', () => {
    expect(localeFromCookies(`a=1; ${LOCALE_COOKIE}=en; b=2`)).toBe('en');
    expect(localeFromCookies(`${LOCALE_COOKIE}=es`)).toBe('es');
    expect(localeFromCookies(`${LOCALE_COOKIE}=xx`)).toBeUndefined();
    expect(localeFromCookies(`other_${LOCALE_COOKIE}=en`)).toBeUndefined();
    expect(localeFromCookies('')).toBeUndefined();
    expect(localeFromCookies(null)).toBeUndefined();
  });

  it('is ?lang=, then the cookie, then pt', () => {
    expect(requestLocale('?lang=en', `${LOCALE_COOKIE}=es`)).toBe('en');
    expect(requestLocale('?q=coach&lang=es', null)).toBe('es');
    expect(requestLocale('', `${LOCALE_COOKIE}=es`)).toBe('es');
    expect(requestLocale('?lang=xx', `${LOCALE_COOKIE}=en`)).toBe('en');
    expect(requestLocale('?lang=pt-BR', undefined)).toBe('pt');
    expect(requestLocale('', 'theme=dark')).toBe('pt');
  });
});

describe('the language to start the browser’s app with', () => {
  it('is the address’s, then the cookie’s, then the stored choice, then pt', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'es');
    window.history.replaceState(null, '', '/home?lang=en');
    expect(initialLocale(false)).toBe('en');
    window.history.replaceState(null, '', '/home');
    expect(initialLocale(false)).toBe('es');
    document.cookie = `${LOCALE_COOKIE}=en; Path=/`;
    expect(initialLocale(false)).toBe('en');
    // pt chosen in the cookie wins over an older choice kept in storage.
    document.cookie = `${LOCALE_COOKIE}=pt; Path=/`;
    expect(initialLocale(false)).toBe('pt');
    forgetCookie();
    window.history.replaceState(null, '', '/home?lang=xx');
    expect(initialLocale(false)).toBe('es');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    expect(initialLocale(false)).toBe('pt');
  });

  it('is the server’s language for a page it rendered, whatever the address says', () => {
    window.history.replaceState(null, '', '/home?lang=en');
    document.documentElement.lang = 'es';
    expect(initialLocale(true)).toBe('es');
    document.documentElement.lang = 'pt-BR';
    expect(initialLocale(true)).toBe('pt');
    // Not a page the server rendered: its own choice.
    expect(initialLocale(false)).toBe('en');
    // A document without a known language falls back to the visitor's.
    document.documentElement.lang = '';
    expect(initialLocale(true)).toBe('en');
  });

  it('is pt when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(initialLocale(false)).toBe('pt');
  });

  it('is one of the languages there are', () => {
    expect(['pt', 'en', 'es'].every(isLocale)).toBe(true);
    expect(isLocale('pt-BR')).toBe(false);
  });
});

describe('a remembered choice', () => {
  it('goes in a cookie the server reads and in local storage', () => {
    rememberLocale('es');
    expect(localeFromCookies(document.cookie)).toBe('es');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    expect(initialLocale(false)).toBe('es');
  });
});

describe('Lingui instances', () => {
  it('each keep their own language and catalogs, as the server’s requests need', async () => {
    for (const locale of ['pt', 'en', 'es'] as const) {
      const first = await createAppI18n(locale);
      const started = Object.keys(first.messages).length;
      await loadCatalogs(first, ['platform']);
      expect(Object.keys(first.messages).length, locale).toBeGreaterThan(started);
      // A later instance starts from the first catalog alone: the first one's catalogs stay its own.
      const later = await createAppI18n(locale);
      expect(later).not.toBe(first);
      expect(Object.keys(later.messages).length, locale).toBe(started);
    }
    const [pt, en] = await Promise.all([createAppI18n('pt'), createAppI18n('en')]);
    expect([pt.locale, en.locale]).toEqual(['pt', 'en']);
  });

  it('switch language with the catalogs they have asked for', async () => {
    const i18n = await createAppI18n('pt');
    await loadCatalogs(i18n, ['platform']);
    await activateLocale(i18n, 'es');
    expect(i18n.locale).toBe('es');
    const started = await createAppI18n('es');
    const startOnly = Object.keys(started.messages).length;
    await loadCatalogs(started, ['platform']);
    expect(Object.keys(i18n.messages)).toEqual(Object.keys(started.messages));
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(startOnly);
  });
});
