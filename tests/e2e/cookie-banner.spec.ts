/**
 * The cookie banner of a first visit asks without getting in the way: on /home's first screen it
 * covers none of the page's controls (the search form above all) at desktop and phone widths,
 * and stays a named region whose buttons take the keyboard focus.
 */
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';

const CONTROL_ROLES = ['link', 'button', 'textbox', 'searchbox', 'combobox', 'checkbox', 'radio', 'switch'] as const;

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the cookie banner covers none of the home page's controls`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewport);
    await page.goto('/home');
    const banner = page.getByRole('region', { name: 'Consentimento de cookies' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buscar' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
    const box = (await banner.boundingBox())!;
    const bannerElement = await banner.elementHandle();
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

    const screen: Box = { x: 0, y: 0, ...viewport };
    const covered: string[] = [];
    let checked = 0;
    for (const role of CONTROL_ROLES) {
      const controls: Locator[] = await page.getByRole(role).all();
      for (const control of controls) {
        if (!(await control.isVisible())) continue;
        // The banner's own buttons.
        if (await control.evaluate((element, region) => region?.contains(element), bannerElement)) continue;
        const other = await control.boundingBox();
        if (!other || other.width === 0 || other.height === 0 || !overlap(other, screen)) continue;
        checked += 1;
        if (overlap(box, other))
          covered.push(`${role} ${(await control.getAttribute('aria-label')) ?? (await control.innerText())}`);
      }
    }
    // The first screen has controls (the header's, the search form's), and the banner is over none.
    expect(checked).toBeGreaterThan(5);
    expect(covered).toEqual([]);

    // Still a region whose buttons take the focus.
    for (const name of ['Recusar', 'Aceitar']) {
      const button = banner.getByRole('button', { name });
      await button.focus();
      await expect(button).toBeFocused();
    }
    await banner.getByRole('button', { name: 'Recusar' }).click();
    await expect(banner).toBeHidden();
  });
}
