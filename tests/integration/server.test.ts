/**
 * The production server (server/app.ts) answered through its fetch handler, with the demo
 * backend's handlers as its data source: what crawlers and link previews read (status, head
 * tags, structured data, robots.txt, sitemap.xml), the headers every answer carries, and that
 * hostile profile text comes out escaped.
 */
import { describe, expect, it } from 'vitest';
import type { MiddlewareHandler } from 'hono';
import { createApp } from '../../server/app';
import { demoBackend, demoResponse, remoteBackend } from '../../server/backend';
import { buildCsp } from '../../scripts/csp';
import { db } from '@/mocks/db';
import { blogPosts } from '@/mocks/seed/blog';

/** The page origin of the test environment, which the app's head helpers resolve against. */
const ORIGIN = window.location.origin;

/** A built index.html in miniature: the policy with the preloader's hash, the static head tags. */
const TEMPLATE = `<!doctype html>
<html lang="pt">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="${buildCsp({}).replace("script-src 'self'", "script-src 'self' 'sha256-AAAA'")}" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta
      name="description"
      content="Encontre um coach certificado."
    />
    <meta property="og:title" content="Coachly" />
    <meta property="og:type" content="website" />
    <title>Coachly</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A hashed asset, as the static files middleware would serve it. */
const assets: MiddlewareHandler = async (c, next) =>
  c.req.path === '/assets/index-abc123.js'
    ? c.body('console.log(1);'.repeat(200), 200, { 'Content-Type': 'text/javascript' })
    : next();

const app = createApp({ template: TEMPLATE, backend: demoBackend, demo: true, assets });

async function get(path: string, init?: RequestInit) {
  const response = await app.fetch(new Request(new URL(path, ORIGIN), init));
  const html = await response.text();
  return { response, html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

const meta = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('content');
const jsonLd = (doc: Document) =>
  JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, unknown>;

function seedCoach(username: string) {
  const coach = db.profileByUsername(username);
  if (!coach) throw new Error(`No seed coach ${username}`);
  return coach;
}

describe('the production server', () => {
  it('gives a coach page its title, description, sharing tags, addresses and structured data', async () => {
    const coach = seedCoach('ana-souza');
    const { response, doc } = await get('/ana-souza');
    expect(response.status).toBe(200);
    expect(doc.documentElement.lang).toBe('pt');
    expect(doc.title).toBe(`${coach.fullName} · Coachly`);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta(doc, 'meta[name="description"]')).toBeTruthy();
    expect(meta(doc, 'meta[property="og:title"]')).toBe(coach.fullName);
    expect(meta(doc, 'meta[property="og:type"]')).toBe('profile');
    expect(meta(doc, 'meta[property="og:url"]')).toBe(`${ORIGIN}/ana-souza`);
    expect(meta(doc, 'meta[property="og:image"]')).toBe(new URL(coach.photoUrl, ORIGIN).toString());
    expect(meta(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta(doc, 'meta[name="twitter:title"]')).toBe(coach.fullName);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/ana-souza`);
    const alternates = [...doc.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['pt', `${ORIGIN}/ana-souza`],
      ['en', `${ORIGIN}/ana-souza?lang=en`],
      ['es', `${ORIGIN}/ana-souza?lang=es`],
      ['x-default', `${ORIGIN}/ana-souza`],
    ]);
    expect(jsonLd(doc)).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: coach.fullName, url: `${ORIGIN}/ana-souza` },
    });
    // The app still boots from the same page.
    expect(doc.querySelector('#root')).not.toBeNull();
    expect(doc.querySelector('script[src="/assets/index-abc123.js"]')).not.toBeNull();
  });

  it('sends the security headers with every page, and no-cache', async () => {
    const { response } = await get('/ana-souza');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("'sha256-AAAA'");
    expect(csp).toContain("object-src 'none'");
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin');
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    // The demo's service worker is registered by MSW, outside any Trusted Types policy.
    expect(response.headers.get('Content-Security-Policy-Report-Only')).toBeNull();
  });

  it('sends HSTS only over https, as a proxy in front of it says', async () => {
    const { response } = await get('/home', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+/);
  });

  it('caches hashed files for a year and compresses what it sends', async () => {
    const asset = await app.fetch(
      new Request(`${ORIGIN}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } }),
    );
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('Content-Encoding')).toBe('gzip');
    expect(asset.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const page = await app.fetch(new Request(`${ORIGIN}/home`, { headers: { 'Accept-Encoding': 'gzip' } }));
    expect(page.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('writes the page in the language of ?lang=', async () => {
    const home = await get('/home?lang=es');
    expect(home.doc.documentElement.lang).toBe('es');
    expect(home.doc.title).toBe('Encuentra tu coach · Coachly');
    expect(home.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/home?lang=es`);
    const site = await get('/ana-souza?lang=en');
    expect(site.doc.documentElement.lang).toBe('en');
    expect(site.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/ana-souza?lang=en`);
    // An unknown language is the default one.
    expect((await get('/home?lang=xx')).doc.documentElement.lang).toBe('pt');
  });

  it('answers 404 for an unknown coach, an unpublished one and an unknown post, still with the app', async () => {
    const coach = seedCoach('ana-souza');
    db.putProfile({ ...coach, published: false });
    for (const path of ['/nobody-by-this-name', '/ana-souza', '/blog/post/no-such-post', '/a/b/c', '/%E0%A4%A']) {
      const { response, doc } = await get(path);
      expect(response.status, path).toBe(404);
      expect(meta(doc, 'meta[name="robots"]'), path).toBe('noindex');
      expect(doc.querySelector('link[rel="canonical"]'), path).toBeNull();
      expect(doc.querySelector('#root'), path).not.toBeNull();
    }
  });

  it('gives a post its title, cover and BlogPosting data', async () => {
    const post = blogPosts.find((p) => p.thumbnail && p.description && !p.title.includes('<'));
    if (!post) throw new Error('No plain post in the seed');
    const { response, doc } = await get(`/blog/post/${post.meta.slug}`);
    expect(response.status).toBe(200);
    expect(doc.title).toBe(`${post.title} · Coachly`);
    expect(meta(doc, 'meta[property="og:type"]')).toBe('article');
    expect(meta(doc, 'meta[property="og:image"]')).toBe(new URL(post.thumbnail ?? '', ORIGIN).toString());
    expect(jsonLd(doc)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      url: `${ORIGIN}/blog/post/${post.meta.slug}`,
    });
  });

  it('keeps sign-in and edit pages out of search engines', async () => {
    for (const path of ['/login', '/customize/form', '/ana-souza/edit']) {
      const { response, doc } = await get(path);
      expect(response.status, path).toBe(200);
      expect(meta(doc, 'meta[name="robots"]'), path).toBe('noindex');
    }
  });

  it('serves a prerendered page with its head', async () => {
    const prerendered = TEMPLATE.replace('<div id="root"></div>', '<div id="root"><h1>Encontre seu coach</h1></div>');
    const withPages = createApp({ template: TEMPLATE, pages: { '/home': prerendered }, backend: demoBackend });
    const response = await withPages.fetch(new Request(`${ORIGIN}/home?lang=en`));
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    expect(doc.querySelector('#root h1')?.textContent).toBe('Encontre seu coach');
    expect(doc.title).toBe('Find your coach · Coachly');
    expect(doc.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });

  it('sends the root address to /home with its parameters', async () => {
    const response = await app.fetch(new Request(`${ORIGIN}/?lang=en`));
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/home?lang=en');
  });

  it('lists published coaches and posts in sitemap.xml, and names it in robots.txt', async () => {
    const hidden = seedCoach('ana-souza');
    db.putProfile({ ...hidden, published: false });
    const robots = await app.fetch(new Request(`${ORIGIN}/robots.txt`));
    expect(await robots.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const sitemap = await app.fetch(new Request(`${ORIGIN}/sitemap.xml`));
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('Content-Type')).toContain('application/xml');
    const xml = new DOMParser().parseFromString(await sitemap.text(), 'application/xml');
    const urls = [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent);
    const published = db.allProfiles().filter((p) => p.published && p.username);
    expect(published.length).toBeGreaterThan(3);
    for (const coach of published) expect(urls).toContain(`${ORIGIN}/${encodeURIComponent(coach.username)}`);
    expect(urls).not.toContain(`${ORIGIN}/ana-souza`);
    for (const post of blogPosts) expect(urls).toContain(`${ORIGIN}/blog/post/${encodeURIComponent(post.meta.slug)}`);
    expect(urls).toContain(`${ORIGIN}/home`);
    // Each address names its versions in the other languages.
    const home = [...xml.getElementsByTagName('url')].find((url) => url.textContent?.includes('/home'));
    const alternates = [...(home?.getElementsByTagName('xhtml:link') ?? [])].map((link) => link.getAttribute('href'));
    expect(alternates).toEqual([`${ORIGIN}/home`, `${ORIGIN}/home?lang=en`, `${ORIGIN}/home?lang=es`]);
  });

  it('answers the demo backend’s API calls itself when no host is configured', async () => {
    const response = await app.fetch(new Request(`${ORIGIN}/__demo/api/v2/coaches/public/coach/ana-souza`));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: seedCoach('ana-souza').fullName });
  });

  it('asks the configured hosts when there are some', async () => {
    const asked: string[] = [];
    const hosts = {
      v1: 'https://api.example.test/v1',
      v2: 'https://api.example.test/v2',
      blog: 'https://cms.example.test',
    };
    // The hosts answer as the demo backend does.
    const fetcher = (async (input: string | URL | Request) => {
      const url = new URL(input instanceof Request ? input.url : input);
      asked.push(url.toString());
      const base =
        url.origin === 'https://cms.example.test' ? '/__demo/blog/api/v2' : `/__demo/api${url.pathname.slice(0, 3)}`;
      const path = url.origin === 'https://cms.example.test' ? url.pathname : url.pathname.slice(3);
      return demoResponse(new Request(new URL(`${base}${path}${url.search}`, ORIGIN)));
    }) as typeof fetch;
    const remote = createApp({
      template: TEMPLATE,
      backend: remoteBackend(hosts, fetcher),
      origin: 'https://coachly.example',
    });
    const page = await remote.fetch(new Request(`${ORIGIN}/ana-souza`));
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy-Report-Only')).toContain("require-trusted-types-for 'script'");
    expect(await page.text()).toContain('<link rel="canonical" href="https://coachly.example/ana-souza" />');
    expect(asked).toEqual(
      expect.arrayContaining([
        'https://api.example.test/v2/coaches/public/coach/ana-souza',
        'https://api.example.test/v1/profiles/ana-souza',
      ]),
    );
    // Without the demo backend, its addresses are no API.
    expect(
      (await remote.fetch(new Request(`${ORIGIN}/__demo/api/v2/coaches/public/coach/ana-souza`))).headers.get(
        'Content-Type',
      ),
    ).toContain('text/html');
  });

  it('answers 503, not 404, when the API cannot be reached', async () => {
    const down = createApp({
      template: TEMPLATE,
      backend: remoteBackend(
        { v1: 'https://api.example.test/v1', v2: 'https://api.example.test/v2', blog: 'https://cms.example.test' },
        () => Promise.reject(new TypeError('fetch failed')),
      ),
    });
    expect((await down.fetch(new Request(`${ORIGIN}/ana-souza`))).status).toBe(503);
    expect((await down.fetch(new Request(`${ORIGIN}/blog/post/anything`))).status).toBe(503);
    expect((await down.fetch(new Request(`${ORIGIN}/sitemap.xml`))).status).toBe(503);
  });
});

/** Values a profile may hold that would run script if written into the page unescaped. */
const HOSTILE = [
  '</script><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)' x='",
  '<!--<script>alert(1)//-->',
  '</title><script>alert(1)</script>',
  '\u2028</SCRIPT ><svg onload=alert(1)>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

describe('hostile profile text through the server', () => {
  it.each(HOSTILE)('writes %j as text, and no script runs from it', async (value) => {
    const coach = seedCoach('ana-souza');
    db.putProfile({
      ...coach,
      fullName: value,
      aboutMe: value,
      mainPhrase: value,
      photoUrl: `javascript:alert(1)//${value}`,
    });
    const { response, html, doc } = await get('/ana-souza');
    expect(response.status).toBe(200);
    // Only the template's own scripts: the entry and the structured data.
    const scripts = [...doc.querySelectorAll('script')].map((s) => s.getAttribute('src') ?? s.getAttribute('type'));
    expect(scripts).toEqual(['/assets/index-abc123.js', 'application/ld+json']);
    expect(doc.querySelectorAll('img, svg, [onerror], [onload], [onmouseover]')).toHaveLength(0);
    expect(html).not.toMatch(/<script>alert/i);
    // The text comes back as it was typed, where it belongs.
    expect(meta(doc, 'meta[property="og:title"]')).toBe(value.replace(/\u2028/g, '').trim());
    expect(jsonLd(doc)).toMatchObject({ mainEntity: { name: value } });
    // A picture that is no web address is left out.
    expect(doc.querySelector('meta[property="og:image"]')).toBeNull();
  });
});
