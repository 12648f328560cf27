/**
 * The API calls the route preloader starts before the app runs (src/lib/early-requests.ts): each
 * is exactly the request the page's loader makes, and the HTTP layer takes the answer once
 * instead of asking again, falling back to its own request when that answer failed or is old.
 */
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, RequestTimeoutError } from '@/api/errors';
import { getGetPublicProfileQueryOptions } from '@/api/gen/api-v1/profiles/profiles';
import { getGetCoachMetaQueryOptions } from '@/api/gen/api-v2/coaches/coaches';
import { request, setRequestTimeouts } from '@/api/http';
import {
  categoriesOptions,
  postBySlugOptions,
  postsListOptions,
  suggestionsOptions,
} from '@/features/blog/api/blog-queries';
import { preloadHeroImage } from '@/features/coach-site/hero-images';
import { FALLBACK_TEMPLATE, TEMPLATES } from '@/features/coach-site/theme';
import { coaches } from '@/mocks/seed/coaches';
import { EARLY_GLOBAL, EARLY_MAX_AGE_MS } from '@/lib/early-requests';
import { serviceBase } from '@/lib/env';
import { preloadRoute } from '@/preload/route-preload';
import { PAGES, type PageDeclaration } from '@/routes/-pages';

/** The declarations by a name known only at run time. */
const PAGE_DECLARATIONS: Readonly<Record<string, PageDeclaration | undefined>> = PAGES;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The preloader's store, as the page would have it. */
const answers = () => {
  const global = window as unknown as Record<string, Record<string, unknown>>;
  global[EARLY_GLOBAL] ??= {};
  return global[EARLY_GLOBAL];
};

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
});

/** The absolute URL an early call of a route stands for, parameters filled in. */
function earlyUrl(route: string, index: number, params: Record<string, string> = {}): string {
  const [service, path] = PAGE_DECLARATIONS[route]!.early!.requests[index]!;
  return new URL(serviceBase(service) + path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!)).href;
}

/** The URL a query's function asks the network for. */
async function requestedUrl(options: { queryFn?: unknown }): Promise<string> {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ items: [], meta: { total_count: 0 } }));
  const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
  await queryFn({ signal: new AbortController().signal });
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const [input] = fetchSpy.mock.calls[0]!;
  fetchSpy.mockRestore();
  return new URL(input instanceof Request ? input.url : String(input)).href;
}

describe('the early calls', () => {
  it('are made by the pages below, each held to its requests', () => {
    const pages = Object.entries(PAGE_DECLARATIONS).filter(([, page]) => page?.early);
    expect(pages.map(([name]) => name).sort()).toEqual(['$username', 'blog._list.index', 'blog.post.$slug']);
    expect(pages.map(([, page]) => page?.early?.requests.length)).toEqual([2, 2, 2]);
  });

  it('are the requests a coach site’s loader makes', async () => {
    expect(await requestedUrl(getGetPublicProfileQueryOptions('ana-souza'))).toBe(
      earlyUrl('$username', 0, { username: 'ana-souza' }),
    );
    expect(await requestedUrl(getGetCoachMetaQueryOptions('ana-souza'))).toBe(
      earlyUrl('$username', 1, { username: 'ana-souza' }),
    );
  });

  it('are the requests the blog list’s first page makes', async () => {
    expect(await requestedUrl(categoriesOptions())).toBe(earlyUrl('blog._list.index', 0));
    expect(await requestedUrl(postsListOptions(null, ''))).toBe(earlyUrl('blog._list.index', 1));
  });

  it('are the requests a blog post’s loader makes', async () => {
    expect(await requestedUrl(postBySlugOptions('um-post.2'))).toBe(
      earlyUrl('blog.post.$slug', 0, { slug: 'um-post.2' }),
    );
    expect(await requestedUrl(suggestionsOptions())).toBe(earlyUrl('blog.post.$slug', 1));
  });

  it('preload the code of every template, named by the profile’s theme', () => {
    const follow = PAGES.$username.early.follow;
    expect(Object.keys(follow.modules)).toEqual([...TEMPLATES]);
    for (const path of Object.values(follow.modules)) expect(existsSync(path)).toBe(true);
    expect(follow.fallback).toBe(FALLBACK_TEMPLATE);
  });
});

