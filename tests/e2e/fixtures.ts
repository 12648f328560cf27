/**
 * The e2e test base every spec imports. It
 * - keeps all traffic on this machine: the browser resolves no other host (playwright.config.ts),
 *   so a video embed's frame shows the browser's error page, and what another host's file fails
 *   to load is not a console error of the app's;
 * - fails a test on any console error, page error or Content Security Policy violation,
 *   unless the test declares it with `allowConsoleErrors(pattern)`; what the report-only Trusted
 *   Types policy reports is noted on the test, not failed (docs/decisions/0003);
 * - after each navigation of a page (`goto`, `reload`, `goBack`, `goForward`), waits until the
 *   app has taken the server-rendered page over (`hydrated`): before that, clicks and typing
 *   reach no handler;
 * - runs axe (WCAG 2.2 A and AA) on the page as it is when the test ends, if it is one of the
 *   app's; call `checkA11y()` for every further page and open modal a test visits.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page, type Response } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const LOCAL = /^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:)/;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * The axe-core AxeBuilder injects: its own dependency, resolved from where it is installed, in its
 * minified build (0.6 MB, where the unminified source AxeBuilder holds is 1.3 MB to send and compile).
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);
/** What AxeBuilder evaluates as axe-core's source once every frame already has axe-core. */
const AXE_ALREADY_INJECTED = 'void 0';

/**
 * Lets the transitions and finite animations under way end (a dialog fading in, a button's
 * colour changing), so that axe measures contrast on the colours as they settle rather than
 * halfway. Endless ones (loading placeholders) are not waited for, nor anything past 2 s.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    if (ending.length === 0) return undefined;
    return Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((done) => setTimeout(done, 2_000)),
    ]);
  });
}

/**
 * Waits until the app has taken the page over: TanStack Router has read the data the server put
 * in the page (it then drops `window.$_TSR`) and React has hydrated every control of it (each
 * has React's props; a part React hydrates later, behind a Suspense boundary, has none yet).
 * Controls inside HTML React sets as a whole (a post's body) are not React's. A document that is
 * not the app's (no #root) needs no wait. Checked every 50 ms, not at every animation frame: the
 * check walks every control of the page, and sixty times a second it took the thread the page
 * hydrates on.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (!root) return true;
      if ('$_TSR' in window) return false;
      const propsOf = (node: Element) => {
        const key = Object.keys(node).find((name) => name.startsWith('__reactProps'));
        return key
          ? ((node as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[key] ?? {})
          : undefined;
      };
      const controls = document.body.querySelectorAll('a[href], button, input, select, textarea, summary');
      return [...controls].every((control) => {
        for (let node: Element | null = control; node; node = node.parentElement) {
          const props = propsOf(node);
          if (props) return node === control || props.dangerouslySetInnerHTML !== undefined;
        }
        return false;
      });
    },
    undefined,
    { polling: 50 },
  );
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';

/** Makes a page's navigations wait for the app to take the new document over. */
function waitForHydrationAfterNavigations(page: Page): void {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const satisfies Navigation[]) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    (page as unknown as Record<Navigation, (...args: unknown[]) => Promise<Response | null>>)[name] = async (
      ...args: unknown[]
    ) => {
      const response = await navigate(...args);
      await hydrated(page);
      return response;
    };
  }
}

/**
 * Puts axe-core into each frame of the page that has none yet. AxeBuilder would evaluate its
 * half-megabyte source twice in every frame at every check; a document keeps it, so each document
 * gets it once, and a page checked again (another width, a dialog opened) reuses it.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
}

export async function checkA11y(page: Page, options: { include?: string; exclude?: string[] } = {}): Promise<void> {
  await settleAnimations(page);
  await injectAxe(page);
  // Legacy mode runs axe in the page itself: no blank page opened to merge frames' results, which
  // halves the check's time. The app's pages frame nothing of their own origin worth checking.
  // Only violations are reported, so only they are collected node by node (axe's `resultTypes`):
  // passes and inapplicable rules keep one node each instead of a selector for every node checked.
  // (`options` replaces what `withTags` sets: it comes first.)
  let builder = new AxeBuilder({ page, axeSource: AXE_ALREADY_INJECTED })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export const test = base.extend<{ _guards: void }>({
  _guards: [
    async ({ page, context, javaScriptEnabled }, use, testInfo) => {
      const allowed: RegExp[] = [];
      let autoA11y = true;
      (testInfo as unknown as { _allow: RegExp[] })._allow = allowed;
      (testInfo as unknown as { _skipA11y: () => void })._skipA11y = () => {
        autoA11y = false;
      };
      if (javaScriptEnabled !== false) {
        waitForHydrationAfterNavigations(page);
        context.on('page', waitForHydrationAfterNavigations);
      }
      await page.addInitScript(() => {
        const w = window as unknown as { __cspViolations: string[]; __cspReports: string[] };
        w.__cspViolations = [];
        w.__cspReports = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          const violation = `${e.violatedDirective} ${e.blockedURI} ${e.sample}`.trim();
          (e.disposition === 'report' ? w.__cspReports : w.__cspViolations).push(violation);
        });
      });
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // A file of another host: this machine does not reach it.
        const source = msg.location().url;
        if (source && !LOCAL.test(source)) return;
        const text = msg.text();
        if (allowed.some((re) => re.test(text))) return;
        problems.push(`console error: ${text}`);
      });
      page.on('pageerror', (err) => {
        problems.push(`page error: ${err.message}`);
      });

      await use();

      if (!page.isClosed()) {
        const { violations, reports } = await page
          .evaluate(() => {
            const w = window as unknown as { __cspViolations?: string[]; __cspReports?: string[] };
            return { violations: w.__cspViolations ?? [], reports: w.__cspReports ?? [] };
          })
          .catch(() => ({ violations: [], reports: [] }));
        // The report-only policy (Trusted Types) reports what it would block once enforced.
        for (const report of new Set(reports))
          testInfo.annotations.push({ type: 'report-only policy', description: report.slice(0, 200) });
        expect(violations, 'Content Security Policy violations').toEqual([]);
        // Only the app's own documents: a test may end on a plain file of its origin (robots.txt).
        const appDocument = (await page.locator('#root').count()) > 0;
        if (autoA11y && appDocument && testInfo.status === testInfo.expectedStatus) {
          // The test is over, so the page may stop moving: a transition that starts during the
          // check (a toast that times out and fades away) ends at once, not half transparent.
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await checkA11y(page);
        }
      }
      expect(problems, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Lets a test accept console errors it provokes on purpose (e.g. a 500 from the fault switch). */
export function allowConsoleErrors(pattern: RegExp): void {
  const info = test.info() as unknown as { _allow?: RegExp[] };
  info._allow?.push(pattern);
}

/** Skips the end-of-test axe run (for a test that ends on a page it has already checked). */
export function skipAutoA11y(): void {
  const info = test.info() as unknown as { _skipA11y?: () => void };
  info._skipA11y?.();
}

export { expect };
