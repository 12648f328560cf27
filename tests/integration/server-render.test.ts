// @vitest-environment node
/**
 * The pages the production server renders (src/entry-server.tsx through server/app.ts), with the
 * demo backend's handlers as the API: the page's content and data come with the HTML, the data's
 * scripts carry the response's nonce, the page's files are linked from the build's manifest
 * (server/assets.ts), hostile profile text runs nothing, and a post's body is in the HTML,
 * sanitised as the browser sanitises it (src/components/ui/safe-html.tsx).
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { demoTransport, get, nonceOf, ORIGIN, testServer, type TestServerOptions } from '../utils/server';
import { db } from '@/mocks/db';
import { blogPosts, HOSTILE_MARKERS, HOSTILE_POST_SLUGS } from '@/mocks/seed/blog';
import { expertisesByLang } from '@/mocks/seed/expertises';

const app = testServer();

/** A post's body as the page draws it: the article's last part (SafeHtml's element). */
const postBody = (root: HTMLElement) => root.querySelector('article > div:last-child');

/** The server, with the CMS answering `body` for the post at `slug` (a compromised CMS). */
function withPostBody(slug: string, body: string, options: TestServerOptions = {}) {
  return testServer({
    ...options,
    transport: async (url, init) => {
      const response = await demoTransport(url, init);
      const address = new URL(url);
      if (!address.pathname.endsWith('/pages/') || address.searchParams.get('slug') !== slug) return response;
      const data = (await response.json()) as { items: { body?: string }[] };
      for (const item of data.items) item.body = body;
      return Response.json(data, { status: response.status });
    },
  });
}

/** What a compromised CMS could put in a post, around text that must survive. */
const HOSTILE_BODY = [
  '<p>Um parágrafo legítimo do post.</p>',
  '<script>window.__xss=1</script>',
  '<img src="x" onerror="window.__xss=1">',
  '<p><a href="javascript:window.__xss=1">js</a> <a href="/\\evil.example/phish">barra</a>',
  `<a href="/blog">blog</a> <a href="${ORIGIN}/coaches_list" target="_blank">coaches</a>`,
  '<a href="https://coachly.example/home">site</a> <a href="https://outro.example/x" target="_self">fora</a></p>',
  '<img src="https://evil.example/pixel.gif" alt="de fora">',
  '<img src="/demo/gallery/g-05.svg" srcset="/demo/gallery/g-05.svg 1x, https://evil.example/p.gif 2x" alt="misto">',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
].join('\n');

/** The page's scripts that are neither the entry nor structured data: its data for the browser. */
const dataScripts = (doc: Document) => [...doc.querySelectorAll('script:not([src]):not([type="application/ld+json"])')];

