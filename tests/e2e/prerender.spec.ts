/**
 * The deployment build's prerendered pages (home.html and coaches_list.html, scripts/prerender.ts)
 * in a real browser: each paints before the app's code has arrived when the visitor's language is
 * pt (and, for the coaches list, its address has no filters), stays hidden otherwise, and the app
 * then takes it over in place or draws over it. The deployment build is served beside the demo
 * build (scripts/e2e.mjs); its API host is answered here: empty option lists, the only data the
 * top of the landing page asks for, and one page of two coaches for a search.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures';

const DEPLOYMENT = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4873) + 1}`;

const SEARCH_PAGE = {
  profiles: [
    { id: 'a1', firstName: 'Ana', secondName: 'Souza', rating: 4.8, username: 'ana-souza', expertises: 'Carreira' },
    {
      id: 'b2',
      firstName: 'João',
      secondName: 'Pereira',
      rating: 4.5,
      username: 'joao-pereira',
      expertises: 'Business',
    },
  ],
  totalProfiles: 2,
  nextPage: null,
};

/** Holds every script but the route preloader until `release` is called. */
async function holdAppCode(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/(?!route-preload-).*\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  await page.route(/^https:\/\/api\.coachly\.test\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: route.request().url().includes('/coaches/public/profiles/v2') ? JSON.stringify(SEARCH_PAGE) : '[]',
    }),
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

  test('the coaches list shows before the app has loaded, and the app takes it over and searches', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto(`${DEPLOYMENT}/coaches_list`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Encontre seu coach');
    await expect(heading).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Nome do coach' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Buscando coaches…' })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('h1');
    });

    await release();
    await expect(page.getByRole('heading', { name: '2 coaches encontrados' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Ana Souza/ }).first()).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerender');
    expect(
      await page.evaluate(
        () => document.querySelector('h1') === (window as unknown as { prerendered: Element | null }).prerendered,
      ),
    ).toBe(true);

    // The form is the app's: a name typed and searched goes into the address.
    await page.getByRole('searchbox', { name: 'Nome do coach' }).fill('ana');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/[?&]name=ana/);
  });

  test('the coaches list with filters in its address stays hidden and the app draws that search', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto(`${DEPLOYMENT}/coaches_list?name=jo`, { waitUntil: 'commit' });
    await expect(page.locator('#root')).toHaveAttribute('data-prerender', 'hidden');
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();

    await release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Nome do coach' })).toHaveValue('jo');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerender');
  });
});
