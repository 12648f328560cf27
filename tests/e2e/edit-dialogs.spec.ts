/**
 * Edit dialogs never lose a click or unsaved work: leaving a field does not move the dialog's
 * actions from under the pointer, and Escape or a click outside a dialog with unsaved changes
 * asks before closing it.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

test.describe.configure({ timeout: 120_000 });

test.use({ viewport: { width: 1400, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    try {
      localStorage.setItem('coachly.cookieConsent', 'declined');
    } catch {
      // Frames without storage need nothing.
    }
  });
});

/** Signs Ana in on the demo provider's password form. */
async function signIn(page: Page): Promise<void> {
  await page.goto('/help');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
  await page.evaluate(async () => {
    const form = new URLSearchParams({
      grant_type: 'password',
      username: 'ana-souza',
      password: 'demo1234',
      client_id: 'coach_profile',
      machine: 'e2e',
      scope: 'coach',
    });
    const response = await fetch('/__demo/auth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    localStorage.setItem('coachly.tokens', JSON.stringify(await response.json()));
  });
}

async function socialLinks(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const tokens = JSON.parse(localStorage.getItem('coachly.tokens') ?? '{}') as { access_token?: string };
    const response = await fetch('/__demo/api/v1/profiles/me', {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    return ((await response.json()) as { socialLinks: Record<string, string> }).socialLinks;
  });
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
