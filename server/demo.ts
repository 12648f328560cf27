/**
 * The demo backend as the server runs it when no API host is configured: the MSW handlers of
 * src/mocks, answered in Node, one sandbox per visitor. A first visit gets its own copy of the
 * seed, named by an HttpOnly cookie; everything that visitor does (sign-in, edits, uploads,
 * messages, faults, reset) changes only that copy, and the server renders that visitor's pages
 * from it. Sandboxes are bounded: the most recently used `sandboxes` are kept, each for `idleMs`
 * after its last call. Bodies are refused past their size before they are read whole, and the
 * control calls that change state refuse cross-site requests. `npm start` runs the same routes
 * in Vite's dev server (vite.config.ts), `npm run serve` in the production server (server/app.ts).
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getResponse } from 'msw';
import { createSandbox, DEFAULT_CONFIG } from '@/mocks/db';
import { faultsFromParam, FAULT_QUERY_PARAM } from '@/mocks/faults';
import { handlers } from '@/mocks/handlers';
import { runInSandbox, type Sandbox } from '@/mocks/sandbox';
import type { Transport } from '@/lib/request-scope';

export interface DemoLimits {
  /** Sandboxes kept at once; the least recently used goes first. */
  sandboxes: number;
  /** How long a sandbox outlives its visitor's last call. */
  idleMs: number;
  /** Largest JSON body, in bytes. */
  jsonBytes: number;
  /** Largest uploaded picture, in bytes. */
  uploadBytes: number;
}

export const DEMO_LIMITS: DemoLimits = {
  sandboxes: 500,
  idleMs: 2 * 60 * 60_000,
  jsonBytes: 4 * 1024 * 1024,
  uploadBytes: 5 * 1024 * 1024,
};

/** The cookie that names a visitor's sandbox. */
export const SANDBOX_COOKIE = 'coachly_demo';

/** `?demo_token_ttl=30`: the visitor's access tokens last 30 seconds, to watch a refresh. */
const TTL_PARAM = 'demo_token_ttl';

/** The sandbox cookie's value in a Cookie header. */
function sandboxId(cookies: string | null | undefined): string | undefined {
  const value = (cookies ?? '')
    .split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === SANDBOX_COOKIE)?.[1];
  return value && /^[0-9a-f-]{36}$/.test(value) ? value : undefined;
}

export interface Demo {
  /** The visitor's sandbox, and the cookie to send when it is new. */
  sandboxOf: (request: Request) => { sandbox: Sandbox; setCookie?: string };
  /** Answers one demo call (`/__demo/...`) from a sandbox. */
  answer: (request: Request, sandbox: Sandbox) => Promise<Response>;
  /** The transport a server render of the visitor's page sends its API calls through. */
  transport: (sandbox: Sandbox) => Transport;
  /** The demo's own routes: its API and control calls, and the fault and token settings of an address. */
  routes: Hono;
  /** How many sandboxes are kept now. */
  size: () => number;
}

/**
 * A network failure the demo simulates: the answer's body breaks, so the browser's read of it
 * fails as a dropped connection would.
 */
function broken(): Response {
  const body = new ReadableStream({ start: (controller) => controller.error(new Error('demo network fault')) });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** A state-changing control call from another site (its Origin, or its Fetch metadata). */
function crossSite(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.get('Origin');
  return origin !== null && origin !== new URL(request.url).origin;
}

/** The response with a cookie set (a copy: some responses' headers cannot change). */
export function withCookie(response: Response, setCookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append('Set-Cookie', setCookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function createDemo(limits: DemoLimits = DEMO_LIMITS): Demo {
  // In order of use: the first is the least recently used.
  const sandboxes = new Map<string, Sandbox>();

  const evict = (now: number) => {
    for (const [id, sandbox] of sandboxes) {
      if (sandboxes.size <= limits.sandboxes && now - sandbox.lastUsed < limits.idleMs) break;
      sandboxes.delete(id);
    }
  };

  const sandboxOf = (request: Request) => {
    const now = Date.now();
    const id = sandboxId(request.headers.get('Cookie'));
    const known = id ? sandboxes.get(id) : undefined;
    if (known && now - known.lastUsed < limits.idleMs) {
      known.lastUsed = now;
      sandboxes.delete(known.id);
      sandboxes.set(known.id, known);
      evict(now);
      return { sandbox: known };
    }
    const sandbox = createSandbox(crypto.randomUUID());
    sandboxes.set(sandbox.id, sandbox);
    evict(now);
    const setCookie = `${SANDBOX_COOKIE}=${sandbox.id}; Path=/; HttpOnly; SameSite=Lax`;
    return { sandbox, setCookie };
  };

  const answer = (request: Request, sandbox: Sandbox) =>
    runInSandbox(sandbox, async () => {
      const response = (await getResponse(handlers, request)) ?? Response.json({ error: 'not_found' }, { status: 404 });
      return response.type === 'error' ? broken() : response;
    });

  const routes = new Hono();
  /** The sandbox of a call, with its cookie set on the answer when it is new. */
  const withSandbox = async (c: Context, work: (sandbox: Sandbox) => Promise<Response> | Response) => {
    const { sandbox, setCookie } = sandboxOf(c.req.raw);
    const response = await work(sandbox);
    return setCookie ? withCookie(response, setCookie) : response;
  };
  const tooLarge = (c: Context) =>
    c.json({ error: 'payload_too_large', error_description: 'O corpo da requisição é grande demais.' }, 413);

  routes.put('/__demo/api/v1/upload', bodyLimit({ maxSize: limits.uploadBytes, onError: tooLarge }));
  routes.on(['POST', 'PUT'], '/__demo/*', async (c, next) =>
    c.req.path === '/__demo/api/v1/upload'
      ? next()
      : bodyLimit({ maxSize: limits.jsonBytes, onError: tooLarge })(c, next),
  );
  routes.on(['POST', 'PUT'], '/__demo/control/*', async (c, next) => {
    // Control calls that change state come from the visitor's own pages, with their cookie.
    if (crossSite(c.req.raw)) return c.json({ error: 'forbidden', error_description: 'Pedido de outro site.' }, 403);
    if (!sandboxId(c.req.header('Cookie')))
      return c.json({ error: 'forbidden', error_description: 'Sem sandbox.' }, 403);
    return next();
  });
  routes.all('/__demo/*', (c) => withSandbox(c, (sandbox) => answer(c.req.raw, sandbox)));
  // An address with `?demo_fault=` or `?demo_token_ttl=` sets them for the visitor, then leads
  // to the same address without them.
  routes.get('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (!url.searchParams.has(FAULT_QUERY_PARAM) && !url.searchParams.has(TTL_PARAM)) return next();
    return withSandbox(c, (sandbox) => {
      const faults = url.searchParams.get(FAULT_QUERY_PARAM);
      if (faults !== null) sandbox.faults = faultsFromParam(faults).faults;
      const ttl = url.searchParams.get(TTL_PARAM);
      if (ttl !== null) {
        const seconds = /^\d+$/.test(ttl) ? Number(ttl) : 0;
        sandbox.db.config.accessTtlMs = seconds > 0 ? seconds * 1000 : DEFAULT_CONFIG.accessTtlMs;
      }
      url.searchParams.delete(FAULT_QUERY_PARAM);
      url.searchParams.delete(TTL_PARAM);
      return new Response(null, { status: 302, headers: { Location: `${url.pathname}${url.search}${url.hash}` } });
    });
  });

  return {
    sandboxOf,
    answer,
    transport: (sandbox) => (url, init) => answer(new Request(url, init), sandbox),
    routes,
    size: () => sandboxes.size,
  };
}
