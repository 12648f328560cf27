// The route preloader's build side. Without help, a page's own code (the route's split component
// and loader, and what they import) is requested only once the entry has been downloaded, parsed
// and run and the router has matched the address: on a slow phone that is a second round trip
// plus the entry's start-up time before the page can render. This Vite plugin writes the route
// preloader (src/preload/route-preload.ts, compiled into one script) inline at the end of
// index.html's head, after the entry's tags, with the data it reads in a JSON element before it:
// for each page the preloader covers (src/routes/-pages.ts), its address pattern, the chunks it
// needs beyond the entry's, what the root route loads before it renders (its text catalogs in
// each language, the query client) and, in deployment builds, its early API calls. Inline, the
// script runs as the document is parsed rather than a round trip later; the page's Content
// Security Policy allows it by its hash (the JSON is not run, so it needs none).
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RolldownOutput } from 'rolldown';
import { build, type Plugin } from 'vite';
import { bundleGraph } from './bundle-graph.ts';
import { EARLY_GLOBAL } from '../src/lib/early-requests.ts';
import {
  PRELOAD_DATA_ID,
  type EarlyCalls,
  type LocaleLookup,
  type PreloadData,
  type PreloadRoute,
  type RevealRule,
} from '../src/preload/route-preload.ts';
import {
  rankRoutes,
  routeAddress,
  routePattern,
  routeWithLayouts,
  waitsForQueryClient,
  type ApiService,
  type EarlyDeclaration,
  type PageDeclaration,
} from '../src/routes/-pages.ts';

export interface RoutePreloadOptions {
  /** Folder of the file-based routes. */
  routesDirectory: string;
  /** What each route file's page owns (src/routes/-pages.ts). */
  pages: Readonly<Record<string, PageDeclaration | undefined>>;
  /** The module compiled into the inline script. */
  script: string;
  /** The module the root route loads before every page but the landing page renders. */
  queryClient: string;
  locale: LocaleLookup;
  reveal?: RevealRule;
  /** Each API service's absolute base URL, for the early calls: none on the demo build. */
  apiBases?: Record<ApiService, string>;
}

/** The env variable of each API service's host. */
const API_HOST_VARIABLES: Record<ApiService, string> = {
  v1: 'VITE_API_V1_URL',
  v2: 'VITE_API_V2_URL',
  blog: 'VITE_BLOG_API_URL',
};

/**
 * The API services' base URLs when every host is an absolute URL (a deployment build). The demo
 * build has none: its backend is a service worker that does not control a first visit yet.
 */
export function apiBases(env: Record<string, string>): Record<ApiService, string> | undefined {
  const bases: Partial<Record<ApiService, string>> = {};
  for (const [service, variable] of Object.entries(API_HOST_VARIABLES) as [ApiService, string][]) {
    const host = env[variable] ?? '';
    if (!URL.canParse(host)) return undefined;
    bases[service] = new URL(host).href.replace(/\/$/, '');
  }
  return bases as Record<ApiService, string>;
}

/** Route files of a folder, without their extension (those starting with `-` are not routes). */
function routeFileNames(directory: string): string[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.tsx') && !file.startsWith('-') && file !== '__root.tsx')
    .map((file) => file.replace(/\.tsx$/, ''));
}

/**
 * A page's early requests as URLs: the service's base and the path, whose `{name}` must be one of
 * the route's `$name` parameters (the preloader fills it in from the address).
 */
export function earlyUrls(route: string, early: EarlyDeclaration, bases: Record<ApiService, string>): string[] {
  const params = route.split('.').filter((part) => part.startsWith('$'));
  return early.requests.map(([service, path]) => {
    for (const [, name] of path.matchAll(/\{(\w+)\}/g))
      if (!params.includes(`$${name}`)) throw new Error(`early request of ${route}: no $${name} parameter`);
    return `${bases[service]}${path}`;
  });
}

/** Writes JSON into a page so that no `</script>` or comment can end its element. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with the data and the script at the end of its head, after the entry's script,
 * module preloads and stylesheets, so those are requested first; as an async module the script
 * runs at once rather than waiting for the stylesheets as a classic script would. Its hash is
 * allowed by the page's Content Security Policy (servers that send the policy as a header copy it
 * from the built page).
 */
