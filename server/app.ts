/**
 * The production server as a fetch handler (Hono): the built app's files, every page rendered by
 * the app's router (src/entry-server.tsx), robots.txt and sitemap.xml, the security headers
 * (docs/decisions/0003-security-headers.md), compression and caching. It depends on no runtime:
 * server/main.ts runs it in Node; an edge runtime can run `createApp(...).fetch` with its own
 * static files.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { Transport } from '@/lib/request-scope';
import type { Backend } from './backend.ts';
import { withCookie, type Demo } from './demo.ts';
import { shareCardRoutes, type ShareCardSettings } from './share-card.ts';
import { sitemapXml } from './sitemap.ts';
import { SHARE_CARD_BASE } from '@/lib/share-card';

/**
 * Renders a page's whole response for a request, with the nonce of its inline scripts; its API
 * calls go through `transport` when given (the visitor's demo sandbox), else to the API hosts.
 */
export type PageRenderer = (
  request: Request,
  options: { nonce: string; origin?: string; transport?: Transport },
) => Promise<Response>;

export interface AppOptions {
  /** The built index.html, whose Content Security Policy the pages are sent with. */
  template: string;
  /** Where the sitemap's data comes from: the API hosts, or the demo backend (server/backend.ts). */
  backend: Backend;
  /** The demo backend (server/demo.ts), when no API host is configured: its calls, and a sandbox per visitor. */
  demo?: Demo;
  /** The site's public origin (`https://coachly.com.br`) for canonical addresses; else the request's. */
  origin?: string;
  /**
   * The hosts the server answers for (`coachly.com.br`, `www.coachly.com.br`); a request naming
   * another gets 421. Unset: any (development and tests).
   */
  allowedHosts?: readonly string[];
  /** Read `X-Forwarded-Proto` (https) from the proxy in front: set only behind a trusted one. */
  trustProxy?: boolean;
  /** Serves the build's files, calling next() for any other address. */
  assets?: MiddlewareHandler;
  /** Renders every page (src/entry-server.tsx). */
  render: PageRenderer;
  /** The share cards' pictures (where the site's own files are read) and drawing (server/share-card.ts). */
  shareCards?: ShareCardSettings;
}

/** Hashed file names (`index-E5xlr7g3.js`) never change content: cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The Trusted Types policy, reported only (decision 0003). */
const TRUSTED_TYPES_REPORT_ONLY = "require-trusted-types-for 'script'; trusted-types coachly dompurify";

/** Features no page uses. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
].join(', ');

/**
 * The policy the build wrote into index.html (scripts/csp.ts, with the hash of its inline
 * script), plus what only a header can say.
 */
export function contentSecurityPolicy(template: string): string {
  const meta = CSP_META.exec(template)?.[1];
  if (!meta) throw new Error('The page template has no Content-Security-Policy <meta>: serve a production build.');
  return `${meta.replaceAll('&#39;', "'").replaceAll('&amp;', '&')}; frame-ancestors 'none'`;
}

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\s*\/?>/;

/** The policy with the nonce of a server-rendered page's data scripts added to `script-src`. */
function withNonce(csp: string, nonce: string): string {
  return csp.replace(
    /(^|;\s*)(script-src [^;]*)/,
    (_, start: string, directive: string) => `${start}${directive} 'nonce-${nonce}'`,
  );
}

/** A fresh nonce for one response: 128 random bits. */
function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** How long a visitor's cache and browser wait before asking again for a page whose data failed. */
const RETRY_AFTER_SECONDS = '30';

/**
 * Files the build ships (its hashed code, the manuals, the demo's pictures): one of these the
 * static files did not answer is missing, not a page. The demo's pages under /demo/ have no
 * extension.
 */
const STATIC_FILE = /^\/(assets\/|manual\/|demo\/.+\.\w+$)/;

/** The methods a page answers. */
const PAGE_METHODS = 'GET, HEAD';

