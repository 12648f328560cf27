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

const chunk = (fileName: string, code: string, mappings?: string) => ({
  type: 'chunk',
  fileName,
  code,
  map: mappings === undefined ? null : { mappings },
});

describe('compile hints', () => {
  it('puts the hint on the first line of every chunk, above the preload list', () => {
    const entry = chunk('assets/index-a1.js', 'const __vite__mapDeps=(i)=>i;\nimport"./b.js";');
    const lazy = chunk('assets/dialog-b2.js', 'export const open=()=>1;');
    generate({ [entry.fileName]: entry, [lazy.fileName]: lazy });
    expect(entry.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nimport"./b.js";`);
    expect(lazy.code).toBe(`${COMPILE_HINT}\nexport const open=()=>1;`);
  });

  it('moves source maps one line down, in the chunk and in its map file', () => {
    const entry = chunk('assets/index-a1.js', 'run()', 'AAAA');
    const mapFile = { type: 'asset', fileName: 'assets/index-a1.js.map', source: '{"version":3,"mappings":"AAAA"}' };
    generate({ [entry.fileName]: entry, [mapFile.fileName]: mapFile });
    expect(entry.map?.mappings).toBe(';AAAA');
    expect(JSON.parse(mapFile.source)).toEqual({ version: 3, mappings: ';AAAA' });
  });

  it('leaves stylesheets and other files as they are, and hints a chunk once', () => {
    const css = { type: 'asset', fileName: 'assets/index-c3.css', source: 'body{margin:0}' };
    const entry = chunk('assets/index-a1.js', 'run()');
    const bundle = { [css.fileName]: css, [entry.fileName]: entry };
    generate(bundle);
    generate(bundle);
    expect(css.source).toBe('body{margin:0}');
    expect(entry.code).toBe(`${COMPILE_HINT}\nrun()`);
  });

  it('changes every chunk’s hash, and only applies to the browser’s build', () => {
    const plugin = compileHints();
    expect((plugin.augmentChunkHash as () => string)()).toBe(COMPILE_HINT);
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
  });
});
