// Builds the app (demo backend, production mode), serves it on 127.0.0.1 and runs Playwright
// against Debian's Chromium. Usage: node scripts/e2e.mjs [--dist DIR] [--port N] [--skip-build] [-- playwright args]
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

const free = await new Promise((resolve) => {
  const srv = createServer();
  srv.once('error', () => resolve(false));
  srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
});
if (!free) {
  console.error(`Port ${port} on 127.0.0.1 is taken: pass --port N or set E2E_PORT.`);
  process.exit(1);
}

const bin = (name) => join(root, 'node_modules', '.bin', name);
if (!own.includes('--skip-build')) {
  execFileSync(bin('vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_V1_URL: '', VITE_API_V2_URL: '', VITE_BLOG_API_URL: '', VITE_AUTH_URL: '' },
  });
}

const result = spawnSync(bin('playwright'), ['test', ...passthrough], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome, E2E_DIST: dist, E2E_PORT: String(port) },
});
process.exit(result.status ?? 1);
