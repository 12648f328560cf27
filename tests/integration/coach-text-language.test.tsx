/**
 * Visitors read a coach in their language: each of the coach's texts in the page's language when
 * the coach has it, else as written, marked with its language when that is not the page's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { resetIntersectionMocking } from 'react-intersection-observer/test-utils';
import { renderApp } from '../utils/render';
import { db } from '@/mocks/db';
import { installBrowserStubs } from './blog-fixtures';

beforeEach(() => {
  installBrowserStubs();
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  resetIntersectionMocking();
  vi.unstubAllGlobals();
});

const firstParagraph = (text: string | undefined) => (text ?? '').split(/\n+/)[0]!;
const content = (name: string) =>
  document.head.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute('content');

describe('a coach in the visitor’s language', () => {
  it('an English visitor reads the biography and phrase the coach wrote in English, in the page’s language', async () => {
    const ana = db.profileByUsername('ana-souza')!;
    const english = ana.translations!.en!;
    await renderApp('/ana-souza?lang=en');
    const about = await screen.findByText(firstParagraph(english.aboutMe));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(about).not.toHaveAttribute('lang');
    expect(about.closest('[lang]')).toBe(document.documentElement);
    expect(screen.queryByText(firstParagraph(ana.aboutMe))).not.toBeInTheDocument();
    const phrase = screen.getAllByText(english.mainPhrase!)[0]!;
    expect(phrase.closest('[lang]')).toBe(document.documentElement);
    await waitFor(() => expect(content('description')).toBe(english.mainPhrase));
  });

  it('a coach without a version in the page’s language shows the original, marked as Portuguese', async () => {
    const thiago = db.profileByUsername('thiago-santos')!;
    await renderApp('/thiago-santos?lang=es');
    const about = await screen.findByText(firstParagraph(thiago.aboutMe));
    expect(about.closest('[lang]')).toHaveAttribute('lang', 'pt');
    expect(document.documentElement).toHaveAttribute('lang', 'es');
  });

  it('a Portuguese visitor reads the Portuguese version of a coach who writes in Spanish', async () => {
    const lucia = db.profileByUsername('lucia-navarro')!;
    expect(lucia.textLanguage).toBe('es');
    const portuguese = lucia.translations!.pt!;
    await renderApp('/lucia-navarro');
    const about = await screen.findByText(firstParagraph(portuguese.aboutMe));
    expect(about.closest('[lang]')).toBe(document.documentElement);
    expect(screen.queryByText(firstParagraph(lucia.aboutMe))).not.toBeInTheDocument();
    // The author is as she wrote it, in Spanish.
    expect(screen.getAllByText(lucia.mainPhraseAuthor)[0]!.closest('[lang]')).toHaveAttribute('lang', 'es');
  });

  it('the coach’s alternates name the languages the page really has', async () => {
    const joao = db.profileByUsername('joao-pereira')!;
    db.putProfile({ ...joao, translations: { es: joao.translations!.es! } });
    await renderApp('/joao-pereira?lang=es');
    await waitFor(() =>
      expect(
        [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('hreflang')),
      ).toEqual(['pt', 'es', 'x-default']),
    );
  });
});
