/**
 * The route preloader (src/preload/route-preload.ts) as the page runs it: at an address, with the
 * data the build wrote into the page, in jsdom's document.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarlyAnswer } from '@/lib/early-requests';
import {
  fillUrl,
  isPlainQuery,
  preloadRoute,
  PRELOAD_DATA_ID,
  readPreloadData,
  type PreloadData,
  type PreloadRoute,
} from '@/preload/route-preload';

const locale = { param: 'lang', storageKey: 'test.lang', values: ['pt', 'en'], fallback: 'pt' };

const routes: PreloadRoute[] = [
  { route: 'blog.post.$slug', pattern: '^/blog/post/(?<slug>[^/]+)/?$', files: ['assets/post-3.js'] },
  { route: 'home', pattern: '^/home/?$', files: ['assets/home-1.js', 'assets/landing-2.css'] },
  {
    route: '$username',
    pattern: '^/(?<username>[^/]+)/?$',
    files: ['assets/site-5.js', 'assets/query-6.js'],
    filesByLocale: { pt: ['assets/site-pt-7.js'], en: ['assets/site-en-8.js'] },
  },
];

const pageData = (overrides: Partial<PreloadData> = {}): PreloadData => ({
  base: '/',
  redirects: { '/': '/home' },
  locale,
  routes,
  ...overrides,
});

/** The preloads the head holds, as `rel href`. */
const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);

/** Runs the preloader at an address, as the page would on arriving there. */
function visit(path: string, data: PreloadData = pageData()): void {
  window.history.pushState(null, '', path);
  void preloadRoute(data);
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  document.body.innerHTML = '';
  localStorage.clear();
  window.history.pushState(null, '', '/');
});

describe('the data in the page', () => {
  it('is read from the JSON element the build writes before the script', () => {
    expect(readPreloadData()).toBeNull();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PRELOAD_DATA_ID;
    element.textContent = JSON.stringify(pageData());
    document.head.append(element);
    expect(readPreloadData()).toEqual(pageData());
    element.remove();
  });
});

describe('the route of the address', () => {
  it('is the first that matches: its files are preloaded, crossorigin as Vite loads them', () => {
    visit('/home');
    const links = [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      href: link.getAttribute('href'),
      crossOrigin: link.getAttribute('crossorigin'),
    }));
    expect(links).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/home-1.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/landing-2.css', crossOrigin: '' },
    ]);
  });

  it('takes the more specific route first, as the data lists them, and follows redirects', () => {
    visit('/blog/post/um-post');
    expect(preloads()).toEqual(['modulepreload /assets/post-3.js']);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    visit('/');
    expect(preloads()).toEqual(['modulepreload /assets/home-1.js', 'preload /assets/landing-2.css']);
  });

  it('serves its files from the build’s base', () => {
    visit('/home', pageData({ base: '/app/' }));
    expect(preloads()).toEqual(['modulepreload /app/assets/home-1.js', 'preload /app/assets/landing-2.css']);
  });

  it('adds nothing for an address no route matches', () => {
    visit('/a/b/c');
    expect(preloads()).toEqual([]);
  });
});

describe('the visitor’s language', () => {
  const siteFiles = (language: string) => [
    'modulepreload /assets/site-5.js',
    'modulepreload /assets/query-6.js',
    `modulepreload /assets/site-${language}-${language === 'pt' ? 7 : 8}.js`,
  ];

  it('is the address’s first, then the stored choice, then the fallback', () => {
    localStorage.setItem('test.lang', 'pt');
    visit('/ana-souza?lang=en');
    expect(preloads()).toEqual(siteFiles('en'));
    document.head.querySelectorAll('link').forEach((link) => link.remove());

    localStorage.setItem('test.lang', 'en');
    visit('/ana-souza');
    expect(preloads()).toEqual(siteFiles('en'));
    document.head.querySelectorAll('link').forEach((link) => link.remove());

    localStorage.setItem('test.lang', 'xx');
    visit('/ana-souza?lang=yy');
    expect(preloads()).toEqual(siteFiles('pt'));
  });

  it('falls back when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    visit('/ana-souza');
    expect(preloads()).toEqual(siteFiles('pt'));
  });

  it('adds no language files to a route that has none', () => {
    visit('/home?lang=en');
    expect(preloads()).toEqual(['modulepreload /assets/home-1.js', 'preload /assets/landing-2.css']);
  });
});

