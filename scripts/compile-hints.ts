// Chromium's explicit compile hint (docs/decisions/0027-compile-hints.md): the comment
// `//# allFunctionsCalledOnLoad` on the first line of a script asks V8 (Chrome 136 and later) to
// compile all of its functions as the file streams in, on a background thread, instead of each
// one on the main thread the first time it is called. The files every page runs as it boots (the
// entry and the parts of src/boot-parts.ts) carry it. Other browsers read a comment.
import type { Plugin } from 'vite';
import { BOOT_PARTS } from '../src/boot-parts.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the plugin reads and changes of a chunk (Rolldown's OutputChunk). */
interface HintedChunk {
  isEntry: boolean;
  facadeModuleId: string | null;
  fileName: string;
  code: string;
  map: { mappings: string } | null;
}

/** The entry chunk, and the chunk of each boot part (by its module's path in the project). */
export const runsAtBoot = (chunk: Pick<HintedChunk, 'isEntry' | 'facadeModuleId'>): boolean =>
  chunk.isEntry || BOOT_PARTS.some((part) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${part}`) ?? false);

/** Puts the hint on the first line of a chunk, its source map (if any) one line down. */
export function addCompileHint(chunk: HintedChunk, mapFile?: { source: string | Uint8Array }): void {
  if (chunk.code.startsWith(COMPILE_HINT)) return;
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  if (mapFile) {
    const source = JSON.parse(String(mapFile.source)) as { mappings: string };
    source.mappings = `;${source.mappings}`;
    mapFile.source = JSON.stringify(source);
  }
}

export function compileHints(): Plugin {
  return {
    name: 'coachly-compile-hints',
    apply: 'build',
    // The browser's files only: the server's bundle runs in Node.
    applyToEnvironment: (environment) => environment.name === 'client',
    // The hint is part of the file: a file that gains or loses it gets a new name.
    augmentChunkHash: (chunk) => (runsAtBoot(chunk) ? COMPILE_HINT : undefined),
    generateBundle: {
      // After Vite's own pass, which writes its preload list (`__vite__mapDeps`) on the first line.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !runsAtBoot(output)) continue;
          const map = bundle[`${output.fileName}.map`];
          addCompileHint(output, map?.type === 'asset' ? map : undefined);
        }
      },
    },
  };
}
