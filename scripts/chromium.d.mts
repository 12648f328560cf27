// Types for scripts/chromium.mjs, so that TypeScript (playwright.config.ts) can import it.

/** The flags the scripts and the end-to-end tests launch Chromium with. */
export declare const CHROMIUM_ARGS: string[];

/** The flag that keeps a browser on this machine: no host but 127.0.0.1 resolves. */
export declare const LOCAL_ONLY: string;

/** `CHROME_PATH`, Debian's Chromium, or Playwright's own browser; null when there is none. */
export declare function findChromium(): string | null;
