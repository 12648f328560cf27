// @vitest-environment node
/**
 * The production server (server/app.ts) answered through its fetch handler, every page rendered
 * by the app (src/entry-server.tsx) with the demo backend's handlers as its API: what crawlers
 * and link previews read (status, language, head tags from the routes' head(), structured data,
 * robots.txt, sitemap.xml), the headers every answer carries, and that hostile profile text
 * comes out escaped.
 */
import { JSDOM } from 'jsdom';
import type { MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { demoResponse, remoteBackend } from '../../server/backend';
import { canonical, demoTransport, get, jsonLd, meta, nonceOf, ORIGIN, testServer } from '../utils/server';
import { db } from '@/mocks/db';
import { blogPosts } from '@/mocks/seed/blog';
import { listBlogPagesQuerySlugMax } from '@/api/gen/blog/zod/blog/blog.zod';
import { BLOG_SLUG_MAX } from '@machines/lib/blog';

/** A hashed asset, as the static files middleware would serve it. */
const assets: MiddlewareHandler = async (c, next) =>
  c.req.path === '/assets/index-abc123.js'
    ? c.body('console.log(1);'.repeat(200), 200, { 'Content-Type': 'text/javascript' })
    : next();

const app = testServer({ assets });

function seedCoach(username: string) {
  const coach = db.profileByUsername(username);
  if (!coach) throw new Error(`No seed coach ${username}`);
  return coach;
}

/** The page's alternates, as `[hreflang, href]`. */
const alternates = (doc: Document) =>
  [...doc.querySelectorAll('link[rel="alternate"]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);

describe('the production server', () => {
  it('gives a coach page its title, description, sharing tags, addresses and structured data', async () => {
    const coach = seedCoach('ana-souza');
    const { response, doc, root } = await get(app, '/ana-souza');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(doc.documentElement.lang).toBe('pt-BR');
    expect(doc.title).toBe(`${coach.fullName} · Coachly`);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta(doc, 'description')).toBeTruthy();
    expect(doc.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(meta(doc, 'og:title')).toBe(coach.fullName);
    expect(meta(doc, 'og:type')).toBe('profile');
    expect(meta(doc, 'og:url')).toBe(`${ORIGIN}/ana-souza`);
    expect(meta(doc, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/share/coach/ana-souza\\.png\\?v=\\w+$`));
    expect(meta(doc, 'og:image:width')).toBe('1200');
    expect(meta(doc, 'og:image:height')).toBe('630');
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'twitter:title')).toBe(coach.fullName);
    expect(meta(doc, 'robots')).toBeUndefined();
    expect(canonical(doc)).toBe(`${ORIGIN}/ana-souza`);
    expect(alternates(doc)).toEqual([
      ['pt', `${ORIGIN}/ana-souza`],
      ['en', `${ORIGIN}/ana-souza?lang=en`],
      ['es', `${ORIGIN}/ana-souza?lang=es`],
      ['x-default', `${ORIGIN}/ana-souza`],
    ]);
    expect(doc.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(jsonLd(doc)).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: coach.fullName,
        url: `${ORIGIN}/ana-souza`,
        image: new URL(coach.photoUrl, ORIGIN).toString(),
      },
    });
    // The page itself, and the app's entry to take it over.
    expect(root.querySelector('h1')?.textContent).toContain(coach.fullName);
    expect(doc.querySelector('script[type="module"][src="/assets/index-abc123.js"]')).not.toBeNull();
  });

  it('sends the security headers with every page, a new nonce each time, and no-cache', async () => {
    const { response, doc } = await get(app, '/ana-souza');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("'sha256-AAAA'");
    expect(csp).toContain("object-src 'none'");
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    const nonce = nonceOf(response);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(scriptSrc).toContain(`'nonce-${nonce}'`);
    // Every script of the page runs by that nonce, the page's data and the entry alike.
    const scripts = [...doc.querySelectorAll('script:not([type="application/ld+json"])')];
    expect(scripts.filter((script) => !script.hasAttribute('src')).length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.getAttribute('nonce')).toBe(nonce);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin');
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('Vary')).toContain('Cookie');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    expect(response.headers.get('Content-Security-Policy-Report-Only')).toContain("require-trusted-types-for 'script'");
    expect(nonceOf((await get(app, '/ana-souza')).response)).not.toBe(nonce);
  });

  it('sends HSTS only over https, as a trusted proxy in front of it says', async () => {
    const https = { headers: { 'X-Forwarded-Proto': 'https' } };
    expect((await get(app, '/home', https)).response.headers.get('Strict-Transport-Security')).toBeNull();
    const proxied = testServer({ trustProxy: true });
    const { response } = await get(proxied, '/home', https);
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

  it('answers a missing file under the static folders with 404, never with a page', async () => {
    for (const path of [
      '/assets/index-gone123.js',
      '/assets/style-gone.css',
      '/manual/manual-do-coach.pdf',
      '/demo/avatars/none.svg',
    ]) {
      const response = await app.fetch(new Request(`${ORIGIN}${path}`));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).toMatch(/^text\/plain/);
      expect(response.headers.get('Cache-Control'), path).toBe('no-cache');
    }
    // The demo's pages live under /demo/ too.
    expect((await get(app, '/demo/outbox')).response.status).toBe(200);
  });

  it('writes the page in the language of ?lang=, the canonical address naming it', async () => {
    const home = await get(app, '/home?lang=es');
    expect(home.doc.documentElement.lang).toBe('es');
    expect(home.doc.title).toBe('Encuentra tu coach · Coachly');
    expect(canonical(home.doc)).toBe(`${ORIGIN}/home?lang=es`);
    expect(meta(home.doc, 'og:url')).toBe(`${ORIGIN}/home?lang=es`);
    expect(home.root.querySelector('a[href="#main"]')?.textContent).toBe('Saltar al contenido');
    const site = await get(app, '/ana-souza?lang=en');
    expect(site.doc.documentElement.lang).toBe('en');
    expect(canonical(site.doc)).toBe(`${ORIGIN}/ana-souza?lang=en`);
    expect(alternates(site.doc)).toContainEqual(['pt', `${ORIGIN}/ana-souza`]);
    expect(site.root.querySelector('a[href="#main"]')?.textContent).toBe('Skip to content');
    // An unknown language is the default one.
    const unknown = await get(app, '/home?lang=xx');
    expect(unknown.doc.documentElement.lang).toBe('pt-BR');
    expect(unknown.doc.title).toBe('Encontre seu coach · Coachly');
  });

  it('writes the page in the language of the visitor’s cookie, unless the address names one', async () => {
    const cookie = { headers: { Cookie: 'theme=dark; coachly_lang=en' } };
    const home = await get(app, '/home', cookie);
    expect(home.doc.documentElement.lang).toBe('en');
    expect(home.doc.title).toBe('Find your coach · Coachly');
    expect(canonical(home.doc)).toBe(`${ORIGIN}/home?lang=en`);
    const named = await get(app, '/help?lang=es', cookie);
    expect(named.doc.documentElement.lang).toBe('es');
    expect(named.doc.title).toBe('Centro de Ayuda · Coachly');
    const unknown = await get(app, '/help', { headers: { Cookie: 'coachly_lang=fr' } });
    expect(unknown.doc.documentElement.lang).toBe('pt-BR');
    expect(unknown.doc.title).toBe('Central de Ajuda · Coachly');
  });

  it('answers 404 with the not-found page for an unknown coach and an unpublished one', async () => {
    const coach = seedCoach('ana-souza');
    db.putProfile({ ...coach, published: false });
    for (const path of ['/nobody-by-this-name', '/ana-souza']) {
      const { response, doc, root } = await get(app, path);
      expect(response.status, path).toBe(404);
      expect(root.querySelector('h1')?.textContent, path).toBe('404, Ooops, a página não foi encontrada');
      expect(root.textContent, path).not.toContain(coach.aboutMe.slice(0, 40));
      expect(doc.title, path).toBe('Página não encontrada · Coachly');
      expect(meta(doc, 'robots'), path).toBe('noindex');
      expect(canonical(doc), path).toBeUndefined();
      expect(jsonLd(doc), path).toBeNull();
      expect(doc.querySelector('script[src="/assets/index-abc123.js"]'), path).not.toBeNull();
    }
    const english = await get(app, '/nobody-by-this-name?lang=en');
    expect(english.response.status).toBe(404);
    expect(english.doc.documentElement.lang).toBe('en');
    expect(english.root.querySelector('a[href="#main"]')?.textContent).toBe('Skip to content');
    expect(english.root.querySelector('h1')?.textContent).toMatch(/^404, /);
  });

  it('answers 404, not 503, for a name the API refuses as outside its contract', async () => {
    const refusing = testServer({
      assets,
      transport: (url, init) =>
        new URL(url).pathname.includes('/profiles/')
          ? Promise.resolve(
              Response.json({ error: 'invalid_request', error_description: 'Nome inválido.' }, { status: 400 }),
            )
          : demoTransport(url, init),
    });
    for (const [server, path] of [
      [refusing, '/ana-souza'],
      [app, `/${'a'.repeat(300)}`],
    ] as const) {
      const { response, doc } = await get(server, path);
      expect(response.status, path).toBe(404);
      expect(meta(doc, 'robots'), path).toBe('noindex');
    }
  });

  it('answers 404 for a post slug longer than the contract allows, without asking the blog for it', async () => {
    expect(BLOG_SLUG_MAX).toBe(listBlogPagesQuerySlugMax);
    const slugs: (string | null)[] = [];
    const server = testServer({
      assets,
      transport: (url, init) => {
        slugs.push(new URL(url).searchParams.get('slug'));
        return demoTransport(url, init);
      },
    });
    const tooLong = 'a'.repeat(BLOG_SLUG_MAX + 1);
    const { response, doc } = await get(server, `/blog/post/${tooLong}`);
    expect(response.status).toBe(404);
    expect(meta(doc, 'robots')).toBe('noindex');
    expect(slugs).not.toContain(tooLong);
    // The longest slug the contract allows is a post's address, looked for.
    const longest = 'a'.repeat(BLOG_SLUG_MAX);
    expect((await get(server, `/blog/post/${longest}`)).response.status).toBe(404);
    expect(slugs).toContain(longest);
  });

  it('answers 404 for an unknown post, and for addresses no page has', async () => {
    const post = await get(app, '/blog/post/no-such-post');
    expect(post.response.status).toBe(404);
    expect(post.root.querySelector('h1')?.textContent).toBe('Postagem não encontrada');
    expect(meta(post.doc, 'robots')).toBe('noindex');
    expect(canonical(post.doc)).toBeUndefined();
    const nowhere = await get(app, '/a/b/c');
    expect(nowhere.response.status).toBe(404);
    expect(canonical(nowhere.doc)).toBeUndefined();
  });

  it('gives a post its title, cover and BlogPosting data', async () => {
    const post = blogPosts.find((p) => p.thumbnail && p.description && !p.title.includes('<'));
    if (!post) throw new Error('No plain post in the seed');
    const path = `/blog/post/${post.meta.slug}`;
    const { response, doc, root } = await get(app, path);
    expect(response.status).toBe(200);
    expect(doc.title).toBe(`${post.title} · Coachly`);
    expect(root.querySelector('h1')?.textContent).toBe(post.title);
    expect(meta(doc, 'og:type')).toBe('article');
    expect(meta(doc, 'og:image')).toBe(`${ORIGIN}/share/post/${post.meta.slug}.png`);
    expect(canonical(doc)).toBe(`${ORIGIN}${path}`);
    expect(jsonLd(doc)?.['@graph']).toContainEqual(
      expect.objectContaining({ '@type': 'BlogPosting', headline: post.title, url: `${ORIGIN}${path}` }),
    );
  });

  it('keeps sign-in and edit pages out of search engines', async () => {
    for (const path of ['/login', '/ana-souza/edit']) {
      const { response, doc } = await get(app, path);
      expect(response.status, path).toBe(200);
      expect(meta(doc, 'robots'), path).toBe('noindex');
      expect(canonical(doc), path).toBeUndefined();
    }
  });

  it('sends the icon address browsers and feed readers ask for to the site icon', async () => {
    const response = await app.fetch(new Request(`${ORIGIN}/favicon.ico`));
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/favicon.svg');
  });

  it('sends the root address to /home with its parameters', async () => {
    const response = await app.fetch(new Request(`${ORIGIN}/?lang=en`));
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/home?lang=en');
  });

  it('lists published coaches, posts and categories in sitemap.xml, and names it in robots.txt', async () => {
    const hidden = seedCoach('ana-souza');
    db.putProfile({ ...hidden, published: false });
    // A coach who saved their profile: its page's last change.
    const saved = db.putProfile(seedCoach('rafael-oliveira'));
    const robots = await app.fetch(new Request(`${ORIGIN}/robots.txt`));
    const rules = await robots.text();
    expect(rules).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(rules).toContain('Disallow: /customize');
    const sitemap = await app.fetch(new Request(`${ORIGIN}/sitemap.xml`));
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('Content-Type')).toContain('application/xml');
    const xml = new JSDOM(await sitemap.text(), { contentType: 'application/xml' }).window.document;
    const urls = [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent);
    const published = db.allProfiles().filter((p) => p.published && p.username);
    expect(published.length).toBeGreaterThan(3);
    for (const coach of published) expect(urls).toContain(`${ORIGIN}/${encodeURIComponent(coach.username)}`);
    expect(urls).not.toContain(`${ORIGIN}/ana-souza`);
    for (const post of blogPosts) expect(urls).toContain(`${ORIGIN}/blog/post/${encodeURIComponent(post.meta.slug)}`);
    expect(urls).toContain(`${ORIGIN}/home`);
    for (const slug of new Set(blogPosts.flatMap((post) => post.categories.map((category) => category.slug))))
      expect(urls).toContain(`${ORIGIN}/blog/${slug}`);
    // Each address names its versions in the other languages, and the default one.
    const entry = (path: string) =>
      [...xml.getElementsByTagName('url')].find(
        (url) => url.getElementsByTagName('loc')[0]?.textContent === `${ORIGIN}${path}`,
      );
    const versions = [...(entry('/home')?.getElementsByTagName('xhtml:link') ?? [])].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(versions).toEqual([
      ['pt', `${ORIGIN}/home`],
      ['en', `${ORIGIN}/home?lang=en`],
      ['es', `${ORIGIN}/home?lang=es`],
      ['x-default', `${ORIGIN}/home`],
    ]);
    expect(entry('/rafael-oliveira')?.getElementsByTagName('lastmod')[0]?.textContent).toBe(saved.updatedAt);
  });

  it('builds the sitemap from the configured hosts, and the addresses on the public origin', async () => {
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
    const remote = testServer({ backend: remoteBackend(hosts, fetcher), origin: 'https://coachly.example' });
    const sitemap = await remote.fetch(new Request(`${ORIGIN}/sitemap.xml`));
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('<loc>https://coachly.example/ana-souza</loc>');
    expect(asked.some((url) => url.startsWith('https://api.example.test/v2/'))).toBe(true);
    expect(asked.some((url) => url.startsWith('https://cms.example.test/'))).toBe(true);
    // The pages name the public origin too.
    const { doc } = await get(remote, '/ana-souza');
    expect(canonical(doc)).toBe('https://coachly.example/ana-souza');
    expect(meta(doc, 'og:image')).toMatch(/^https:\/\/coachly\.example\/share\/coach\/ana-souza\.png\?v=/);
    const robots = await remote.fetch(new Request(`${ORIGIN}/robots.txt`));
    expect(await robots.text()).toContain('Sitemap: https://coachly.example/sitemap.xml');
  });

  it('answers 503, not 404, when the API cannot be reached', async () => {
    const down = testServer({
      backend: remoteBackend(
        { v1: 'https://api.example.test/v1', v2: 'https://api.example.test/v2', blog: 'https://cms.example.test' },
        () => Promise.reject(new TypeError('fetch failed')),
      ),
      transport: () => Promise.reject(new TypeError('fetch failed')),
    });
    for (const path of ['/ana-souza', '/blog/post/anything']) {
      const page = await get(down, path);
      expect(page.response.status, path).toBe(503);
      expect(page.response.headers.get('Retry-After'), path).toMatch(/^\d+$/);
      expect(page.response.headers.get('Cache-Control'), path).toBe('no-store');
      expect(page.root.querySelector('h1')?.textContent, path).toBe('Não foi possível abrir esta página');
      expect(canonical(page.doc), path).toBeUndefined();
    }
    const sitemap = await down.fetch(new Request(`${ORIGIN}/sitemap.xml`));
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('Retry-After')).toBe('60');
  });

  it('asks a failing API once per call and answers at once, leaving retries to the browser', async () => {
    // A retry would come a second later, past the page's deadline when the API hangs: the page
    // would answer a second or two late for a call that can no longer succeed.
    const calls: string[] = [];
    const failing = testServer({
      transport: (url, init) => {
        const { pathname, search } = new URL(url);
        if (!pathname.includes('/blog')) return demoTransport(url, init);
        calls.push(`${pathname}${search}`);
        return Promise.resolve(new Response('{"message":"down"}', { status: 500 }));
      },
    });
    const post = await get(failing, '/blog/post/anything');
    expect(post.response.status).toBe(503);
    expect(post.response.headers.get('Cache-Control')).toBe('no-store');
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls).size, calls.join(', ')).toBe(calls.length);

    calls.length = 0;
    const home = await get(failing, '/home');
    expect(home.response.status).toBe(200);
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls).size, calls.join(', ')).toBe(calls.length);
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
    const { response, html, doc, root } = await get(app, '/ana-souza');
    expect(response.status).toBe(200);
    // Only the page's own scripts: the entry, the page's data (by the nonce) and the structured data.
    const nonce = nonceOf(response);
    for (const script of doc.querySelectorAll('script:not([type="application/ld+json"])'))
      expect(script.getAttribute('nonce')).toBe(nonce);
    expect(doc.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(doc.querySelectorAll('svg[onload], [onerror], [onload], [onmouseover], img[src="x"]')).toHaveLength(0);
    expect(html).not.toMatch(/<script>alert/i);
    // The text comes back as it was typed, where it belongs.
    expect(root.textContent).toContain(value);
    expect(meta(doc, 'og:title')).toBe(value.replace(/\u2028/g, '').trim());
    expect(jsonLd(doc)).toMatchObject({ mainEntity: { name: value } });
    // A picture that is no web address is left out.
    expect((jsonLd(doc)?.mainEntity as Record<string, unknown>).image).toBeUndefined();
    expect(doc.querySelector('img[src^="javascript:"]')).toBeNull();
  });
});
