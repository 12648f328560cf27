/**
 * In edit mode every control sits on the thing it edits, on each of the 7 templates at desktop
 * and phone widths: each pencil's box overlaps or touches (4 px apart at most) the text or picture
 * it edits, and the background's button lies on the background and off the coach's photo; at
 * 1440x900 the edit rail shows every action; the demo bar keeps clear of the rail.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, allowConsoleErrors, skipAutoA11y } from './fixtures';
import { declineCookies, fontsAndPicturesLoaded, signIn } from './helpers';

const TEMPLATES = [1, 2, 3, 4, 5, 6, 7].map((n) => `template-${n}`);
/** Template 3's hero has no background picture. */
const WITH_BACKGROUND = new Set(TEMPLATES.filter((theme) => theme !== 'template-3'));
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Signs the demo coach in with the given template chosen, and opens her site in edit mode. */
async function openEditorWith(page: Page, theme: string, query = ''): Promise<void> {
  await declineCookies(page);
  await signIn(page, 'ana-souza', { theme });
  await page.goto(`/ana-souza/edit${query}`);
  await expect(page.getByRole('switch').first()).toBeVisible({ timeout: 20_000 });
  // The web font and the pictures are in: the layout is final.
  await fontsAndPicturesLoaded(page);
}

/** Each shown pencil with the box of what it edits (its frame's content, the pencil aside). */
function pencilsAndTargets(page: Page) {
  return page.evaluate(() => {
    const union = (rects: DOMRect[]) =>
      rects.length === 0
        ? null
        : {
            left: Math.min(...rects.map((r) => r.left)),
            top: Math.min(...rects.map((r) => r.top)),
            right: Math.max(...rects.map((r) => r.right)),
            bottom: Math.max(...rects.map((r) => r.bottom)),
          };
    const box = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    return [...document.querySelectorAll<HTMLElement>('[data-edit-field]')]
      .filter((frame) => frame.checkVisibility())
      .map((frame) => {
        const pencil = frame.querySelector<HTMLElement>(':scope > button')!;
        const content = [...frame.children]
          .filter((child) => child !== pencil && child.checkVisibility())
          .map((child) => child.getBoundingClientRect())
          .filter((r) => r.width > 0 && r.height > 0);
        return {
          field: frame.dataset.editField ?? '',
          pencil: box(pencil.getBoundingClientRect()),
          target: union(content),
        };
      });
  });
}

/** The distance between two boxes (0 when they overlap or touch). */
const gap = (a: Box, b: Box) =>
  Math.max(Math.max(0, a.left - b.right, b.left - a.right), Math.max(0, a.top - b.bottom, b.top - a.bottom));

/** Where an element is drawn in the window. */
const boxOf = (element: Locator) => element.evaluate((el) => el.getBoundingClientRect().toJSON() as Box);

/** How much two boxes overlap, in square pixels. */
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

