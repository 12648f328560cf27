// Route chunks start downloading with the entry instead of after it. Without help, a page's own
// code (the route's split component and loader, and what they import) is requested only once the
// entry has been downloaded, parsed and run and the router has matched the address: on a slow
// phone that is a second round trip plus the entry's start-up time before the page can render.
// This Vite plugin writes a small script into index.html, after the entry's tags, that reads the
// address, picks the matching route files and adds `<link rel="modulepreload">` (and style
// preloads) for their chunks that the entry does not already load. It can also preload what the
// app loads before such a page renders (its text catalog in the visitor's language, the query
// client): see `pageLoad`; and, in deployment builds, ask the API for what the page shows first
// while the code downloads: see `early`. The script is inline, so it runs as the document is
// parsed rather than a round trip later; the Content Security Policy in the same document lets
// it run by its hash.
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
   * The addresses in `plainOnly` are pages whose query changes what they show (a search's
   * filters): theirs is shown only on the plain address (no query but the language).
   */
  reveal?: { attribute: string; locale: string; plainOnly?: string[] };
  /** API calls the script starts while the app's code downloads (deployment builds). */
  early?: EarlyOptions;
}

export interface EarlyOptions {
  /** The global the answers are left in, for the app's HTTP layer to take. */
  global: string;
  /** Absolute base URL of each service. */
  bases: Record<string, string>;
  /**
   * By route file name: `[service, path]` pairs, where `{name}` stands for the route's `$name`
   * parameter (e.g. `['v1', '/profiles/{username}']` for `$username`).
   */
  requests: Record<string, [service: string, path: string][]>;
  /**
   * By route file name: once the answer to request `request` arrives, preload the chunks of the
   * module `modules[answer[field]]` (or `modules[fallback]`), e.g. a coach site's template.
   */
  follow?: Record<string, { request: number; field: string; modules: Record<string, string>; fallback: string }>;
  /** By route file name: pictures to preload once an answer gives their address. */
  pictures?: Record<string, EarlyPictures>;
}

