// A Vite plugin for the size check: it writes `.vite/modules.json` beside the manifest, telling
// for every JS chunk how many of its bytes come from each package and from the app's own sources
// (the rendered length of each module after tree-shaking). The check uses it to say how much of
// what a page loads is the page's own code and how much is library code. Only on when asked
// (the env variable below), so production builds stay as they are.
import type { Plugin } from 'vite';

export const MODULE_REPORT_ENV = 'COACHLY_MODULE_REPORT';
export const MODULE_REPORT_FILE = '.vite/modules.json';

/** `{ [chunk file]: { [source]: rendered bytes } }`; a source is `app` or a package name. */
export type ModuleReport = Record<string, Record<string, number>>;

/** The package a module id belongs to (`@scope/name` or `name`), or `app` for the app's own. */
export function moduleSource(id: string): string {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  const at = path.lastIndexOf('/node_modules/');
  if (at === -1) return 'app';
  const [first = '', second = ''] = path.slice(at + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

export function moduleReport(): Plugin {
  return {
    name: 'coachly-module-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!process.env[MODULE_REPORT_ENV]) return;
      const report: ModuleReport = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const sources: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          const source = moduleSource(id);
          sources[source] = (sources[source] ?? 0) + module.renderedLength;
        }
        report[output.fileName] = sources;
      }
      this.emitFile({ type: 'asset', fileName: MODULE_REPORT_FILE, source: JSON.stringify(report) });
    },
  };
}
