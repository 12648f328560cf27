/**
 * Builds the production server (server/main.ts) for Node into `<dist>/server/main.js`, with the
 * app's own Vite configuration (aliases, the text catalogs, the build's settings) and every
 * dependency inside, so that it runs with no node_modules. Run after the app's build:
 * `node server/build.ts [dist]`.
 */
import { resolve } from 'node:path';
import { build } from 'vite';

const dist = resolve(process.argv[2] ?? 'dist');

await build({
  configFile: resolve(import.meta.dirname, '../vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: resolve(import.meta.dirname, 'main.ts'),
    outDir: resolve(dist, 'server'),
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    target: 'node22',
  },
});
