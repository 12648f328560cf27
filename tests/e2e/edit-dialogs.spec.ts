/**
 * Edit dialogs never lose a click or unsaved work: leaving a field does not move the dialog's
 * actions from under the pointer, and Escape or a click outside a dialog with unsaved changes
 * asks before closing it.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { calmPage, serverProfile, signIn } from './helpers';

test.describe.configure({ timeout: 120_000 });

test.use({ viewport: { width: 1400, height: 900 } });

test.beforeEach(({ page }) => calmPage(page));

async function socialLinks(page: Page): Promise<Record<string, string>> {
  return (await serverProfile<{ socialLinks: Record<string, string> }>(page)).socialLinks;
}

/** Opens Configurações → Redes sociais in the editor. */
async function openSocialLinks(page: Page) {
  await signIn(page);
  await page.goto('/ana-souza/edit');
  const panel = page.getByRole('navigation', { name: 'Painel de edição' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Configurações' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações' });
  await settings.getByRole('tab', { name: 'Redes sociais' }).click();
  return settings;
}

test('a handle typed in Redes sociais is saved by a click on Salvar straight from the field', async ({ page }) => {
  const settings = await openSocialLinks(page);
  const instagram = settings.getByLabel('Instagram');
  await instagram.fill('ana.nova');
  await expect(settings.getByText('Será salvo como https://www.instagram.com/ana.nova')).toBeVisible();
  // The field still has the focus: pressing the button blurs it, and the release must land on
  // the same button.
  await settings.getByRole('button', { name: 'Salvar' }).click();
  await expect(settings).toBeHidden();
  await expect.poll(async () => (await socialLinks(page)).instagram).toBe('https://www.instagram.com/ana.nova');
});

test('leaving a field does not move the dialog actions', async ({ page }) => {
  const settings = await openSocialLinks(page);
  const facebook = settings.getByLabel('Facebook');
  await facebook.fill('ana.nova');
  const save = settings.getByRole('button', { name: 'Salvar' });
  const before = await save.boundingBox();
  await facebook.blur();
  await expect(facebook).toHaveValue('https://www.facebook.com/ana.nova');
  expect(await save.boundingBox()).toEqual(before);
});

test('Escape or a click outside with unsaved changes asks first; staying keeps the text', async ({ page }) => {
  const settings = await openSocialLinks(page);
  const stored = await socialLinks(page);
  const youtube = settings.getByLabel('YouTube');
  await youtube.fill('UCnovocanal');

  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Fechar sem salvar?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('Os dados que não foram salvos serão perdidos.');
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(ask).toBeHidden();
  await expect(settings).toBeVisible();
  await expect(youtube).toHaveValue(/UCnovocanal/);

  await page.mouse.click(8, 8);
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(settings).toBeVisible();
  await expect(youtube).toHaveValue(/UCnovocanal/);

  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(settings).toBeHidden();
  expect(await socialLinks(page)).toEqual(stored);
});

test('a dialog without changes closes on Escape at once', async ({ page }) => {
  const settings = await openSocialLinks(page);
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
