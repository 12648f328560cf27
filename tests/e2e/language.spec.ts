/**
 * The language travels with the request: `?lang=` first, then the visitor's choice (a cookie the
 * server reads), then pt. Links and searches keep the address's language, so a reload shows the
 * language the visitor last saw there.
 */
import { test, expect } from './fixtures';

test('a visitor who chose English gets English pages from the server, never a Portuguese one first', async ({
  page,
}) => {
  await page.goto('/home');
  await page.getByRole('banner').getByLabel('Idioma').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The server's own HTML of a page opened without ?lang= is already in English.
  const response = await page.goto('/blog');
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<html lang="en"/);
  expect(html).toContain('Ideas to grow, in and out of your sessions');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ideas to grow, in and out of your sessions' }),
  ).toBeVisible();

  const coach = await page.request.get('/ana-souza');
  expect(await coach.text()).toMatch(/<html lang="en"/);
});

test('links and searches keep the language the address names, and a reload shows it', async ({ page }) => {
  await page.goto('/home?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\?lang=es$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ideas para crecer, dentro y fuera de las sesiones' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ideas para crecer, dentro y fuera de las sesiones' }),
  ).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Coaches', exact: true }).click();
  await expect(page).toHaveURL(/\/coaches_list\?lang=es$/);
  await page.getByRole('searchbox', { name: /Nombre/ }).fill('Ana');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/coaches_list\?.*name=Ana/);
  await expect(page).toHaveURL(/[?&]lang=es(&|#|$)/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