describe('server rendering', () => {
  it('renders the whole document: a coach site with its name, photo, about text and contact section', async () => {
    const coach = db.profileByUsername('ana-souza')!;
    const { response, root, doc, html } = await get(app, '/ana-souza');
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="pt-BR">/);
    expect(doc.querySelectorAll('html, head, body, #root')).toHaveLength(4);
    expect(root.querySelector('h1')?.textContent).toContain('Ana Souza');
    expect(root.querySelector(`img[src="${coach.photoUrl}"]`)).not.toBeNull();
    expect(root.textContent).toContain(coach.aboutMe.slice(0, 60));
    // Ana offers a free session: her contact section is the session request.
    expect(root.querySelector('#session_request h2')?.textContent).toBeTruthy();
    expect(root.querySelector('#contact')).toBeNull();
  });

  it('names expertises and countries in the page’s language: the coaches list in English, a coach’s site in Spanish', async () => {
    const ptOnly = (lang: 'en' | 'es') => {
      const local = new Set(expertisesByLang[lang].map((expertise) => expertise.name));
      return expertisesByLang.pt.map((expertise) => expertise.name).filter((name) => !local.has(name));
    };
    const list = await get(app, '/coaches_list?lang=en');
    expect(list.response.status).toBe(200);
    const areas = [...list.root.querySelectorAll('ul[aria-label="Expertises"] li')].map((item) => item.textContent);
    expect(areas).toContain('Career');
    expect(areas.filter((name) => ptOnly('en').includes(name ?? ''))).toEqual([]);
    // The form's lists come with the page too, in English.
    const countries = [...list.root.querySelectorAll('select[name="country"] option')].map(
      (option) => option.textContent,
    );
    expect(countries).toEqual(expect.arrayContaining(['Brazil', 'United States', 'Spain']));
    const checkboxes = [...list.root.querySelectorAll('input[name="expertise"]')].map(
      (input) => input.closest('label')?.textContent,
    );
    expect(checkboxes).toEqual(expect.arrayContaining(['Career', 'Family', 'Sports']));

    const site = await get(app, '/ana-souza?lang=es');
    expect(site.response.status).toBe(200);
    const chips = [...site.root.querySelectorAll('#biography li')].map((item) => item.textContent);
    expect(chips).toEqual(['Carrera', 'Liderazgo', 'Emocional']);
    expect(site.root.textContent).toContain('Carrera · Liderazgo · Emocional');
    // Her words in the Spanish she wrote them in, in the page's language.
    const about = [...site.root.querySelectorAll('#biography p')].find(
      (paragraph) => paragraph.textContent === db.profileByUsername('ana-souza')!.translations?.es?.aboutMe,
    );
    expect(about).toBeDefined();
    expect(about?.closest('[lang]')).toBe(site.doc.documentElement);
    // A coach who wrote in Portuguese only: her words marked as Portuguese on the Spanish page.
    const other = await get(app, '/thiago-santos?lang=es');
    const original = [...other.root.querySelectorAll('#biography p')].find((paragraph) =>
      db.profileByUsername('thiago-santos')!.aboutMe.startsWith(paragraph.textContent ?? '\u0000'),
    );
    expect(original?.getAttribute('lang')).toBe('pt');
  });

  it('links the page’s own styles and code from the build: its route’s, its template’s and its contact form’s', async () => {
    const { doc } = await get(app, '/ana-souza');
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
    expect(doc.querySelectorAll('script[src="/assets/index-abc123.js"]')).toHaveLength(1);
    // Another page brings none of the coach site's files.
    const blog = await get(app, '/blog');
    const blogLinks = [...blog.doc.querySelectorAll('link[rel="stylesheet"], link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(blogLinks).toContain('/assets/index-abc123.css');
    expect(blogLinks).not.toContain('/assets/template-5-1.css');
    expect(blogLinks).not.toContain('/assets/site-1.css');
  });

  it('preloads React’s renderer, which the entry imports as it boots, on every page, and not the demo bar', async () => {
    for (const address of ['/ana-souza', '/blog']) {
      const { doc } = await get(app, address);
      const links = (rel: string) =>
        [...doc.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'));
      expect(links('modulepreload').filter((href) => href === '/assets/client-1.js')).toHaveLength(1);
      expect(links('modulepreload')).toContain('/assets/react-1.js');
      // What the entry imports only in a demo build is not every page's.
      expect(links('modulepreload')).not.toContain('/assets/demo-bar-1.js');
      expect(links('stylesheet')).not.toContain('/assets/demo-bar-1.css');
    }
  });

  it('renders the contact form of a coach who offers no free session', async () => {
    const coach = db.profileByUsername('lucia-fernandes')!;
    db.putProfile({ ...coach, enableSiteExperimentalSession: false });
    const { response, root } = await get(app, '/lucia-fernandes');
    expect(response.status).toBe(200);
    expect(root.querySelector('#contact')?.textContent).toContain('Vamos conversar?');
    expect(root.querySelector('#contact form')).not.toBeNull();
    expect(root.querySelector('#session_request')).toBeNull();
  });

  it('hands the page’s data over in scripts that carry the response’s nonce', async () => {
    const { response, doc, html } = await get(app, '/ana-souza');
    const nonce = nonceOf(response);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("'sha256-AAAA'");
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')).toBeNull();
    const inline = dataScripts(doc);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) expect(script.getAttribute('nonce')).toBe(nonce);
    // The profile itself travels with the page, so the browser does not ask for it again.
    expect(html).toContain('$_TSR');
    expect(inline.map((script) => script.textContent).join('')).toContain('Ana Souza');
  });

  it('renders the blog, a category, a post, the coaches list and the landing page', async () => {
    const post = blogPosts.find((item) => !HOSTILE_POST_SLUGS.includes(item.meta.slug))!;
    const pages: [string, string][] = [
      ['/blog', post.title],
      [`/blog/post/${post.meta.slug}`, post.title],
      ['/coaches_list', 'Ana Souza'],
      ['/home', 'Encontre o coach certo para a sua próxima conquista'],
    ];
    for (const [path, text] of pages) {
      const { response, root } = await get(app, path);
      expect(response.status, path).toBe(200);
      expect(root.textContent, path).toContain(text);
      expect(root.querySelector('main'), path).not.toBeNull();
    }
  });

  it('renders a missing post’s page in the request’s language, with its status', async () => {
    const { response, root, doc } = await get(app, '/blog/post/no-such-post?lang=es');
    expect(response.status).toBe(404);
    expect(doc.documentElement.lang).toBe('es');
    expect(doc.title).toBe('Publicación no encontrada · Coachly');
    expect(root.querySelector('h1')?.textContent).toBe('Publicación no encontrada');
  });

  it('says an edit link is being checked from the first paint, in the request’s language, and keeps it out of search engines', async () => {
    for (const [path, text] of [
      ['/this/does-not-exist', 'Verificando seu link…'],
      ['/ana-souza/a-token-123?lang=en', 'Checking your link…'],
    ] as const) {
      const { response, root, doc } = await get(app, path);
      expect(response.status, path).toBe(200);
      expect(root.querySelector('[role="status"]')?.textContent, path).toBe(text);
      expect(doc.head.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toBe('noindex');
    }
  });

  it('runs nothing from hostile profile text in the page or in its data', async () => {
    const coach = db.profileByUsername('joao-pereira')!;
    const value = '</script><script>alert(1)</script><!--<img src=x onerror=alert(2)>';
    db.putProfile({ ...coach, fullName: value, aboutMe: value, mainPhrase: value });
    const { response, html, doc, root } = await get(app, '/joao-pereira');
    expect(response.status).toBe(200);
    expect(html).not.toMatch(/<script>alert/i);
    expect(doc.querySelectorAll('[onerror], img[src="x"]')).toHaveLength(0);
    const nonce = nonceOf(response);
    for (const script of dataScripts(doc)) expect(script.getAttribute('nonce')).toBe(nonce);
    expect(root.textContent).toContain(value);
  });

  it('renders a post’s body, sanitised, in its HTML', async () => {
    const post = blogPosts.find((item) => !HOSTILE_POST_SLUGS.includes(item.meta.slug))!;
    const source = new JSDOM(post.body).window.document.body;
    const { response, root } = await get(app, `/blog/post/${post.meta.slug}`);
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
    expect(HOSTILE_POST_SLUGS.length).toBeGreaterThan(0);
    for (const slug of HOSTILE_POST_SLUGS) {
      const { response, root } = await get(app, `/blog/post/${slug}`);
      expect(response.status, slug).toBe(200);
      const body = postBody(root)!;
      expect(body.querySelectorAll('p').length, slug).toBeGreaterThan(2);
      for (const marker of HOSTILE_MARKERS) expect(body.innerHTML.toLowerCase(), slug).not.toContain(marker);
    }
  });

  it('sanitises a hostile post body on the server as the browser does, links read against the page', async () => {
    const slug = blogPosts.at(-1)!.meta.slug;
    const { response, root, doc } = await get(withPostBody(slug, HOSTILE_BODY), `/blog/post/${slug}`);
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
      ['coaches', `${ORIGIN}/coaches_list`, null, null],
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
    const { root } = await get(server, `/blog/post/${slug}`);
    const targets = Object.fromEntries(
      [...postBody(root)!.querySelectorAll('a[href]')].map((link) => [link.textContent, link.getAttribute('target')]),
    );
    expect(targets).toEqual({ blog: null, coaches: '_blank', site: null, fora: '_blank' });
  });
});
