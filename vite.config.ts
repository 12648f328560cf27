/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { CHUNK_GROUPS } from './scripts/chunk-groups.ts';
import { compileHints } from './scripts/compile-hints.ts';
import { demoDevServer } from './scripts/demo-dev-server.ts';
import { dropDemoPublicFiles } from './scripts/demo-public-files.ts';
import { moduleReport } from './scripts/module-report.ts';
import { securityHeaders } from './scripts/security-headers.ts';
import { pageLoadsByRouteId } from './src/routes/-pages.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const machines = fileURLToPath(new URL('./machines', import.meta.url));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders travel with their component, so API clients stay out of the entry chunk.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
        routeFileIgnorePrefix: '-',
      }),
      {
        // The server inlines a page's stylesheets (server/assets.ts): the router's head then keeps
        // that <style> as the server drew it when the page hydrates. The router plugin turns this
        // off by default; a later plugin's settings win.
        name: 'coachly-inline-css',
        config: () => ({
          define: {
            'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
            'import.meta.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
          },
        }),
      },
      react(),
      babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
      lingui(),
      securityHeaders(env),
      dropDemoPublicFiles(env),
      demoDevServer(env),
      moduleReport(),
      compileHints(),
    ],
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${src}/` },
        { find: /^@machines\//, replacement: `${machines}/` },
      ],
    },
    // The locale-data worker (src/lib/locale-data.ts) is a module, as the app's other files are.
    worker: { format: 'es' },
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      __PAGE_LOADS__: JSON.stringify(pageLoadsByRouteId()),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // Which built files each page needs, for the production server's rendered pages (server/render.ts).
      manifest: true,
      // Every browser the app supports preloads modules itself: no polyfill in the entry.
      modulePreload: { polyfill: false },
      // The demo build's in-browser backend (MSW, the seed and zod) is one ~590 kB chunk, loaded
      // beside the app; the size check holds the production chunks to their own budgets.
      chunkSizeWarningLimit: 650,
      rolldownOptions: {
        // Pages share a few chunks rather than a score of small ones (scripts/chunk-groups.ts).
        output: { codeSplitting: { groups: CHUNK_GROUPS } },
      },
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
    test: {
      environment: 'jsdom',
      include: [
        'machines/**/*.test.ts',
        'src/**/*.test.{ts,tsx}',
        'tests/unit/**/*.test.{ts,tsx}',
        'tests/integration/**/*.test.{ts,tsx}',
      ],
      setupFiles: ['./tests/setup.ts'],
      restoreMocks: true,
      pool: 'threads',
      // A third of the time the tests wait (timers, the demo backend's answers, React's updates):
      // on two cores, two threads left that much of the machine idle; three keep it busy.
      maxWorkers: 3,
      // The integration tests walk whole journeys through the app and its demo backend, and each
      // wait may take up to fifteen seconds (tests/setup.ts) on that loaded machine.
      testTimeout: 60_000,
    },
  };
});
