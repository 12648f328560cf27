/**
 * The production server (server/app.ts) as the tests run it: every page rendered by the app
 * (src/entry-server.tsx) with the demo backend's handlers as its API, the page's files from a
 * miniature client build manifest (server/assets.ts). Test files that render pages run in Node
 * (`// @vitest-environment node`): in jsdom the app would take itself for a browser.
 */
import { JSDOM } from 'jsdom';
import { createApp, type AppOptions } from '../../server/app';
import { pageAssets, type BuildManifest } from '../../server/assets';
import { demoBackend, demoResponse } from '../../server/backend';
import { buildCsp } from '../../scripts/csp';
import { renderPage } from '@/entry-server';
import type { Transport } from '@/lib/request-scope';

/** The address the tests ask the server at. */
export const ORIGIN = 'http://127.0.0.1:8080';

/** A built index.html in miniature: what the server reads of it is its policy (with an inline script's hash). */
export const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta http-equiv="Content-Security-Policy" content="${buildCsp({}).replace("script-src 'self'", "script-src 'self' 'sha256-AAAA'")}" />
  </head>
  <body><div id="root"></div></body>
</html>
`;

/**
 * The client build's manifest in miniature: the entry with React's DOM renderer, which it imports
 * as it boots, and the demo bar, which it imports only in a demo build; the coach site's route
 * and some of its lazy parts.
 */
export const MANIFEST: BuildManifest = {
  'src/main.tsx': {
    file: 'assets/index-abc123.js',
    isEntry: true,
    css: ['assets/index-abc123.css'],
    dynamicImports: ['node_modules/react-dom/client.js', 'src/features/demo/demo-bar.tsx'],
  },
  'node_modules/react-dom/client.js': { file: 'assets/client-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/features/demo/demo-bar.tsx': { file: 'assets/demo-bar-1.js', css: ['assets/demo-bar-1.css'] },
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

/** The demo backend's handlers, answering the app's calls in the server as server/main.ts does. */
export const demoTransport: Transport = (url, init) => demoResponse(new Request(url, init));

export interface TestServerOptions extends Partial<Omit<AppOptions, 'render'>> {
  /** Where the pages' API calls go; the demo backend's handlers by default. */
  transport?: Transport;
}

/** The server with the app rendering its pages. */
export function testServer({ transport = demoTransport, ...options }: TestServerOptions = {}) {
  const assets = pageAssets(MANIFEST);
  return createApp({
    template: TEMPLATE,
    backend: demoBackend,
    ...options,
    render: (request, { nonce, origin }) =>
      renderPage(request, {
        nonce,
        origin,
        transport,
        manifest: assets.manifest(),
        includeModule: assets.includeModule,
      }),
  });
}

export type TestServer = ReturnType<typeof testServer>;

/** Asks `server` for `path`; the answer's HTML read as a document. */
export async function get(server: TestServer, path: string, init?: RequestInit) {
  const response = await server.fetch(new Request(new URL(path, ORIGIN), init));
  const html = await response.text();
  const doc = new JSDOM(html).window.document;
  return { response, html, doc, root: doc.getElementById('root')! };
}

/** The content of the head's tag with this name or property. */
export const meta = (doc: Document, key: string) =>
  doc.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? undefined;

/** The page's canonical address. */
export const canonical = (doc: Document) =>
  doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined;

/** The page's structured data. */
export const jsonLd = (doc: Document) =>
  JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<
    string,
    unknown
  > | null;

/** The nonce the response's Content Security Policy allows scripts by. */
export const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
