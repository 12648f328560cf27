import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockAllIsIntersecting, resetIntersectionMocking } from 'react-intersection-observer/test-utils';
import { server } from '../msw-server';
import { renderApp } from '../utils/render';
import { blogCategories } from '@/mocks/seed/blog';
import { ListBlogPagesResponse, listBlogPagesQuerySearchMax } from '@/api/gen/blog/zod/blog/blog.zod';
import { BLOG_SEARCH_MAX } from '@machines/lib/blog';
import { BLOG, blogHandlers, createBlogApi, installBrowserStubs, sortedPosts, type BlogApi } from './blog-fixtures';

let api: BlogApi;

beforeEach(() => {
  installBrowserStubs();
  api = createBlogApi();
  server.use(...blogHandlers(api));
});

afterEach(() => {
  resetIntersectionMocking();
  vi.unstubAllGlobals();
});

/** The cards of the post list (not of the slider above it). */
const listCards = () => {
  const section = document.getElementById('blog-list-heading')?.closest('section');
  return section ? within(section).queryAllByRole('article') : [];
};

/** Handlers that give the posts list `times` failing answers, then leave it to the blog. */
function failing(times: number, answer: () => Response) {
  return Array.from({ length: times }, () => http.get(`${BLOG}/pages/`, answer, { once: true }));
}

async function openBlog(url = '/blog') {
  const view = await renderApp(url);
  await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Pesquisar postagens' })).toBeEnabled());
  return view;
}

