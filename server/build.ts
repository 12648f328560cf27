/**
 * Builds the production server (server/main.ts) for Node into `<dist>/server/main.js`, with the
 * app's own Vite configuration (aliases, the text catalogs, the build's settings). The app's own
 * code is bundled; the packages it imports are not, so the server runs where the production
 * dependencies are installed (`npm ci --omit=dev --ignore-scripts`). Run after the app's build:
 * `node server/build.ts [dist]`.
 *
 * It also compresses the client's text files once, with Brotli and gzip at their highest levels,
 * beside each file (`x.js.br`, `x.js.gz`): the server sends those as they are (server/main.ts)
 * rather than compressing every file again for every request, at a level fast enough for that.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build } from 'vite';
import { SERVER_ONLY } from './client-files.ts';

const dist = resolve(process.argv[2] ?? 'dist');

await build({
  configFile: resolve(import.meta.dirname, '../vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  // Vite's default for a server build: packages stay outside the bundle, imported by Node.
  ssr: { target: 'node' },
  build: {
    ssr: resolve(import.meta.dirname, 'main.ts'),
    outDir: resolve(dist, 'server'),
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    target: 'node22',
  },
});

/** The client's files a browser is sent compressed: its text files. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name))
  .filter((file) => !SERVER_ONLY.test(`/${relative(dist, file).split(sep).join('/')}`));
await Promise.all(
  files.map(async (file) => {
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A compressed copy only where it is smaller.
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  }),
);
