import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { server } from '../msw-server';
import { renderApp } from '../utils/render';
import { publishedCoaches } from '@/mocks/seed/coaches';
import { blogPosts } from '@/mocks/seed/blog';
import { statistics } from '@/mocks/seed/statistics';
import { searchProfiles } from '@/mocks/search';
import { CONTACT_US_URL } from '@/features/home/contact-us';
import { setFaults } from '@/mocks/fault-switch';

let requests: URL[] = [];

beforeEach(() => {
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
  vi.stubGlobal('scrollTo', vi.fn());
  Element.prototype.scrollIntoView = vi.fn();
  requests = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url));
  });
});

afterEach(() => {
  resetIntersectionMocking();
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

/** Renders the landing page and brings its below-the-fold sections into view. */
async function openHome(url = '/home', options?: Parameters<typeof renderApp>[1]) {
  const view = await renderApp(url, options);
  await waitFor(() => expect(document.getElementById('featured_coaches')).not.toBeNull());
  // The sections' observer loads after the page: bring them into view once it watches them.
  await waitFor(() => expect(window.IntersectionObserver).toHaveBeenCalled());
  act(() => mockAllIsIntersecting(true));
  return view;
}

const pt = (value: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(value);

describe('home page', () => {
  it('shows the sections in the spec’s order, with their anchors', async () => {
    const view = await openHome('/home');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = [
      'Busque por nome, local e especialidade',
      'Por que escolher a Coachly',
      'Coaches em destaque',
      'Áreas de transformação',
      'Categorias de coaches',
      'Últimos artigos do blog',
      'Fale conosco',
    ];
    expect(headings.filter((heading) => order.includes(heading ?? ''))).toEqual(order);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Encontre o coach certo para a sua próxima conquista',
    );
    for (const id of ['search_coach', 'benefits', 'featured_coaches', 'transformation_areas', 'contact_us']) {
      expect(view.container.querySelector(`section#${id}`)).not.toBeNull();
    }
    const benefits = within(view.container.querySelector('#benefits')!).getAllByRole('heading', { level: 3 });
    expect(benefits.map((heading) => heading.textContent)).toEqual([
      'Milhares de coaches',
      'Online e presencial',
      'Horários flexíveis',
    ]);
    const areas = within(view.container.querySelector('#transformation_areas')!).getAllByRole('heading', { level: 3 });
    expect(areas.map((heading) => heading.textContent)).toEqual(['Emocional', 'Business', 'Familiar']);
    await waitFor(() =>
      expect(within(view.container.querySelector('#featured_coaches')!).getAllByRole('article')).toHaveLength(10),
    );
    const categories = await screen.findByRole('region', { name: 'Tipos de coach' });
    expect(
      within(categories)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Coach', 'Select', 'Trainer']);
  });

  it('shows hours, sessions and coachees from the dashboard and the featured coaches by coaching hours', async () => {
    await openHome('/home');
    const featured = document.getElementById('featured_coaches')!;
    await waitFor(() => expect(within(featured).getByText(pt(Math.trunc(statistics.horas)))).toBeInTheDocument());
    expect(within(featured).getByText(pt(statistics.sessoes))).toBeInTheDocument();
    expect(within(featured).getByText(pt(statistics.coachees))).toBeInTheDocument();
    expect(within(featured).getByText('Horas de coaching')).toBeInTheDocument();
    expect(within(featured).getByText('Sessões realizadas')).toBeInTheDocument();
    expect(within(featured).getByText('Vidas transformadas')).toBeInTheDocument();
    const types = requests
      .filter((url) => url.pathname.endsWith('/admin/public/dashboard'))
      .map((url) => url.searchParams.get('type'));
    expect([...new Set(types)].sort()).toEqual(['coachees', 'horas', 'sessoes']);

    const carousel = await within(featured).findByRole('region', { name: 'Coaches com mais horas de coaching' });
    const expected = searchProfiles(publishedCoaches, { page: 0, qtd: 10 }).profiles;
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(expected.length);
    expect(
      within(slides[0]!).getByRole('link', { name: `${expected[0]!.firstName} ${expected[0]!.secondName}` }),
    ).toHaveAttribute('href', `/${expected[0]!.username}`);
    expect(within(carousel).getByRole('button', { name: 'Próximo' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
  });

  it('shows the 4 latest blog posts with a link to see more, and the contact link', async () => {
    await openHome('/home');
    const carousel = await screen.findByRole('region', { name: 'Artigos recentes' });
    const latest = [...blogPosts].sort((a, b) => b.last_published_at.localeCompare(a.last_published_at)).slice(0, 4);
    expect(
      within(carousel)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(latest.map((post) => post.title));
    expect(screen.getByRole('link', { name: 'Ver mais posts' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: /Entrar em contato/ })).toHaveAttribute('href', CONTACT_US_URL);
    const blogRequest = requests.find((url) => url.pathname.endsWith('/pages/'));
    expect(blogRequest?.searchParams.get('limit')).toBe('4');
  });

  it('a failed list of latest posts says so and offers a retry, never that there are no posts', async () => {
    setFaults([{ operation: 'listBlogPages', status: 500 }]);
    onTestFinished(() => setFaults([]));
    await openHome('/home');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as postagens.');
    expect(screen.queryByText('Nenhuma postagem encontrada')).not.toBeInTheDocument();

    setFaults([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Artigos recentes' })).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar as postagens.')).not.toBeInTheDocument();
  });

  it('the search form opens the coaches list with the filters in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await openHome('/home');
    await user.type(screen.getByRole('searchbox', { name: 'Nome do coach' }), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Trainer' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coaches_list'));
    expect(router.state.location.search).toEqual({ name: 'Ana', category: ['trainer'] });
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Nome do coach' })).toHaveValue('Ana'));
  });

  it('"Encontre seu coach" takes the visitor to the search form', async () => {
    const user = userEvent.setup();
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    await openHome('/home');
    const intro = screen.getByRole('region', { name: /Encontre o coach certo/ });
    await user.click(within(intro).getByRole('button', { name: 'Encontre seu coach' }));
    expect(screen.getByRole('searchbox', { name: 'Nome do coach' })).toHaveFocus();
    expect(scroll.mock.contexts.some((element) => (element as Element).id === 'search_coach')).toBe(true);
  });

  it('opening an anchor scrolls to its section on first load', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    await openHome('/home#contact_us');
    await waitFor(() =>
      expect(scroll.mock.contexts.some((element) => (element as Element).id === 'contact_us')).toBe(true),
    );
  });

  it('/search is the landing page in search mode: the name field has the focus', async () => {
    await openHome('/search?name=Ana');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Nome do coach' })).toHaveFocus());
    expect(screen.getByRole('searchbox', { name: 'Nome do coach' })).toHaveValue('Ana');
  });

  it('transformation areas and categories open the list filtered by them', async () => {
    await openHome('/home');
    expect(screen.getByRole('link', { name: /Ver coaches de área emocional/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/coaches_list?expertise='),
    );
    const select = screen.getByRole('link', { name: /Ver coaches Select/ });
    expect(decodeURIComponent(select.getAttribute('href') ?? '')).toContain('category=');
    expect(decodeURIComponent(select.getAttribute('href') ?? '')).toContain('select');
  });

  it('is translated into Spanish', async () => {
    await openHome('/home', { locale: 'es' });
    expect(screen.getByRole('heading', { level: 2, name: 'Por qué elegir Coachly' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Coaches destacados' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver más publicaciones' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Nombre del coach' })).toBeInTheDocument();
    expect(await screen.findByText('Sesiones realizadas')).toBeInTheDocument();
  });
});
