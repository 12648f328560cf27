/**
 * The e2e test base every spec imports. It
 * - keeps all traffic on this machine: requests to other hosts are answered locally (video
 *   embeds get a tiny stand-in page), never sent;
 * - fails a test on any console error, page error or Content Security Policy violation,
 *   unless the test declares it with `allowConsoleErrors(pattern)`;
 * - runs axe (WCAG 2.2 A and AA) on the page as it is when the test ends; call `checkA11y()`
 *   for every further page and open modal a test visits.
 */
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const LOCAL = /^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:)/;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

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

export async function checkA11y(page: Page, options: { include?: string; exclude?: string[] } = {}): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
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
    async ({ page, context }, use, testInfo) => {
      const allowed: RegExp[] = [];
      let autoA11y = true;
      (testInfo as unknown as { _allow: RegExp[] })._allow = allowed;
      (testInfo as unknown as { _skipA11y: () => void })._skipA11y = () => {
        autoA11y = false;
      };
      await context.route(
        (url) => !LOCAL.test(url.toString()),
        (route) => {
          const isFrame = route.request().resourceType() === 'document';
          return route.fulfill({
            status: 200,
            contentType: isFrame ? 'text/html' : 'text/plain',
            body: isFrame ? '<!doctype html><title>player</title><p>video player</p>' : '',
          });
        },
      );
      await page.addInitScript(() => {
        const w = window as unknown as { __cspViolations: string[] };
        w.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (allowed.some((re) => re.test(text))) return;
        problems.push(`console error: ${text}`);
      });
      page.on('pageerror', (err) => {
        problems.push(`page error: ${err.message}`);
      });

      await use();

      if (!page.isClosed()) {
        const csp = await page
          .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
          .catch(() => []);
        expect(csp, 'Content Security Policy violations').toEqual([]);
        if (autoA11y && testInfo.status === testInfo.expectedStatus) {
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
