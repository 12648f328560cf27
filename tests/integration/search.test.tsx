import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { server } from '../msw-server';
import { renderApp } from '../utils/render';
import { publishedCoaches } from '@/mocks/seed/coaches';
import { searchProfiles, type SearchQuery } from '@/mocks/search';

const V2 = 'http://localhost:3000/__demo/api/v2';

/** Requests the app made to the public search, as query objects. */
let searches: URLSearchParams[] = [];

function recordSearches() {
  searches = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/coaches/public/profiles/v2')) searches.push(url.searchParams);
  });
}

function stubBrowser() {
  setupIntersectionMocking(vi.fn);
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal('scrollTo', vi.fn());
}

beforeEach(() => {
  stubBrowser();
  recordSearches();
});

afterEach(() => {
  resetIntersectionMocking();
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

/** Full names the seed's search answers for a query, all pages. */
function expectedNames(query: SearchQuery): string[] {
  const names: string[] = [];
  for (let page = 0; ; page += 1) {
    const answer = searchProfiles(publishedCoaches, { ...query, page, qtd: 10 });
    names.push(...answer.profiles.map((card) => `${card.firstName} ${card.secondName}`));
    if (names.length >= answer.totalProfiles || answer.profiles.length === 0) return names;
  }
}

const resultsList = () => screen.queryByRole('list', { name: 'Coaches' });
const shownNames = () =>
  within(resultsList() ?? document.createElement('ul'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function openList(url = '/coaches_list') {
  const view = await renderApp(url);
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /encontrad/ })).toBeInTheDocument());
  return view;
}

