// Chromium's explicit compile hint (docs/decisions/0027-compile-hints.md): the comment
// `//# allFunctionsCalledOnLoad` on the first line of a script asks V8 (Chrome 136 and later) to
// compile all of its functions as the file streams in, on a background thread, instead of each
// one on the main thread the first time it is called. The app's code is split so that a file
// loads when it is about to run, so every browser chunk carries it. Other browsers read a comment.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the plugin changes of a chunk (Rolldown's OutputChunk). */
interface HintedChunk {
  fileName: string;
  code: string;
  map: { mappings: string } | null;
}

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
    // The hint is part of every file's content, so it is part of every file's name too.
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      // After Vite's own pass, which writes its preload list (`__vite__mapDeps`) on the first line.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const map = bundle[`${output.fileName}.map`];
          addCompileHint(output, map?.type === 'asset' ? map : undefined);
        }
      },
    },
  };
}