describe('blog list', () => {
  it('a visitor sees the 10 latest posts, the categories with "Todos" first and a slider of the first 4', async () => {
    await openBlog();
    expect(screen.getByRole('heading', { level: 2, name: 'Todas as postagens' })).toBeInTheDocument();
    await waitFor(() => expect(listCards()).toHaveLength(10));
    const titles = listCards().map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(sortedPosts.slice(0, 10).map((post) => post.title));

    const first = listCards()[0]!;
    const post = sortedPosts[0]!;
    expect(within(first).getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      `/blog/post/${post.meta.slug}`,
    );
    expect(within(first).getByText(`Por ${post.author}`)).toBeInTheDocument();
    expect(within(first).getByText(post.description)).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Categorias' })).toHaveTextContent(post.categories[0]!.name);
    expect(first.querySelector('time')).toHaveAttribute('datetime', post.last_published_at);

    const nav = screen.getByRole('navigation', { name: 'Categorias do blog' });
    const chips = within(nav).getAllByRole('link');
    expect(chips[0]).toHaveTextContent('Todos');
    expect(chips[0]).toHaveAttribute('aria-current', 'page');
    expect(chips.slice(1).map((chip) => chip.textContent)).toEqual(blogCategories.map((category) => category.name));

    const slider = screen.getByRole('region', { name: 'Postagens em destaque' });
    expect(within(slider).getAllByRole('article')).toHaveLength(4);

    const [request] = api.listRequests();
    expect(Object.fromEntries(request!.searchParams)).toEqual({
      type: 'blog.BlogPage',
      fields: '*',
      order: '-last_published_at',
      limit: '10',
      offset: '0',
    });
  });

  it('scrolling to the end of the list loads the next pages until every post is shown', async () => {
    await openBlog();
    await waitFor(() => expect(listCards()).toHaveLength(10));
    act(() => mockAllIsIntersecting(true));
    await waitFor(() => expect(listCards()).toHaveLength(20));
    await waitFor(() => expect(listCards()).toHaveLength(sortedPosts.length));
    expect(await screen.findByText('Você chegou ao fim da lista.')).toBeInTheDocument();
    const offsets = Array.from({ length: Math.ceil(sortedPosts.length / 10) }, (_, page) => String(page * 10));
    expect(api.listRequests().map((url) => url.searchParams.get('offset'))).toEqual(offsets);
    expect(screen.queryByRole('button', { name: 'Carregar mais postagens' })).not.toBeInTheDocument();
  });

  it('the "load more" button also appends the next page', async () => {
    const user = userEvent.setup();
    await openBlog();
    await waitFor(() => expect(listCards()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Carregar mais postagens' }));
    await waitFor(() => expect(listCards()).toHaveLength(20));
  });

  it('choosing a category filters the list by its id, highlights it and clears the search', async () => {
    const user = userEvent.setup();
    const { router } = await openBlog('/blog?q=coach');
    const nav = screen.getByRole('navigation', { name: 'Categorias do blog' });
    await user.click(within(nav).getByRole('link', { name: 'Liderança' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/lideranca'));
    expect(router.state.location.search).toEqual({});
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Liderança' })).toHaveAttribute('aria-current', 'page'),
    );
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Todos' })).not.toHaveAttribute('aria-current'));
    expect(screen.getByRole('searchbox', { name: 'Pesquisar postagens' })).toHaveValue('');
    await screen.findByRole('heading', { level: 2, name: 'Liderança' });
    const expected = sortedPosts.filter((post) => post.categories?.some((c) => c.slug === 'lideranca'));
    await waitFor(() => expect(listCards()).toHaveLength(Math.min(10, expected.length)));
    const last = api.listRequests().at(-1)!;
    expect(last.searchParams.get('categories')).toBe('2');
    expect(last.searchParams.has('search')).toBe(false);
  });

  it('opening /blog/{category} directly lists that category', async () => {
    await openBlog('/blog/financas');
    const expected = sortedPosts.filter((post) => post.categories?.some((c) => c.slug === 'financas'));
    await waitFor(() =>
      expect(listCards().map((card) => within(card).getByRole('heading').textContent)).toEqual(
        expected.slice(0, 10).map((p) => p.title),
      ),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Categorias do blog' })).getByRole('link', { name: 'Finanças' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('a trimmed new term searches every category from /blog; resubmitting it sends no request', async () => {
    const user = userEvent.setup();
    const { router } = await openBlog('/blog/carreira');
    const input = screen.getByRole('searchbox', { name: 'Pesquisar postagens' });
    await user.type(input, '  liderança  {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(router.state.location.search).toEqual({ q: 'liderança' });
    await screen.findByRole('heading', { level: 2, name: 'Resultados para “liderança”' });
    expect(screen.queryByRole('region', { name: 'Postagens em destaque' })).not.toBeInTheDocument();
    const last = api.listRequests().at(-1)!;
    expect(last.searchParams.get('search')).toBe('liderança');
    expect(last.searchParams.has('categories')).toBe(false);

    await waitFor(() => expect(input).toBeEnabled());
    const count = api.requests.length;
    await user.clear(input);
    await user.type(input, 'liderança ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(router.state.location.search).toEqual({ q: 'liderança' });
    // A new term next: its request is the only one since the resubmission.
    await user.clear(input);
    await user.type(input, 'carreira{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Resultados para “carreira”' });
    expect(api.requests.slice(count).map((url) => url.searchParams.get('search'))).toEqual(['carreira']);
  });

  it('the address’s term is read once: trimmed, cut to the API’s limit, a number as its text', async () => {
    expect(BLOG_SEARCH_MAX).toBe(listBlogPagesQuerySearchMax);
    const { router } = await openBlog(`/blog?q=${encodeURIComponent(`  ${'a'.repeat(BLOG_SEARCH_MAX + 20)}`)}`);
    await waitFor(() => expect(api.listRequests()).toHaveLength(1));
    expect(api.listRequests()[0]!.searchParams.get('search')).toBe('a'.repeat(BLOG_SEARCH_MAX));

    await act(() => router.navigate({ to: '/blog', search: { q: 2024 } }));
    await screen.findByRole('heading', { level: 2, name: 'Resultados para “2024”' });
    expect(api.listRequests().at(-1)!.searchParams.get('search')).toBe('2024');

    await act(() => router.navigate({ href: '/blog?q=%20%20' }));
    await screen.findByRole('heading', { level: 2, name: 'Todas as postagens' });
    await waitFor(() => expect(listCards()).toHaveLength(10));
    expect(api.listRequests().at(-1)!.searchParams.has('search')).toBe(false);
  });

  it('a category address with a term lists that category’s matching posts, asking once', async () => {
    await openBlog('/blog/lideranca?q=equipe');
    const expected = sortedPosts.filter(
      (post) =>
        post.categories?.some((c) => c.slug === 'lideranca') &&
        `${post.title} ${post.description}`.toLowerCase().includes('equipe'),
    );
    expect(expected.length).toBeGreaterThan(0);
    await screen.findByRole('heading', { level: 2, name: 'Resultados para “equipe”' });
    await waitFor(() =>
      expect(listCards().map((card) => within(card).getByRole('heading').textContent)).toEqual(
        expected.map((post) => post.title),
      ),
    );
    expect(api.listRequests()).toHaveLength(1);
    expect(api.listRequests()[0]!.searchParams.get('categories')).toBe('2');
    expect(api.listRequests()[0]!.searchParams.get('search')).toBe('equipe');
  });

  it('back from a post, the list shows the pages already loaded without asking for them again', async () => {
    const user = userEvent.setup();
    const { router } = await openBlog();
    await waitFor(() => expect(listCards()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Carregar mais postagens' }));
    await waitFor(() => expect(listCards()).toHaveLength(20));
    const opened = sortedPosts[14]!;
    await user.click(within(listCards()[14]!).getByRole('link', { name: opened.title }));
    await screen.findByRole('heading', { level: 1, name: opened.title });
    const asked = api.listRequests().length;

    act(() => router.history.back());
    await screen.findByRole('heading', { level: 2, name: 'Todas as postagens' });
    expect(listCards()).toHaveLength(20);
    expect(within(listCards()[14]!).getByRole('heading')).toHaveTextContent(opened.title);
    expect(api.listRequests()).toHaveLength(asked);
  });

  it('a quick blog answer is on the first render: the posts show at once, with no placeholders first', async () => {
    await renderApp('/blog');
    expect(listCards()).toHaveLength(10);
    expect(screen.getByRole('searchbox', { name: 'Pesquisar postagens' })).toBeEnabled();
    // The page asked for the first page once: the loader's answer was reused, not asked again.
    expect(api.listRequests()).toHaveLength(1);
  });

  it('on a cold load the slider comes first and the list of cards right after the first paint', async () => {
    // A browser that reports paints and has painted nothing yet: the list waits for the first.
    vi.stubGlobal('PerformanceObserver', Object.assign(class {}, { supportedEntryTypes: ['paint'] }));
    const entries = vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    await renderApp('/blog');
    const slider = screen.getByRole('region', { name: 'Postagens em destaque' });
    expect(within(slider).getAllByRole('article')).toHaveLength(4);
    expect(entries).toHaveBeenCalledWith('paint');
    expect(listCards()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando postagens…');

    await waitFor(() => expect(listCards()).toHaveLength(10));
    expect(screen.getByRole('status')).toHaveTextContent(`${sortedPosts.length} postagens`);
    expect(api.listRequests()).toHaveLength(1);
  });

  it('the search input is disabled while the list loads', async () => {
    // Slower than the route waits for before the first render (it waits for quick answers only).
    api.latency = 700;
    await renderApp('/blog');
    const input = screen.getByRole('searchbox', { name: 'Pesquisar postagens' });
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    await waitFor(() => expect(input).toBeEnabled());
  });

  it('a search with no result shows "Nenhuma postagem encontrada" and the back button returns to every post', async () => {
    const user = userEvent.setup();
    const { router } = await openBlog();
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar postagens' }), 'zzzz inexistente{Enter}');
    expect(await screen.findByText('Nenhuma postagem encontrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao início' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.pathname).toBe('/blog');
    await waitFor(() => expect(listCards()).toHaveLength(10));
    expect(screen.getByRole('searchbox', { name: 'Pesquisar postagens' })).toHaveValue('');
  });

  it('an unknown category shows the empty state without asking for posts', async () => {
    await openBlog('/blog/nao-existe');
    expect(await screen.findByText('Nenhuma postagem encontrada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar ao início' })).toBeInTheDocument();
    expect(api.listRequests()).toHaveLength(0);
  });

  // The route loader's request and the page's own both fail: a failure of the first alone is
  // answered by the second.
  it('a failing blog shows the server message in a toast and can retry', async () => {
    const user = userEvent.setup();
    server.use(
      ...failing(2, () =>
        HttpResponse.json({ error: 'down', error_description: 'Blog em manutenção' }, { status: 503 }),
      ),
    );
    await renderApp('/blog');
    expect(await screen.findByText('Blog em manutenção')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(listCards()).toHaveLength(10));
  });

  it('a failure without a description shows the generic message', async () => {
    server.use(...failing(2, () => new HttpResponse(null, { status: 400 })));
    await renderApp('/blog');
    expect(
      await screen.findByText('Ocorreu um erro, tente novamente ou entre em contato com o suporte!'),
    ).toBeInTheDocument();
  });

  it('serves responses that match the blog contract', async () => {
    await openBlog();
    const response = await fetch(`${window.location.origin}/__demo/blog/api/v2/pages/?type=blog.BlogPage&limit=10`);
    const body: unknown = await response.json();
    expect(() => ListBlogPagesResponse.parse(body)).not.toThrow();
  });

  it('sets the list page title', async () => {
    await openBlog('/blog/carreira');
    await waitFor(() => expect(document.title).toBe('Blog: Carreira · Coachly'));
  });
});
