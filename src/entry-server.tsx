/**
 * Server rendering of the public pages (server/render.ts builds on it): TanStack Router's request
 * handler loads the page's route and data on the server, React renders it to HTML with every
 * lazy part resolved, and the router writes the page's data (its loaders' and TanStack Query's)
 * into inline scripts that carry the request's nonce, so the browser hydrates it without asking
 * again (src/main.tsx).
 *
 * The app keeps a few things per process (the active language, the query client its loaders
 * use, the HTTP transport, the page's address for sanitised HTML), as a browser tab does: pages
 * are therefore rendered one at a time.
 */
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { createRequestHandler, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { setTransport } from './api/http';
import { App } from './app';
import { setServerSanitizer } from './components/ui/safe-html';
import { serverSanitizer } from './components/ui/safe-html-server';
import { createQueryClient } from './lib/create-query-client';
import { activateLocale, loadAllMessages } from './lib/i18n';
import type { Locale } from './lib/languages';
import { provideQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

export interface RenderOptions {
  locale: Locale;
  /** The Content Security Policy's nonce of this response, for the data's inline scripts. */
  nonce: string;
  /** The demo backend's bar, drawn above the page as the demo build's browser draws it. */
  demoBar?: ComponentType;
  /** How the app's API calls reach their service from the server. */
  transport: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * The site's public origin, when the request's is not the one its visitors see (SITE_URL):
   * sanitised HTML reads its links against the page's address, as the browser does.
   */
  origin?: string;
}

export interface RenderedPage {
  status: number;
  /** #root's content: the page, and the scripts that hand its data to the browser. */
  html: string;
  /** The route files of the rendered page, root first (`$username`, `blog._list`, ...). */
  routeIds: string[];
  /** The coach site's template, when the page is one: its code and styles go with the page. */
  template?: string;
}

let queue: Promise<unknown> = Promise.resolve();

/** Renders the page `request` asks for; one page at a time (see above). */
export function renderPage(request: Request, options: RenderOptions): Promise<RenderedPage> {
  const next = queue.then(() => render(request, options));
  queue = next.catch(() => undefined);
  return next;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

async function render(
  request: Request,
  { locale, nonce, demoBar, transport, origin }: RenderOptions,
): Promise<RenderedPage> {
  setTransport(transport);
  // Sanitised HTML (a post's body) is drawn here as the visitor's browser draws it, at this address.
  const url = new URL(request.url);
  setServerSanitizer(serverSanitizer(new URL(`${url.pathname}${url.search}`, origin ?? url.origin).href));
  await activateLocale(locale);
  // The demo bar speaks every catalog's text, as in the demo build's browser (src/main.tsx).
  if (demoBar) await loadAllMessages();
  const queryClient = provideQueryClient(createQueryClient());
  let routeIds: string[] = [];
  let template: string | undefined;
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const router = createAppRouter({ server: { nonce }, demoBar });
      setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
      return router;
    },
  });
  const response = await handler(({ router, responseHeaders }) => {
    routeIds = router.state.matches.map((match) => match.routeId);
    const data: unknown = router.state.matches.at(-1)?.loaderData;
    const theme = (data as { profile?: { theme?: unknown } } | undefined)?.profile?.theme;
    template = typeof theme === 'string' ? theme : undefined;
    return renderSsrHtmlResponse({
      router,
      responseHeaders,
      // Every lazy part (the coach's template, the contact form) in the HTML, not its placeholder,
      // and in place: no part is held back for a script to reveal, so the page reads without one.
      render: async () =>
        readAll((await prerender(<App router={router} />, { progressiveChunkSize: Number.POSITIVE_INFINITY })).prelude),
    });
  });
  const html = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  return { status: response.status, html, routeIds, template };
}
