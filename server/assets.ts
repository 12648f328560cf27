/**
 * The built files each page needs, from the client build's manifest (`dist/.vite/manifest.json`),
 * in the form TanStack Router's head and scripts render them: the entry's script and stylesheets
 * on the root route; each route's own stylesheets and code (as module preloads) on its route; and,
 * through `includeModule`, a lazy part a page draws on the server (a coach's template). A page's
 * stylesheets are inlined into its head (`inlineCss`, with the response's nonce), so its first
 * paint waits on no other file; its code is preloaded at low priority, behind the HTML, the CSS
 * and the largest picture. So a page paints styled, script or none, and hydrates without a
 * second round trip.
 */
import { BOOT_PARTS } from '@/boot-parts';
import type { Manifest } from '@/entry-server';
import { PAGES, routeId, routeWithLayouts } from '@/routes/-pages';

/** The client build's manifest, as Vite writes it: source module → built file and its needs. */
export type BuildManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; dynamicImports?: string[] }
>;

/** Lazy parts a route's server HTML always draws in full: their styles must come with it. */
const LAZY_PARTS: Record<string, string[]> = {
  $username: ['src/features/coach-site/sections/contact-form.tsx'],
};

/** The landing page's sections below the fold, which src/features/home/when-near.tsx draws. */
const LANDING_SECTIONS = [
  'src/features/search/featured-coaches.tsx',
  'src/features/home/categories.tsx',
  'src/features/home/latest-posts.tsx',
];

/**
 * Lazy parts a route's server HTML draws but the browser takes over later: their styles come
 * with the page, their code only once the page's own has run.
 */
const LAZY_STYLES: Record<string, string[]> = {
  home: LANDING_SECTIONS,
  search: LANDING_SECTIONS,
};

const ROOT_ROUTE_ID = '__root__';

interface Files {
  css: string[];
  preloads: string[];
}

/** The files a set of modules needs (their static imports followed), those in `skip` left out. */
function filesOf(build: BuildManifest, keys: readonly string[], skip: ReadonlySet<string>): Files {
  const seen = new Set<string>();
  const css: string[] = [];
  const preloads: string[] = [];
  const visit = (key: string) => {
    const chunk = build[key];
    if (!chunk || seen.has(key) || skip.has(key)) return;
    seen.add(key);
    preloads.push(`/${chunk.file}`);
    for (const file of chunk.css ?? []) if (!css.includes(`/${file}`)) css.push(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { css, preloads };
}

/**
 * The modules the entry loads before anything else: its own chunk, the parts it imports as it
 * boots (src/boot-parts.ts), and their static imports.
 */
function entryModules(build: BuildManifest): Set<string> {
  const entry = Object.keys(build).find((key) => build[key]?.isEntry);
  const modules = new Set<string>();
  const visit = (key: string) => {
    if (modules.has(key) || !build[key]) return;
    modules.add(key);
    for (const imported of build[key].imports ?? []) visit(imported);
  };
  if (entry) [entry, ...BOOT_PARTS].forEach(visit);
  return modules;
}

export interface PageAssets {
  /** A fresh manifest for one request (a page may add to it). */
  manifest: () => Manifest;
  /** Adds a module's files, beyond what the entry loads, to the request's manifest. */
  includeModule: (manifest: Manifest, moduleId: string) => void;
}

/**
 * The manifest of a build, for TanStack Router's request handler. `everyPage` names modules
 * drawn on every page beside the routes' own (the demo bar); `styles` holds the build's
 * stylesheets by address (`/assets/index-x.css` → its text), to be inlined.
 */
export function pageAssets(
  build: BuildManifest,
  { everyPage = [], styles }: { everyPage?: readonly string[]; styles?: Readonly<Record<string, string>> } = {},
): PageAssets {
  const entryKey = Object.keys(build).find((key) => build[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry: serve a production build.');
  const entry = build[entryKey]!;
  const shell = entryModules(build);
  const extra = filesOf(build, everyPage, shell);
  const routes: Manifest['routes'] = {
    [ROOT_ROUTE_ID]: {
      css: [
        ...new Set([...[...shell].flatMap((key) => (build[key]?.css ?? []).map((file) => `/${file}`)), ...extra.css]),
      ],
      // The shell's other files (the entry's imports and its boot parts), so that they load beside
      // it, not after it; `extra` leaves the shell's out.
      preloads: [
        ...[...shell].filter((key) => key !== entryKey).map((key) => `/${build[key]!.file}`),
        ...extra.preloads,
      ],
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
    },
  };
  const root = routes[ROOT_ROUTE_ID]!;
  const filesOfRoute = (name: string) =>
    filesOf(
      build,
      [
        ...Object.keys(build).filter(
          (key) => key === `src/routes/${name}.tsx` || key.startsWith(`src/routes/${name}.tsx?`),
        ),
        ...(LAZY_PARTS[name] ?? []),
      ],
      shell,
    );
  for (const name of Object.keys(PAGES)) {
    // A file a page's layouts or the root already name is left out: each is named once per page.
    const above = routeWithLayouts(name)
      .filter((layout) => layout !== name)
      .map(filesOfRoute);
    const named = new Set([
      ...(root.css ?? []),
      ...(root.preloads ?? []),
      ...above.flatMap((f) => [...f.css, ...f.preloads]),
    ]);
    const own = filesOfRoute(name);
    const later = filesOf(build, LAZY_STYLES[name] ?? [], shell);
    routes[routeId(name)] = {
      css: [...new Set([...own.css, ...later.css])].filter((file) => !named.has(file)),
      preloads: own.preloads.filter((file) => !named.has(file)),
    };
  }
  const frozen = JSON.stringify(routes);
  const inlineCss = styles ? { styles: { ...styles } } : undefined;
  return {
    manifest: () => ({ routes: JSON.parse(frozen) as Manifest['routes'], ...(inlineCss ? { inlineCss } : {}) }),
    includeModule: (manifest, moduleId) => {
      const files = filesOf(build, [moduleId], shell);
      const top = manifest.routes[ROOT_ROUTE_ID]!;
      top.css = [...new Set([...(top.css ?? []), ...files.css])];
      top.preloads = [...new Set([...(top.preloads ?? []), ...files.preloads])];
      // The root is on every page: no other route names its files again.
      const named = new Set([...top.css, ...top.preloads]);
      for (const [id, route] of Object.entries(manifest.routes)) {
        if (id === ROOT_ROUTE_ID) continue;
        route.css = route.css?.filter((file) => typeof file !== 'string' || !named.has(file));
        route.preloads = route.preloads?.filter((file) => typeof file !== 'string' || !named.has(file));
      }
    },
  };
}
