/**
 * Visitor pages keep still while they load: the sum of unexpected layout shifts (the browser's
 * own layout-shift entries) stays within the 0.05 target at desktop and phone widths, with the
 * demo bar, the web font and the data arriving after the first paint. And a page at rest animates
 * nothing: the places held for the coming results of a long list do not shimmer, and with reduced
 * motion a loading placeholder does not either.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { fontsAndPicturesLoaded } from './helpers';

const PAGES = ['/home', '/coaches_list', '/blog', '/joao-pereira'];
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

for (const viewport of WIDTHS) {
  test(`visitor pages do not shift as they load at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The demo backend starts once; then every page loads as a visitor's would.
    await page.goto('/permission');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of PAGES) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // Everything that could still move the page is in: the web font and the eager images.
      await fontsAndPicturesLoaded(page);
      // Layout shifts are reported with the frame they happen in: let two frames pass.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
      );
      const total = await page.evaluate(() =>
        (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
      );
      expect(total, `layout shift on ${path}`).toBeLessThanOrEqual(0.05);
    }
  });
}

/** The page's CLS as the browser's Web Vitals count it: the worst session window of shifts. */
function worstSessionWindow(): number {
  const entries = (window as unknown as { __entries: Array<{ value: number; startTime: number }> }).__entries;
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const { value, startTime } of entries) {
    if (current && (startTime - last > 1000 || startTime - first > 5000)) current = 0;
    if (!current) first = startTime;
    current += value;
    last = startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

for (const viewport of WIDTHS) {
  test(`visitor pages do not shift while scrolled fast to their end at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const entries: Array<{ value: number; startTime: number }> = [];
      (window as unknown as { __entries: typeof entries }).__entries = entries;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) entries.push({ value: entry.value, startTime: entry.startTime });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of PAGES) {
      await page.goto(path);
      await fontsAndPicturesLoaded(page);
      // A flick of the wheel to the end, a screen at a time: what loads on the way (lazy sections,
      // the next pages of a list) arrives while the page moves.
      for (let step = 0; step < 40; step += 1) await page.mouse.wheel(0, viewport.height);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(worstSessionWindow), `layout shift while scrolling ${path}`).toBeLessThanOrEqual(0.05);
    }
  });
}

/** The page's animations under way (CSS animations and transitions, Web Animations). */
const running = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation as CSSAnimation).animationName ?? animation.constructor.name),
  );

test('a long list at rest animates nothing: its coming results hold their places still', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, heading] of [
    ['/blog', /postage/],
    ['/coaches_list', /encontrad/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // The list has more to come, each in a place held for it below the cards.
    await expect(page.getByRole('button', { name: /^Carregar mais/ })).toBeVisible();
    await expect.poll(() => running(page), { message: `animations at rest on ${path}` }).toEqual([]);
  }
});

test('with reduced motion a loading placeholder keeps still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/coaches_list');
  await expect(page.getByRole('heading', { level: 2, name: /encontrad/ })).toBeVisible();
  // The next search waits until the test lets it through, with its placeholders on screen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/coaches/public/profiles/v2?*', async (route) => {
    await held;
    await route.fallback();
  });
  await page.getByRole('searchbox', { name: 'Nome do coach' }).fill('ana');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('Carregando coaches…')).toBeAttached();
  await expect.poll(() => running(page), { message: 'animations while the search loads' }).toEqual([]);
  release();
  await expect(page.getByText('Carregando coaches…')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Coaches' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
});
