/**
 * The route preloader's build side (scripts/route-preload.ts): the early calls' URLs, the API
 * hosts they need, the compiled script and its place in index.html.
 */
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { apiBases, compileScript, earlyUrls, inlineScript } from '../../scripts/route-preload';
import { PRELOAD_DATA_ID, type PreloadData } from '@/preload/route-preload';

const bases = { v1: 'https://api.example/v1', v2: 'https://api.example/v2', blog: 'https://blog.example/api' };

const data: PreloadData = {
  base: '/',
  redirects: {},
  locale: { param: 'lang', storageKey: 'test.lang', values: ['pt'], fallback: 'pt' },
  routes: [{ route: 'home', pattern: '^/home/?$', files: ['assets/home-1.js'] }],
};

describe('the early calls', () => {
  it('are the service’s base and the path, whose parameters the preloader fills in', () => {
    expect(earlyUrls('blog.post.$slug', { requests: [['blog', '/pages/?slug={slug}']] }, bases)).toEqual([
      'https://blog.example/api/pages/?slug={slug}',
    ]);
    expect(() => earlyUrls('$username', { requests: [['v1', '/profiles/{slug}']] }, bases)).toThrow(/no \$slug/);
  });

  it('need every API host as an absolute URL: the demo build has none', () => {
    const hosts = {
      VITE_API_V1_URL: 'https://api.example/v1/',
      VITE_API_V2_URL: 'https://api.example/v2',
      VITE_BLOG_API_URL: 'https://blog.example/api',
    };
    expect(apiBases(hosts)).toEqual(bases);
    expect(apiBases({ ...hosts, VITE_BLOG_API_URL: '' })).toBeUndefined();
    expect(apiBases({ ...hosts, VITE_API_V2_URL: '/__demo/api/v2' })).toBeUndefined();
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

  it('goes inline at the end of the head as an async module after its data, allowed by its hash', () => {
    const source = 'document.title="x"';
    const out = inlineScript(html, source, data);
    const hash = createHash('sha256').update(source).digest('base64');
    expect(out).toContain(`script-src 'self' 'sha256-${hash}'; object-src 'none'`);
    expect(out).toContain(
      [
        '<link rel="stylesheet" href="/assets/index-2.css">',
        `    <script type="application/json" id="${PRELOAD_DATA_ID}">${JSON.stringify(data)}</script>`,
        `    <script type="module" async>${source}</script>`,
        '  </head>',
      ].join('\n'),
    );
  });

  it('keeps its data from ending the element', () => {
    const out = inlineScript(html, 'x', { ...data, redirects: { '/</script><script>alert(1)': '/home' } });
    expect(out.match(/<\/script>/g)).toHaveLength(3);
    const json = new RegExp(`id="${PRELOAD_DATA_ID}">(.*?)</script>`).exec(out)?.[1] ?? '';
    expect((JSON.parse(json) as PreloadData).redirects).toEqual({ '/</script><script>alert(1)': '/home' });
  });

  it('refuses a page without a module script', () => {
    expect(() => inlineScript('<body></body>', 'x', data)).toThrow(/no module script/);
  });
});

describe('the compiled preloader', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.history.pushState(null, '', '/');
  });

  it('is one script that reads the page’s data and preloads the route', { timeout: 30_000 }, async () => {
    const source = await compileScript(process.cwd(), 'src/preload/inline.ts');
    expect(source).not.toMatch(/\bimport\b|\bexport\b/);
    document.head.innerHTML = `<script type="application/json" id="${PRELOAD_DATA_ID}">${JSON.stringify(data)}</script>`;
    window.history.pushState(null, '', '/home');
    // As the page runs it, with the page's globals.
    runInNewContext(source, { document, location, localStorage, URLSearchParams, window });
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/home-1.js');
  });
});
