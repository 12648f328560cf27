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
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  // The demo build, and the deployment build (API hosts set) on the next port.
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
  ],
});
