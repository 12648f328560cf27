/**
 * Reordering the gallery in its manager: a picture moved with the keyboard (picked up, moved with
 * the arrows, dropped; Escape puts it back without closing the dialog) and one dragged with the
 * mouse by its handle are saved in their new places and stay there after a reload; at a desktop
 * and a phone width.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, checkA11y } from './fixtures';
import { calmPage, serverProfile, signIn } from './helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => calmPage(page));

const galleryUrls = async (page: Page) =>
  (await serverProfile<{ gallery: Array<{ url: string }> }>(page)).gallery.map((picture) => picture.url);

async function openGalleryManager(page: Page): Promise<Locator> {
  const open = page.locator('#gallery').getByRole('button', { name: 'Gerenciar galeria' });
  await expect(open).toBeVisible({ timeout: 20_000 });
  await open.click();
  const manager = page.getByRole('dialog', { name: 'Galeria' });
  await expect(manager.getByRole('button', { name: 'Mover imagem 1', exact: true })).toBeVisible();
  return manager;
}

/**
 * Picks a picture up with the keyboard. dnd-kit's keyboard sensor listens for the arrows from the
 * page's next timer tick after the pick-up is announced; the test waits for that tick, or an arrow
 * pressed at once on a busy machine moves nothing.
 */
async function pickUp(page: Page, manager: Locator, handle: Locator): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(manager.getByText(/Você pegou Imagem 1, na posição 1 de/)).toBeAttached();
  await page.evaluate(() => new Promise((tick) => setTimeout(tick, 0)));
}

const centre = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the coach reorders the gallery by keyboard and by mouse, and the order holds after a reload', async ({
      page,
    }) => {
      await signIn(page, 'joao-pereira');
      const original = await galleryUrls(page);
      expect(original.length).toBeGreaterThan(3);
      await page.goto('/joao-pereira/edit');
      let manager = await openGalleryManager(page);
      await checkA11y(page);

      // Keyboard: Escape puts the picture back and leaves the dialog open.
      const first = manager.getByRole('button', { name: 'Mover imagem 1', exact: true });
      await pickUp(page, manager, first);
      await page.keyboard.press('ArrowRight');
      await expect(manager.getByText(`Imagem 1 está na posição 2 de ${original.length}.`)).toBeAttached();
      await page.keyboard.press('Escape');
      await expect(manager.getByText(/Movimento cancelado\. Imagem 1 voltou à posição 1/)).toBeAttached();
      await expect(manager).toBeVisible();

      // Picked up, moved one place on, dropped: saved in its new place.
      await pickUp(page, manager, first);
      await page.keyboard.press('ArrowRight');
      await expect(manager.getByText(`Imagem 1 está na posição 2 de ${original.length}.`)).toBeAttached();
      await page.keyboard.press('Space');
      await expect(manager.getByText(`Você soltou Imagem 1 na posição 2 de ${original.length}.`)).toBeAttached();
      const byKeyboard = [original[1]!, original[0]!, ...original.slice(2)];
      await expect.poll(() => galleryUrls(page)).toEqual(byKeyboard);
      // The handle that moved keeps the focus, under its new number.
      await expect(manager.getByRole('button', { name: 'Mover imagem 2', exact: true })).toBeFocused();

      // Mouse: the third picture dragged by its handle onto the first.
      const items = manager.getByRole('list').first().getByRole('listitem');
      const handle = manager.getByRole('button', { name: 'Mover imagem 3', exact: true });
      const from = await centre(handle);
      const dragged = await centre(items.nth(2));
      const target = await centre(items.nth(0));
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 10, from.y, { steps: 2 });
      await page.mouse.move(from.x + target.x - dragged.x, from.y + target.y - dragged.y, { steps: 12 });
      await expect(manager.getByText(/Imagem 3 está na posição 1 de/)).toBeAttached();
      await page.mouse.up();
      const byMouse = [byKeyboard[2]!, byKeyboard[0]!, byKeyboard[1]!, ...byKeyboard.slice(3)];
      await expect.poll(() => galleryUrls(page)).toEqual(byMouse);

      await page.reload();
      manager = await openGalleryManager(page);
      expect(await galleryUrls(page)).toEqual(byMouse);
      await expect(manager.getByRole('button', { name: 'Mover imagem 1', exact: true })).toBeVisible();
      await checkA11y(page);
    });
  });
}
