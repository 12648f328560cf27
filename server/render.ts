/**
 * The public pages rendered on the server (src/entry-server.tsx), with the built files they need
 * from the first byte: the stylesheets of the page's routes and of the lazy parts drawn in its
 * HTML (so the page paints styled, script or none), and its code as module preloads (so it
 * hydrates without a second round trip). Both come from the client build's manifest
 * (`dist/.vite/manifest.json`).
 */
import type { RenderedPage, RenderOptions } from '@/entry-server';
import { PAGES, routeId } from '@/routes/-pages';

/** The client build's manifest, as Vite writes it: source module → built file and its needs. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

export interface ServerRendered {
  status: number;
  /** #root's content. */
  body: string;
  /** Built files, from the site's root: stylesheets, and code to preload. */
  stylesheets: string[];
  modules: string[];
}

export type PageRenderer = (
  request: Request,
  options: Pick<RenderOptions, 'locale' | 'nonce' | 'origin'>,
) => Promise<ServerRendered>;

/** Lazy parts a page's server HTML draws in full, by route file: their styles must come with it. */
const LAZY_PARTS: Record<string, string[]> = {
  $username: ['src/features/coach-site/sections/contact-form.tsx'],
};

/** Route files by the router's id of their route, as the pages' declarations name them. */
const ROUTE_FILES = new Map(Object.keys(PAGES).map((name) => [routeId(name), name]));

/** The code of each template of a coach site, as the route preloader follows it. */
const TEMPLATE_MODULES: Readonly<Record<string, string>> = PAGES.$username.early.follow.modules;

/** The stylesheets and code of a rendered page, the entry's left out (index.html links them). */
export function pageAssets(
  manifest: BuildManifest,
  page: Pick<RenderedPage, 'routeIds' | 'template'>,
  everyPage: readonly string[] = [],
) {
  const files = page.routeIds.flatMap((id) => ROUTE_FILES.get(id) ?? []);
  const starts = Object.keys(manifest).filter((key) =>
    files.some((file) => key.startsWith(`src/routes/${file}.tsx?`) || key === `src/routes/${file}.tsx`),
  );
  starts.push(...everyPage);
  for (const file of files) starts.push(...(LAZY_PARTS[file] ?? []));
  const template = page.template && TEMPLATE_MODULES[page.template];
  if (template) starts.push(template);
  const seen = new Set<string>();
  const stylesheets: string[] = [];
  const modules: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    modules.push(chunk.file);
    for (const css of chunk.css ?? []) if (!stylesheets.includes(css)) stylesheets.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of starts) visit(key);
  return { stylesheets, modules };
}

/** The renderer of a build: the app's server entry, with the manifest's files for each page. */
export function pageRenderer(
  renderPage: (request: Request, options: RenderOptions) => Promise<RenderedPage>,
  manifest: BuildManifest,
  {
    everyPage = [],
    ...options
  }: Pick<RenderOptions, 'demoBar' | 'transport'> & {
    /** Modules drawn on every page beside the routes' own (the demo bar). */
    everyPage?: readonly string[];
  },
): PageRenderer {
  return async (request, { locale, nonce, origin }) => {
    const page = await renderPage(request, { ...options, locale, nonce, origin });
    return { status: page.status, body: page.html, ...pageAssets(manifest, page, everyPage) };
  };
}
