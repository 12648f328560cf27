/**
 * The first-site checklist of edit mode: it lists what the site still lacks, each item opens its
 * editor and ticks itself once done, it leaves when the site is complete, and a coach can fold it
 * or dismiss it for good.
 */
import type { Page } from '@playwright/test';
import { test, expect, checkA11y } from './fixtures';
import { calmPage, signIn, unpublishSite } from './helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => calmPage(page));

/** Ana's site without its main phrase, unpublished. */
async function signInWithGaps(page: Page): Promise<void> {
  await signIn(page, 'ana-souza', { mainPhrase: '', mainPhraseAuthor: '' });
  await unpublishSite(page);
  await page.goto('/ana-souza/edit');
  await expect(
    page
      .getByRole('navigation', { name: /^(Painel de edição|Ações de edição)$/ })
      .or(page.getByRole('button', { name: 'Abrir ações de edição' })),
  ).toBeVisible({
    timeout: 20_000,
  });
}

test('the checklist lists what the site lacks, opens each editor, ticks what is done and leaves once the site is complete', async ({
  page,
}) => {
  await signInWithGaps(page);
  const checklist = page.getByRole('region', { name: 'Primeiros passos do seu site' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText('6 de 8 feitos')).toBeVisible();
  const phrase = checklist.getByRole('button', { name: 'Frase principal' });
  await expect(phrase).toHaveAccessibleDescription('a fazer');
  await expect(checklist.getByRole('button', { name: 'Foto de perfil' })).toHaveAccessibleDescription('feito');
  await checkA11y(page);

  await phrase.click();
  const editor = page.getByRole('dialog', { name: 'Frase principal' });
  await editor.getByLabel(/^Frase principal/).fill('Cada passo conta.');
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor).toBeHidden();
  await expect(phrase).toHaveAccessibleDescription('feito');
  await expect(checklist.getByText('7 de 8 feitos')).toBeVisible();

  await checklist.getByRole('button', { name: 'Site publicado' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Painel de edição' }).getByText('Publicado', { exact: true }),
  ).toBeVisible();
  await expect(checklist).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the checklist starts folded to its progress, opens, and once dismissed stays away', async ({ page }) => {
    await signInWithGaps(page);
    const folded = page.getByRole('button', { name: /^Primeiros passos 6\/8/ });
    await expect(folded).toBeVisible();
    await expect(folded).toHaveAttribute('aria-expanded', 'false');
    await folded.click();
    const checklist = page.getByRole('region', { name: 'Primeiros passos do seu site' });
    await expect(checklist).toBeVisible();
    await checkA11y(page);
    await checklist.getByRole('button', { name: 'Dispensar primeiros passos' }).click();
    await expect(checklist).toBeHidden();
    await expect(folded).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Abrir ações de edição' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /^Primeiros passos/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Primeiros passos do seu site' })).toHaveCount(0);
  });
});
