/**
 * The share panel of edit mode: the link's preview as WhatsApp and LinkedIn show it in each
 * language, a copy button per language, and a QR code whose PNG and SVG downloads decode to the
 * site's address; a warning while the site is unpublished.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { test, expect, checkA11y } from './fixtures';
import { calmPage, serverProfile, signIn, unpublishSite } from './helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => calmPage(page));

/** The QR code's picture is drawn at this size to be read: several pixels per module. */
const SIDE = 400;

/** What a downloaded QR code says: the browser draws the picture, jsQR reads its pixels. */
async function decodeQr(decoder: Page, download: Download, type: string): Promise<string | null> {
  const bytes = await readFile(await download.path());
  const pixels = await decoder.evaluate(
    async ({ source, side }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = side;
      canvas.height = side;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, side, side);
      context.drawImage(image, 0, 0, side, side);
      const { data } = context.getImageData(0, 0, side, side);
      let binary = '';
      for (const byte of data) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { source: `data:${type};base64,${bytes.toString('base64')}`, side: SIDE },
  );
  return jsQR(new Uint8ClampedArray(Buffer.from(pixels, 'base64')), SIDE, SIDE)?.data ?? null;
}

async function openSharePanel(page: Page) {
  await page.goto('/ana-souza/edit');
  const panel = page.getByRole('navigation', { name: 'Painel de edição' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Compartilhar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compartilhar seu site' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the share panel previews the link in each language, copies each link and gives a QR code of the address', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page);
  const profile = await serverProfile<{ translations: { en: { mainPhrase: string } } }>(page);
  // In the site's original language the preview says what the page's head says: the API's description.
  const meta = await page.evaluate(
    async () =>
      (await (await fetch('/__demo/api/v2/coaches/public/coach/ana-souza')).json()) as { description: string },
  );
  const dialog = await openSharePanel(page);
  const site = `${baseURL}/ana-souza`;

  // A published site: no warning. The links in the three languages.
  await expect(dialog.getByText(/ainda não está publicado/)).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Link em português' })).toHaveValue(site);
  await expect(dialog.getByRole('textbox', { name: 'Link em inglês' })).toHaveValue(`${site}?lang=en`);
  await expect(dialog.getByRole('textbox', { name: 'Link em espanhol' })).toHaveValue(`${site}?lang=es`);

  // The previews show the share card the page names, with the coach's name and words.
  const whatsapp = dialog.getByRole('figure', { name: 'No WhatsApp' });
  const linkedin = dialog.getByRole('figure', { name: 'No LinkedIn' });
  const card = whatsapp.getByRole('img');
  await expect(card).toHaveAttribute('src', /^\/share\/coach\/ana-souza\.png\?v=\w+$/);
  await expect.poll(() => card.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
  await expect(whatsapp.getByText('Ana Souza', { exact: true })).toBeVisible();
  await expect(whatsapp.getByText(meta.description.slice(0, 30))).toBeVisible();
  await expect(linkedin.getByText('Ana Souza', { exact: true })).toBeVisible();
  await checkA11y(page);

  // In English: the English card and words.
  await dialog.getByRole('tab', { name: 'English' }).click();
  await expect(card).toHaveAttribute('src', /^\/share\/coach\/ana-souza\.png\?lang=en&v=\w+$/);
  await expect(whatsapp.getByText(profile.translations.en.mainPhrase.slice(0, 30))).toBeVisible();
  await expect(whatsapp.getByText(`${site}?lang=en`)).toBeVisible();

  // Copying a link puts it on the clipboard.
  await dialog.getByRole('button', { name: 'Copiar link em espanhol' }).click();
  await expect(page.getByText('Link em espanhol copiado.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site}?lang=es`);

  // The QR code of the English link, as PNG and as SVG, decodes to that address.
  await expect(dialog.getByRole('img', { name: `QR code de ${site}?lang=en` })).toBeVisible();
  const decoder = await context.newPage();
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Baixar PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('qr-ana-souza-en.png');
  expect(await decodeQr(decoder, png, 'image/png')).toBe(`${site}?lang=en`);
  await dialog.getByRole('tab', { name: 'Português' }).click();
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Baixar SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe('qr-ana-souza.svg');
  expect(await decodeQr(decoder, svg, 'image/svg+xml')).toBe(site);
  await decoder.close();
});

test('the share panel warns while the site is unpublished, and publishes it from there', async ({ page }) => {
  await signIn(page);
  await unpublishSite(page);
  const dialog = await openSharePanel(page);
  const warning = dialog.getByRole('note');
  await expect(warning).toContainText('Seu site ainda não está publicado');
  await checkA11y(page);
  await warning.getByRole('button', { name: 'Publicar agora' }).click();
  await expect(warning).toBeHidden();
  await expect.poll(async () => (await serverProfile<{ published: boolean }>(page)).published).toBe(true);
});
