import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  earlyUrls,
  examplePath,
  inlineScript,
  preloadScript,
  rankRoutes,
  routeFileToPattern,
  type PreloadRow,
} from '../../scripts/route-preload';

describe('route file names as addresses', () => {
  it('turns fixed segments, parameters, pathless layouts and index routes into patterns', () => {
    const matches = (name: string, path: string) => new RegExp(routeFileToPattern(name)!.pattern).test(path);
    expect(matches('home', '/home')).toBe(true);
    expect(matches('home', '/home/')).toBe(true);
    expect(matches('home', '/homes')).toBe(false);
    expect(matches('blog._list.index', '/blog')).toBe(true);
    expect(matches('blog._list.$category', '/blog/lideranca')).toBe(true);
    expect(matches('blog.post.$slug', '/blog/post/um-post')).toBe(true);
    expect(matches('blog.post.$slug', '/blog/post')).toBe(false);
    expect(matches('$username', '/ana-souza')).toBe(true);
    expect(matches('$username', '/ana-souza/edit')).toBe(false);
    expect(matches('coaches_list', '/coaches_list')).toBe(true);
    expect(routeFileToPattern('__root')).toBeNull();
  });

  it('gives an address each route serves, parameters filled in', () => {
    expect(examplePath('home')).toBe('/home');
    expect(examplePath('blog._list.index')).toBe('/blog');
    expect(examplePath('blog.post.$slug')).toBe('/blog/post/x');
    expect(examplePath('$username')).toBe('/x');
    expect(examplePath('index')).toBe('/');
  });

  it('tries fixed addresses before parameters, and brings each route its parent layouts', () => {
    const ranked = rankRoutes(['$username', 'home', 'blog._list', 'blog._list.index', 'blog.post.$slug', '__root']);
    const order = ranked.map((route) => route.name);
    expect(order.indexOf('home')).toBeLessThan(order.indexOf('$username'));
    expect(order.indexOf('blog.post.$slug')).toBeLessThan(order.indexOf('$username'));
    expect(order).not.toContain('__root');
    expect(ranked.find((route) => route.name === 'blog._list.index')?.files).toEqual([
      'blog._list',
      'blog._list.index',
    ]);
  });
});

describe('the preloading script', () => {
  const table: [string, string[]][] = [
    ['^/home/?$', ['assets/home-1.js', 'assets/landing-2.css']],
    ['^/blog/post/[^/]+/?$', ['assets/post-3.js', 'assets/shared-4.js']],
    ['^/[^/]+/?$', ['assets/site-5.js', 'assets/shared-4.js']],
  ];
  const run = (path: string, redirects: Record<string, string> = {}) => {
    window.history.pushState(null, '', path);
    // As the browser runs it: a script with the page's location and document.
    runInNewContext(preloadScript(table, { redirects }), { location: window.location, document });
    return [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      href: link.getAttribute('href'),
      crossOrigin: link.getAttribute('crossorigin'),
    }));
  };
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.history.pushState(null, '', '/');
  });

  it('preloads the chunks of the first matching route, crossorigin as Vite loads them', () => {
    expect(run('/home')).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/home-1.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/landing-2.css', crossOrigin: '' },
    ]);
  });

  it('prefers the more specific route and follows redirects', () => {
    expect(run('/blog/post/um-post').map((link) => link.href)).toEqual(['/assets/post-3.js', '/assets/shared-4.js']);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    expect(run('/', { '/': '/home' }).map((link) => link.href)).toEqual(['/assets/home-1.js', '/assets/landing-2.css']);
  });

  it('adds nothing for an address no route matches', () => {
    expect(run('/a/b/c')).toEqual([]);
  });
});

