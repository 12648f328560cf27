/**
 * Names that come from the API's lists in the page's language (`?lang=`): expertises and
 * countries, which profiles store in pt or by id, and blog categories; and what a coach wrote,
 * marked as Portuguese on a page in another language.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { resetIntersectionMocking } from 'react-intersection-observer/test-utils';
import { server } from '../msw-server';
import { renderApp } from '../utils/render';
import { db } from '@/mocks/db';
import { installBrowserStubs } from './blog-fixtures';

const V1 = 'http://localhost:3000/__demo/api/v1';

beforeEach(() => {
  installBrowserStubs();
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  resetIntersectionMocking();
  vi.unstubAllGlobals();
});

describe('names in the page’s language', () => {
  it('an English visitor reads the cards’ expertises and the filters’ country and expertises in English from the first paint', async () => {
    // The expertise lists answer well after the search: the cards must not show before their names.
    server.use(
      http.get(`${V1}/expertises/types/:lang`, async () => {
        await delay(400);
      }),
    );
    await renderApp('/coaches_list?lang=en&country=BR&expertise=Carreira');

    // The form, as first drawn: the chosen country and expertise by their English names.
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveDisplayValue('Brazil');
    expect(within(country).getByRole('option', { name: 'Spain' })).toBeInTheDocument();
    const picker = screen.getByRole('button', { name: /Expertises/ });
    expect(picker).toHaveTextContent('Career');
    fireEvent.click(picker);
    const panel = screen.getByRole('group', { name: 'Expertises' });
    expect(within(panel).getByRole('checkbox', { name: 'Career' })).toBeChecked();
    expect(within(panel).queryByRole('checkbox', { name: 'Carreira' })).not.toBeInTheDocument();

    // The cards, as they first appear.
    const cards = await screen.findByRole('list', { name: 'Coaches' });
    const areas = within(cards).getAllByRole('list', { name: 'Expertises' });
    expect(areas.length).toBeGreaterThan(0);
    for (const list of areas) {
      const names = within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(names).toContain('Career');
      expect(names).not.toContain('Carreira');
    }
  });

  it('a Spanish visitor reads a coach’s areas and country in Spanish on the coach’s site', async () => {
    await renderApp('/javier-dominguez?lang=es');
    const hero = await screen.findByRole('heading', { level: 1, name: 'Javier Domínguez' });
    expect(hero).toBeInTheDocument();
    expect(screen.getByText(/Negocios · Carrera/)).toBeInTheDocument();
    const chips = await screen.findByRole('list', { name: 'Áreas de actuación' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Negocios', 'Carrera']);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Barcelona - España');
    expect(document.body).not.toHaveTextContent('Espanha');
  });

  it('an English visitor reads a blog category’s name in English in its heading and chips, at the same address', async () => {
    await renderApp('/blog/carreira?lang=en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Career' })).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Blog categories' });
    const chip = within(bar).getByRole('link', { name: 'Career' });
    expect(chip).toHaveAttribute('aria-current', 'page');
    expect(chip.getAttribute('href')).toMatch(/^\/blog\/carreira(\?|$)/);
    expect(within(bar).getByRole('link', { name: 'Leadership' })).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Carreira' })).not.toBeInTheDocument();
  });
});

describe('what a coach wrote', () => {
  it('is marked as Portuguese on an English page, and left to the page’s language on a Portuguese one', async () => {
    // A coach who wrote in Portuguese only.
    const about = db.profileByUsername('thiago-santos')!.aboutMe.split(/\n+/)[0]!;
    await renderApp('/thiago-santos?lang=en');
    const text = await screen.findByText(about);
    expect(text.closest('[lang]')).toHaveAttribute('lang', 'pt');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    // The page's own words stay in the page's language.
    const title = screen.getByRole('heading', { level: 2, name: 'About me' });
    expect(title.closest('[lang]')).toBe(document.documentElement);

    await renderApp('/thiago-santos');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'pt-BR'));
    expect((await screen.findByText(about)).closest('[lang]')).toBe(document.documentElement);
  });
});