export function inlineScript(html: string, source: string, data: PreloadData): string {
  if (!/<script type="module"[^>]*\bsrc=/.test(html)) throw new Error('route preload: index.html has no module script');
  if (/<\/script/i.test(source)) throw new Error('route preload: the script would end its own element');
  const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
  const withScript = html.replace(/\n([ \t]*)<\/head>/, (_head, indent: string) =>
    [
      '',
      `${indent}  <script type="application/json" id="${PRELOAD_DATA_ID}">${jsonForHtml(data)}</script>`,
      `${indent}  <script type="module" async>${source}</script>`,
      `${indent}</head>`,
    ].join('\n'),
  );
  return withScript.replace(
    /(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src [^;"]*)/,
    (policy: string) => `${policy} ${hash}`,
  );
}

/** The preloader as one minified script that runs where it stands. */
export async function compileScript(root: string, entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'routePreload' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk) throw new Error(`route preload: no script built from ${entry}`);
  return chunk.code.trim();
}

export function routePreload(options: RoutePreloadOptions): Plugin {
  let root = '';
  let base = '/';
  let serverBuild = false;
  let script: Promise<string> | undefined;
  return {
    name: 'coachly-route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
      serverBuild = Boolean(config.build.ssr);
    },
    buildStart() {
      // Compiled beside the app's build; the page waits for it only once the bundle is done.
      if (!serverBuild) script = compileScript(root, join(root, options.script));
    },
    async generateBundle(_, bundle) {
      const html = bundle['index.html'];
      if (serverBuild || !script || html?.type !== 'asset') return;
      const graph = bundleGraph(bundle);
      const directory = join(root, options.routesDirectory);
      const names = routeFileNames(directory);
      const known = new Set(names);
      for (const name of names)
        if (!options.pages[name]) this.error(`route preload: the route file ${name} is not declared in the pages`);
      for (const name of Object.keys(options.pages))
        if (!known.has(name)) this.error(`route preload: the pages declare ${name}, which is no route file`);

      /** The given files less those the entry loads already. */
      const beyondEntry = (files: Iterable<string>) => [...files].filter((file) => !graph.entry.has(file));
      /**
       * The files of a module given by its path from the project root, beyond the entry's: the
       * chunk it is the facade of, else the one that holds it (a group of modules, such as 'data').
       */
      const moduleFiles = (path: string) => {
        const id = join(root, path);
        const chunk =
          graph.chunks.find((item) => item.facadeModuleId === id) ??
          graph.chunks.find((item) => item.moduleIds.includes(id));
        if (!chunk) this.error(`route preload: no chunk for ${path}`);
        return beyondEntry(graph.closure([chunk]));
      };

      /**
       * A page's early calls. `files` are the page's own; what every module of its follow-up needs
       * goes there too (a coach site's sections, whichever its template), so that the follow-up
       * lists only what depends on the answer.
       */
      const earlyCalls = (name: string, early: EarlyDeclaration, files: Set<string>): EarlyCalls | undefined => {
        if (!options.apiBases) return undefined;
        const calls: EarlyCalls = { global: EARLY_GLOBAL, urls: earlyUrls(name, early, options.apiBases) };
        if (early.follow) {
          const { modules, ...follow } = early.follow;
          const lists = Object.entries(modules).map(([value, path]): [string, string[]] => [
            value,
            moduleFiles(path).filter((file) => !files.has(file)),
          ]);
          const common = lists[0]?.[1].filter((file) => lists.every(([, list]) => list.includes(file))) ?? [];
          common.forEach((file) => files.add(file));
          const byValue = lists.map(([value, list]) => [value, list.filter((file) => !common.includes(file))]);
          calls.follow = { ...follow, files: Object.fromEntries(byValue) as Record<string, string[]> };
        }
        if (early.pictures) calls.pictures = early.pictures;
        return calls;
      };

      const routeRow = (name: string, page: PageDeclaration): PreloadRoute => {
        const chunks = routeWithLayouts(name, names).flatMap((file) => graph.routeChunks(directory, file));
        const files = new Set(beyondEntry(graph.closure(chunks)));
        // What the root route waits for before the page renders (src/routes/__root.tsx).
        if (waitsForQueryClient(page.catalogs)) moduleFiles(options.queryClient).forEach((file) => files.add(file));
        const early = page.early && earlyCalls(name, page.early, files);
        const filesByLocale = Object.fromEntries(
          options.locale.values.map((locale) => [
            locale,
            [...new Set(page.catalogs.flatMap((catalog) => moduleFiles(`src/locales/${locale}/${catalog}.po`)))].filter(
              (file) => !files.has(file),
            ),
          ]),
        );
        return {
          route: name,
          pattern: routePattern(name),
          files: [...files],
          ...(page.catalogs.length > 0 && { filesByLocale }),
          ...(early && { early }),
        };
      };

      const preloaded = names.filter((name) => options.pages[name]?.preload !== false);
      for (const [name, page] of Object.entries(options.pages))
        if (page?.early && !preloaded.includes(name))
          this.error(`route preload: ${name} has early requests but is not preloaded`);
      const routes = rankRoutes(preloaded)
        .map((name) => routeRow(name, options.pages[name]!))
        // A route with no files of its own (`/`, sent elsewhere) needs no row; of a layout and
        // its index route, which share an address, the index's row comes first and is kept.
        .filter(
          (row, position, rows) =>
            row.files.length > 0 && rows.findIndex((other) => other.pattern === row.pattern) === position,
        );
      const redirects = Object.fromEntries(
        Object.entries(options.pages).flatMap(([name, page]) =>
          page?.redirectsTo ? [[routeAddress(name), page.redirectsTo]] : [],
        ),
      );
      const data: PreloadData = {
        base,
        redirects,
        locale: options.locale,
        routes,
        ...(options.reveal && { reveal: options.reveal }),
      };
      html.source = inlineScript(String(html.source), await script, data);
    },
  };
}