describe('the plain address', () => {
  it('has no query but the language', () => {
    expect(isPlainQuery('', 'lang')).toBe(true);
    expect(isPlainQuery('?lang=en', 'lang')).toBe(true);
    expect(isPlainQuery('?lang=', 'lang')).toBe(true);
    expect(isPlainQuery('?q=x', 'lang')).toBe(false);
    expect(isPlainQuery('?lang=en&q=x', 'lang')).toBe(false);
    expect(isPlainQuery('?q=x&lang=en', 'lang')).toBe(false);
  });

  it('fills an early call’s parameters only with plain words', () => {
    expect(fillUrl('https://api.example/profiles/{username}', { username: 'ana-souza.2' })).toBe(
      'https://api.example/profiles/ana-souza.2',
    );
    expect(fillUrl('https://api.example/profiles/{username}', { username: 'ana%20souza' })).toBeNull();
    expect(fillUrl('https://api.example/profiles/{username}', {})).toBeNull();
    expect(fillUrl('https://api.example/categories/', {})).toBe('https://api.example/categories/');
  });
});

describe('the early API calls', () => {
  const templates = {
    'template-1': ['assets/t1-8.js', 'assets/t1-9.css'],
    'template-3': ['assets/t3-11.js'],
    'template-5': ['assets/t5-10.js'],
  };
  const earlyRoutes: PreloadRoute[] = [
    {
      route: 'blog.post.$slug',
      pattern: '^/blog/post/(?<slug>[^/]+)/?$',
      files: ['assets/post-3.js'],
      early: {
        global: '__early',
        urls: ['https://blog.example/api/pages/?slug={slug}&limit=1', 'https://blog.example/api/suggestions/'],
      },
    },
    {
      route: '$username',
      pattern: '^/(?<username>[^/]+)/?$',
      files: ['assets/site-5.js'],
      early: {
        global: '__early',
        urls: ['https://api.example/v1/profiles/{username}'],
        follow: { request: 0, field: 'theme', files: templates, fallback: 'template-5' },
        pictures: {
          request: 0,
          unless: { field: 'theme', values: ['template-3'] },
          from: [
            { paths: ['background.mobile', 'banner'], media: '(max-width: 767px)' },
            { paths: ['background.desktop', 'banner'], media: '(min-width: 768px)' },
          ],
        },
      },
    },
  ];
  const data = pageData({ routes: earlyRoutes });

  let answer: unknown;
  let status: number;
  const fetchSpy = vi.fn((url: string, init: RequestInit) => {
    void url;
    void init;
    return Promise.resolve(new Response(JSON.stringify(answer), { status }));
  });
  /** Where the preloader left its answers for the app. */
  const early = () => (window as unknown as { __early?: Record<string, EarlyAnswer> }).__early;

  beforeEach(() => {
    answer = {};
    status = 200;
    fetchSpy.mockClear();
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as unknown as Record<string, unknown>).__early;
  });

  it('ask for the page’s data as JSON and leave each answer for the app, by absolute URL', async () => {
    const before = performance.now();
    visit('/blog/post/um-post?lang=en', data);
    expect(fetchSpy.mock.calls.map(([url, init]) => [url, init])).toEqual([
      ['https://blog.example/api/pages/?slug=um-post&limit=1', { headers: { Accept: 'application/json' } }],
      ['https://blog.example/api/suggestions/', { headers: { Accept: 'application/json' } }],
    ]);
    const left = early()?.['https://blog.example/api/pages/?slug=um-post&limit=1'];
    expect(left?.at).toBeGreaterThanOrEqual(before);
    expect((await left?.response)?.ok).toBe(true);
  });

  it('ask nothing on a filtered address, nor with a parameter no encoding leaves alone', () => {
    visit('/blog/post/um-post?search=x', data);
    expect(fetchSpy).not.toHaveBeenCalled();
    // The app still finds where answers are kept, empty.
    expect(early()).toEqual({});
    visit('/blog/post/um%20post', data);
    visit('/blog/post/um%2Fpost', data);
    // The call that uses no parameter is asked for all the same.
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      'https://blog.example/api/suggestions/',
      'https://blog.example/api/suggestions/',
    ]);
    fetchSpy.mockClear();
    visit('/ana-souza.2', data);
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['https://api.example/v1/profiles/ana-souza.2']);
  });

  it('preload the code the answer names, or the fallback’s', async () => {
    answer = { theme: 'template-1' };
    visit('/ana-souza', data);
    await vi.waitFor(() =>
      expect(preloads()).toEqual([
        'modulepreload /assets/site-5.js',
        'modulepreload /assets/t1-8.js',
        'preload /assets/t1-9.css',
      ]),
    );
    document.head.querySelectorAll('link').forEach((link) => link.remove());

    answer = { theme: 'constructor' };
    visit('/ana-souza', data);
    await vi.waitFor(() =>
      expect(preloads()).toEqual(['modulepreload /assets/site-5.js', 'modulepreload /assets/t5-10.js']),
    );
  });

  it('preload nothing more when the answer is an error', async () => {
    status = 404;
    answer = { theme: 'template-1', background: { mobile: '/m.jpg' } };
    window.history.pushState(null, '', '/ana-souza');
    const done = preloadRoute(data);
    // The app takes the failed answer as its own.
    expect((await early()?.['https://api.example/v1/profiles/ana-souza']?.response)?.status).toBe(404);
    await done;
    expect(preloads()).toEqual(['modulepreload /assets/site-5.js']);
  });

  describe('and the pictures', () => {
    const pictures = () =>
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('media'),
        link.getAttribute('fetchpriority'),
      ]);
    /** Runs the preloader on a coach site whose profile is `profile`, once it has read the answer. */
    const site = async (profile: Record<string, unknown>) => {
      document.head.querySelectorAll('link').forEach((link) => link.remove());
      answer = profile;
      visit('/ana-souza', data);
      // The template's code and the pictures are preloaded from the same reading of the answer.
      await vi.waitFor(() => expect(preloads().length).toBeGreaterThan(1));
      return pictures();
    };

    it('preload each picture the answer names for its media, the first address found', async () => {
      expect(
        await site({ theme: 'template-1', background: { mobile: '/m.jpg', desktop: '' }, banner: '/b.jpg' }),
      ).toEqual([
        ['/m.jpg', '(max-width: 767px)', 'high'],
        ['/b.jpg', '(min-width: 768px)', 'high'],
      ]);
    });

    it('preload none for a template without them, none but web addresses, none the answer lacks', async () => {
      expect(await site({ theme: 'template-3', background: { mobile: '/m.jpg' } })).toEqual([]);
      expect(await site({ theme: 'template-1', background: { mobile: 'javascript:alert(1)' } })).toEqual([]);
      expect(await site({ theme: 'template-1' })).toEqual([]);
    });

    it("preload none from a host other than ours and the API's: the next address the answer names stands in", async () => {
      expect(
        await site({
          theme: 'template-1',
          background: { mobile: '/\\evil.example/m.gif', desktop: 'https://evil.example/d.gif' },
          banner: 'https://api.example/v1/files/b.jpg',
        }),
      ).toEqual([
        ['https://api.example/v1/files/b.jpg', '(max-width: 767px)', 'high'],
        ['https://api.example/v1/files/b.jpg', '(min-width: 768px)', 'high'],
      ]);
      expect(await site({ theme: 'template-1', banner: 'https://evil.example/pixel.gif' })).toEqual([]);
    });
  });
});

