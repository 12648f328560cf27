/**
 * Builds the production server (server/main.ts) for Node into `<dist>/server/main.js`, with the
 * app's own Vite configuration (aliases, the text catalogs, the build's settings). The app's own
 * code is bundled; the packages it imports are not, so the server runs where the production
 * dependencies are installed (`npm ci --omit=dev --ignore-scripts`). Run after the app's build:
 * `node server/build.ts [dist]`.
 */
import { resolve } from 'node:path';
import { build } from 'vite';

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
