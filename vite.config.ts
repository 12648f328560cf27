/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { buildCsp } from './scripts/csp.ts';
import { dropDemoPublicFiles } from './scripts/demo-public-files.ts';
import { routePreload } from './scripts/route-preload.ts';
import { moduleReport } from './scripts/module-report.ts';
import { prerender, PRERENDER_ATTRIBUTE } from './scripts/prerender.ts';
import { EARLY_GLOBAL } from './src/lib/early-requests.ts';
import { EARLY_FOLLOW, EARLY_PICTURES, EARLY_REQUESTS } from './src/lib/early-request-table.ts';
import { catalogsForPath, DEFAULT_LOCALE, LOCALE_PARAM, LOCALE_STORAGE_KEY, LOCALES } from './src/lib/catalog-pages.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** Icons of the visitor's pages above the fold, shared by several of them: one chunk. */
const VISITOR_ICONS =
  /\/lucide-react\/dist\/esm\/icons\/(arrow-right|chevron-left|chevron-right|mail|play|search|search-x|sparkles)\.m?js$/;

/**
 * What every page with API data loads first: the query library, the HTTP layer, the calls the
 * public pages make, the page's meta tags, number and date formatting, the empty state and the
 * first-paint hold (decision 0011).
 */
const PAGE_DATA = new RegExp(
  [
    String.raw`/node_modules/@tanstack/(query-core|react-query)/`,
    String.raw`/src/lib/(create-query-client|early-requests|document-meta|format)\.ts$`,
    String.raw`/src/api/http\.ts$`,
    String.raw`/src/api/gen/(api-v1/profiles/profiles|api-v2/coaches/coaches)\.ts$`,
    String.raw`/src/components/ui/(empty-state\.(tsx|module\.css)|after-first-paint\.tsx)$`,
  ].join('|'),
);

/**
 * A coach site as a visitor first sees it: the page, its context and every template's sections.
 * The templates and what a section opens on demand (its dialogs and forms) stay apart.
 */
const COACH_SITE = new RegExp(
  [
    String.raw`/src/features/coach-site/(?!templates/|edit-access-exchange|site-calls|sections/(gallery-zoom|coach-modal|contact-form|video-modal|session-request-form|phone-field)\.)`,
    String.raw`/machines/lib/(site-sections|session-options|social-links)\.ts$`,
  ].join('|'),
);

/** What the blog list and a post share: the blog's calls and queries and the post card. */
const BLOG = new RegExp(
  [
    String.raw`/src/features/blog/api/`,
    String.raw`/src/api/gen/blog/blog/blog\.ts$`,
    String.raw`/machines/lib/blog\.ts$`,
    String.raw`/src/components/ui/post-card\.(tsx|module\.css)$`,
  ].join('|'),
);

/** The state machines' runtime and the infinite lists' observer (the blog list, the coaches list). */
const LIST_MACHINERY =
  /\/node_modules\/(xstate|@xstate\/react|use-isomorphic-layout-effect|react-intersection-observer)\//;

/**
 * The API calls the route preloader starts with the page's code (src/lib/early-request-table.ts), on a
 * deployment build whose hosts are absolute URLs; none on the demo build.
 */
function earlyRequests(env: Record<string, string>) {
  const bases: Record<string, string> = {};
  for (const [service, key] of [
    ['v1', 'VITE_API_V1_URL'],
    ['v2', 'VITE_API_V2_URL'],
    ['blog', 'VITE_BLOG_API_URL'],
  ] as const) {
    if (!URL.canParse(env[key] ?? '')) return undefined;
    bases[service] = new URL(env[key]!).href.replace(/\/$/, '');
  }
  return { global: EARLY_GLOBAL, bases, requests: EARLY_REQUESTS, follow: EARLY_FOLLOW, pictures: EARLY_PICTURES };
}
const machines = fileURLToPath(new URL('./machines', import.meta.url));