describe('the HTTP layer and an early answer', () => {
  const url = () => new URL(`${serviceBase('v1')}/profiles/ana-souza`).href;

  it('takes the answer instead of asking, once', async () => {
    answers()[url()] = { at: performance.now(), response: Promise.resolve(json({ username: 'early' })) };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ username: 'asked' }));
    expect((await request('v1', '/profiles/ana-souza')).data).toEqual({ username: 'early' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect((await request('v1', '/profiles/ana-souza')).data).toEqual({ username: 'asked' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('reports an error status of the answer as its own', async () => {
    answers()[url()] = { at: performance.now(), response: Promise.resolve(json({ error: 'not_found' }, 404)) };
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const error = await request('v1', '/profiles/ana-souza').catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks itself when the early request failed or the answer is too old', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(json({ username: 'asked' })));
    answers()[url()] = { at: performance.now(), response: Promise.reject(new TypeError('Failed to fetch')) };
    expect((await request('v1', '/profiles/ana-souza')).data).toEqual({ username: 'asked' });
    answers()[url()] = {
      at: performance.now() - EARLY_MAX_AGE_MS - 1,
      response: Promise.resolve(json({ username: 'stale' })),
    };
    expect((await request('v1', '/profiles/ana-souza')).data).toEqual({ username: 'asked' });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('gives up on an answer that does not come within the time limit', async () => {
    setRequestTimeouts({ json: 50 });
    try {
      answers()[url()] = { at: performance.now(), response: new Promise<Response>(() => undefined) };
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      await expect(request('v1', '/profiles/ana-souza')).rejects.toBeInstanceOf(RequestTimeoutError);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      setRequestTimeouts();
    }
  });

  it('never gives an owner’s call an answer meant for a visitor', async () => {
    const me = new URL(`${serviceBase('v1')}/profiles/me`).href;
    answers()[me] = { at: performance.now(), response: Promise.resolve(json({ username: 'early' })) };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ username: 'owner' }));
    expect((await request('v1', '/profiles/me')).data).toEqual({ username: 'owner' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

describe('the early hero picture', () => {
  /** The picture each width gets from image preloads: the one whose media fits, or has none. */
  const byWidth = (links: { href: string | null; media: string | null }[]) => ({
    mobile: links.find((link) => !link.media || link.media.includes('max-width'))?.href ?? null,
    desktop: links.find((link) => !link.media || link.media.includes('min-width'))?.href ?? null,
  });
  const imageLinks = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
      href: link.getAttribute('href'),
      media: link.getAttribute('media'),
    }));

  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.history.pushState(null, '', '/');
    vi.unstubAllGlobals();
  });

  it('is the picture the app preloads for every seed coach, at each width', async () => {
    const data = {
      base: '/',
      redirects: {},
      locale: { param: 'lang', storageKey: 'test.lang', values: ['pt'], fallback: 'pt' },
      routes: [
        {
          route: '$username',
          pattern: '^/(?<username>[^/]+)/?$',
          files: [],
          early: {
            global: EARLY_GLOBAL,
            urls: ['https://api.example/profiles/{username}'],
            // The template's code comes from the same reading of the answer as the picture.
            follow: {
              request: 0,
              field: 'theme',
              files: Object.fromEntries(TEMPLATES.map((template) => [template, [`assets/${template}.js`]])),
              fallback: FALLBACK_TEMPLATE,
            },
            pictures: PAGES.$username.early.pictures,
          },
        },
      ],
    };
    for (const profile of coaches) {
      preloadHeroImage(profile);
      const app = byWidth(imageLinks());
      document.head.querySelectorAll('link').forEach((link) => link.remove());

      vi.stubGlobal('fetch', () => Promise.resolve(json(profile)));
      window.history.pushState(null, '', `/${profile.username}`);
      await preloadRoute(data);
      await vi.waitFor(() => expect(document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull(), {
        interval: 1,
      });
      expect(byWidth(imageLinks()), `${profile.username} (${profile.theme})`).toEqual(app);
      document.head.querySelectorAll('link').forEach((link) => link.remove());
    }
  });
});
