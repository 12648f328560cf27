/**
 * What a server render reads from its own request: where the app's API calls go, the site's
 * public origin, the page's address, the sanitiser of raw HTML and the request's cookies. The server runs each render
 * inside `runInRequestScope` (src/entry-server.tsx), so overlapping renders never see each
 * other's; Node's AsyncLocalStorage carries the scope through every await. In the browser there
 * is no scope: the page's own `window.location` and `fetch` stand in.
 */
import type { AsyncLocalStorage } from 'node:async_hooks';

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface RequestScope {
  /** The site's public origin (`SITE_URL`, or the request's). */
  origin: string;
  /** The page's public address, as its visitor's browser has it. */
  page: string;
  /** Sends the app's API calls: the demo backend's handlers, or the API hosts. */
  transport: Transport;
  /** Sanitises raw HTML for this page (SafeHtml's rules on a server DOM). */
  sanitize: (html: string) => string;
  /** The request's Cookie header: choices the visitor's browser keeps (the cookie banner's). */
  cookies: string;
}

/** Node's request scope; absent in the browser, where nothing renders on behalf of a request. */
const storage: AsyncLocalStorage<RequestScope> | undefined = (() => {
  const node = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const hooks = node?.getBuiltinModule?.('node:async_hooks') as typeof import('node:async_hooks') | undefined;
  return hooks ? new hooks.AsyncLocalStorage<RequestScope>() : undefined;
})();

/** Runs `render` with `scope` as the scope of everything it awaits. */
export function runInRequestScope<T>(scope: RequestScope, render: () => T): T {
  if (!storage) throw new Error('Request scopes need Node.');
  return storage.run(scope, render);
}

/** The scope of the request being rendered; undefined in the browser (and outside a render). */
export function requestScope(): RequestScope | undefined {
  return storage?.getStore();
}

/** The page's origin: the request's public one on the server, the window's in the browser. */
export function pageOrigin(): string {
  const scope = requestScope();
  if (scope) return scope.origin;
  return typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
}

/** The page's own address, absolute. */
export function pageAddress(): string {
  const scope = requestScope();
  if (scope) return scope.page;
  return typeof window !== 'undefined' ? window.location.href : 'http://localhost/';
}

/** The cookies the page can read: the request's on the server, the document's in the browser. */
export function pageCookies(): string {
  const scope = requestScope();
  if (scope) return scope.cookies;
  return typeof document !== 'undefined' ? document.cookie : '';
}
