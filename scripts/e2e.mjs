// Builds the app twice, the demo build (demo backend, production mode, served on --port) and a
// deployment build (API hosts set, served on the next port; tests/e2e/prerender.spec.ts answers its
// API calls), serves both on 127.0.0.1 and runs Playwright against Debian's Chromium. The demo
// build also gets the production server (server/build.ts): tests/e2e/server.spec.ts runs it on
// port N+2 (its framing page on N+3).
// Usage: node scripts/e2e.mjs [--dist DIR] [--port N] [--skip-build] [-- playwright args]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const argv = process.argv.slice(2);
const sep = argv.indexOf('--');
const own = sep === -1 ? argv : argv.slice(0, sep);
const passthrough = sep === -1 ? [] : argv.slice(sep + 1);
const opt = (name, fallback) => {
  const i = own.indexOf(name);
  return i === -1 ? fallback : own[i + 1];
};
const dist = opt('--dist', join(root, 'dist'));
const deploymentDist = `${dist}-deployment`;
const port = Number(opt('--port', process.env.E2E_PORT ?? '4873'));

function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const p = chromium.executablePath();
    if (p && existsSync(p)) return p;
  } catch {
    // Playwright's own browser is not installed.
  }
  return null;
}

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
for (const candidate of [port, port + 1, port + 2, port + 3]) {
  if (!(await portFree(candidate))) {
    console.error(`Port ${candidate} on 127.0.0.1 is taken: pass --port N or set E2E_PORT (N to N+3 are used).`);
    process.exit(1);
  }
}

const bin = (name) => join(root, 'node_modules', '.bin', name);
/** The API hosts of the deployment build: never reached, the tests answer them in the browser. */
const DEPLOYMENT_HOSTS = {
  VITE_API_V1_URL: 'https://api.coachly.test/v1',
  VITE_API_V2_URL: 'https://api.coachly.test/v2',
  VITE_BLOG_API_URL: 'https://api.coachly.test/blog',
  VITE_AUTH_URL: 'https://api.coachly.test/auth',
};
const NO_HOSTS = Object.fromEntries(Object.keys(DEPLOYMENT_HOSTS).map((key) => [key, '']));
if (!own.includes('--skip-build')) {
  for (const [outDir, hosts] of [
    [dist, NO_HOSTS],
    [deploymentDist, DEPLOYMENT_HOSTS],
  ]) {
    execFileSync(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...hosts },
    });
  }
  // The production server for the demo build (tests/e2e/server.spec.ts starts it on port N+2).
  execFileSync(process.execPath, [join(root, 'server/build.ts'), dist], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...NO_HOSTS },
  });
}

const result = spawnSync(bin('playwright'), ['test', ...passthrough], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROME_PATH: chrome,
    E2E_DIST: dist,
    E2E_DEPLOYMENT_DIST: deploymentDist,
    E2E_PORT: String(port),
  },
});
process.exit(result.status ?? 1);