describe('the preloading script with what a page loads in its language', () => {
  const table: PreloadRow[] = [
    ['^/home/?$', ['assets/home-1.js']],
    ['^/[^/]+/?$', ['assets/site-5.js', 'assets/query-6.js'], { pt: ['assets/pt-7.js'], en: ['assets/en-8.js'] }],
  ];
  const locale = { param: 'lang', storageKey: 'test.lang', values: ['pt', 'en'] };
  const run = (path: string) => {
    window.history.pushState(null, '', path);
    runInNewContext(preloadScript(table, { locale }), {
      location: window.location,
      document,
      localStorage: window.localStorage,
      URLSearchParams,
    });
    return [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
  };
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.localStorage.clear();
    window.history.pushState(null, '', '/');
  });

  it('takes the language of the address first, then the stored choice, then the default', () => {
    expect(run('/ana-souza?lang=en')).toEqual(['/assets/site-5.js', '/assets/query-6.js', '/assets/en-8.js']);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.localStorage.setItem('test.lang', 'en');
    expect(run('/ana-souza')).toEqual(['/assets/site-5.js', '/assets/query-6.js', '/assets/en-8.js']);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.localStorage.setItem('test.lang', 'xx');
    expect(run('/ana-souza?lang=yy')).toEqual(['/assets/site-5.js', '/assets/query-6.js', '/assets/pt-7.js']);
  });

  it('adds no language files to a route that has none', () => {
    expect(run('/home?lang=en')).toEqual(['/assets/home-1.js']);
  });
});

describe('the preloading script showing a prerendered page', () => {
  const table: PreloadRow[] = [
    ['^/home/?$', ['assets/home-1.js']],
    ['^/coaches_list/?$', ['assets/list-2.js']],
  ];
  const locale = { param: 'lang', storageKey: 'test.lang', values: ['pt', 'en'] };
  const reveal = { attribute: 'data-prerender', locale: 'pt', plainOnly: ['/coaches_list'] };
  const shown = (path: string) => {
    window.history.pushState(null, '', path);
    document.body.innerHTML = '<div id="root" data-prerender="hidden"></div>';
    runInNewContext(preloadScript(table, { locale, reveal }), {
      location: window.location,
      document,
      localStorage: window.localStorage,
      URLSearchParams,
    });
    return document.getElementById('root')?.getAttribute('data-prerender') === 'shown';
  };
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    document.body.innerHTML = '';
    window.history.pushState(null, '', '/');
  });

  it('shows it in the language it was rendered in only', () => {
    expect(shown('/home')).toBe(true);
    expect(shown('/home?lang=pt')).toBe(true);
    expect(shown('/home?lang=en')).toBe(false);
  });

  it('shows a page that depends on its query only on its plain address', () => {
    expect(shown('/coaches_list')).toBe(true);
    expect(shown('/coaches_list?lang=pt')).toBe(true);
    expect(shown('/coaches_list?name=ana')).toBe(false);
    expect(shown('/coaches_list?lang=pt&name=ana')).toBe(false);
    // Other pages keep theirs whatever their query.
    expect(shown('/home?utm_source=mail')).toBe(true);
  });
});

