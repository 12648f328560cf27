import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { resetIntersectionMocking } from 'react-intersection-observer/test-utils';
import { server } from '../msw-server';
import { renderApp } from '../utils/render';
import { HOSTILE_MARKERS, HOSTILE_POST_SLUGS, blogPosts } from '@/mocks/seed/blog';
import { formatLongDate } from '@/lib/format';
import { BLOG, blogHandlers, createBlogApi, installBrowserStubs, sortedPosts, type BlogApi } from './blog-fixtures';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

let api: BlogApi;

beforeEach(() => {
  installBrowserStubs();
  api = createBlogApi();
  server.use(...blogHandlers(api));
});

afterEach(() => {
  resetIntersectionMocking();
});

const post =
  sortedPosts.find((p) => !HOSTILE_POST_SLUGS.includes(p.meta.slug) && p.categories && p.categories.length > 1) ??
  sortedPosts[5]!;
const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('blog post page', () => {
  it('shows the title, description, author, first category, long publication date and body', async () => {
    await renderApp(`/blog/post/${post.meta.slug}`);
    const article = await screen.findByRole('article', { name: post.title });
    expect(within(article).getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(within(article).getByText(post.description)).toBeInTheDocument();
    expect(within(article).getByText(post.author)).toBeInTheDocument();
    const category = post.categories[0]!;
    expect(within(article).getByRole('link', { name: category.name })).toHaveAttribute(
      'href',
      `/blog/${category.slug}`,
    );
    for (const other of post.categories.slice(1)) {
      expect(within(article).queryByRole('link', { name: other.name })).not.toBeInTheDocument();
    }
    const time = article.querySelector('time');
    expect(time).toHaveAttribute('datetime', post.last_published_at);
    expect(time).toHaveTextContent(formatLongDate(post.last_published_at, 'pt'));
    expect(time?.textContent).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/);
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  });

  it('shows the date in the active language’s long format', async () => {
    await renderApp(`/blog/post/${post.meta.slug}`, { locale: 'en' });
    const article = await screen.findByRole('article', { name: post.title });
    expect(article.querySelector('time')?.textContent).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(screen.getByRole('heading', { level: 2, name: 'See also' })).toBeInTheDocument();
  });

  it('suggests 2 posts taken from the 3 latest, never the post being read', async () => {
    const latest = sortedPosts[0]!;
    await renderApp(`/blog/post/${latest.meta.slug}`);
    const section = await screen.findByRole('region', { name: 'Veja também' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(2));
    const titles = within(section)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual([sortedPosts[1]!.title, sortedPosts[2]!.title]);
    const suggestionRequest = api.requests.find((url) => url.searchParams.get('limit') === '3');
    expect(suggestionRequest?.searchParams.get('order')).toBe('-last_published_at');
  });

  it('a post that is not among the latest gets the 2 newest as suggestions', async () => {
    await renderApp(`/blog/post/${post.meta.slug}`);
    const section = await screen.findByRole('region', { name: 'Veja também' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(2));
    expect(within(section).queryByText(post.title)).not.toBeInTheDocument();
  });

  it('opening a suggestion shows that post', async () => {
    const user = userEvent.setup();
    const latest = sortedPosts[0]!;
    const { router } = await renderApp(`/blog/post/${latest.meta.slug}`);
    const section = await screen.findByRole('region', { name: 'Veja também' });
    await user.click(await within(section).findByRole('link', { name: sortedPosts[1]!.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blog/post/${sortedPosts[1]!.meta.slug}`));
    expect(await screen.findByRole('heading', { level: 1, name: sortedPosts[1]!.title })).toBeInTheDocument();
  });

  it('sets the document title, description and Open Graph tags for sharing', async () => {
    await renderApp(`/blog/post/${post.meta.slug}`);
    await screen.findByRole('article', { name: post.title });
    await waitFor(() => expect(document.title).toBe(`${post.title} · Coachly`));
    expect(meta('meta[name="description"]')).toBe(post.description);
    expect(meta('meta[property="og:title"]')).toBe(post.title);
    expect(meta('meta[property="og:description"]')).toBe(post.description);
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/share/post/${post.meta.slug}.png`);
    expect(meta('meta[property="og:url"]')).toBe(`${window.location.origin}/blog/post/${post.meta.slug}`);
  });

  it('an unknown slug shows a not-found state with a way back to the blog', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/blog/post/essa-postagem-nao-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Postagem não encontrada' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ver todas as postagens' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
  });

  it('a failed post request shows the toast and a retry', async () => {
    const user = userEvent.setup();
    let down = true;
    server.use(
      http.get(`${BLOG}/pages/`, ({ request }) =>
        down && new URL(request.url).searchParams.has('slug')
          ? HttpResponse.json({ error_description: 'Serviço indisponível' }, { status: 500 })
          : undefined,
      ),
    );
    await renderApp(`/blog/post/${post.meta.slug}`);
    expect(await screen.findByText('Serviço indisponível')).toBeInTheDocument();
    down = false;
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
  });

  it.each(HOSTILE_POST_SLUGS.map((slug) => [slug]))(
    'the hostile post %s runs no script and keeps no inline handler',
    async (slug) => {
      window.__xss = undefined;
      const hostile = blogPosts.find((p) => p.meta.slug === slug)!;
      await renderApp(`/blog/post/${slug}`);
      const article = await screen.findByRole('article', { name: hostile.title });
      expect(window.__xss).toBeUndefined();
      const html = article.innerHTML.toLowerCase();
      for (const marker of HOSTILE_MARKERS) expect(html).not.toContain(marker.toLowerCase());
      for (const element of article.querySelectorAll('*')) {
        for (const attribute of Array.from(element.attributes)) expect(attribute.name.startsWith('on')).toBe(false);
      }
      for (const link of article.querySelectorAll('a[target="_blank"]'))
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      for (const image of article.querySelectorAll('img'))
        expect(image).toHaveAttribute('loading', expect.stringMatching(/lazy|eager/));
    },
  );

  it('body images lazy-load and links to other sites open safely', async () => {
    await renderApp(`/blog/post/${post.meta.slug}`);
    const article = await screen.findByRole('article', { name: post.title });
    const body = article.querySelector('h2')!.parentElement!;
    for (const image of body.querySelectorAll('img')) expect(image).toHaveAttribute('loading', 'lazy');
    const external = Array.from(body.querySelectorAll('a')).filter((a) =>
      /^https?:/.test(a.getAttribute('href') ?? ''),
    );
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
