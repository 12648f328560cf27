// Prerendered pages: a Vite plugin that, after the client build, renders the given pages to HTML
// with the app's own code (an SSR build of `entry`, which exports `renderPage(path)`) and writes
// each one as `<path>.html` (`home.html` for /home, `coaches_list.html` for /coaches_list, which
// static hosts serve for the clean address): the built index.html with the page inside #root and the page's stylesheets linked,
// so that it paints styled as soon as HTML and CSS arrive.
//
// The HTML stays hidden (`data-prerender="hidden"`, see src/styles/global.css) unless the route
// preloader finds the visitor's language to be the one it was rendered in; the app renders over
// it (React empties #root on its first commit) and removes the attribute.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { bundleGraph } from './bundle-graph.ts';
import { PRERENDER_ATTRIBUTE } from '../src/lib/prerendered.ts';

export interface PrerenderOptions {
  /** Module that exports `renderPage(path: string): Promise<string>`. */
  entry: string;
  /** Folder of the file-based routes. */
  routesDirectory: string;
  /** The pages: address → route file (without extension) whose CSS the page needs. */
  pages: Record<string, string>;
  /** Whether this build prerenders (the demo build does not: its bar comes first). */
  enabled: boolean;
}

export { PRERENDER_ATTRIBUTE };

/**
 * index.html with a page's HTML in #root and its stylesheets linked in the head, after the
 * entry's: ahead of the route preloader's script, so they are asked for before its preloads.
 */
export function pageDocument(indexHtml: string, body: string, stylesheets: string[], base = '/'): string {
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const links = stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
  const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
  const last = [...head.matchAll(/\n([ \t]*)<link rel="stylesheet"[^>]*>/g)].at(-1);
  const withLinks =
    last === undefined
      ? indexHtml.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
      : indexHtml.slice(0, last.index + last[0].length) +
        links.map((link) => `\n${last[1]}${link}`).join('') +
        indexHtml.slice(last.index + last[0].length);
  return withLinks.replace(
    '<div id="root"></div>',
    () => `<div id="root" ${PRERENDER_ATTRIBUTE}="hidden">${body}</div>`,
  );
}

export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  const stylesheets = new Map<string, string[]>();
  return {
    name: 'coachly-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_, bundle) {
      if (!options.enabled || config.build.ssr) return;
      const { closure, entry, routeChunks } = bundleGraph(bundle);
      const dir = join(config.root, options.routesDirectory);
      for (const [path, route] of Object.entries(options.pages)) {
        const chunks = routeChunks(dir, route);
        if (chunks.length === 0) this.error(`prerender: no chunk for the route ${route}`);
        const css = [...closure(chunks)].filter((file) => file.endsWith('.css') && !entry.has(file));
        stylesheets.set(path, css);
      }
    },
    async closeBundle() {
      if (!options.enabled || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const ssrDir = join(config.root, 'node_modules/.cache/coachly-prerender');
      // The same configuration, built for Node with every dependency inside.
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: { ssr: options.entry, outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
      });
      const output = readdirSync(ssrDir).find((file) => /^prerender\.m?js$/.test(file));
      if (!output) throw new Error(`prerender: no server build of ${options.entry} in ${ssrDir}`);
      const { renderPage } = (await import(pathToFileURL(join(ssrDir, output)).href)) as {
        renderPage: (path: string) => Promise<string>;
      };
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      for (const path of Object.keys(options.pages)) {
        const body = await renderPage(path);
        const file = join(outDir, `${path.replace(/^\/+|\/+$/g, '')}.html`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, pageDocument(indexHtml, body, stylesheets.get(path) ?? [], config.base));
      }
      rmSync(ssrDir, { recursive: true, force: true });
    },
  };
}
