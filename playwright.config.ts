import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4873);
const dist = process.env.E2E_DIST ?? 'dist';
const deploymentDist = process.env.E2E_DEPLOYMENT_DIST ?? `${dist}-deployment`;

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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    // The visitor's journeys again on the production server, whose pages come rendered with their
    // data and hydrate (docs/decisions/0021-server-rendering.md).
    {
      name: 'server-rendered',
      testMatch: ['coach-site.spec.ts', 'blog.spec.ts', 'home.spec.ts', 'search.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://127.0.0.1:${port + 4}`,
      },
    },
  ],
  // The demo build, the deployment build (API hosts set) on the next port, and the demo build's
  // production server on port + 4 (tests/e2e/server.spec.ts starts one of its own on port + 2).
  webServer: [
    {
      command: `npx vite preview --outDir ${dist} --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/home`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --outDir ${deploymentDist} --host 127.0.0.1 --port ${port + 1} --strictPort`,
      url: `http://127.0.0.1:${port + 1}/home`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `"${process.execPath}" ${dist}/server/main.js`,
      env: { PORT: String(port + 4), DIST_DIR: dist, VITE_API_V1_URL: '' },
      url: `http://127.0.0.1:${port + 4}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
