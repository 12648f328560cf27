/**
 * The document head as the routes give it (their head(), rendered by <HeadContent> in the root
 * route): the title "<page> · Coachly" and the sharing tags, from the route's data where the page
 * has some, in the active language, one tag of each, none left behind by the previous page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { resetIntersectionMocking } from 'react-intersection-observer/test-utils';
import { server } from '../msw-server';
import { renderApp } from '../utils/render';
import { coaches } from '@/mocks/seed/coaches';
import { installBrowserStubs, sortedPosts } from './blog-fixtures';

const V2 = 'http://localhost:3000/__demo/api/v2';

const ORIGIN = window.location.origin;

/** The head's canonical address and its alternates, as `[hreflang, href]`. */
function addresses() {
  const canonical = document.head.querySelectorAll('link[rel="canonical"]');
  if (canonical.length > 1) throw new Error(`${canonical.length} canonical links`);
  return {
    canonical: canonical[0]?.getAttribute('href'),
    alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  };
}

/** The content of the head's tag with this name or property; it fails when there are two. */
function content(key: string): string | undefined {
  const found = document.head.querySelectorAll<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`);
  if (found.length > 1) throw new Error(`${found.length} tags for ${key}`);
  return found[0]?.content;
}

beforeEach(() => {
  installBrowserStubs();
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  resetIntersectionMocking();
  vi.unstubAllGlobals();
});

describe('the document head', () => {
  it("titles a coach's site with the name from the coach metadata, its share card as its picture", async () => {
    const user = userEvent.setup();
    const ana = coaches.find((coach) => coach.username === 'ana-souza')!;
    expect(ana.photoUrl).toBeTruthy();
    server.use(
      http.get(`${V2}/coaches/public/coach/ana-souza`, () =>
        HttpResponse.json({
          url: 'https://coachly.example/ana-souza',
          name: 'Ana Souza, coach de carreira',
          description: 'Carreira com propósito. '.repeat(20),
        }),
      ),
    );
    await renderApp('/ana-souza');
    await waitFor(() => expect(document.title).toBe('Ana Souza, coach de carreira · Coachly'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(content('og:title')).toBe('Ana Souza, coach de carreira');
    expect(content('twitter:title')).toBe('Ana Souza, coach de carreira');
    expect(content('og:type')).toBe('profile');
    // The page's own address, not the one the coach metadata names.
    expect(content('og:url')).toBe(`${ORIGIN}/ana-souza`);
    expect(addresses()).toEqual({
      canonical: `${ORIGIN}/ana-souza`,
      alternates: [
        ['pt', `${ORIGIN}/ana-souza`],
        ['en', `${ORIGIN}/ana-souza?lang=en`],
        ['es', `${ORIGIN}/ana-souza?lang=es`],
        ['x-default', `${ORIGIN}/ana-souza`],
      ],
    });
    expect(content('og:image')).toMatch(new RegExp(`^${ORIGIN}/share/coach/ana-souza\\.png\\?v=`));
    expect(content('twitter:card')).toBe('summary_large_image');
    const description = content('description')!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/^Carreira com propósito\..*…$/);
    expect(content('og:description')).toBe(description);

    // The site's own language selector: a name is no text to translate, the site's labels are.
    const nav = await screen.findByRole('navigation', { name: /Ana Souza/ });
    await user.selectOptions(within(nav).getByRole('combobox', { name: 'Idioma' }), 'en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(await screen.findByRole('link', { name: 'About me' })).toBeInTheDocument();
    expect(document.title).toBe('Ana Souza, coach de carreira · Coachly');
    expect(content('og:title')).toBe('Ana Souza, coach de carreira');
    // The address names the language, and so does the canonical address.
    await waitFor(() => expect(addresses().canonical).toBe(`${ORIGIN}/ana-souza?lang=en`));
    expect(content('og:url')).toBe(`${ORIGIN}/ana-souza?lang=en`);
    expect(addresses().alternates).toHaveLength(4);
  });

  it('translates the title and the description when the visitor switches to English', async () => {
    const user = userEvent.setup();
    await renderApp('/help');
    await waitFor(() => expect(document.title).toBe('Central de Ajuda · Coachly'));
    expect(content('og:title')).toBe('Central de Ajuda');
    expect(content('description')).toBe(
      'Como encontrar um coach, pedir uma sessão experimental gratuita e, para coaches, criar, editar e publicar seu site na Coachly.',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    await waitFor(() => expect(document.title).toBe('Help Center · Coachly'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(content('og:title')).toBe('Help Center');
    expect(content('twitter:title')).toBe('Help Center');
    expect(content('description')).toBe(
      'How to find a coach and ask for a free trial session and, for coaches, how to create, edit and publish your site on Coachly.',
    );
    expect(content('og:image')).toBe(`${ORIGIN}/share/page/help.png?lang=en`);
    expect(content('og:image:alt')).toBe('Coachly: Help Center for visitors and coaches.');
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(addresses().canonical).toBe(`${ORIGIN}/help?lang=en`));
  });

  it('titles a post no one wrote as not found, in the language the visitor switches to', async () => {
    const user = userEvent.setup();
    await renderApp('/blog/post/essa-postagem-nao-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Postagem não encontrada' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Postagem não encontrada · Coachly'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'es');
    await waitFor(() => expect(document.title).toBe('Publicación no encontrada · Coachly'));
    expect(content('og:title')).toBe('Publicación no encontrada');
    // Nobody's landing page: no address of its own, and out of search engines.
    expect(content('robots')).toBe('noindex');
    expect(addresses()).toEqual({ canonical: undefined, alternates: [] });
  });

  it("drops a post's card and description when the visitor moves on to a page without them", async () => {
    const post = sortedPosts.find((candidate) => candidate.thumbnail && candidate.description)!;
    const { router } = await renderApp(`/blog/post/${post.meta.slug}`);
    await waitFor(() => expect(document.title).toBe(`${post.title} · Coachly`));
    expect(content('og:image')).toBe(`${ORIGIN}/share/post/${post.meta.slug}.png`);
    expect(content('og:type')).toBe('article');
    const structured = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@graph'?: unknown[] };
    expect(structured['@graph']).toContainEqual(
      expect.objectContaining({ '@type': 'BlogPosting', headline: post.title }),
    );

    await router.navigate({ to: '/help' });
    await waitFor(() => expect(document.title).toBe('Central de Ajuda · Coachly'));
    expect(content('og:image')).toBe(`${ORIGIN}/share/page/help.png`);
    expect(content('twitter:image')).toBe(`${ORIGIN}/share/page/help.png`);
    expect(content('description')).not.toBe(post.description);
    expect(content('og:url')).toBe(`${ORIGIN}/help`);
    expect(addresses().canonical).toBe(`${ORIGIN}/help`);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('names the blog category or the search in the title, also when moving between them', async () => {
    const { router } = await renderApp('/blog');
    await waitFor(() => expect(document.title).toBe('Blog · Coachly'));
    await router.navigate({ to: '/blog/$category', params: { category: 'lideranca' } });
    await waitFor(() => expect(document.title).toBe('Blog: Liderança · Coachly'));
    expect(content('og:url')).toBe(`${ORIGIN}/blog/lideranca`);
    await router.navigate({ to: '/blog/$category', params: { category: 'carreira' } });
    await waitFor(() => expect(document.title).toBe('Blog: Carreira · Coachly'));
    await router.navigate({ to: '/blog', search: { q: 'metas' } });
    await waitFor(() => expect(document.title).toBe('Busca no blog: metas · Coachly'));
  });

  it('titles the landing page by its mode', async () => {
    const { router } = await renderApp('/search');
    await waitFor(() => expect(document.title).toBe('Buscar coaches · Coachly'));
    await router.navigate({ to: '/home' });
    await waitFor(() => expect(document.title).toBe('Encontre seu coach · Coachly'));
  });
});
