// @vitest-environment node
/**
 * The production server rendering the public pages (src/entry-server.tsx, server/render.ts),
 * called through its fetch handler with the demo backend's handlers as the API: the page's
 * content and data come with the HTML, the data's scripts carry the response's nonce, the page's
 * files are linked from the build's manifest, hostile profile text runs nothing, and a post's
 * body is in the HTML, sanitised as the browser sanitises it (src/components/ui/safe-html.tsx).
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { demoBackend, demoResponse } from '../../server/backend';
import { pageRenderer, type BuildManifest } from '../../server/render';
import { buildCsp } from '../../scripts/csp';
import { renderPage } from '@/entry-server';
import { db } from '@/mocks/db';
import { blogPosts, HOSTILE_MARKERS, HOSTILE_POST_SLUGS } from '@/mocks/seed/blog';

const ORIGIN = 'http://127.0.0.1:8080';

const TEMPLATE = `<!doctype html>
<html lang="pt">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="${buildCsp({}).replace("script-src 'self'", "script-src 'self' 'sha256-AAAA'")}" />
    <title>Coachly</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
    <script type="application/json" id="route-preload-data">{"routes":[]}</script>
    <script type="module" async>(function(){})()</script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The client build's manifest in miniature: the coach site's route and two of its lazy parts. */
const MANIFEST: BuildManifest = {
  'src/main.tsx': { file: 'assets/index-abc123.js', isEntry: true, css: ['assets/index-abc123.css'] },
  'src/routes/$username.tsx?tsr-split=component---loader': {
    file: 'assets/username-1.js',
    imports: ['_site.js'],
  },
  '_site.js': { file: 'assets/site-1.js', css: ['assets/site-1.css'], imports: ['src/main.tsx'] },
  'src/features/coach-site/sections/contact-form.tsx': {
    file: 'assets/contact-form-1.js',
    css: ['assets/contact-form-1.css'],
  },
  'src/features/coach-site/templates/template-5.tsx': {
    file: 'assets/template-5-1.js',
    css: ['assets/template-5-1.css'],
  },
  'src/features/coach-site/templates/template-1.tsx': {
    file: 'assets/template-1-1.js',
    css: ['assets/template-1-1.css'],
  },
};

const app = createApp({
  template: TEMPLATE,
  backend: demoBackend,
  demo: true,
  render: pageRenderer(renderPage, MANIFEST, { transport: (url, init) => demoResponse(new Request(url, init)) }),
});

async function get(path: string, server = app) {
  const response = await server.fetch(new Request(new URL(path, ORIGIN)));
  const html = await response.text();
  const doc = new JSDOM(html).window.document;
  return { response, html, doc, root: doc.getElementById('root')! };
}

/** A post's body as the page draws it: the article's last part (SafeHtml's element). */
const postBody = (root: HTMLElement) => root.querySelector('article > div:last-child');

/** The server, with the CMS answering `body` for the post at `slug` (a compromised CMS). */
function withPostBody(slug: string, body: string, options: { origin?: string } = {}) {
  return createApp({
    template: TEMPLATE,
    backend: demoBackend,
    demo: true,
    ...options,
    render: pageRenderer(renderPage, MANIFEST, {
      transport: async (url, init) => {
        const response = await demoResponse(new Request(url, init));
        const address = new URL(url);
        if (!address.pathname.endsWith('/pages/') || address.searchParams.get('slug') !== slug) return response;
        const data = (await response.json()) as { items: { body?: string }[] };
        for (const item of data.items) item.body = body;
        return Response.json(data, { status: response.status });
      },
    }),
  });
}

/** What a compromised CMS could put in a post, around text that must survive. */
const HOSTILE_BODY = [
  '<p>Um parágrafo legítimo do post.</p>',
  '<script>window.__xss=1</script>',
  '<img src="x" onerror="window.__xss=1">',
  '<p><a href="javascript:window.__xss=1">js</a> <a href="/\\evil.example/phish">barra</a>',
  '<a href="/blog">blog</a> <a href="http://127.0.0.1:8080/coaches_list" target="_blank">coaches</a>',
  '<a href="https://coachly.example/home">site</a> <a href="https://outro.example/x" target="_self">fora</a></p>',
  '<img src="https://evil.example/pixel.gif" alt="de fora">',
  '<img src="/demo/gallery/g-05.svg" srcset="/demo/gallery/g-05.svg 1x, https://evil.example/p.gif 2x" alt="misto">',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
].join('\n');

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];

