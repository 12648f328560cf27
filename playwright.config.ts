import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, LOCAL_ONLY } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4873);
const dist = resolve(process.env.E2E_DIST ?? 'dist');
/** The project's Node (scripts/e2e.mjs passes its own), not whatever `node` the PATH holds. */
const node = process.env.E2E_NODE ?? process.execPath;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // Nothing leaves this machine: other hosts do not resolve (an embed's frame shows an error).
      args: [...CHROMIUM_ARGS, LOCAL_ONLY],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  // The production server on the demo build (scripts/e2e.mjs builds it): with no API host set it
  // answers the demo calls itself, one sandbox per browser context (its cookie).
  webServer: {
    command: `"${node}" "${resolve(dist, 'server/main.js')}"`,
    env: { PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dist, VITE_API_V1_URL: '' },
    url: `http://127.0.0.1:${port}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
