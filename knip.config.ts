/**
 * The dead-code check (`npm run lint`): no file, export or dependency that nothing uses. Knip
 * reads the Vite, Vitest, Playwright, Lingui, orval, ESLint and TanStack Router set-ups itself
 * (index.html's entry, the tests, the configs); the entries below are the ones it cannot see
 * there. Generated code (src/api/gen, src/routeTree.gen.ts) is in .gitignore, which knip
 * follows: it is never reported, whatever it exports.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The server's entry of the app, which server/main.ts imports through an alias.
    'src/entry-server.tsx',
    // One file per URL: the route tree imports them, and it is generated at build time.
    'src/routes/*.tsx',
    // Run by npm scripts or by hand (node scripts/i18n-fill.mjs), or imported by the configs.
    'scripts/*.{ts,mjs}',
    // The production server, as `npm run serve` runs it built (server/build.ts, run by `npm run build`).
    'server/main.ts',
  ],
  project: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'server/**/*.ts', 'tests/**/*.{ts,tsx}', 'scripts/*.{ts,mjs}'],
  // An export its own file uses is alive (the keyword is only one word too many); one that
  // nothing uses anywhere is dead code.
  ignoreExportsUsedInFile: true,
  // scripts/generate.mjs runs its `tsr` binary by path.
  ignoreDependencies: ['@tanstack/router-cli'],
};

export default config;