for (const viewport of WIDTHS) {
  for (const theme of TEMPLATES) {
    test(`${theme} at ${viewport.width} px: each edit control sits on what it edits`, async ({ page }) => {
      // The edit page's accessibility is checked by the edit-mode tests; this one only measures.
      skipAutoA11y();
      await page.setViewportSize(viewport);
      await openEditorWith(page, theme);

      const problems: string[] = [];
      const pencils = await pencilsAndTargets(page);
      expect(pencils.map((p) => p.field)).toEqual(expect.arrayContaining(['avatar', 'mainPhrase', 'aboutMe']));
      for (const { field, pencil, target } of pencils) {
        if (!target) continue;
        const distance = gap(pencil, target);
        if (distance > 4) problems.push(`the ${field} pencil is ${Math.round(distance)} px away from it`);
        if (pencil.left < 0 || pencil.right > viewport.width) problems.push(`the ${field} pencil is outside the page`);
      }

      const background = page.getByRole('button', { name: 'Trocar imagem de fundo' });
      await expect(background).toHaveCount(WITH_BACKGROUND.has(theme) ? 1 : 0);
      if (WITH_BACKGROUND.has(theme)) {
        const { button, image } = await background.evaluate((el) => {
          const box = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
          return {
            button: box(el.getBoundingClientRect()),
            image: box(el.previousElementSibling!.getBoundingClientRect()),
          };
        });
        if (overlap(button, image) === 0) problems.push('the background button is off the background');
        for (const { field, target } of pencils) {
          if (field === 'avatar' && target && overlap(button, target) > 0)
            problems.push('the background button covers the photo');
        }
      }
      if (viewport.width === 1440) {
        // A window 900 px high shows every action of the rail, none cut off below its bottom.
        const actions = await page
          .getByRole('navigation', { name: 'Painel de edição' })
          .getByRole('listitem')
          .evaluateAll((items) =>
            items.map((item) => ({
              name: item.textContent ?? '',
              cut: item.getBoundingClientRect().bottom > innerHeight,
            })),
          );
        expect(actions.length).toBeGreaterThan(10);
        for (const { name, cut } of actions) if (cut) problems.push(`the rail's ${name} is below the window`);
      }
      expect(problems).toEqual([]);
    });
  }
}

for (const viewport of WIDTHS) {
  test(`at ${viewport.width} px a toast after a failed save covers no control: the rail, the bars, the background's button`, async ({
    page,
  }) => {
    skipAutoA11y();
    allowConsoleErrors(/500/);
    // The toast stands still at once rather than sliding in.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewport);
    await openEditorWith(page, 'template-5', '?demo_fault=saveMyProfile:500');
    await page.getByRole('switch', { name: 'Mostrar Galeria para visitantes' }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('listitem')
      .first();
    await expect(toast).toBeVisible();
    const toastBox = await boxOf(toast);
    const controls = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          '[data-edit-rail], [data-top-bar], button, a[href], select, input, [role="switch"]',
        ),
      ]
        .filter((el) => !el.closest('[data-sonner-toaster]') && el.checkVisibility())
        .map((el) => ({
          name: el.getAttribute('aria-label') ?? el.getAttribute('title') ?? el.textContent?.trim() ?? el.tagName,
          box: el.getBoundingClientRect().toJSON() as Box,
        })),
    );
    expect(controls.map(({ name }) => name)).toEqual(expect.arrayContaining(['Trocar imagem de fundo']));
    expect(controls.filter(({ box }) => overlap(toastBox, box) > 0).map(({ name }) => name)).toEqual([]);
  });
}

test('the demo bar keeps its buttons clear of the edit rail and the phone preview, on a laptop and a phone held sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openEditorWith(page, 'template-1');
  const rail = page.getByRole('navigation', { name: 'Painel de edição' });
  const bar = page.getByRole('complementary', { name: 'Demonstração' });
  /** The bar's buttons and links the given panels cover, by name. */
  const covered = async (panels: Box[]) => {
    const controls = await bar.locator('button, a[href]').evaluateAll((elements) =>
      elements.map((element) => ({
        name: (element as HTMLElement).innerText.trim(),
        box: element.getBoundingClientRect().toJSON() as Box,
      })),
    );
    expect(controls).toHaveLength(3);
    return controls.filter(({ box }) => panels.some((panel) => overlap(panel, box) > 0)).map(({ name }) => name);
  };
  expect(await covered([await boxOf(rail)])).toEqual([]);
  await rail.getByRole('button', { name: 'Prévia no celular' }).click();
  const preview = page.getByRole('region', { name: /Prévia no celular/ });
  await expect(preview).toBeVisible();
  expect(await covered([await boxOf(rail), await boxOf(preview)])).toEqual([]);
  await preview.getByRole('button', { name: 'Fechar a prévia no celular' }).click();

  await page.setViewportSize({ width: 844, height: 390 });
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await covered([await boxOf(rail)])).toEqual([]);
});
