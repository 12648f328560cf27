/**
 * The cookie banner of a first visit asks without getting in the way: it is in the server's HTML,
 * so it shows from the first paint; it covers none of the first screen's content or controls at
 * desktop and phone widths (the home page's headline and search form above all), and nothing
 * moves when it shows; its buttons take the keyboard focus; and a refusal keeps it out of the
 * next page's HTML.
 */
import { test, expect } from './fixtures';

/** The elements of the roles a visitor reads or uses: headings, links, buttons and form fields. */
const CONTENT = [
  'h1, h2, h3, h4, h5, h6, [role="heading"]',
  'a[href], [role="link"]',
  'button, [role="button"]',
  'input:not([type="hidden"]), textarea, select',
  '[role="textbox"], [role="searchbox"], [role="combobox"], [role="checkbox"], [role="radio"], [role="switch"]',
].join(', ');

type Box = { x: number; y: number; width: number; height: number };

test('the cookie banner is in the first paint, covers nothing of the home page at 1440 and 390 px, and a refusal keeps it away', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    const response = await page.goto('/home');
    expect(await response?.text(), 'the server draws the banner').toContain('aria-label="Consentimento de cookies"');
    const banner = page.getByRole('region', { name: 'Consentimento de cookies' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
    const box = (await banner.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

    // Every visible element of those roles on the first screen, read in the page at once.
    const { checked, covered } = await page.evaluate(
      ({ selector, banner: bannerBox, screen }) => {
        const region = document.querySelector('[aria-label="Consentimento de cookies"]');
        const hit = (a: Box, b: Box) =>
          a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        const found = { checked: 0, covered: [] as string[] };
        for (const element of document.querySelectorAll<HTMLElement>(selector)) {
          // The banner's own buttons.
          if (region?.contains(element)) continue;
          if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
          const { x, y, width, height } = element.getBoundingClientRect();
          const other = { x, y, width, height };
          if (width === 0 || height === 0 || !hit(other, screen)) continue;
          found.checked += 1;
          if (hit(bannerBox, other))
            found.covered.push(`${element.tagName} ${element.getAttribute('aria-label') ?? element.innerText}`);
        }
        return found;
      },
      { selector: CONTENT, banner: box, screen: { x: 0, y: 0, ...viewport } },
    );
    // The first screen has a headline and controls (the header's, the search form's): none under the banner.
    expect(checked, `elements on the first screen at ${viewport.width} px`).toBeGreaterThan(5);
    expect(covered, `covered at ${viewport.width} px`).toEqual([]);
    // Nothing moved while the page loaded, the banner included.
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          new PerformanceObserver((list) => {
            done(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => done(0), 500);
        }),
    );
    expect(shifts, `layout shift at ${viewport.width} px`).toBeLessThanOrEqual(0.05);
  }

  // Its buttons take the focus; a refusal hides it and the next page comes without it.
  const banner = page.getByRole('region', { name: 'Consentimento de cookies' });
  for (const name of ['Recusar', 'Aceitar']) {
    const button = banner.getByRole('button', { name });
    await button.focus();
    await expect(button).toBeFocused();
  }
  await banner.getByRole('button', { name: 'Recusar' }).click();
  await expect(banner).toBeHidden();
  const next = await page.goto('/blog');
  expect(await next?.text()).not.toContain('Consentimento de cookies');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