/** Writes the Content Security Policy and referrer policy into the built index.html. */
function securityHeaders(env: Record<string, string>): Plugin {
  return {
    name: 'coachly-security-meta',
    apply: 'build',
    transformIndexHtml(html) {
      const csp = buildCsp(env);
      return html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />`,
      );
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders travel with their component, so API clients stay out of the entry chunk.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
        routeFileIgnorePrefix: '-',
      }),
      react(),
      babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
      lingui(),
      securityHeaders(env),
      dropDemoPublicFiles(env),
      routePreload({
        routesDirectory: 'src/routes',
        // `/` redirects to /home before rendering (src/routes/index.tsx).
        redirects: { '/': '/home' },
        // The coach's own pages and the demo's: signed-in, reached from the app rather than cold.
        exclude: ['customize', 'demo', 'login', 'logout', '$username.edit', '$username.$refreshToken'],
        // What the root route loads before such a page renders (src/routes/__root.tsx).
        pageLoad: (path) => {
          const catalogs = catalogsForPath(path);
          const texts = catalogs.map((name) => `src/locales/{locale}/${name}.po`);
          // The landing page renders before the query client loads (src/lib/query-client.tsx).
          return catalogs.includes('landing') ? texts : ['src/lib/create-query-client.ts', ...texts];
        },
        locale: { param: LOCALE_PARAM, storageKey: LOCALE_STORAGE_KEY, values: LOCALES },
        // The coaches list was prerendered without filters: shown only on its plain address.
        reveal: { attribute: PRERENDER_ATTRIBUTE, locale: DEFAULT_LOCALE, plainOnly: ['/coaches_list'] },
        early: earlyRequests(env),
      }),
      moduleReport(),
      // The landing page and the coaches list as HTML, for deployments only: the demo build's
      // bar comes first.
      prerender({
        entry: 'src/prerender.tsx',
        routesDirectory: 'src/routes',
        pages: { '/home': 'home', '/coaches_list': 'coaches_list' },
        enabled: Boolean(env.VITE_API_V1_URL),
      }),
    ],
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${src}/` },
        { find: /^@machines\//, replacement: `${machines}/` },
      ],
    },
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // Every browser the app supports preloads modules itself: no polyfill in the entry.
      modulePreload: { polyfill: false },
      // The demo build's in-browser backend (MSW, the seed and zod) is one ~590 kB chunk, loaded
      // beside the app; the size check holds the production chunks to their own budgets.
      chunkSizeWarningLimit: 650,
      rolldownOptions: {
        output: {
          // Everything index.html loads before the first render goes in one chunk: left to
          // itself the bundler cuts it into a dozen files wherever a lazy route shares a module
          // with the entry, and each cut costs its own request, import glue and a gzip stream
          // that cannot reuse the others' dictionary (about 5 kB on every page).
          //
          // The pages a visitor opens with data (coach sites, the blog, a post, the coaches list)
          // likewise share a few larger chunks rather than a score of small ones: each file is a
          // request, and over HTTP/1.1 a browser has six connections per host, so on a slow link
          // twenty files queue behind each other's round trips. Only modules those pages load up
          // front go in them; what loads on demand (dialogs, the templates, edit mode) keeps its
          // own chunk.
          codeSplitting: {
            groups: [
              { name: 'shell', tags: ['$initial'], priority: 40 },
              // The API hosts: the landing page needs them without the rest of 'data'.
              { name: 'env', test: /\/src\/lib\/env\.ts$/, priority: 35 },
              { name: 'icons', test: VISITOR_ICONS, priority: 30 },
              { name: 'data', test: PAGE_DATA, priority: 20 },
              { name: 'site', test: COACH_SITE, priority: 10 },
              { name: 'blog', test: BLOG, priority: 10 },
              { name: 'machines', test: LIST_MACHINERY, priority: 10 },
            ],
          },
          // The browser's files carry 7 hash characters rather than 8: every chunk names the
          // chunks it imports and the route preloader names them all, so shorter names are fewer
          // bytes on every page (42 bits still tell one version of a file from another).
          ...(!isSsrBuild && {
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
          }),
        },
      },
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
    test: {
      environment: 'jsdom',
      include: [
        'machines/**/*.test.ts',
        'src/**/*.test.{ts,tsx}',
        'tests/unit/**/*.test.{ts,tsx}',
        'tests/integration/**/*.test.{ts,tsx}',
      ],
      setupFiles: ['./tests/setup.ts'],
      restoreMocks: true,
      pool: 'threads',
    },
  };
});
