/**
 * The editor's phone preview: a frame 390 px wide beside the editor that shows the site as a
 * visitor sees it on a phone (the site's own phone layout, no edit control) and follows the
 * edits without a reload; offered only where it fits beside the editor.
 */
import type { Page } from '@playwright/test';
import { test, expect, checkA11y } from './fixtures';
import { calmPage, signIn } from './helpers';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(({ page }) => calmPage(page));

const panel = (page: Page) => page.getByRole('navigation', { name: 'Painel de edição' });

async function openEditor(page: Page): Promise<void> {
  await signIn(page);
  await page.goto('/ana-souza/edit');
  await expect(page.getByRole('switch').first()).toBeVisible({ timeout: 20_000 });
}

test('at 1440 px the phone preview shows the site as a phone visitor sees it and follows an edit live', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page);
  const toggle = panel(page).getByRole('button', { name: 'Prévia no celular' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  const preview = page.getByRole('region', { name: /Prévia no celular/ });
  // Found by its place, not its role: an open dialog hides the rest of the page from the tree.
  const iframe = page.locator('[data-phone-preview] iframe');
  await expect(iframe).toHaveAttribute('title', 'Seu site como um visitante o vê no celular');
  const frame = iframe.contentFrame();
  // The site's phone layout: a 390 px viewport, its menu folded into the hamburger.
  await expect(frame.getByRole('button', { name: 'Abrir menu' })).toBeVisible({ timeout: 20_000 });
  expect(await iframe.evaluate((element: HTMLIFrameElement) => element.contentWindow?.innerWidth)).toBe(390);
  const menu = frame.getByRole('navigation', { name: /^Menu do site de/ });
  await expect(menu.getByRole('link', { name: 'Sobre mim' })).toBeHidden();
  // As a visitor sees it: no edit control, and the menu's links work.
  await expect(frame.locator('#biography')).toBeVisible();
  await expect(frame.getByRole('switch')).toHaveCount(0);
  await expect(frame.getByRole('button', { name: /Editar/ })).toHaveCount(0);
  await expect(frame.locator('[data-can-edit]')).toHaveCount(0);
  await checkA11y(page, { include: '[data-phone-preview]' });

  // An edit shows in the frame as it is typed, and once saved, in the same document (no reload).
  await iframe.evaluate((element: HTMLIFrameElement) => {
    (element.contentWindow as unknown as { marker: number }).marker = 1;
  });
  await panel(page).getByRole('button', { name: 'Textos' }).click();
  await page.getByRole('dialog', { name: 'Textos do site' }).getByRole('button', { name: 'Frase principal' }).click();
  const editor = page.getByRole('dialog', { name: 'Frase principal' });
  await editor.getByLabel(/^Frase principal/).fill('Vista primeiro no celular');
  await expect(frame.getByText('Vista primeiro no celular')).toBeVisible();
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor).toBeHidden();
  await expect(panel(page).getByRole('status')).toHaveText('Tudo salvo');
  await expect(frame.getByText('Vista primeiro no celular')).toBeVisible();
  expect(
    await iframe.evaluate(
      (element: HTMLIFrameElement) => (element.contentWindow as unknown as { marker?: number }).marker,
    ),
  ).toBe(1);

  // Escape closes it, from inside the frame too, and the focus goes back to its toggle.
  await frame.getByRole('button', { name: 'Abrir menu' }).focus();
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toBeFocused();
  // And so does its own button.
  await toggle.click();
  await preview.getByRole('button', { name: 'Fechar a prévia no celular' }).click();
  await expect(preview).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('at 390 px the editor is the phone page: the phone preview is not offered', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page);
  await page.getByRole('button', { name: 'Abrir ações de edição' }).click();
  const sheet = page.getByRole('navigation', { name: 'Ações de edição' });
  await expect(sheet.getByRole('button', { name: 'Ver como visitante' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Prévia no celular' })).toHaveCount(0);
  await expect(page.locator('[data-phone-preview]')).toHaveCount(0);
});
