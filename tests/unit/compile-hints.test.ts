// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/compile-hints.ts';

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

/** Runs the plugin's last pass over a bundle, as the build does once Vite's own pass is done. */
function generate(bundle: Record<string, unknown>) {
  const hook = compileHints().generateBundle as { order: string; handler: Handler };
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
  return bundle;
}

const chunk = (fileName: string, code: string, { isEntry = false, facade = '', mappings = '' } = {}) => ({
  type: 'chunk',
  fileName,
  code,
  isEntry,
  facadeModuleId: facade || null,
  map: mappings ? { mappings } : null,
});

const RENDERER = '/app/node_modules/react-dom/client.js';

describe('compile hints', () => {
  it('puts the hint on the first line of the entry and of the renderer, above the preload list', () => {
    const entry = chunk('assets/index-a1.js', 'const __vite__mapDeps=(i)=>i;\nimport"./b.js";', { isEntry: true });
    const renderer = chunk('assets/client-b2.js', 'export const hydrate=()=>1;', { facade: RENDERER });
    generate({ [entry.fileName]: entry, [renderer.fileName]: renderer });
    expect(entry.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nimport"./b.js";`);
    expect(renderer.code).toBe(`${COMPILE_HINT}\nexport const hydrate=()=>1;`);
  });

  it('leaves the chunks a page loads later as they are', () => {
    const dialog = chunk('assets/dialog-c3.js', 'export const open=()=>1;', {
      facade: '/app/src/features/x/dialog.tsx',
    });
    const shared = chunk('assets/data-d4.js', 'export const x=1;');
    generate({ [dialog.fileName]: dialog, [shared.fileName]: shared });
    expect(dialog.code).toBe('export const open=()=>1;');
    expect(shared.code).toBe('export const x=1;');
  });

  it('moves source maps one line down, in the chunk and in its map file', () => {
    const entry = chunk('assets/index-a1.js', 'run()', { isEntry: true, mappings: 'AAAA' });
    const mapFile = { type: 'asset', fileName: 'assets/index-a1.js.map', source: '{"version":3,"mappings":"AAAA"}' };
    generate({ [entry.fileName]: entry, [mapFile.fileName]: mapFile });
    expect(entry.map?.mappings).toBe(';AAAA');
    expect(JSON.parse(mapFile.source)).toEqual({ version: 3, mappings: ';AAAA' });
  });

  it('hints a chunk once, names the hinted files anew, and only in the browser’s build', () => {
    const entry = chunk('assets/index-a1.js', 'run()', { isEntry: true });
    const bundle = { [entry.fileName]: entry };
    generate(bundle);
    generate(bundle);
    expect(entry.code).toBe(`${COMPILE_HINT}\nrun()`);
    const plugin = compileHints();
    const hash = plugin.augmentChunkHash as (chunk: { isEntry: boolean; facadeModuleId: string | null }) => unknown;
    expect(hash({ isEntry: true, facadeModuleId: null })).toBe(COMPILE_HINT);
    expect(hash({ isEntry: false, facadeModuleId: RENDERER })).toBe(COMPILE_HINT);
    expect(hash({ isEntry: false, facadeModuleId: '/app/src/routes/blog.tsx' })).toBeUndefined();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
  });
});
