/**
 * Server rendering of every page (server/app.ts calls it for each request). Each request gets
 * its own router, query client and Lingui instance (src/router.tsx), and its own request scope
 * (src/lib/request-scope.ts: where API calls go, the public origin, the sanitiser), so requests
 * render side by side and none waits for another. TanStack Router's request handler loads the
 * page's route and data; the root route renders the whole document, its head from the routes'
 * head() and its status from notFound() and redirects; React renders it to HTML with every lazy
 * part resolved, and the router writes the page's data (its loaders' and TanStack Query's) into
 * inline scripts that carry the request's nonce, so the browser hydrates it without asking again.
 */
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { createRequestHandler, renderSsrHtmlResponse, RouterServer } from '@tanstack/react-router/ssr/server';
import { serverSanitizer } from './components/ui/safe-html-server';
import { createAppI18n, loadAllMessages, requestLocale } from './lib/i18n';
import { runInRequestScope, type Transport } from './lib/request-scope';
import { createAppRouter } from './router';

/** The built files of each route, as TanStack Router's request handler takes them. */
export type Manifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>;

export interface RenderOptions {
  /** The Content Security Policy's nonce of this response, for the page's inline scripts. */
  nonce: string;
  /** The demo backend's bar, drawn above the page as the demo build's browser draws it. */
  demoBar?: ComponentType;
  /** How the app's API calls reach their service from the server. */
  transport: Transport;
  /** The site's public origin (SITE_URL); the request's by default. */
  origin?: string;
  /**
   * The built files of each route, for this request (a fresh copy: the page adds the lazy parts
   * it draws, such as a coach's template, through `includeModule`).
   */
  manifest: Manifest;
  /** Adds a lazily loaded module's built files to the request's manifest. */
  includeModule: (manifest: Manifest, moduleId: string) => void;
}

/**
 * How long a page's data may take on the server, all calls together: past it the calls still
 * under way fail, and the page answers 503 or goes without the part they were for (which the
 * browser then loads itself, with its own, longer time limits).
 */
export const PAGE_DATA_DEADLINE_MS = 3_000;

/** The response to a page request: the whole document, or a redirect. */
export async function renderPage(request: Request, options: RenderOptions): Promise<Response> {
  const url = new URL(request.url);
  const origin = options.origin ?? url.origin;
  // The page's address as its visitor's browser has it: sanitised HTML reads its links against it.
  const page = new URL(`${url.pathname}${url.search}`, origin).href;
  const deadline = AbortSignal.timeout(PAGE_DATA_DEADLINE_MS);
  const transport: Transport = (address, init) =>
    options.transport(address, { ...init, signal: init.signal ? AbortSignal.any([init.signal, deadline]) : deadline });
  const scope = {
    origin,
    page,
    transport,
    sanitize: serverSanitizer(page),
    cookies: request.headers.get('cookie') ?? '',
  };
  return runInRequestScope(scope, () => render(request, options));
}

async function render(request: Request, { nonce, demoBar, manifest, includeModule }: RenderOptions): Promise<Response> {
  const url = new URL(request.url);
  const i18n = await createAppI18n(requestLocale(url.search, request.headers.get('cookie')));
  // The demo bar speaks every catalog's text, as in the demo build's browser (src/main.tsx).
  if (demoBar) await loadAllMessages(i18n);
  const handler = createRequestHandler({
    request,
    getRouterManifest: () => manifest,
    createRouter: () =>
      createAppRouter({
        i18n,
        demoBar,
        server: { nonce, includeModule: (moduleId) => includeModule(manifest, moduleId) },
      }),
  });
  return handler(({ router, responseHeaders }) =>
    renderSsrHtmlResponse({
      router,
      responseHeaders,
      // Every lazy part (the coach's template, the contact form) in the HTML, not its placeholder,
      // and in place: no part is held back for a script to reveal, so the page reads without one.
      render: async () => {
        const { prelude } = await prerender(<RouterServer router={router} />, {
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        });
        // TanStack's handler writes the doctype itself.
        const html = (await new Response(prelude).text()).replace(/^<!DOCTYPE html>/i, '');
        const routeIds = router.state.matches.map((match) => match.routeId);
        return html.replace('</head>', () => `${inlinedStylesheetLinks(manifest, routeIds)}</head>`);
      },
    }),
  );
}

/**
 * The page's stylesheets that came inline, each named by a disabled link, which browsers do not
 * fetch. Vite's loader of lazy chunks (a coach's template, the toasts) adds a chunk's stylesheet
 * unless the page has a stylesheet link of its address: so, once hydrated, the page does not
 * download and apply again the rules it already has.
 */
function inlinedStylesheetLinks(manifest: Manifest, routeIds: readonly string[]): string {
  const inline = manifest.inlineCss?.styles ?? {};
  const hrefs = new Set(
    routeIds
      .flatMap((id) => manifest.routes[id]?.css ?? [])
      .map((link) => (typeof link === 'string' ? link : link.href))
      .filter((href) => href in inline),
  );
  return [...hrefs].map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('');
}
