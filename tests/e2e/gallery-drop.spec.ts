/**
 * Pictures dropped onto the gallery in edit mode: three files dropped at once are checked,
 * downscaled by the browser, uploaded each with its own progress, and are in the gallery after
 * a reload; at a desktop and a phone width.
 */
import type { Page } from '@playwright/test';
import { test, expect, checkA11y } from './fixtures';
import { calmPage, serverProfile, signIn } from './helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => calmPage(page));

/** Drops PNG files, drawn by the page, onto the site's gallery as a file manager would. */
async function dropPictures(page: Page, names: string[]): Promise<void> {
  await page.locator('#gallery').evaluate(async (gallery, fileNames) => {
    const transfer = new DataTransfer();
    for (const [index, name] of fileNames.entries()) {
      const canvas = document.createElement('canvas');
      canvas.width = 1600;
      canvas.height = 900;
      const context = canvas.getContext('2d')!;
      context.fillStyle = ['#c0392b', '#2980b9', '#27ae60'][index % 3]!;
      context.fillRect(0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob>((done) => canvas.toBlob((made) => done(made!), 'image/png'));
      transfer.items.add(new File([blob], name, { type: 'image/png' }));
    }
    const fire = (type: string) =>
      gallery.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    fire('dragenter');
    fire('dragover');
    fire('drop');
  }, names);
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('three pictures dropped onto the gallery are uploaded, each with its progress, and stay after a reload', async ({
      page,
    }) => {
      await signIn(page, 'joao-pereira');
      const before = (await serverProfile<{ gallery: unknown[] }>(page)).gallery.length;
      await page.goto('/joao-pereira/edit');
      await expect(page.locator('#gallery').getByRole('button', { name: /Adicionar imagem/ })).toBeAttached({
        timeout: 20_000,
      });
      await page.locator('#gallery').scrollIntoViewIfNeeded();

      await dropPictures(page, ['palestra.png', 'workshop.png', 'turma.png']);
      const dialog = page.getByRole('dialog', { name: 'Adicionar imagens' });
      const rows = dialog.getByRole('list', { name: 'Imagens escolhidas' }).getByRole('listitem');
      await expect(rows).toHaveCount(3);
      await expect(rows.filter({ hasText: 'Pronta para enviar' })).toHaveCount(3);
      await checkA11y(page);
      await dialog.getByRole('button', { name: 'Adicionar 3 imagens' }).click();
      await expect(dialog).toBeHidden({ timeout: 30_000 });

      await expect
        .poll(async () => (await serverProfile<{ gallery: unknown[] }>(page)).gallery.length)
        .toBe(before + 3);
      await page.reload();
      await expect(page.locator('#gallery')).toBeAttached({ timeout: 20_000 });
      expect((await serverProfile<{ gallery: unknown[] }>(page)).gallery.length).toBe(before + 3);
    });
  });
}
