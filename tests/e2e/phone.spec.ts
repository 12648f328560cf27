/**
 * Journeys at phone width, opened as a shared link is: straight at the address, on a narrow
 * window, with the server's HTML as the first thing painted.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, skipAutoA11y } from './fixtures';
import { signIn, TEMPLATE_COACHES } from './helpers';

function siteMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: /Menu do site de|site menu|Menú del sitio de/ });
}

/** An element's box on the page; it must have one. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

/** Whether two boxes share any area (a pixel of slack for rounding). */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
}

/** The folded menu as a visitor sees it: a hamburger, the name beside it, nothing off screen. */
async function expectFolded(page: Page, width: number, label: string): Promise<void> {
  const menu = siteMenu(page);
  const burger = menu.getByRole('button', { name: 'Abrir menu' });
  await expect(burger, `${label}: hamburger`).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Galeria' }), `${label}: links in the closed panel`).toBeHidden();
  const burgerBox = await boxOf(burger);
  expect(burgerBox.x + burgerBox.width, `${label}: hamburger on screen`).toBeLessThanOrEqual(width);
  const name = menu.locator('a[href="#top"]:visible');
  await expect(name, `${label}: one name shown`).toHaveCount(1);
  const nameBox = await boxOf(name);
  expect(nameBox.x, `${label}: name on screen`).toBeGreaterThanOrEqual(0);
  expect(overlap(nameBox, burgerBox), `${label}: name clear of the hamburger`).toBe(false);
  for (const tool of await menu.getByRole('combobox').all()) {
    if (await tool.isVisible())
      expect(overlap(nameBox, await boxOf(tool)), `${label}: name clear of the language`).toBe(false);
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${label}: no sideways scroll`,
  ).toBeLessThanOrEqual(width);
}

test.describe('the coach-site menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is folded in the server’s HTML at every width up to 990 px, on every template', async ({ page }) => {
    // axe runs as a script of the page, which this page does not allow.
    skipAutoA11y();
    for (const [template, username] of Object.entries(TEMPLATE_COACHES)) {
      for (const width of [320, 390, 768, 990]) {
        await page.setViewportSize({ width, height: 800 });
        if (width === 320) await page.goto(`/${username}`);
        await expectFolded(page, width, `${template} at ${width} px`);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(siteMenu(page).getByRole('button', { name: 'Abrir menu' }), `${template} at 1440 px`).toBeHidden();
      await expect(siteMenu(page).getByRole('link', { name: 'Sobre mim' }), `${template} at 1440 px`).toBeVisible();
    }
  });
});

test('a coach site opened straight on a phone keeps its menu folded, and the menu opens and leads to a section', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [template, username] of Object.entries(TEMPLATE_COACHES)) {
    await page.goto(`/${username}`);
    await expectFolded(page, 390, template);
  }
  await page.goto('/ana-souza');
  const menu = siteMenu(page);
  await menu.getByRole('button', { name: 'Abrir menu' }).click();
  await menu.getByRole('link', { name: 'Galeria' }).click();
  await expect(menu.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
  await expect(page.locator('#gallery h2')).toBeInViewport();
  // Widening the window unfolds it; narrowing it again folds it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(menu.getByRole('link', { name: 'Galeria' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFolded(page, 390, 'narrowed again');
});

test('the demo bar fits a phone in every language, each of its actions whole and on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [lang, names] of [
    ['pt', ['Restaurar dados de demonstração', 'Caixa de saída', 'Simular falhas']],
    ['en', ['Reset demo data', 'Outbox', 'Simulate failures']],
    ['es', ['Restaurar datos de demostración', 'Bandeja de salida', 'Simular fallos']],
  ] as const) {
    await page.goto(`/home?lang=${lang}`);
    const bar = page.getByRole('complementary', { name: /^(Demonstração|Demo|Demostración)$/ });
    for (const name of names) {
      // Short labels on screen, the full ones for screen readers.
      const action = bar.getByRole(name === names[1] ? 'link' : 'button', { name, exact: true });
      await expect(action, `${lang}: ${name}`).toBeVisible();
      const box = await boxOf(action);
      expect(box.x, `${lang}: ${name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${lang}: ${name} ends on screen`).toBeLessThanOrEqual(390);
      // Whole: its label is not cut by the bar.
      expect(await action.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test('a search on a phone brings its results into view, their heading focused, from the home page and on the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const heading = page.getByRole('heading', { level: 2, name: /coach(es)? encontrados?$/ });
  const expectRevealed = async (label: string) => {
    await expect(heading, label).toBeFocused();
    await expect(heading, label).toBeInViewport();
  };

  await page.goto('/home');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/coaches_list.*#results$/);
  await expectRevealed('from /home');

  // A new search on the list, then the same one again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('searchbox', { name: 'Nome do coach' }).fill('ana');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/name=ana.*#results$/);
  await expectRevealed('a new search');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('body').focus();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expectRevealed('the same search again');
});

test('the photo dialog keeps its buttons on a short phone screen while the coach crops', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 664 });
  await signIn(page);
  await page.goto('/ana-souza/edit');
  // A picture to crop: the page itself, as a phone's camera would give one.
  const photo = await page.screenshot({ type: 'jpeg' });
  await page.getByRole('button', { name: 'Abrir ações de edição' }).click();
  await page.getByRole('navigation', { name: 'Ações de edição' }).getByRole('button', { name: 'Foto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trocar foto' });
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByRole('group', { name: 'Área de recorte da foto' })).toBeVisible();
  for (const name of ['Cancelar', 'Salvar foto']) {
    const button = dialog.getByRole('button', { name });
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = await boxOf(button);
    expect(box.y + box.height, `${name} above the screen's bottom`).toBeLessThanOrEqual(664);
  }
});

test('the floating edit button and its status leave the hero’s call to action clear, on a short and a tall phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  skipAutoA11y();
  await signIn(page);
  for (const [theme, height] of [
    ['template-1', 640],
    ['template-7', 640],
    ['template-5', 844],
  ] as const) {
    await signIn(page, 'ana-souza', { theme });
    await page.setViewportSize({ width: 390, height });
    await page.goto('/ana-souza/edit');
    const cta = page.getByRole('link', { name: 'Agende uma sessão gratuita' });
    const row = page.getByRole('button', { name: 'Abrir ações de edição' }).locator('..');
    await expect(row.getByRole('status')).toHaveText('Tudo salvo');
    // The page's first screen, and on the way down past the call to action.
    for (const scroll of [0, 120]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      await expect
        .poll(async () => overlap(await boxOf(cta), await boxOf(row)), {
          message: `${theme} at ${height} px, scrolled ${scroll}`,
        })
        .toBe(false);
    }
  }
});