// The first render loads the whole app, which takes a while on a busy machine.
describe('server rendering', { timeout: 30_000 }, () => {
  it('renders a coach site with its name, photo, about text and contact section', async () => {
    const coach = db.profileByUsername('ana-souza')!;
    const { response, root, doc } = await get('/ana-souza');
    expect(response.status).toBe(200);
    expect(root.querySelector('h1')?.textContent).toContain('Ana Souza');
    expect(root.querySelector(`img[src="${coach.photoUrl}"]`)).not.toBeNull();
    expect(root.textContent).toContain(coach.aboutMe.slice(0, 60));
    // Ana offers a free session: her contact section is the session request.
    expect(root.querySelector('#session_request h2')?.textContent).toBeTruthy();
    expect(root.querySelector('#contact')).toBeNull();
    // Its route's, its template's and its contact form's styles and code, not other templates'.
    const links = [...doc.querySelectorAll('link[rel="stylesheet"], link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual(
      expect.arrayContaining([
        '/assets/site-1.css',
        '/assets/contact-form-1.css',
        '/assets/template-5-1.css',
        '/assets/username-1.js',
        '/assets/template-5-1.js',
      ]),
    );
    expect(links).not.toContain('/assets/template-1-1.css');
    expect(links.filter((href) => href === '/assets/index-abc123.css')).toHaveLength(1);
  });

  it('renders the contact form of a coach who offers no free session', async () => {
    const coach = db.profileByUsername('lucia-fernandes')!;
    db.putProfile({ ...coach, enableSiteExperimentalSession: false });
    const { response, root } = await get('/lucia-fernandes');
    expect(response.status).toBe(200);
    expect(root.querySelector('#contact')?.textContent).toContain('Vamos conversar?');
    expect(root.querySelector('#contact form')).not.toBeNull();
    expect(root.querySelector('#session_request')).toBeNull();
  });

  it('hands the page’s data over in scripts that carry the response’s nonce, and drops the route preloader', async () => {
    const { response, doc, html } = await get('/ana-souza');
    const nonce = nonceOf(response);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("'sha256-AAAA'");
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')).toBeNull();
    const inline = [...doc.querySelectorAll('script:not([src]):not([type="application/ld+json"])')];
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) expect(script.getAttribute('nonce')).toBe(nonce);
    // The profile itself travels with the page, so the browser does not ask for it again.
    expect(html).toContain('$_TSR');
    expect(inline.map((script) => script.textContent).join('')).toContain('Ana Souza');
    expect(doc.getElementById('route-preload-data')).toBeNull();
    // A new nonce for each answer.
    expect(nonceOf((await get('/ana-souza')).response)).not.toBe(nonce);
  });

  it('renders the blog, a category, a post, the coaches list and the landing page', async () => {
    const post = blogPosts.find((item) => item.meta.slug)!;
    const pages: [string, string][] = [
      ['/blog', post.title],
      [`/blog/post/${post.meta.slug}`, post.title],
      ['/coaches_list', 'Ana Souza'],
      ['/home', 'coach'],
    ];
    for (const [path, text] of pages) {
      const { response, root } = await get(path);
      expect(response.status, path).toBe(200);
      expect(root.textContent, path).toContain(text);
      expect(root.querySelector('main'), path).not.toBeNull();
    }
  });

  it('leaves the pages it does not render, and an edit-access link, to the browser', async () => {
    for (const path of ['/login', '/ana-souza/edit', '/ana-souza?refresh_token=abc', '/nobody-here']) {
      const { root } = await get(path);
      expect(root.innerHTML, path).toBe('');
    }
  });

  it('runs nothing from hostile profile text in the page or in its data', async () => {
    const coach = db.profileByUsername('joao-pereira')!;
    const value = '</script><script>alert(1)</script><!--<img src=x onerror=alert(2)>';
    db.putProfile({ ...coach, fullName: value, aboutMe: value, mainPhrase: value });
    const { response, html, doc, root } = await get('/joao-pereira');
    expect(response.status).toBe(200);
    expect(html).not.toMatch(/<script>alert/i);
    expect(doc.querySelectorAll('[onerror], img[src="x"]')).toHaveLength(0);
    const nonce = nonceOf(response);
    for (const script of doc.querySelectorAll('script:not([src]):not([type="application/ld+json"])'))
      expect(script.getAttribute('nonce')).toBe(nonce);
    expect(root.textContent).toContain(value);
  });

  it('renders a post’s body, sanitised, in its HTML', async () => {
    const post = blogPosts.find((item) => !HOSTILE_POST_SLUGS.includes(item.meta.slug))!;
    const source = new JSDOM(post.body).window.document.body;
    const { response, root } = await get(`/blog/post/${post.meta.slug}`);
    expect(response.status).toBe(200);
    const body = postBody(root)!;
    const paragraphs = [...source.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs.length).toBeGreaterThan(2);
    expect([...body.querySelectorAll('p')].map((p) => p.textContent)).toEqual(paragraphs);
    expect(body.querySelector('h2')?.textContent).toBe(source.querySelector('h2')?.textContent);
    // Links as the browser leaves them: the site's own in place, others in a new tab.
    const local = body.querySelector('a[href^="/blog/post/"]');
    expect(local?.hasAttribute('target')).toBe(false);
    const external = body.querySelector('a[href^="https://"]');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(body.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('sanitises the seed’s hostile posts on the server', async () => {
    for (const slug of HOSTILE_POST_SLUGS) {
      const { response, root } = await get(`/blog/post/${slug}`);
      expect(response.status, slug).toBe(200);
      const body = postBody(root)!;
      expect(body.querySelectorAll('p').length, slug).toBeGreaterThan(2);
      for (const marker of HOSTILE_MARKERS) expect(body.innerHTML.toLowerCase(), slug).not.toContain(marker);
    }
  });

  it('sanitises a hostile post body on the server as the browser does, links read against the page', async () => {
    const slug = blogPosts.at(-1)!.meta.slug;
    const { response, root, doc } = await get(`/blog/post/${slug}`, withPostBody(slug, HOSTILE_BODY));
    expect(response.status).toBe(200);
    const body = postBody(root)!;
    expect(body.querySelector('p')?.textContent).toBe('Um parágrafo legítimo do post.');
    expect(body.querySelectorAll('script, iframe')).toHaveLength(0);
    expect(body.innerHTML).not.toContain('__xss');
    // The raw body travels in the page's data, escaped: none of its tags opens in the page.
    expect(doc.querySelectorAll('iframe, [onerror]')).toHaveLength(0);
    for (const script of doc.querySelectorAll('script')) expect(script.textContent).not.toMatch(/^\s*window\.__xss/);
    for (const element of body.querySelectorAll('*'))
      for (const { name } of element.attributes) expect(name).not.toMatch(/^(on|data-|srcdoc)/);
    const links = [...body.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.getAttribute('target'),
      link.getAttribute('rel'),
    ]);
    expect(links).toEqual([
      ['js', null, null, null],
      ['barra', null, null, null],
      ['blog', '/blog', null, null],
      // The page's own origin (the request's): its links stay in the tab.
      ['coaches', 'http://127.0.0.1:8080/coaches_list', null, null],
      ['site', 'https://coachly.example/home', '_blank', 'noopener noreferrer'],
      ['fora', 'https://outro.example/x', '_blank', 'noopener noreferrer'],
    ]);
    const pictures = [...body.querySelectorAll('img')].map((image) => [
      image.getAttribute('alt'),
      image.getAttribute('src'),
      image.getAttribute('srcset'),
    ]);
    expect(pictures).toEqual([
      ['', 'x', null],
      ['de fora', null, null],
      ['misto', '/demo/gallery/g-05.svg', null],
    ]);
  });

  it('reads a post’s links against the site’s public origin when one is set', async () => {
    const slug = blogPosts.at(-1)!.meta.slug;
    const server = withPostBody(slug, HOSTILE_BODY, { origin: 'https://coachly.example' });
    const { root } = await get(`/blog/post/${slug}`, server);
    const targets = Object.fromEntries(
      [...postBody(root)!.querySelectorAll('a[href]')].map((link) => [link.textContent, link.getAttribute('target')]),
    );
    expect(targets).toEqual({ blog: null, coaches: '_blank', site: null, fora: '_blank' });
  });
});
