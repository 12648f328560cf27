/**
 * Visitor pages keep still while they load: the sum of unexpected layout shifts (the browser's
 * own layout-shift entries) stays within the 0.05 target at desktop and phone widths, with the
 * demo bar, the web font and the data arriving after the first paint.
 */
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