describe('the preloading script’s early API calls', () => {
  const bases = { v1: 'https://api.example/v1', blog: 'https://blog.example/api' };
  const table: PreloadRow[] = [
    [
      '^/blog/post/[^/]+/?$',
      ['assets/post-3.js'],
      undefined,
      { urls: earlyUrls('blog.post.$slug', [['blog', '/pages/?slug={slug}&limit=1']], bases) },
    ],
    [
      '^/[^/]+/?$',
      ['assets/site-5.js'],
      undefined,
      {
        urls: earlyUrls('$username', [['v1', '/profiles/{username}']], bases),
        follow: {
          request: 0,
          field: 'theme',
          files: { 'template-1': ['assets/t1-8.js', 'assets/t1-9.css'], 'template-5': ['assets/t5-10.js'] },
          fallback: 'template-5',
        },
        pictures: {
          request: 0,
          unless: { field: 'theme', values: ['template-3'] },
          from: [
            { paths: ['background.mobile', 'banner'], media: '(max-width: 767px)' },
            { paths: ['background.desktop', 'banner'], media: '(min-width: 768px)' },
          ],
        },
      },
    ],
  ];
  const locale = { param: 'lang', storageKey: 'test.lang', values: ['pt', 'en'] };
  /** Runs the script at an address; the API answers `answer` to every call. */
  const run = async (path: string, answer: unknown = {}) => {
    window.history.pushState(null, '', path);
    const fetch = vi.fn((url: string, init: RequestInit) => {
      void url;
      void init;
      return Promise.resolve(new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }));
    });
    const page: Record<string, unknown> = {};
    runInNewContext(preloadScript(table, { locale, earlyGlobal: '__early' }), {
      location: window.location,
      document,
      localStorage: window.localStorage,
      URLSearchParams,
      URL,
      fetch,
      performance,
      window: page,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const links = [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    const early = page.__early as Record<string, { response: Promise<Response> }> | undefined;
    return { fetch, links, early };
  };
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.history.pushState(null, '', '/');
  });

  it('turns a route’s parameters into positions of the address', () => {
    expect(earlyUrls('blog.post.$slug', [['blog', '/pages/?slug={slug}']], bases)).toEqual([
      'https://blog.example/api/pages/?slug={3}',
    ]);
    expect(earlyUrls('$username', [['v1', '/profiles/{username}']], { v1: 'https://api.example/v1/' })).toEqual([
      'https://api.example/v1/profiles/{1}',
    ]);
    expect(() => earlyUrls('$username', [['v1', '/profiles/{slug}']], bases)).toThrow(/no \$slug/);
    expect(() => earlyUrls('$username', [['v2', '/x']], bases)).toThrow(/no base URL/);
  });

  it('asks for the page’s data as JSON and leaves the answer for the app, by absolute URL', async () => {
    const { fetch, early } = await run('/blog/post/um-post?lang=en');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('https://blog.example/api/pages/?slug=um-post&limit=1');
    expect(fetch.mock.calls[0]![1]).toEqual({ headers: { Accept: 'application/json' } });
    const answer = await early?.['https://blog.example/api/pages/?slug=um-post&limit=1']?.response;
    expect(answer?.ok).toBe(true);
  });

  it('preloads the code the answer names, or the fallback’s', async () => {
    expect((await run('/ana-souza', { theme: 'template-1' })).links).toEqual([
      '/assets/site-5.js',
      '/assets/t1-8.js',
      '/assets/t1-9.css',
    ]);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    expect((await run('/ana-souza', { theme: 'constructor' })).links).toEqual([
      '/assets/site-5.js',
      '/assets/t5-10.js',
    ]);
  });

  it('preloads the pictures the answer names, each for its media, the first address found', async () => {
    const pictures = (links: NodeListOf<HTMLLinkElement>) =>
      [...links].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('media'),
        link.getAttribute('fetchpriority'),
      ]);
    await run('/ana-souza', { theme: 'template-1', background: { mobile: '/m.jpg', desktop: '' }, banner: '/b.jpg' });
    expect(pictures(document.head.querySelectorAll('link[rel="preload"][as="image"]'))).toEqual([
      ['/m.jpg', '(max-width: 767px)', 'high'],
      ['/b.jpg', '(min-width: 768px)', 'high'],
    ]);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    await run('/ana-souza', { theme: 'template-3', background: { mobile: '/m.jpg' } });
    expect(document.head.querySelectorAll('link[as="image"]')).toHaveLength(0);
    await run('/ana-souza', { theme: 'template-1', background: { mobile: 'javascript:alert(1)' } });
    expect(document.head.querySelectorAll('link[as="image"]')).toHaveLength(0);
    await run('/ana-souza', { theme: 'template-1' });
    expect(document.head.querySelectorAll('link[as="image"]')).toHaveLength(0);
  });

  it('asks nothing on a filtered address or for a parameter no encoding leaves alone', async () => {
    expect((await run('/blog/post/um-post?search=x')).fetch).not.toHaveBeenCalled();
    expect((await run('/blog/post/um%20post')).fetch).not.toHaveBeenCalled();
    expect((await run('/blog/post/um%2Fpost')).fetch).not.toHaveBeenCalled();
    const home = await run('/ana-souza.2');
    expect(home.fetch.mock.calls[0]![0]).toBe('https://api.example/v1/profiles/ana-souza.2');
  });
});

describe('the script in index.html', () => {
  const html = [
    '<head>',
    `    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; object-src 'none'" />`,
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/runtime-3.js">',
    '    <link rel="stylesheet" href="/assets/index-2.css">',
    '  </head>',
    '  <body>',
  ].join('\n');

  it('goes inline at the end of the head as an async module, allowed by its hash', () => {
    const source = 'document.title="x"';
    const out = inlineScript(html, source);
    const hash = createHash('sha256').update(source).digest('base64');
    expect(out).toContain(`script-src 'self' 'sha256-${hash}'; object-src 'none'`);
    expect(out).toContain(
      `<link rel="stylesheet" href="/assets/index-2.css">\n    <script type="module" async>${source}</script>\n  </head>`,
    );
  });

  it('refuses a page without a module script', () => {
    expect(() => inlineScript('<body></body>', 'x')).toThrow(/no module script/);
  });
});