describe('coaches list search', () => {
  it('lists every published coach by coaching hours, 10 at a time, and prefetches the next page', async () => {
    await openList();
    const all = expectedNames({});
    expect(screen.getByRole('heading', { level: 2, name: `${all.length} coaches encontrados` })).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toEqual(all.slice(0, 10)));
    await waitFor(() => expect(searches.map((s) => s.get('page'))).toEqual(['0', '1']));
    expect(Object.fromEntries(searches[0]!)).toEqual({ page: '0', order: 'coachingHours', qtd: '10' });
    expect(screen.getByText(`Página 1 de ${Math.ceil(all.length / 10)}`)).toBeInTheDocument();
  });

  it('a visitor finds coaches by name with or without accents, and the name goes in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await openList();
    await user.type(screen.getByRole('searchbox', { name: 'Nome do coach' }), 'conceicao');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const expected = expectedNames({ name: 'conceicao' });
    expect(expected.length).toBeGreaterThan(1);
    await waitFor(() => expect(shownNames()).toEqual(expected));
    expect(router.state.location.search).toEqual({ name: 'conceicao' });
    expect(searches.at(-1)?.get('name') ?? searches.find((s) => s.get('name'))?.get('name')).toBe('conceicao');

    const box = screen.getByRole('searchbox', { name: 'Nome do coach' });
    await user.clear(box);
    await user.type(box, 'Conceição');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ name: 'Conceição' }));
    await waitFor(() => expect(shownNames()).toEqual(expected));
  });

  it('a shared search link shows the same results and fills the form', async () => {
    await openList('/coaches_list?country=BR&state=SP&expertise=Carreira');
    const expected = expectedNames({ country: 'BR', state: 'SP', expertise: ['Carreira'] });
    await waitFor(() => expect(shownNames()).toEqual(expected.slice(0, 10)));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'País' })).toHaveValue('BR'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP'));
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Especialidades/ })).toHaveTextContent('Carreira');
    expect(searches[0]?.getAll('expertise')).toEqual(['Carreira']);
  });

  it('a states-cities country enables the state, a state offers its cities, a cities-only country drops the state', async () => {
    const user = userEvent.setup();
    const { router } = await openList();
    const country = screen.getByRole('combobox', { name: 'País' });
    const state = screen.getByRole('combobox', { name: 'Estado' });
    const city = screen.getByRole('combobox', { name: 'Cidade' });
    expect(state).toBeDisabled();
    expect(city).toBeDisabled();

    await waitFor(() => expect(within(country).getByRole('option', { name: 'Brasil' })).toBeInTheDocument());
    await user.selectOptions(country, 'BR');
    expect(state).toBeEnabled();
    await waitFor(() => expect(within(state).getByRole('option', { name: 'São Paulo' })).toBeInTheDocument());
    expect(city).toBeDisabled();
    await user.selectOptions(state, 'SP');
    expect(city).toBeEnabled();
    expect(within(city).getByRole('option', { name: 'Campinas' })).toBeInTheDocument();
    await user.selectOptions(city, 'Campinas');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ country: 'BR', state: 'SP', city: 'Campinas' }));
    await waitFor(() => expect(shownNames()).toEqual(expectedNames({ country: 'BR', state: 'SP', city: 'Campinas' })));

    await user.selectOptions(state, 'RJ');
    expect(city).toHaveValue('-1');

    await user.selectOptions(country, 'PT');
    expect(state).toBeDisabled();
    expect(state).toHaveValue('-1');
    expect(within(state).getByRole('option', { selected: true })).toHaveTextContent('Não se aplica');
    await waitFor(() => expect(within(city).getByRole('option', { name: 'Porto' })).toBeInTheDocument());
    await user.selectOptions(city, 'Porto');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ country: 'PT', city: 'Porto' }));
    await waitFor(() => expect(shownNames()).toEqual(expectedNames({ country: 'PT', city: 'Porto' })));

    await user.selectOptions(country, '-1');
    expect(state).toBeDisabled();
    expect(city).toBeDisabled();
  });

  it('a visitor filters by two expertises; Select and Master Trainer are not among the options', async () => {
    const user = userEvent.setup();
    await openList();
    const picker = screen.getByRole('button', { name: /Especialidades/ });
    await user.click(picker);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Especialidades' });
    await waitFor(() => expect(within(panel).getAllByRole('checkbox')).toHaveLength(12));
    expect(within(panel).queryByRole('checkbox', { name: 'Select' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('checkbox', { name: 'Master Trainer' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('checkbox', { name: 'Finanças' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Esportes' }));
    await user.keyboard('{Escape}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).toHaveFocus();
    expect(picker).toHaveTextContent('Finanças, Esportes');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const expected = expectedNames({ expertise: ['Finanças', 'Esportes'] });
    await waitFor(() => expect(shownNames()).toEqual(expected.slice(0, 10)));
    expect(searches.find((s) => s.has('expertise'))?.getAll('expertise')).toEqual(['Finanças', 'Esportes']);
  });

  it('a visitor filters by category', async () => {
    const user = userEvent.setup();
    const { router } = await openList();
    await user.click(screen.getByRole('checkbox', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: ['select'] }));
    await waitFor(() => expect(shownNames()).toEqual(expectedNames({ category: ['select'] }).slice(0, 10)));
    expect(searches.find((s) => s.has('category'))?.getAll('category')).toEqual(['select']);
  });

  it('cards show photo, name, rating with a comma, expertises, the trial badge, and open the coach site', async () => {
    await openList();
    const first = searchProfiles(publishedCoaches, { page: 0 }).profiles[0]!;
    await waitFor(() => expect(shownNames()[0]).toBe(`${first.firstName} ${first.secondName}`));
    const card = within(resultsList()!).getAllByRole('article')[0]!;
    expect(within(card).getByRole('link', { name: `${first.firstName} ${first.secondName}` })).toHaveAttribute(
      'href',
      `/${first.username}`,
    );
    const rating = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      first.rating,
    );
    expect(within(card).getByText(`Avaliação ${rating} de 5`)).toBeInTheDocument();
    expect(rating).toMatch(/^\d,\d$/);
    for (const expertise of first.expertises.split(', ')) expect(within(card).getByText(expertise)).toBeInTheDocument();
    expect(within(card).queryByText('Sessão experimental grátis') !== null).toBe(first.enableSiteExperimentalSession);
    expect(card.querySelector('img')).toHaveAttribute('src', first.photoUrl);
  });

  it('next and previous move over cached pages without asking again', async () => {
    const user = userEvent.setup();
    await openList();
    const all = expectedNames({});
    await waitFor(() => expect(searches).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(shownNames()).toEqual(all.slice(10, 20)));
    expect(screen.getByText(`Página 2 de ${Math.ceil(all.length / 10)}`)).toBeInTheDocument();
    await waitFor(() => expect(searches.map((s) => s.get('page'))).toEqual(['0', '1', '2']));
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await waitFor(() => expect(shownNames()).toEqual(all.slice(0, 10)));
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(shownNames()).toEqual(all.slice(10, 20)));
    expect(searches.map((s) => s.get('page'))).toEqual(['0', '1', '2']);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  });

  it('scrolling loads every result, then stops and says so', async () => {
    await openList();
    const all = expectedNames({});
    await waitFor(() => expect(shownNames()).toHaveLength(10));
    for (let round = 0; round < 10 && shownNames().length < all.length; round += 1) {
      const before = shownNames().length;
      act(() => mockAllIsIntersecting(true));
      await waitFor(() => expect(shownNames().length).toBeGreaterThan(before));
      act(() => mockAllIsIntersecting(false));
    }
    expect(shownNames()).toEqual(all);
    expect(screen.getByText('Todos os resultados foram carregados.')).toBeInTheDocument();
    const requested = searches.length;
    act(() => mockAllIsIntersecting(true));
    expect(searches).toHaveLength(requested);
    expect(new Set(searches.map((s) => s.get('page'))).size).toBe(requested);
  });

  it('a search that finds nobody says there are no results', async () => {
    await openList('/coaches_list?name=zzzz-ninguem');
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '0 coaches encontrados' })).toBeInTheDocument();
  });

  it('while loading it shows a skeleton of 7 cards', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${V2}/coaches/public/profiles/v2`, async () => {
        await answered;
        return HttpResponse.json({ profiles: [], totalProfiles: 0, nextPage: 1 });
      }),
    );
    const view = await renderApp('/coaches_list');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando coaches…');
    const skeleton = view.container.querySelector('ul[aria-hidden="true"]');
    expect(skeleton?.children).toHaveLength(7);
    expect(screen.getByRole('region', { name: 'Buscando coaches…' })).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeInTheDocument();
  });

  it('a server error shows its description in a toast, or the generic message without one', async () => {
    server.use(
      http.get(
        `${V2}/coaches/public/profiles/v2`,
        () =>
          HttpResponse.json(
            { error: 'server_error', error_description: 'Busca indisponível no momento.' },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    await renderApp('/coaches_list');
    expect(await screen.findByText('Busca indisponível no momento.')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar os coaches.')).toBeInTheDocument();

    server.use(
      http.get(`${V2}/coaches/public/profiles/v2`, () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByText('Ocorreu um erro, tente novamente ou entre em contato com o suporte!', {}),
    ).toBeInTheDocument();
  });

  it('a failed search shows the error and a retry, never a count of coaches or an empty result', async () => {
    server.use(
      http.get(
        `${V2}/coaches/public/profiles/v2`,
        () => HttpResponse.json({ error: 'server_error', error_description: 'Busca indisponível.' }, { status: 500 }),
        { once: true },
      ),
    );
    await renderApp('/coaches_list');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Não foi possível carregar os coaches.');
    expect(within(failure).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /encontrad/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhum resultado encontrado')).not.toBeInTheDocument();

    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 2, name: /^\d+ coaches encontrados$/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the back button restores the previous search', async () => {
    const user = userEvent.setup();
    const { router } = await openList('/coaches_list?name=ana');
    await waitFor(() => expect(shownNames()).toEqual(expectedNames({ name: 'ana' }).slice(0, 10)));
    const box = screen.getByRole('searchbox', { name: 'Nome do coach' });
    await user.clear(box);
    await user.type(box, 'pedro');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(shownNames()).toEqual(expectedNames({ name: 'pedro' })));
    act(() => router.history.back());
    await waitFor(() => expect(router.state.location.search).toEqual({ name: 'ana' }));
    await waitFor(() => expect(shownNames()).toEqual(expectedNames({ name: 'ana' }).slice(0, 10)));
    expect(screen.getByRole('searchbox', { name: 'Nome do coach' })).toHaveValue('ana');
  });

  it('a hand-edited link with values that are no filters searches without them', async () => {
    await openList('/coaches_list?country=-1&state=SP&category=vip&name=%20%20&expertise=&lang=pt');
    await waitFor(() => expect(shownNames()).toEqual(expectedNames({}).slice(0, 10)));
    expect(Object.fromEntries(searches[0]!)).toEqual({ page: '0', order: 'coachingHours', qtd: '10' });
    expect(screen.getByRole('combobox', { name: 'País' })).toHaveValue('-1');
  });

  it('submitting the search shown runs it again from its first page', async () => {
    const user = userEvent.setup();
    await openList('/coaches_list?name=a');
    const all = expectedNames({ name: 'a' });
    await waitFor(() => expect(searches).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(shownNames()).toEqual(all.slice(10, 20)));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(shownNames()).toEqual(all.slice(0, 10)));
    expect(screen.getByText(`Página 1 de ${Math.ceil(all.length / 10)}`)).toBeInTheDocument();
    await waitFor(() => expect(searches.map((s) => s.get('page'))).toEqual(['0', '1', '2', '0', '1']));
  });

  it('back from a coach’s site, the list shows the pages it had and its pager, without asking again', async () => {
    const user = userEvent.setup();
    const { router } = await openList();
    const all = expectedNames({});
    await waitFor(() => expect(searches).toHaveLength(2));
    for (const shown of [20, 30]) {
      act(() => mockAllIsIntersecting(true));
      await waitFor(() => expect(shownNames()).toHaveLength(shown));
      act(() => mockAllIsIntersecting(false));
    }
    const pager = `Página 3 de ${Math.ceil(all.length / 10)}`;
    expect(screen.getByText(pager)).toBeInTheDocument();
    await waitFor(() => expect(searches).toHaveLength(4));
    const asked = searches.length;

    const coach = publishedCoaches.find((profile) => `${profile.firstName} ${profile.secondName}` === all[25])!;
    await user.click(within(resultsList()!).getByRole('link', { name: all[25] }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${coach.username}`));
    act(() => router.history.back());
    await waitFor(() => expect(shownNames()).toEqual(all.slice(0, 30)));
    expect(screen.getByText(pager)).toBeInTheDocument();
    expect(searches).toHaveLength(asked);
  });

  it('works in English: labels, country names and expertise names follow the language', async () => {
    const user = userEvent.setup();
    await renderApp('/coaches_list', { locale: 'en' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /coaches found/ })).toBeInTheDocument());
    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(within(country).getByRole('option', { name: 'Brazil' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /Expertises/ }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Family' })).toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Family' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches.some((s) => s.get('expertise') === 'Família')).toBe(true));
    await waitFor(() =>
      expect(within(resultsList()!).getAllByRole('list', { name: 'Expertises' })[0]).toHaveTextContent('Family'),
    );
  });
});
