import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLocale, isLocale } from './i18n';
import { LOCALE_STORAGE_KEY } from './languages';

// Which catalogs a page loads is declared with the pages: tests/unit/pages.test.ts.
describe('the language to start with', () => {
  afterEach(() => localStorage.clear());

  it('is the address’s, then the stored choice, then pt (as the route preloader picks it)', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'es');
    expect(initialLocale('?lang=en')).toBe('en');
    expect(initialLocale('')).toBe('es');
    expect(initialLocale('?lang=xx')).toBe('es');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    expect(initialLocale('')).toBe('pt');
  });

  it('is pt when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(initialLocale('')).toBe('pt');
  });

  it('is one of the languages there are', () => {
    expect(['pt', 'en', 'es'].every(isLocale)).toBe(true);
    expect(isLocale('pt-BR')).toBe(false);
  });
});
