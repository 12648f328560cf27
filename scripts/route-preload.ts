// Route chunks start downloading with the entry instead of after it. Without help, a page's own
// code (the route's split component and loader, and what they import) is requested only once the
// entry has been downloaded, parsed and run and the router has matched the address: on a slow
// phone that is a second round trip plus the entry's start-up time before the page can render.
// This Vite plugin writes a small script, loaded by index.html next to the entry, that reads the
// address, picks the matching route files and adds `<link rel="modulepreload">` (and style
// preloads) for their chunks that the entry does not already load. It can also preload what the
// app loads before such a page renders (its text catalog in the visitor's language, the query
// client): see `pageLoad`.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { bundleGraph } from './bundle-graph.ts';

export interface RoutePreloadOptions {
  /** Folder of the file-based routes. */
  routesDirectory: string;
  /** Addresses the router sends elsewhere before rendering (`'/'` → `'/home'`). */
  redirects?: Record<string, string>;
  /**
   * Route files left out (with their children), to keep the script small: pages nobody lands on
   * cold, such as the signed-in coach's (their chunks still load, only not ahead of the entry).
   */
  exclude?: string[];
  /**
   * Modules the app loads before a page renders besides the route's own code, given an address
   * the route serves: paths from the project root, where `{locale}` stands for the visitor's
   * language (see `locale`).
   */
  pageLoad?: (path: string) => string[];
  /** How the script finds the visitor's language: the address parameter, then local storage. */
  locale?: LocaleLookup;
  /**
   * A prerendered page (scripts/prerender.ts) is shown only when the visitor's language is the
   * one it was rendered in: the script then sets `#root[attribute]` from `hidden` to `shown`.
   */
  reveal?: { attribute: string; locale: string };
}

export interface LocaleLookup {
  /** Address parameter, e.g. `lang`. */
  param: string;
  /** Local-storage key of the stored choice. */
  storageKey: string;
  /** The languages; the first is the default. */
  values: readonly string[];
}

interface RouteFile {
  /** The file name without its extension, e.g. `blog.post.$slug`. */
  name: string;
  /** The exact-match pattern of its address. */
  pattern: string;
  /** Fixed segments and parameters, to rank overlapping patterns as the router does. */
  fixed: number;
  params: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An address a route file serves, parameters filled with `x` (`blog.post.$slug` → `/blog/post/x`). */
export function examplePath(name: string): string {
  const parts = name.split('.').filter((segment) => segment !== 'index' && !segment.startsWith('_'));
  return `/${parts.map((segment) => (segment.startsWith('$') ? 'x' : segment)).join('/')}`;
}

/** A TanStack Router flat file name as an address pattern: `_layout` and `index` add no segment. */
export function routeFileToPattern(name: string): Omit<RouteFile, 'name'> | null {
  if (name === '__root') return null;
  let fixed = 0;
  let params = 0;
  const parts: string[] = [];
  for (const segment of name.split('.')) {
    if (segment === 'index' || segment.startsWith('_')) continue;
    if (segment.startsWith('$')) {
      params += 1;
      parts.push('/[^/]+');
    } else {
      fixed += 1;
      parts.push(`/${escape(segment)}`);
    }
  }
  return { pattern: `^${parts.join('')}/?$`, fixed, params };
}

/** Route files of a folder (those starting with `-` are not routes). */
function routeFileNames(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => /\.tsx$/.test(file) && !file.startsWith('-'))
    .map((file) => file.replace(/\.tsx$/, ''));
}

/**
 * The routes in the order the script tries them (most fixed segments first, then fewest
 * parameters, so /home wins over /$username), each with the files whose chunks it needs: itself
 * and its parent layouts (`blog._list.index` also needs `blog._list`).
 */
export function rankRoutes(names: string[]): (RouteFile & { files: string[] })[] {
  const known = new Set(names);
  return names
    .flatMap((name) => {
      const route = routeFileToPattern(name);
      if (!route) return [];
      const segments = name.split('.');
      const files = segments.map((_, i) => segments.slice(0, i + 1).join('.')).filter((file) => known.has(file));
      return [{ name, ...route, files }];
    })
    .sort((a, b) => b.fixed - a.fixed || a.params - b.params);
}

/** One row of the script's table: the route's pattern, its files, and files by language. */
export type PreloadRow = [pattern: string, files: string[], byLocale?: Record<string, string[]>];

/**
 * The preloading script: the first matching pattern wins (most fixed segments first). File names
 * are listed once and routes refer to them by index. The links are crossorigin like the ones
 * Vite's own preloading adds, so the later requests reuse them. Files that depend on the
 * language are picked with the address parameter, then the stored choice, then the default.
 */
