import type { Page } from '@playwright/test';
import { test, expect, checkA11y, allowConsoleErrors } from './fixtures';
import { declineCookies, demoTokens, fillSessionRequest, openDemoBackend, saveProfile } from './helpers';

const TEMPLATES = [
  'template-1',
  'template-2',
  'template-3',
  'template-4',
  'template-5',
  'template-6',
  'template-7',
] as const;
const FULL_MENU = ['Sobre mim', 'Currículo', 'Vídeos', 'Depoimentos', 'Galeria', 'Solicite sua sessão experimental'];

test.beforeEach(({ page }) => declineCookies(page));

/**
 * Runs owner calls as a demo account, from the page of the app that is open or, on a blank page,
 * from a plain file of its origin that reaches the demo backend.
 */
async function asOwner(
  page: Page,
  account: string,
  changes: Record<string, unknown>,
  publish = false,
): Promise<string> {
  if (page.url() === 'about:blank') await openDemoBackend(page);
  const tokens = await demoTokens(page, account);
  await saveProfile(page, tokens.access_token, changes, publish);
  return tokens.refresh_token;
}

const SPARSE = {
  aboutMe: '',
  resumeFeed: '',
  mainPhrase: '',
  mainPhraseAuthor: '',
  videos: [],
  gallery: [],
  testimonies: [],
  coachingHours: 0,
  coursesCoachly: 0,
  lecturesHours: 0,
  socialLinks: {},
  enableSiteExperimentalSession: false,
};

function siteMenu(page: Page) {
  return page.getByRole('navigation', { name: /Menu do site de|site menu/ });
}

async function menuLabels(page: Page): Promise<string[]> {
  const links = siteMenu(page).locator('ul:not([aria-label]) a');
  return (await links.allTextContents()).map((t) => t.trim());
}

/** The seed's longest name, on a coach with every section in the menu. */
const LONG_NAME = { firstName: 'Maria Conceição Ângela', secondName: 'Wolfeschlegelsteinhausen' };

