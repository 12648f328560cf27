// Builds the demo build once (no API host: the production server runs the demo backend), with
// its production server (server/build.ts) and the size check's module report, then runs
// Playwright against Debian's Chromium. Playwright starts the server (`<dist>/server/main.js`)
// on 127.0.0.1:N (playwright.config.ts); tests/e2e/server.spec.ts serves a framing page on N+1.
// With --check-bundle, scripts/check-bundle.mjs checks that build first (npm test); the build
// stays in <dist> for `node scripts/check-bundle.mjs --dist <dist>` too.
// The dist folder must be inside the project: the server's packages resolve from node_modules.
// Usage: node scripts/e2e.mjs [--dist DIR] [--port N] [--skip-build] [--check-bundle] [-- playwright args]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { findChromium } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const argv = process.argv.slice(2);
const sep = argv.indexOf('--');
const own = sep === -1 ? argv : argv.slice(0, sep);
const passthrough = sep === -1 ? [] : argv.slice(sep + 1);
const opt = (name, fallback) => {
  const i = own.indexOf(name);
  return i === -1 ? fallback : own[i + 1];
};
const dist = resolve(root, opt('--dist', 'dist'));
const port = Number(opt('--port', process.env.E2E_PORT ?? '4873'));

const chrome = findChromium();
if (!chrome) {
  console.error('No Chromium found: set CHROME_PATH, or install one with "apt-get install chromium".');
  process.exit(1);
}

const portFree = (candidate) =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(candidate, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
for (const candidate of [port, port + 1]) {
  if (!(await portFree(candidate))) {
    console.error(`Port ${candidate} on 127.0.0.1 is taken: pass --port N or set E2E_PORT (N and N+1 are used).`);
    process.exit(1);
  }
}

/** The demo build: no API host, so the server answers the app's calls from its demo backend. */
const NO_HOSTS = { VITE_API_V1_URL: '', VITE_API_V2_URL: '', VITE_BLOG_API_URL: '', VITE_AUTH_URL: '' };
if (!own.includes('--skip-build')) {
  const env = { ...process.env, ...NO_HOSTS, COACHLY_MODULE_REPORT: '1' };
  // The project's own Node runs each step, whatever `node` the PATH holds.
  execFileSync(process.execPath, [join(root, 'scripts/generate.mjs')], { cwd: root, stdio: 'inherit' });
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit', env },
  );
  execFileSync(process.execPath, [join(root, 'server/build.ts'), dist], { cwd: root, stdio: 'inherit', env });
} else if (!existsSync(join(dist, 'server/main.js'))) {
  console.error(`No build in ${dist}: run without --skip-build first.`);
  process.exit(1);
}

if (own.includes('--check-bundle')) {
  const check = spawnSync(process.execPath, [join(root, 'scripts/check-bundle.mjs'), '--dist', dist], {
    cwd: root,
    stdio: 'inherit',
  });
  if (check.status !== 0) process.exit(check.status ?? 1);
}

const result = spawnSync(
  process.execPath,
  [join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...passthrough],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...NO_HOSTS,
      CHROME_PATH: chrome,
      E2E_DIST: dist,
      E2E_PORT: String(port),
      E2E_NODE: process.execPath,
    },
  },
);
process.exit(result.status ?? 1);
