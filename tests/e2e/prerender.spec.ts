/**
 * The deployment build's prerendered landing page (home.html, scripts/prerender.ts) in a real
 * browser: it paints before the app's code has arrived when the visitor's language is pt, stays
 * hidden in any other, and the app then takes it over in place (pt) or draws over it (en, es).
 * The deployment build is served beside the demo build (scripts/e2e.mjs); its API host is
 * answered here with empty option lists, the only data the top of the page asks for.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures';

const DEPLOYMENT = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4873) + 1}`;

/** Holds every script but the route preloader until `release` is called. */
async function holdAppCode(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/(?!route-preload-).*\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  await page.route(/^https:\/\/api\.coachly\.test\//, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

test.describe('prerendered landing page (deployment build)', () => {
  test('in pt it shows before the app has loaded, and the app takes the same elements over', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto(`${DEPLOYMENT}/home`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Encontre o coach certo para a sua próxima conquista');
    await expect(heading).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Nome do coach' })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('h1');
    });

    await release();
    // The app's own parts appear (the cookie banner is not in the HTML) and the mark goes.
    await expect(page.getByRole('button', { name: 'Aceitar' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerender');
    expect(
      await page.evaluate(
        () => document.querySelector('h1') === (window as unknown as { prerendered: Element | null }).prerendered,
      ),
    ).toBe(true);

    // The taken-over page is the app: the menu moves to another page without reloading.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Ajuda' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Central de Ajuda');
    expect(await page.evaluate(() => 'prerendered' in window)).toBe(true);
  });

  test('in another language it stays hidden and the app draws the page in that language', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto(`${DEPLOYMENT}/home?lang=en`, { waitUntil: 'commit' });
    await expect(page.locator('#root')).toHaveAttribute('data-prerender', 'hidden');
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();

    await release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the right coach for your next achievement');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerender');
  });
});