// One test per template walks through its full site, the same site with the seed's longest name,
// and a sparse site: each step saves the profile it needs and opens the page again.
for (const template of TEMPLATES) {
  test(`${template}: a full profile shows every section and menu item, with the hamburger up to 990px, a long name keeps the items apart, a sparse profile only its contact`, async ({
    page,
  }) => {
    // Three pages' checks, each with the time a test of its own had.
    test.setTimeout(test.info().timeout * 3);
    await test.step('a full profile shows every section and menu item, with the hamburger up to 990px', async () => {
      await asOwner(page, 'ana-souza', { theme: template });
      await page.goto('/ana-souza');
      await expect(page.locator(`[data-template="${template}"]`).first()).toBeVisible();
      await expect(siteMenu(page)).toBeVisible();
      expect(await menuLabels(page)).toEqual(FULL_MENU);
      for (const id of ['biography', 'resume', 'videos', 'testimonies', 'gallery', 'session_request']) {
        await expect(page.locator(`#${id}`)).toBeAttached();
      }
      await expect(page.locator('#contact')).toHaveCount(0);
      const bar = page.locator('header#top');
      expect((await bar.boundingBox())?.height).toBe(template === 'template-1' ? 30 : 50);
      if (template === 'template-3') {
        const name = siteMenu(page).getByRole('link', { name: 'Ana Souza', exact: true });
        const box = await name.boundingBox();
        expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - 720)).toBeLessThan(60);
      }

      // Unfolded on a wide screen; folded up to 990 px (and wherever the items would crowd).
      const burger = page.getByRole('button', { name: 'Abrir menu' });
      await expect(burger).toBeHidden();
      await expect(siteMenu(page).getByRole('link', { name: 'Galeria' })).toBeVisible();
      await page.setViewportSize({ width: 990, height: 800 });
      await expect(burger).toBeVisible();
      await expect(siteMenu(page).getByRole('link', { name: 'Galeria' })).toBeHidden();
      await burger.click();
      await expect(siteMenu(page).getByRole('link', { name: /Instagram de Ana Souza/ })).toBeVisible();
      await checkA11y(page, { include: 'header#top' });
      await siteMenu(page).getByRole('link', { name: 'Galeria' }).click();
      await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeHidden();
      await expect(page.locator('#gallery h2')).toBeInViewport();
      await expect(page).toHaveURL(/#gallery$/);
      await checkA11y(page);
    });

    await test.step("with a long name the menu's items stay apart and on screen from 1000 to 1440 px", async () => {
      await asOwner(page, 'ana-souza', { ...LONG_NAME, theme: template });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/ana-souza');
      await expect(page.locator(`[data-template="${template}"]`).first()).toBeVisible();
      for (const width of [1000, 1100, 1200, 1300, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        // The menu measures itself as the bar resizes and settles within the next frames.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        // Folded, the items are in the closed panel: nothing to crowd.
        if (await page.getByRole('button', { name: 'Abrir menu' }).isVisible()) continue;
        const boxes = [];
        for (const item of [
          ...(await siteMenu(page).getByRole('link').all()),
          ...(await siteMenu(page).getByRole('combobox').all()),
        ]) {
          if (!(await item.isVisible())) continue;
          const box = await item.boundingBox();
          if (box) boxes.push({ name: (await item.textContent())?.trim() || 'language', ...box });
        }
        expect(boxes.length, `items shown at ${width} px`).toBeGreaterThan(2);
        for (const [i, a] of boxes.entries()) {
          expect(a.x, `${a.name} starts on screen at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(a.x + a.width, `${a.name} ends on screen at ${width} px`).toBeLessThanOrEqual(width);
          for (const b of boxes.slice(i + 1)) {
            const apart =
              a.x + a.width <= b.x + 1 ||
              b.x + b.width <= a.x + 1 ||
              a.y + a.height <= b.y + 1 ||
              b.y + b.height <= a.y + 1;
            expect(apart, `${a.name} and ${b.name} overlap at ${width} px`).toBe(true);
          }
        }
      }
      await checkA11y(page);
    });

    await test.step('a sparse profile shows only its contact section', async () => {
      await asOwner(page, 'ines-costa', { ...SPARSE, theme: template }, true);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/ines-costa');
      await expect(page.locator(`[data-template="${template}"]`).first()).toBeVisible();
      await expect(siteMenu(page)).toBeVisible();
      expect(await menuLabels(page)).toEqual(['Contato']);
      for (const id of ['biography', 'resume', 'videos', 'testimonies', 'gallery', 'session_request']) {
        await expect(page.locator(`#${id}`)).toHaveCount(0);
      }
      await expect(page.getByRole('form', { name: 'Formulário de contato' })).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
}

test('an unknown or unpublished coach answers 404 with the not-found page, at its own address', async ({ page }) => {
  allowConsoleErrors(/status of 404/);
  for (const path of ['/no-such-coach-here', '/daniela-sampaio']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: '404, Ooops, a página não foi encontrada' }),
    ).toBeVisible();
  }
});

test('the gallery opens a zoom carousel on the clicked picture, moved by keyboard', async ({ page }) => {
  await page.goto('/ana-souza');
  const gallery = page.locator('#gallery');
  await gallery
    .getByRole('button', { name: /Ampliar/ })
    .nth(2)
    .click();
  const dialog = page.getByRole('dialog', { name: 'Galeria' });
  await expect(dialog).toBeVisible();
  const position = dialog.getByText(/^\d+ de \d+$/);
  await expect(position).toHaveText(/^3 de /);
  // The picture shown is the one clicked, not the first.
  await expect(dialog.getByRole('group', { name: /^3 de / })).toBeInViewport({ ratio: 0.9 });
  await expect(dialog.getByRole('group', { name: /^1 de / })).not.toBeInViewport();
  // The arrow keys move the pictures as soon as the zoom is open, with no click or tab first.
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(/^4 de /);
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a video thumbnail opens the player with the embed of its host', async ({ page }) => {
  await page.goto('/ana-souza');
  await page
    .locator('#videos')
    .getByRole('button', { name: /Assistir ao vídeo/ })
    .first()
    .click();
  const frame = page.getByRole('dialog').locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\/[\w-]+\?/,
  );
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
  await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
});

async function fillContact(page: Page, legacy: boolean) {
  const form = page.getByRole('form', { name: 'Formulário de contato' });
  await form.getByLabel(/^Nome/).fill('Bruna Alves');
  await form.getByLabel(/^E-mail/).fill('bruna@example.com');
  await form.getByLabel(/^Assunto/).fill('Primeira conversa');
  await form.getByLabel(/^Mensagem/).fill('Olá! Gostaria de saber como funcionam as sessões.');
  if (legacy) {
    await form.getByLabel(/^Cidade/).fill('Recife');
    await form.getByLabel(/^Telefone/).fill('81988887777');
  }
  return form;
}

test('the public contact form sends and clears; a server error keeps what was typed', async ({ page }) => {
  await page.goto('/pedro-lima');
  let form = await fillContact(page, false);
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText('Sua mensagem foi enviada com sucesso!')).toBeVisible();
  await expect(form.getByLabel(/^Nome/)).toHaveValue('');

  allowConsoleErrors(/500/);
  await page.goto('/pedro-lima?demo_fault=sendCoachContact:500');
  form = await fillContact(page, false);
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText('Erro ao enviar mensagem. Tente novamente.')).toBeVisible();
  await expect(form.getByLabel(/^Nome/)).toHaveValue('Bruna Alves');
  await expect(form.getByLabel(/^Mensagem/)).toHaveValue('Olá! Gostaria de saber como funcionam as sessões.');
});

