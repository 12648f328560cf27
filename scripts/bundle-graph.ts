// What the build plugins need to know of a bundle's chunk graph (scripts/route-preload.ts,
// scripts/prerender.ts): which files a chunk brings with it, and which chunk a route's code is.
import { relative, sep } from 'node:path';
import type { OutputBundle } from 'rolldown';

/** The parts of an output chunk the plugins read. */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Every module the chunk holds (a grouped chunk holds several with no facade). */
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The chunks of a bundle, with the walks the plugins make over them. */
export function bundleGraph(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((item): item is ChunkLike & typeof item => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

  /** The files the given chunks load with them: themselves, their static imports, their CSS. */
  const closure = (start: ChunkLike[]): Set<string> => {
    const files = new Set<string>();
    const visit = (chunk: ChunkLike | undefined) => {
      if (!chunk || files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    start.forEach(visit);
    return files;
  };

  /** What index.html's entry loads. */
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));

  /** A route file's own chunk (its split component and loader), by file name without extension. */
  const routeChunks = (routesDir: string, name: string) =>
    chunks.filter((chunk) => {
      const id = chunk.facadeModuleId;
      if (!id || !/\?tsr-split=component/.test(id)) return false;
      return relative(routesDir, id.replace(/\?.*$/, '')).split(sep).join('/') === `${name}.tsx`;
    });

  return { chunks, closure, entry, routeChunks };
}
