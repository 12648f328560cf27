/**
 * "Ver como visitante" in a real browser, at a desktop and a phone width: the owner's unpublished
 * site as a visitor will see it, with no edit control, and back to editing in one step.
 */
import type { Page } from '@playwright/test';
import { test, expect, checkA11y } from './fixtures';
import { calmPage, signIn, unpublishSite } from './helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => calmPage(page));

/** Every control of edit mode the page could still hold. */
async function expectNoEditControl(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Painel de edição' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Abrir ações de edição' })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Editar / })).toHaveCount(0);
  await expect(page.getByRole('group', { name: /^Edição da seção / })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Idiomas dos textos' })).toHaveCount(0);
}

test('the owner sees the unpublished site as a visitor, at 1440 and at 390 px, and goes back to editing', async ({
  page,
}) => {
  await signIn(page, 'ana-souza');
  await unpublishSite(page);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ana-souza/edit');
    await expect(page.getByRole('switch').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Idiomas dos textos' })).toBeVisible();
    if (width < 768) {
      await page.getByRole('button', { name: 'Abrir ações de edição' }).click();
      await page
        .getByRole('navigation', { name: 'Ações de edição' })
        .getByRole('button', { name: 'Ver como visitante' })
        .click();
    } else {
      await page
        .getByRole('navigation', { name: 'Painel de edição' })
        .getByRole('button', { name: 'Ver como visitante' })
        .click();
    }

    const bar = page.getByRole('region', { name: 'Visualização como visitante' });
    await expect(bar.getByRole('button', { name: 'Voltar à edição' })).toBeFocused();
    // The site itself, not the notice visitors get while it is unpublished.
    await expect(page.getByRole('heading', { level: 1, name: /Ana Souza/ })).toBeVisible();
    await expectNoEditControl(page);
    await checkA11y(page);

    await bar.getByRole('button', { name: 'Voltar à edição' }).click();
    await expect(page.getByRole('switch').first()).toBeVisible();
  }
});
