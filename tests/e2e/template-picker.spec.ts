/**
 * The template picker of the edit mode's Aparência panel: each of the seven cards shows its own
 * template, drawn small with the coach's own content, and stays a radio named by the template.
 */
import { test, expect } from './fixtures';
import { calmPage, signIn } from './helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => calmPage(page));

const TEMPLATES = [1, 2, 3, 4, 5, 6, 7];

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px each template card previews its own template`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await page.goto('/ana-souza/edit');
    if (viewport.width < 768) {
      // Phones reach the edit actions through the floating button.
      await page.getByRole('button', { name: 'Abrir ações de edição' }).click({ timeout: 20_000 });
      await page
        .getByRole('navigation', { name: 'Ações de edição' })
        .getByRole('button', { name: 'Aparência' })
        .click();
    } else {
      const menu = page.getByRole('navigation', { name: 'Painel de edição' });
      await expect(menu).toBeVisible({ timeout: 20_000 });
      await menu.getByRole('button', { name: 'Aparência' }).click();
    }
    const picker = page.getByRole('dialog', { name: 'Aparência' }).getByRole('group', { name: 'Modelo' });
    await expect(picker.getByRole('radio')).toHaveCount(TEMPLATES.length);

    const pictures: string[] = [];
    for (const n of TEMPLATES) {
      const radio = page.getByRole('radio', { name: new RegExp(`^Modelo ${n}\\b`) });
      // The radio's label is its card; the picture in it is hidden from assistive technology.
      const card = picker.locator('label', { has: radio });
      const preview = card.locator('[aria-hidden="true"]').first();
      // The template drawn with Ana's own content: her name is its heading.
      const heading = preview.getByRole('heading', { level: 1, includeHidden: true });
      await expect(heading).toBeVisible({ timeout: 15_000 });
      await expect(heading).toHaveText(/^Ana\s+Souza$/);
      const box = (await preview.boundingBox())!;
      const cardBox = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      // The menu and the hero fill the picture: no empty strip below a short hero.
      const strip = await preview.evaluate((frame) => {
        const template = frame.firstElementChild?.firstElementChild;
        const parts = template ? [...template.children].map((part) => part.getBoundingClientRect().bottom) : [];
        return frame.getBoundingClientRect().bottom - Math.max(...parts);
      });
      expect(strip, `the strip below template ${n}'s hero`).toBeLessThanOrEqual(1);
      pictures.push((await preview.screenshot({ animations: 'disabled' })).toString('base64'));
    }
    // Seven different pictures, not one placeholder seven times.
    expect(new Set(pictures).size).toBe(TEMPLATES.length);

    // A click on a card's picture chooses that template.
    const third = page.getByRole('radio', { name: /^Modelo 3\b/ });
    await picker.locator('label', { has: third }).click({ position: { x: 30, y: 30 } });
    await expect(third).toBeChecked();
  });
}

test('the settings dialog previews the template chosen in its list', async ({ page }) => {
  await signIn(page);
  await page.goto('/ana-souza/edit');
  const menu = page.getByRole('navigation', { name: 'Painel de edição' });
  await expect(menu).toBeVisible({ timeout: 20_000 });
  await menu.getByRole('button', { name: 'Configurações' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações' });
  const list = settings.getByRole('combobox', { name: 'Modelo do site' });
  // The preview follows the fields of the Aparência group.
  const preview = settings.getByRole('group', { name: 'Aparência' }).locator('[aria-hidden="true"]').first();
  const heading = preview.getByRole('heading', { level: 1, includeHidden: true });
  await expect(heading).toHaveText(/^Ana\s+Souza$/, { timeout: 15_000 });
  const before = await preview.screenshot({ animations: 'disabled' });

  await list.selectOption({ label: 'Modelo 3' });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await preview.screenshot({ animations: 'disabled' })).equals(before)).toBe(false);
});
