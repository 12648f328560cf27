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

/**
 * Keeps a browser on this machine: a name other than 127.0.0.1 (a video's thumbnail, an embed)
 * does not resolve. A rule of the browser's, not a Playwright route: a route pauses every request
 * on its way out until the driving process lets it go, and turns the browser's cache off, so
 * every page compiles its scripts again.
 */
export const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

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