describe('a prerendered page', () => {
  const reveal = { attribute: 'data-prerender', locale: 'pt', plainOnly: ['/coaches_list'] };
  const data = pageData({
    routes: [...routes, { route: 'coaches_list', pattern: '^/coaches_list/?$', files: ['assets/list-2.js'] }],
    reveal,
  });
  /** Whether the preloader shows the prerendered page at an address. */
  const shown = (path: string) => {
    document.body.innerHTML = '<div id="root" data-prerender="hidden"></div>';
    visit(path, data);
    return document.getElementById('root')?.getAttribute('data-prerender') === 'shown';
  };

  it('is shown in the language it was rendered in only', () => {
    expect(shown('/home')).toBe(true);
    expect(shown('/home?lang=pt')).toBe(true);
    expect(shown('/home?lang=en')).toBe(false);
    localStorage.setItem('test.lang', 'en');
    expect(shown('/home')).toBe(false);
  });

  it('is shown, for a page that depends on its query, only on its plain address', () => {
    expect(shown('/coaches_list')).toBe(true);
    expect(shown('/coaches_list?lang=pt')).toBe(true);
    expect(shown('/coaches_list?name=ana')).toBe(false);
    expect(shown('/coaches_list?lang=pt&name=ana')).toBe(false);
    // Other pages keep theirs whatever their query.
    expect(shown('/home?utm_source=mail')).toBe(true);
  });

  it('waits for the document to be parsed when the script runs before its end', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    expect(shown('/home')).toBe(false);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('readystatechange'));
    expect(document.getElementById('root')?.getAttribute('data-prerender')).toBe('shown');
  });

  it('is left as it is when the app has already taken it over', () => {
    document.body.innerHTML = '<div id="root"></div>';
    visit('/home', data);
    expect(document.getElementById('root')?.hasAttribute('data-prerender')).toBe(false);
  });
});