/** The pictures a page shows first, found in one of its early answers. */
export interface EarlyPictures {
  /** Which answer (index in the route's requests). */
  request: number;
  /** None when the answer's `field` has one of these values (e.g. a template without them). */
  unless?: { field: string; values: string[] };
  /** Each picture: the first non-empty of these dotted paths of the answer, for this media query. */
  from: { paths: string[]; media?: string }[];
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

/**
 * Early API calls of a route: absolute URLs in which `{i}` stands for the address's `i`-th
 * `/`-separated part (`{1}` is the first segment); what to preload once answer `request`
 * arrives: the files listed under the value of its `field`, else those under `fallback`; and the
 * pictures its answers name.
 */
export interface EarlyRow {
  urls: string[];
  follow?: { request: number; field: string; files: Record<string, string[]>; fallback: string };
  pictures?: EarlyPictures;
}

/** One row of the script's table: the route's pattern, its files, files by language, early calls. */
export type PreloadRow = [pattern: string, files: string[], byLocale?: Record<string, string[]>, early?: EarlyRow];

export interface ScriptOptions {
  redirects?: Record<string, string>;
  base?: string;
  locale?: LocaleLookup;
  reveal?: RoutePreloadOptions['reveal'];
  /** The global early answers are left in (required when a row has early calls). */
  earlyGlobal?: string;
}

/**
 * `[service, path]` templates of a route as URLs for the script: `{name}` becomes `{i}`, the
 * position of the route's `$name` segment in the address.
 */
export function earlyUrls(routeName: string, requests: [string, string][], bases: Record<string, string>): string[] {
  const segments = routeName.split('.').filter((segment) => segment !== 'index' && !segment.startsWith('_'));
  return requests.map(([service, path]) => {
    const base = bases[service];
    if (!base) throw new Error(`early request of ${routeName}: no base URL for ${service}`);
    const url = `${base.replace(/\/$/, '')}${path}`.replace(/\{(\w+)\}/g, (_, name: string) => {
      const at = segments.indexOf(`$${name}`);
      if (at < 0) throw new Error(`early request of ${routeName}: no $${name} parameter`);
      return `{${at + 1}}`;
    });
    return url;
  });
}

/**
 * The preloading script: the first matching pattern wins (most fixed segments first). File names
 * are listed once and routes refer to them by index. The links are crossorigin like the ones
 * Vite's own preloading adds, so the later requests reuse them. Files that depend on the
 * language are picked with the address parameter, then the stored choice, then the default.
 *
 * A row's early calls start only on the route's plain address (no query but the language) and
 * when every parameter they use is a plain word (letters, digits, `.`, `_`, `-`, which every
 * encoding leaves alone), so each URL is the one the app itself builds. Each answer is left in
 * `window[earlyGlobal][absolute url]` as `{ at, response }` for the app's HTTP layer to take once.
 */
export function preloadScript(table: PreloadRow[], options: ScriptOptions = {}): string {
  const { redirects = {}, base = '/', locale, reveal, earlyGlobal = '' } = options;
  const names = [
    ...new Set(
      table.flatMap(([, files, byLocale, early]) => [
        ...files,
        ...Object.values(byLocale ?? {}).flat(),
        ...Object.values(early?.follow?.files ?? {}).flat(),
      ]),
    ),
  ];
  const index = (files: string[]) => files.map((file) => names.indexOf(file));
  // Listed without the folder every file shares and without `.js`, the one kind beside `.css`.
  const listed = names.map((file) => {
    if (!/^assets\/[^/]+\.(js|css)$/.test(file)) throw new Error(`route preload: unexpected file ${file}`);
    return file.slice('assets/'.length).replace(/\.js$/, '');
  });
  const compact = table.map(([pattern, files, byLocale, early]) => {
    const row: unknown[] = [pattern, index(files)];
    if (byLocale || early)
      row.push(byLocale ? Object.fromEntries(Object.entries(byLocale).map(([key, list]) => [key, index(list)])) : 0);
    if (early) {
      const { follow, pictures } = early;
      row.push([
        early.urls,
        follow
          ? [
              follow.request,
              follow.field,
              Object.fromEntries(Object.entries(follow.files).map(([key, list]) => [key, index(list)])),
              follow.fallback,
            ]
          : 0,
        pictures
          ? [
              pictures.request,
              pictures.unless?.field ?? '',
              pictures.unless?.values ?? [],
              pictures.from.map(({ paths, media }) => [paths, media ?? '']),
            ]
          : 0,
      ]);
    }
    return row;
  });
  const language = locale
    ? `let g=new URLSearchParams(location.search).get(${JSON.stringify(locale.param)});const v=${JSON.stringify(locale.values)};if(!v.includes(g))try{g=localStorage.getItem(${JSON.stringify(locale.storageKey)})}catch{g=null}if(!v.includes(g))g=v[0];`
    : 'const g="";';
  // The query an address may have and still be the route's plain one: its language alone.
  const plainQuery = locale ? String.raw`/^\?${locale.param}=[^&]*$/` : '/^$/';
  // Answers the follow-ups read are parsed once (J), from a copy: the app reads the original. A
  // parameter is used as it stands in the address: an encoded one has a `%`, so it is not a word.
  const early = table.some(([, , , row]) => row)
    ? String.raw`if(w){const s=p.split("/"),E=window[${JSON.stringify(earlyGlobal)}]={},J=[],[U,F,I]=w;if(!location.search.replace(${plainQuery},""))U.forEach((u,k)=>{const m=u.replace(/\{(\d+)\}/g,(_,i)=>/^[\w.-]+$/.test(s[i])?s[i]:"\n");if(m.includes("\n"))return;const h=new URL(m,location.href).href,a=fetch(h,{headers:{Accept:"application/json"}});a.catch(()=>{});E[h]={at:performance.now(),response:a};if(F?.[0]===k||I?.[0]===k)J[k]=a.then(x=>x.ok&&x.clone().json()).catch(()=>0)});F&&J[F[0]]?.then(j=>{const c=j&&F[2][Object.hasOwn(F[2],j[F[1]])?j[F[1]]:F[3]];c&&document.head.append(...c.map(L))});I&&J[I[0]]?.then(j=>{if(j&&!I[2].includes(j[I[1]]))for(const[P,M]of I[3]){const v=P.map(x=>x.split(".").reduce((o,y)=>o?.[y],j)).find(x=>typeof x=="string"&&x);v&&/^https?:$/.test(new URL(v,location.href).protocol)&&document.head.append(K("preload",v,{as:"image",fetchpriority:"high",...M&&{media:M}}))}}).catch(()=>{})}`
    : '';
  return `{const b=${JSON.stringify(base)},r=${JSON.stringify(redirects)},n=${JSON.stringify(listed)},t=${JSON.stringify(compact)},K=(r,h,a)=>{const l=document.createElement("link");l.rel=r;l.href=h;for(const k in a)l.setAttribute(k,a[k]);return l},L=i=>{const h=n[i],c=h.endsWith(".css");return K(c?"preload":"modulepreload",b+"assets/"+h+(c?"":".js"),c?{as:"style",crossorigin:""}:{crossorigin:""})};let p=location.pathname;p=r[p]??p;${language}for(const[e,f,o,w]of t)if(new RegExp(e).test(p)){document.head.append(...[...f,...(o?.[g]??[])].map(L));${early}break}${revealScript(reveal, plainQuery)}}`;
}

/**
 * Shows #root's prerendered page, if it is in the visitor's language (and, for the addresses
 * that must be plain, the address has no query but the language), as soon as the document is
 * parsed: `readystatechange` to interactive comes before the deferred entry has run, where
 * DOMContentLoaded would wait for it.
 */
function revealScript(reveal: RoutePreloadOptions['reveal'], plainQuery: string): string {
  if (!reveal) return '';
  const attribute = JSON.stringify(reveal.attribute);
  const plain = reveal.plainOnly?.length
    ? `&&!(${JSON.stringify(reveal.plainOnly)}.includes(p)&&location.search.replace(${plainQuery},""))`
    : '';
  return `if(g===${JSON.stringify(reveal.locale)}${plain}){const s=()=>{const e=document.getElementById("root");if(e?.getAttribute(${attribute})==="hidden")e.setAttribute(${attribute},"shown")};document.readyState==="loading"?document.addEventListener("readystatechange",s,{once:true}):s()}`;
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
      // The chunks of a module given by its path from the project root, beyond the entry's: the
      // one it is the facade of, else the one that holds it (a group of modules, such as 'data').
      const moduleFiles = (path: string) => {
        const id = join(root, path);
        const chunk =
          chunks.find((item) => item.facadeModuleId === id) ?? chunks.find((item) => item.moduleIds.includes(id));
        if (!chunk) this.error(`route preload: no chunk for ${path}`);
        return [...closure([chunk])].filter((file) => !entry.has(file));
      };
      const locales = options.locale?.values ?? [];
      const early = options.early;
      /**
       * A route's early calls. `files` are the route's own; what every module of its follow-up
       * needs goes there too (a coach site's sections, whichever its template), so that the
       * follow-up lists only what depends on the answer.
       */
      const earlyRow = (name: string, files: string[]): EarlyRow | undefined => {
        const requests = early?.requests[name];
        if (!early || !requests) return undefined;
        const follow = early.follow?.[name];
        const pictures = early.pictures?.[name];
        let followFiles: Record<string, string[]> = {};
        if (follow) {
          const lists = Object.entries(follow.modules).map(([value, path]): [string, string[]] => [
            value,
            moduleFiles(path).filter((file) => !files.includes(file)),
          ]);
          const common = lists[0]?.[1].filter((file) => lists.every(([, list]) => list.includes(file))) ?? [];
          files.push(...common);
          followFiles = Object.fromEntries(
            lists.map(([value, list]) => [value, list.filter((f) => !common.includes(f))]),
          );
        }
        return {
          urls: earlyUrls(name, requests, early.bases),
          ...(follow && {
            follow: { request: follow.request, field: follow.field, fallback: follow.fallback, files: followFiles },
          }),
          ...(pictures && { pictures }),
        };
      };
      const table = routes
        .map((route): PreloadRow => {
          const own = [...closure(route.files.flatMap(chunksOf))].filter((file) => !entry.has(file));
          const load = options.pageLoad?.(examplePath(route.name)) ?? [];
          const shared = load.filter((path) => !path.includes('{locale}')).flatMap(moduleFiles);
          const perLocale = load.filter((path) => path.includes('{locale}'));
          const files = [...new Set([...own, ...shared])];
          const calls = earlyRow(route.name, files);
          if (perLocale.length === 0) return calls ? [route.pattern, files, undefined, calls] : [route.pattern, files];
          const byLocale = Object.fromEntries(
            locales.map((locale) => [
              locale,
              perLocale
                .flatMap((path) => moduleFiles(path.replace('{locale}', locale)))
                .filter((f) => !files.includes(f)),
            ]),
          );
          return calls ? [route.pattern, files, byLocale, calls] : [route.pattern, files, byLocale];
        })
        .filter(([pattern, files], i, all) => files.length > 0 && all.findIndex(([p]) => p === pattern) === i);
      for (const name of Object.keys(early?.requests ?? {}))
        if (!routes.some((route) => route.name === name))
          this.error(`route preload: early requests of unknown route ${name}`);

      const source = preloadScript(table, {
        redirects: options.redirects,
        base,
        locale: options.locale,
        reveal: options.reveal,
        earlyGlobal: early?.global,
      });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      html.source = inlineScript(String(html.source), source);
    },
  };
}

/**
 * index.html with the script inline at the end of its head, after the entry's script, module
 * preloads and stylesheets, so those are requested first; as an async module it runs at once
 * rather than waiting for the stylesheets as a classic script would. Its hash is allowed by the
 * page's Content Security Policy (servers that send the policy as a header copy it from the
 * built page).
 */
export function inlineScript(html: string, source: string): string {
  const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
  if (!/<script type="module"[^>]*\bsrc=/.test(html)) throw new Error('route preload: index.html has no module script');
  const withScript = html.replace(/\n([ \t]*)<\/head>/, (_, indent: string) => {
    return `\n${indent}  <script type="module" async>${source}</script>\n${indent}</head>`;
  });
  return withScript.replace(
    /(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src [^;"]*)/,
    (policy: string) => `${policy} ${hash}`,
  );
}