/** A path decoded once, as the router decodes it; null when it is not valid percent-encoding. */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** A small page for a status the app does not draw itself. */
function plainPage(status: 400 | 405 | 421 | 500, text: string, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>${status}</title><p>${text}</p></html>`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8', ...headers } });
}

/** The server's fetch handler (`app.fetch`), for the build and data source the options name. */
/** What the handlers pass along: the nonce of a server-rendered page, for its policy header. */
type ServerEnv = { Variables: { nonce?: string } };

export function createApp(options: AppOptions): Hono<ServerEnv> {
  const csp = contentSecurityPolicy(options.template);
  const originOf = (request: Request) => options.origin ?? new URL(request.url).origin;
  const isHttps = (request: Request) =>
    new URL(request.url).protocol === 'https:' ||
    (options.trustProxy === true && request.headers.get('X-Forwarded-Proto') === 'https');
  const allowedHosts = options.allowedHosts?.map((host) => host.toLowerCase());
  const app = new Hono<ServerEnv>();

  // One line for what failed, no stack for what a client sent, and a plain page.
  app.onError((error, c) => {
    console.error(`${c.req.method} ${new URL(c.req.url).pathname}: ${error.message}`);
    return plainPage(500, 'Erro interno. Tente de novo em instantes.');
  });

  // The public address is configured, not taken from the request: another Host is refused.
  app.use(async (c, next) => {
    const host = (c.req.header('Host') ?? '').toLowerCase();
    if (allowedHosts && !allowedHosts.includes(host)) return plainPage(421, 'Host desconhecido.');
    const { pathname } = new URL(c.req.url);
    if (decodedPath(pathname) === null) return plainPage(400, 'Endereço inválido.');
    return next();
  });

  app.use(compress());
  app.use(async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin');
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (isHttps(c.req.raw)) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    if (headers.get('Content-Type')?.startsWith('text/html')) {
      const nonce = c.get('nonce');
      headers.set('Content-Security-Policy', nonce ? withNonce(csp, nonce) : csp);
      headers.set('Content-Security-Policy-Report-Only', TRUSTED_TYPES_REPORT_ONLY);
      headers.set('X-Frame-Options', 'DENY');
      // A page whose data failed is never kept by a cache.
      headers.set('Cache-Control', c.res.status >= 500 ? 'no-store' : 'no-cache');
      // A page without `?lang=` is in the language its visitor's cookie names.
      headers.append('Vary', 'Cookie');
    } else if (!headers.has('Cache-Control')) {
      headers.set('Cache-Control', c.req.path.startsWith('/assets/') && c.res.ok ? IMMUTABLE : 'no-cache');
    }
  });

  app.get('/robots.txt', (c) => {
    const origin = originOf(c.req.raw);
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...['/login', '/logout', '/customize', '/confirm-session/', '/demo/', '/__demo/', '/not_found', '/*/edit'].map(
        (path) => `Disallow: ${path}`,
      ),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return c.text(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (c) => {
    const xml = await sitemapXml(options.backend, originOf(c.req.raw));
    if (!xml) return c.text('The sitemap cannot be built now.', 503, { 'Retry-After': '60' });
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    });
  });

  // The pages' link-preview pictures, drawn from the same data (the seed's, not a visitor's sandbox).
  app.route(
    SHARE_CARD_BASE,
    shareCardRoutes({ backend: options.backend, origin: options.origin, ...options.shareCards }),
  );

  const { demo } = options;
  if (demo) app.route('/', demo.routes);

  // Browsers ask for /favicon.ico on a document without an icon link (a plain file), as do feed
  // readers and other tools: the site's icon is an SVG.
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));

  // The app's entry is `/home`, as the router's redirect says; the language and other parameters follow.
  app.get('/', (c) => c.redirect(`/home${new URL(c.req.url).search}`, 301));

  if (options.assets) app.use(options.assets);
  app.on(['GET', 'HEAD'], '*', (c, next) =>
    STATIC_FILE.test(c.req.path) ? c.text('Arquivo não encontrado.', 404) : next(),
  );

  // One address per page: without a trailing slash.
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.length > 1 && url.pathname.endsWith('/'))
      return c.redirect(`${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`, 301);
    return next();
  });

  // A HEAD of a page answers its headers without rendering it.
  app.on(
    'HEAD',
    '*',
    () => new Response(null, { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } }),
  );

  app.get('*', async (c) => {
    const nonce = newNonce();
    c.set('nonce', nonce);
    let response: Response;
    if (!demo) response = await options.render(c.req.raw, { nonce, origin: options.origin });
    else {
      // The visitor's pages come from the visitor's sandbox, the same data their browser then reads.
      const { sandbox, setCookie } = demo.sandboxOf(c.req.raw);
      response = await options.render(c.req.raw, { nonce, origin: options.origin, transport: demo.transport(sandbox) });
      if (setCookie) response = withCookie(response, setCookie);
    }
    // A page whose data failed: unavailable for now, to be asked again later.
    if (response.status !== 500) return response;
    const headers = new Headers(response.headers);
    headers.set('Retry-After', RETRY_AFTER_SECONDS);
    return new Response(response.body, { status: 503, headers });
  });

  // Pages are read, not written.
  app.all('*', () => plainPage(405, 'Método não permitido.', { Allow: PAGE_METHODS }));

  return app;
}
