// The Chromium the scripts and the end-to-end tests drive: where it is, and how it is launched
// (no sandbox, no GPU, nothing that talks to the network on its own).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `CHROME_PATH`, Debian's Chromium, or Playwright's own browser; null when there is none. */
export function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const path = chromium.executablePath();
    if (path && existsSync(path)) return path;
  } catch {
    // Playwright's own browser is not installed.
  }
  return null;
}
