/**
 * Undo and redo in edit mode: a deleted testimony comes back with Ctrl+Z and stays after a
 * reload, and the panel's buttons redo and undo it again (desktop); on a phone, a hidden section
 * comes back from the actions sheet's "Desfazer".
 */
import type { Page } from '@playwright/test';
import { test, expect, checkA11y } from './fixtures';
import { calmPage, serverProfile, signIn } from './helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => calmPage(page));

interface Testimony {
  id: number;
  author: string;
}

const testimonyAuthors = async (page: Page) =>
  (await serverProfile<{ testimonies: Testimony[] }>(page)).testimonies.map((t) => t.author);

async function openEditor(page: Page): Promise<void> {
  await page.goto('/ana-souza/edit');
  await expect(page.getByRole('switch').first()).toBeVisible({ timeout: 20_000 });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a deleted testimony comes back with Ctrl+Z and stays after a reload; the buttons redo and undo', async ({
    page,
  }) => {
    await signIn(page, 'ana-souza');
    const authors = await testimonyAuthors(page);
    const author = authors[0]!;
    await openEditor(page);
    const panel = page.getByRole('navigation', { name: 'Painel de edição' });
    const undo = panel.getByRole('button', { name: 'Desfazer' });
    const redo = panel.getByRole('button', { name: 'Refazer' });
    await expect(undo).toHaveAttribute('aria-disabled', 'true');

    await panel.getByRole('button', { name: 'Depoimentos' }).click();
    const manager = page.getByRole('dialog', { name: 'Depoimentos' });
    await manager.getByRole('button', { name: `Excluir depoimento de ${author}` }).click();
    await page.getByRole('dialog', { name: 'Excluir depoimento' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(manager.getByRole('button', { name: `Excluir depoimento de ${author}` })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(manager).toBeHidden();
    await expect.poll(() => testimonyAuthors(page)).toEqual(authors.slice(1));
    await expect(undo).toHaveAttribute('aria-disabled', 'false');
    await checkA11y(page, { include: '[data-edit-rail]' });

    await page.keyboard.press('ControlOrMeta+z');
    await expect(page.getByText('Desfeito: Depoimentos')).toBeVisible();
    await expect.poll(() => testimonyAuthors(page)).toEqual(authors);

    await page.reload();
    await expect(page.locator('#testimonies').getByText(author).first()).toBeVisible({ timeout: 20_000 });
    // The history is this visit's: after a reload there is nothing to undo or redo.
    await expect(undo).toHaveAttribute('aria-disabled', 'true');
    await expect(redo).toHaveAttribute('aria-disabled', 'true');

    // Hiding the section, then the buttons: undo shows it again, redo hides it once more.
    const toggle = page.getByRole('switch', { name: 'Mostrar Depoimentos para visitantes' });
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await undo.click();
    await expect(toggle).toBeChecked();
    await redo.click();
    await expect(toggle).not.toBeChecked();
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect(redo).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('ControlOrMeta+z');
    await expect(toggle).toBeChecked();
    await expect
      .poll(async () => (await serverProfile<{ enableTestimonies?: boolean }>(page)).enableTestimonies)
      .toBe(true);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a hidden section comes back from the actions sheet and stays after a reload', async ({ page }) => {
    await signIn(page, 'ana-souza');
    await openEditor(page);
    const toggle = page.getByRole('switch', { name: 'Mostrar Galeria para visitantes' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect.poll(async () => (await serverProfile<{ enableGallery?: boolean }>(page)).enableGallery).toBe(false);

    await page.getByRole('button', { name: 'Abrir ações de edição' }).click();
    const sheet = page.getByRole('navigation', { name: 'Ações de edição' });
    await checkA11y(page, { include: '[aria-label="Ações de edição"]' });
    await sheet.getByRole('button', { name: 'Desfazer' }).click();
    await expect(page.getByText('Desfeito: Galeria')).toBeVisible();
    await expect(toggle).toBeChecked();

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Mostrar Galeria para visitantes' })).toBeChecked({
      timeout: 20_000,
    });
  });
});
