/**
 * The production server in Node: `npm run build && npm run serve`. It serves the build in
 * `dist/` (or `DIST_DIR`) on 127.0.0.1 (or `HOST`), port `PORT` (8080). With no API host
 * configured (`VITE_API_V1_URL` unset, as for the build) page data and the API calls come from
 * the demo backend running in the server; otherwise from the hosts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import DemoBar from '@/features/demo/demo-bar';
import { renderPage } from '@/entry-server';
import { createApp } from './app.ts';
import { pageAssets, type BuildManifest } from './assets.ts';
import { demoBackend, hostsFromEnv, remoteBackend } from './backend.ts';
import { createDemo } from './demo.ts';
import { SERVER_ONLY } from './client-files.ts';
import { siteFiles } from './share-card.ts';

// The build's settings files, as Vite reads them; variables already set win.
for (const file of ['.env.production.local', '.env.local', '.env.production', '.env'])
  if (existsSync(file)) process.loadEnvFile(file);

const env = process.env;

// In production the public address is configured, never guessed from a request's Host.
const allowedHosts = [
  ...(env.SITE_URL ? [new URL(env.SITE_URL).host] : []),
  ...(env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean),
];
if (env.NODE_ENV === 'production' && allowedHosts.length === 0) {
  console.error(
    'Set SITE_URL (the public address, https://coachly.com.br) or ALLOWED_HOSTS (hosts the server answers for) to serve in production.',
  );
  process.exit(1);
}
/** The build: DIST_DIR, else the folder this file was built into (dist/server/main.js). */
const dist = resolve(env.DIST_DIR ?? join(import.meta.dirname, '..'));
const demo = !env.VITE_API_V1_URL;
const builtForDemo = existsSync(join(dist, 'demo'));
if (demo !== builtForDemo)
  console.warn(
    demo
      ? 'No API host is set, but the build in use was made with one: build and serve with the same settings.'
      : 'API hosts are set, but the build in use was made without them: build and serve with the same settings.',
  );

// The build's files, sent as compressed at build time (server/build.ts) where the browser accepts it.
const files = serveStatic({ root: dist, precompressed: true });

/** The client build's manifest: which files each page needs (server/assets.ts). */
const build = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as BuildManifest;
// The demo build's browser draws its bar above every page: so does the server.
const assets = pageAssets(build, {
  everyPage: demo ? ['src/features/demo/demo-bar.tsx'] : [],
  // Every stylesheet of the build, inlined into the pages that use it. The font's faces are no
  // chunk's stylesheet: the root route links them as a file, at the end of the body.
  styles: Object.fromEntries(
    [...new Set(Object.values(build).flatMap((chunk) => chunk.css ?? []))].map(
      (file) => [`/${file}`, readFileSync(join(dist, file), 'utf8')] as const,
    ),
  ),
});

const app = createApp({
  template: readFileSync(join(dist, 'index.html'), 'utf8'),
  backend: demo ? demoBackend : remoteBackend(hostsFromEnv(env)),
  demo: demo ? createDemo() : undefined,
  origin: env.SITE_URL ? new URL(env.SITE_URL).origin : undefined,
  // Outside production (development, tests) any Host is answered; links still use SITE_URL.
  allowedHosts: env.NODE_ENV === 'production' ? allowedHosts : undefined,
  trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  // The build's files, but those that are the server's own.
  assets: (c, next) => (SERVER_ONLY.test(c.req.path) ? next() : files(c, next)),
  // The share cards draw photos and thumbnails the site serves from the build's own files.
  shareCards: { readSiteFile: siteFiles(dist) },
  render: (request, { nonce, origin, transport }) =>
    renderPage(request, {
      nonce,
      origin,
      demoBar: demo ? DemoBar : undefined,
      manifest: assets.manifest(),
      includeModule: assets.includeModule,
      // The app's calls go where the browser's would: the visitor's demo sandbox, or the hosts.
      transport: transport ?? ((url, init) => fetch(url, init)),
    }),
});

const hostname = env.HOST ?? '127.0.0.1';
const port = Number(env.PORT ?? 8080);
const server = serve({ fetch: app.fetch, hostname, port }, (info) => {
  console.log(`Serving ${dist} on http://${hostname}:${info.port}${demo ? ' with the demo backend' : ''}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