export function preloadScript(
  table: PreloadRow[],
  redirects: Record<string, string>,
  base = '/',
  locale?: LocaleLookup,
  reveal?: RoutePreloadOptions['reveal'],
): string {
  const names = [
    ...new Set(table.flatMap(([, files, byLocale]) => [...files, ...Object.values(byLocale ?? {}).flat()])),
  ];
  const index = (files: string[]) => files.map((file) => names.indexOf(file));
  const compact = table.map(([pattern, files, byLocale]) =>
    byLocale
      ? [pattern, index(files), Object.fromEntries(Object.entries(byLocale).map(([key, list]) => [key, index(list)]))]
      : [pattern, index(files)],
  );
  const language = locale
    ? `let g=new URLSearchParams(location.search).get(${JSON.stringify(locale.param)});const v=${JSON.stringify(locale.values)};if(!v.includes(g))try{g=localStorage.getItem(${JSON.stringify(locale.storageKey)})}catch{g=null}if(!v.includes(g))g=v[0];`
    : 'const g="";';
  return `const b=${JSON.stringify(base)},r=${JSON.stringify(redirects)},n=${JSON.stringify(names)},t=${JSON.stringify(compact)};let p=location.pathname;p=r[p]??p;${language}for(const[e,f,o]of t)if(new RegExp(e).test(p)){const d=document.createDocumentFragment();for(const i of[...f,...(o?.[g]??[])]){const h=n[i],l=document.createElement("link");if(h.endsWith(".css")){l.rel="preload";l.setAttribute("as","style")}else l.rel="modulepreload";l.crossOrigin="";l.href=b+h;d.append(l)}document.head.append(d);break}${revealScript(reveal)}\n`;
}

/**
 * Shows #root's prerendered page, if it is in the visitor's language, as soon as the document is
 * parsed: `readystatechange` to interactive comes before the deferred entry has run, where
 * DOMContentLoaded would wait for it.
 */
function revealScript(reveal: RoutePreloadOptions['reveal']): string {
  if (!reveal) return '';
  const attribute = JSON.stringify(reveal.attribute);
  return `if(g===${JSON.stringify(reveal.locale)}){const s=()=>{const e=document.getElementById("root");if(e?.getAttribute(${attribute})==="hidden")e.setAttribute(${attribute},"shown")};document.readyState==="loading"?document.addEventListener("readystatechange",s,{once:true}):s()}`;
}

export function routePreload(options: RoutePreloadOptions): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'coachly-route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_, bundle) {
      const { chunks, closure, entry, routeChunks } = bundleGraph(bundle);
      const dir = join(root, options.routesDirectory);
      const excluded = (name: string) =>
        (options.exclude ?? []).some((prefix) => name === prefix || name.startsWith(`${prefix}.`));
      const routes = rankRoutes(routeFileNames(dir).filter((name) => !excluded(name)));
      const chunksOf = (name: string) => routeChunks(dir, name);
      // The chunks of a module given by its path from the project root, beyond the entry's.
      const moduleFiles = (path: string) => {
        const chunk = chunks.find((item) => item.facadeModuleId === join(root, path));
        if (!chunk) this.error(`route preload: no chunk for ${path}`);
        return [...closure([chunk])].filter((file) => !entry.has(file));
      };
      const locales = options.locale?.values ?? [];
      const table = routes
        .map((route): PreloadRow => {
          const own = [...closure(route.files.flatMap(chunksOf))].filter((file) => !entry.has(file));
          const load = options.pageLoad?.(examplePath(route.name)) ?? [];
          const shared = load.filter((path) => !path.includes('{locale}')).flatMap(moduleFiles);
          const perLocale = load.filter((path) => path.includes('{locale}'));
          const files = [...new Set([...own, ...shared])];
          if (perLocale.length === 0) return [route.pattern, files];
          const byLocale = Object.fromEntries(
            locales.map((locale) => [
              locale,
              perLocale
                .flatMap((path) => moduleFiles(path.replace('{locale}', locale)))
                .filter((f) => !files.includes(f)),
            ]),
          );
          return [route.pattern, files, byLocale];
        })
        .filter(([pattern, files], i, all) => files.length > 0 && all.findIndex(([p]) => p === pattern) === i);

      const source = preloadScript(table, options.redirects ?? {}, base, options.locale, options.reveal);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/route-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      // Async: it runs as soon as it arrives, while the entry is still downloading.
      html.source = String(html.source).replace(
        /(\s*)(<script type="module")/,
        `$1<script type="module" async src="${base}${fileName}"></script>$1$2`,
      );
    },
  };
}
