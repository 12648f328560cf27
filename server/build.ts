/**
 * Builds the production server (server/main.ts) for Node into `<dist>/server/main.js`, with the
 * app's own Vite configuration (aliases, the text catalogs, the build's settings) and every
 * dependency inside, so that it runs with no node_modules. Run after the app's build:
 * `node server/build.ts [dist]`.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { build, type Plugin } from 'vite';

const dist = resolve(process.argv[2] ?? 'dist');

/**
 * jsdom (the DOM SafeHtml sanitises in on the server, src/components/ui/safe-html-server.ts)
 * and the CSS parser it uses read a few of their own files at run time, beside their code: put
 * inside the bundle instead, so that it still needs no node_modules. jsdom's synchronous
 * XMLHttpRequest, which starts a worker from a file of its own, is not used.
 */
function bundleJsdomFiles(): Plugin {
  return {
    name: 'coachly:bundle-jsdom-files',
    transform(code, id) {
      if (id.endsWith('/jsdom/lib/jsdom/living/css/helpers/computed-style.js'))
        return code.replace(
          /fs\.readFileSync\(\s*path\.resolve\(__dirname, "([^"]+)"\),\s*\{ encoding: "utf-8" \}\s*\)/,
          (_, file: string) => JSON.stringify(readFileSync(resolve(dirname(id), file), 'utf8')),
        );
      if (id.endsWith('/jsdom/lib/jsdom/living/xhr/XMLHttpRequest-impl.js'))
        return code.replace('require.resolve("./xhr-sync-worker.js")', '""');
      // Its JSON data, read through createRequire: read by the bundler's require instead.
      if (/\/css-tree\/lib\/(data-patch|data|version)\.js$/.test(id))
        return code
          .replace("import { createRequire } from 'module';", '')
          .replace('const require = createRequire(import.meta.url);', '');
      return undefined;
    },
  };
}

await build({
  configFile: resolve(import.meta.dirname, '../vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  plugins: [bundleJsdomFiles()],
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