test('the legacy contact form of templates 1-4 needs every field, then sends', async ({ page }) => {
  await page.goto('/beatriz-carvalho');
  const form = page.getByRole('form', { name: 'Formulário de contato' });
  await form.getByLabel(/^E-mail/).fill('bruna@');
  await form.getByLabel(/^Assunto/).focus();
  await expect(form.getByText('O campo deve ser preenchido com um e-mail válido')).toBeVisible();
  await fillContact(page, false);
  await expect(form.getByRole('button', { name: 'Enviar mensagem' })).toBeDisabled();
  await fillContact(page, true);
  await expect(form.getByLabel(/^Telefone/)).toHaveValue('(81) 98888-7777');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText('Sua mensagem foi enviada com sucesso!')).toBeVisible();
});

test('on three templates, each button of the session section opens the tab it names, every time', async ({ page }) => {
  // Three coaches' sites, each with the time a test of its own had.
  test.setTimeout(test.info().timeout * 3);
  for (const coach of ['ana-souza', 'joao-pereira', 'lucia-fernandes']) {
    await test.step(coach, async () => {
      await page.goto(`/${coach}`);
      const dialog = page.getByRole('dialog');
      for (const [button, tab] of [
        ['Enviar uma mensagem', 'Contato'],
        ['Agendar sessão experimental', 'Sessão experimental'],
        ['Enviar uma mensagem', 'Contato'],
      ] as const) {
        await page.getByRole('button', { name: button }).click();
        await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      // The last coach's page is checked at the end of the test.
      if (coach !== 'lucia-fernandes') await checkA11y(page);
    });
  }
});

test('a visitor requests an experimental session, and the e-mailed link confirms it once', async ({ page }) => {
  await page.goto('/ana-souza');
  await page.getByRole('button', { name: 'Agendar sessão experimental' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ana Souza' });
  await expect(dialog.getByRole('tab', { name: 'Sessão experimental' })).toHaveAttribute('aria-selected', 'true');
  await fillSessionRequest(dialog);
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Solicitar sessão' }).click();
  await expect(dialog.getByText('Solicitação feita com sucesso!')).toBeVisible();
  await expect(dialog.getByText(/Verifique seu e-mail/)).toBeVisible();

  const id = await page.evaluate(async () => {
    const outbox = (await (await fetch('/__demo/control/outbox')).json()) as {
      sessionRequests: Array<{ id: string; email: string }>;
    };
    return outbox.sessionRequests.find((r) => r.email === 'carlos@example.com')?.id;
  });
  expect(id).toBeTruthy();
  allowConsoleErrors(/status of (404|409)/);
  await page.goto(`/confirm-session/${id}`);
  await expect(page).toHaveURL(/\/permission$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/confirm-session/${id}`);
  await expect(page).toHaveURL(/\/already_exist$/);
  await expect(page.getByText('Este link de confirmação já foi usado')).toBeVisible();
  await page.goto('/confirm-session/never-issued');
  await expect(page).toHaveURL(/\/not_found$/);
});

test('the session request shows the error overlay when sending fails', async ({ page }) => {
  allowConsoleErrors(/500/);
  await page.goto('/ana-souza?demo_fault=requestExperimentalSession:500');
  await page.getByRole('button', { name: 'Agendar sessão experimental' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ana Souza' });
  await fillSessionRequest(dialog);
  await dialog.getByRole('button', { name: 'Solicitar sessão' }).click();
  await expect(dialog.getByText('Não foi possível enviar sua solicitação. Tente novamente!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(dialog.getByLabel(/^Nome/)).toHaveValue('Carlos Lima');
});

test('a refresh token in the address is gone from the address bar and history at once', async ({ page }) => {
  const token = await asOwner(page, 'ana-souza', {});
  await page.goto(`/ana-souza/${token}`);
  await expect(page).toHaveURL(/\/ana-souza\/edit$/);
  expect(await page.evaluate(() => location.href)).not.toContain(token);
  const stored = await page.evaluate(() => localStorage.getItem('coachly.tokens'));
  expect(stored).toContain('access_token');
  await page.goBack();
  expect(page.url()).not.toContain(token);

  const second = await asOwner(page, 'ana-souza', {});
  await page.goto(`/ana-souza?refresh_token=${second}`);
  await expect(page).toHaveURL(/\/ana-souza\/edit$/);
  expect(page.url()).not.toContain(second);
});

test('the site has sharing tags from the coach metadata and reads well in English', async ({ page }) => {
  await page.goto('/ana-souza?lang=en');
  await expect(page).toHaveTitle('Ana Souza · Coachly');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Ana Souza');
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
  await expect(siteMenu(page).getByRole('link', { name: 'About me' })).toBeVisible();
  await expect(siteMenu(page).getByRole('link', { name: 'Request your experimental session' })).toBeVisible();
});
