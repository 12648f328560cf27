/**
 * Keyboard-only journeys: every visitor and owner journey is completed with Tab, Shift+Tab,
 * Enter, Space, arrows and Escape alone (no pointer), with a visible focus indicator, focus
 * returned to the opener when a modal closes, errors announced, and carousels that can be paused
 * and keep still for visitors who prefer reduced motion.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, checkA11y, allowConsoleErrors } from './fixtures';
import { declineCookies, signIn } from './helpers';
import { publishedCoaches } from '../../src/mocks/seed/coaches';
import { searchProfiles } from '../../src/mocks/search';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => declineCookies(page));

/** Whether the element a locator points at (any of its matches) has the focus. */
async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/** Presses Tab (or Shift+Tab) until the target has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await hasFocus(target), `focus did not reach ${target.toString()} in ${max} presses`).toBe(true);
}

/**
 * The focused element draws a visible focus indicator: its own outline or box-shadow, or the
 * outline of the card or chip around it (up to four levels up, for links that cover a card and
 * visually hidden checkboxes).
 */
async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'nothing focused';
    if (!focused.matches(':focus-visible')) return `${focused.tagName} is not :focus-visible`;
    const own = getComputedStyle(focused);
    if (own.boxShadow !== 'none') return 'box-shadow';
    let element: HTMLElement | null = focused;
    for (let level = 0; element && level < 5; level += 1, element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return 'outline';
    }
    return `no focus indicator on ${focused.tagName} ${focused.textContent?.trim().slice(0, 40) ?? ''}`;
  });
  expect(['outline', 'box-shadow']).toContain(indicator);
}

/** Types into the focused field after clearing it. */
async function replaceText(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

/** Signs in with the username and password form, by keyboard. */
async function signInWithKeyboard(page: Page, username: string): Promise<void> {
  await page.goto('/login?method=password');
  const user = page.getByRole('textbox', { name: 'Usuário ou e-mail' });
  // Tabbing starts once the form is there: on a busy machine the page may still be loading.
  await expect(user).toBeVisible();
  await tabTo(page, user);
  await expectVisibleFocus(page);
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Senha')).toBeFocused();
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
}

/**
 * Signs an owner in with the demo provider's tokens, as a sign-in leaves them, and opens their edit
 * page: for journeys that start signed in (signing in by keyboard is a journey of its own).
 */
async function signInAsOwner(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await page.goto(`/${username}/edit`);
}

/** The owner's profile as the demo server has it now. */
async function serverProfile(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const tokens = JSON.parse(localStorage.getItem('coachly.tokens') ?? '{}') as { access_token?: string };
    const response = await fetch('/__demo/api/v1/profiles/me', {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    return (await response.json()) as Record<string, unknown>;
  });
}

const editPanel = (page: Page) => page.getByRole('navigation', { name: 'Painel de edição' });

/**
 * Reaches the edit panel as a keyboard user does, by the skip link at the top of the page (the
 * panel comes after the whole site): forward from the top, or back from a control of the site.
 */
async function toEditPanel(page: Page, { back = false } = {}): Promise<void> {
  const skip = page.getByRole('link', { name: 'Pular para o painel de edição' });
  await tabTo(page, skip, { max: back ? 60 : 6, back });
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(editPanel(page)).toBeFocused();
}

test.describe('keyboard-only journeys', () => {
  test('a visitor searches coaches from /home and turns a page of results with the keyboard', async ({ page }) => {
    await page.goto('/home');
    const country = page.getByRole('combobox', { name: 'País' });
    await tabTo(page, country);
    await expectVisibleFocus(page);
    await expect(country.locator('option', { hasText: 'Brasil' })).toBeAttached();
    await page.keyboard.type('Brasil');
    await expect(country).toHaveValue('BR');
    const search = page.getByRole('button', { name: 'Buscar', exact: true });
    await tabTo(page, search);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/coaches_list\?.*country=/);
    const found = searchProfiles(publishedCoaches, { country: 'BR', page: 0, qtd: 10 });
    const pages = Math.ceil(found.totalProfiles / 10);
    await expect(
      page.getByRole('heading', { level: 2, name: `${found.totalProfiles} coaches encontrados` }),
    ).toBeVisible();
    const cards = page.getByRole('list', { name: 'Coaches' }).getByRole('heading', { level: 3 });
    await expect(cards.first()).toHaveText(`${found.profiles[0]!.firstName} ${found.profiles[0]!.secondName}`);

    const next = page.getByRole('button', { name: 'Próxima' });
    await tabTo(page, next);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Página 2 de ${pages}`)).toBeVisible();
    const second = searchProfiles(publishedCoaches, { country: 'BR', page: 1, qtd: 10 }).profiles[0]!;
    await expect(cards.first()).toHaveText(`${second.firstName} ${second.secondName}`);
    // The results heading takes the focus, so the next Tab continues from the new page.
    await expect(page.getByRole('heading', { level: 2, name: /coaches encontrados/ })).toBeFocused();
  });

  test('a visitor opens a coach site from the list and sends the contact form with the keyboard', async ({ page }) => {
    await page.goto('/coaches_list?name=pedro');
    const card = page.getByRole('list', { name: 'Coaches' }).getByRole('link', { name: 'Pedro Lima' });
    await tabTo(page, card);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pedro-lima$/);

    // The site menu takes the visitor to the contact section and the focus follows.
    const menu = page.getByRole('navigation', { name: /Menu do site de/ });
    const contactLink = menu.getByRole('link', { name: 'Contato' });
    await tabTo(page, contactLink);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#contact$/);
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    const name = form.getByRole('textbox', { name: /^Nome/ });
    await tabTo(page, name, { max: 12 });
    await expectVisibleFocus(page);
    await page.keyboard.type('Bruna Alves');
    await page.keyboard.press('Tab');
    await page.keyboard.type('bruna@example.com');
    await tabTo(page, form.getByRole('textbox', { name: /^Assunto/ }), { max: 6 });
    await page.keyboard.type('Primeira conversa');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: /^Mensagem/ })).toBeFocused();
    await page.keyboard.type('Olá! Gostaria de saber como funcionam as sessões.');
    const send = form.getByRole('button', { name: 'Enviar mensagem' });
    await tabTo(page, send, { max: 3 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText('Sua mensagem foi enviada com sucesso!');
    await expect(form.getByRole('textbox', { name: /^Nome/ })).toHaveValue('');
  });

  test('a visitor requests an experimental session with the keyboard, and focus returns to the opener', async ({
    page,
  }) => {
    await page.goto('/ana-souza');
    const opener = page.getByRole('button', { name: 'Agendar sessão experimental' });
    await tabTo(page, opener, { max: 120 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ana Souza' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Sessão experimental' })).toHaveAttribute('aria-selected', 'true');

    // The form shows once the coach's free times have loaded ("Carregando horários…" until then).
    const name = dialog.getByRole('textbox', { name: /^Nome/ });
    await expect(name).toBeVisible();
    await tabTo(page, name, { max: 8 });
    await page.keyboard.type('Carlos Lima');
    await page.keyboard.press('Tab');
    await page.keyboard.type('carlos@example.com');
    // Each radio group is one Tab stop: Space picks the focused choice.
    for (const group of [/^Dia/, /^Período/, /^Tipo de sessão/]) {
      const radios = dialog.getByRole('group', { name: group }).getByRole('radio');
      await tabTo(page, radios, { max: 6 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Space');
      await expect(page.locator(':focus')).toBeChecked();
    }
    const send = dialog.getByRole('button', { name: 'Solicitar sessão' });
    await tabTo(page, send, { max: 4 });
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Solicitação feita com sucesso!')).toBeVisible();
    await expect(dialog.getByText(/Verifique seu e-mail/)).toBeVisible();

    await tabTo(page, dialog.getByRole('button', { name: 'Fechar' }).last(), { max: 4 });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a coach signs in through the demo login with the keyboard', async ({ page }) => {
    allowConsoleErrors(/status of 401/);
    await page.goto('/login');
    await page.waitForURL(/\/demo\/authorize\?/);
    const account = page.getByRole('button', { name: /Ana Souza/ });
    await expect(account).toBeVisible();
    await tabTo(page, account);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ana-souza\/edit$/);
    await expect(editPanel(page)).toBeVisible({ timeout: 20_000 });

    // The username and password form: a wrong password is announced and the field keeps the focus.
    await page.evaluate(() => localStorage.removeItem('coachly.tokens'));
    await page.goto('/login?method=password');
    await tabTo(page, page.getByRole('textbox', { name: 'Usuário ou e-mail' }));
    await page.keyboard.type('ana-souza');
    await page.keyboard.press('Tab');
    await page.keyboard.type('senha-errada');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Usuário ou senha inválidos.');
    const password = page.getByLabel('Senha');
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await replaceText(page, 'demo1234');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ana-souza\/edit$/);
  });

  test('a new coach goes through the customize wizard with the keyboard', async ({ page }) => {
    await page.goto('/login');
    await page.waitForURL(/\/demo\/authorize\?/);
    await expect(page.getByRole('button', { name: /Ana Souza/ })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: /^Novo Coach/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/customize$/);

    await tabTo(page, page.getByRole('link', { name: 'Começar' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Dados pessoais' })).toBeVisible();

    // The account's name and e-mail start the step. Without a name, Next sends the focus to the
    // name, which says why.
    const fullName = page.getByRole('textbox', { name: /Nome completo/ });
    await expect(fullName).not.toHaveValue('');
    await expect(page.getByRole('textbox', { name: /E-mail/ })).not.toHaveValue('');
    await tabTo(page, fullName);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    const next = page.getByRole('button', { name: /^(Próximo|Concluir)$/ });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(fullName).toBeFocused();
    await expect(fullName).toHaveAttribute('aria-invalid', 'true');
    await expect(fullName).toHaveAccessibleDescription(/Campo obrigatório/);
    await page.keyboard.type('Marina Alves Prado');
    await tabTo(page, page.getByRole('textbox', { name: /Telefone/ }), { max: 3 });
    await page.keyboard.type('11987654321');
    await expect(page.getByRole('textbox', { name: /Telefone/ })).toHaveValue('+55 (11) 98765-4321');
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 2, name: 'Formação' })).toBeVisible();
    for (const area of ['Life', 'Carreira']) {
      await tabTo(page, page.getByRole('checkbox', { name: area }), { max: 12 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Space');
      await expect(page.getByRole('checkbox', { name: area })).toBeChecked();
    }
    await tabTo(page, page.getByRole('textbox', { name: /^Curso/ }), { max: 12 });
    await page.keyboard.type('Coaching Executivo');
    await tabTo(page, page.getByRole('textbox', { name: /^Instituição/ }), { max: 3 });
    await page.keyboard.type('Instituto Coachly');
    const year = page.getByRole('combobox', { name: /^Ano de conclusão/ });
    await tabTo(page, year, { max: 3 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(year).not.toHaveValue('');
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 2, name: 'Perguntas' })).toBeVisible();
    const answers: Array<[RegExp, string]> = [
      [/Por que você escolheu ser coach/, 'Porque acredito no potencial de cada pessoa.'],
      [/Quais resultados/, 'Clareza de carreira e decisões com confiança.'],
      [/Qual é a sua experiência/, 'Doze anos liderando equipes de pessoas.'],
    ];
    for (const [label, answer] of answers) {
      await tabTo(page, page.getByRole('textbox', { name: label }), { max: 6 });
      await page.keyboard.type(answer);
    }
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    await expect(page.getByText('Versão 1 de 1')).toBeVisible({ timeout: 20_000 });
    const description = page.getByRole('textbox', { name: /Sua descrição/ });
    const text = (await description.inputValue()).trim();
    expect(text.length).toBeGreaterThan(0);
    const firstSentence = text.split(/(?<=[.!?])\s/)[0] ?? text;
    await tabTo(page, next);
    await expect(next).toHaveText('Concluir');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/novo-coach\/edit$/, { timeout: 20_000 });
    await expect(page.getByText(firstSentence, { exact: false }).first()).toBeVisible();
  });

  test('an owner edits a section and saves it with the keyboard', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInWithKeyboard(page, 'ana-souza');
    await page.waitForURL(/\/ana-souza\/edit$/);
    const texts = editPanel(page).getByRole('button', { name: 'Textos' });
    await expect(texts).toBeVisible({ timeout: 20_000 });
    await toEditPanel(page);
    await tabTo(page, texts, { max: 10 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const list = page.getByRole('dialog', { name: 'Textos do site' });
    await expect(list).toBeVisible();
    await tabTo(page, list.getByRole('button', { name: 'Frase principal' }), { max: 8 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');

    const editor = page.getByRole('dialog', { name: 'Frase principal' });
    const phrase = editor.getByRole('textbox', { name: /^Frase principal/ });
    await tabTo(page, phrase, { max: 6 });
    await replaceText(page, 'Cada passo conta quando o caminho é seu.');
    await tabTo(page, editor.getByRole('button', { name: 'Salvar' }), { max: 8 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');

    await expect(editPanel(page).getByRole('status')).toHaveText('Tudo salvo');
    await expect(editor).toBeHidden();
    await expect(page.locator('#main').getByText('Cada passo conta quando o caminho é seu.')).toBeVisible();
    await expect
      .poll(async () => (await serverProfile(page)).mainPhrase)
      .toBe('Cada passo conta quando o caminho é seu.');
    // The editor was opened from the list, which closed on the way: focus goes back to the panel.
    await expect(texts).toBeFocused();
  });

  test('an owner unpublishes and publishes the site with the keyboard', async ({ page }) => {
    allowConsoleErrors(/404/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAsOwner(page, 'ana-souza');
    const panel = editPanel(page);
    const unpublish = panel.getByRole('button', { name: /^Despublicar/ });
    await expect(unpublish).toBeVisible({ timeout: 20_000 });
    await toEditPanel(page);
    await tabTo(page, unpublish, { max: 10 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    // It asks first, its safe answer focused; Tab reaches the other.
    const confirm = page.getByRole('dialog', { name: 'Despublicar o site?' });
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Despublicar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByText('Rascunho', { exact: true })).toBeVisible();
    await expect.poll(async () => (await serverProfile(page)).published).toBe(false);

    // The same control, now "Publicar", keeps the focus: Space publishes again.
    const publish = panel.getByRole('button', { name: /^Publicar/ });
    await expect(publish).toBeFocused();
    await page.keyboard.press('Space');
    await expect(panel.getByText('Publicado', { exact: true })).toBeVisible();
    await expect.poll(async () => (await serverProfile(page)).published).toBe(true);
    await expect(panel.getByRole('button', { name: /^Despublicar/ })).toBeFocused();
  });
});

test.describe('the edit panel by keyboard', () => {
  test('the skip link at the top of the page reaches the rail at 1440 px and the floating button at 390 px', async ({
    page,
  }) => {
    await signInAsOwner(page, 'ana-souza');
    await expect(editPanel(page)).toBeVisible({ timeout: 20_000 });
    await toEditPanel(page);
    await page.keyboard.press('Tab');
    await expect(editPanel(page).getByRole('button').first()).toBeFocused();
    await expectVisibleFocus(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const fab = page.getByRole('button', { name: 'Abrir ações de edição' });
    await expect(fab).toBeVisible({ timeout: 20_000 });
    const skip = page.getByRole('link', { name: 'Pular para o painel de edição' });
    await tabTo(page, skip, { max: 6 });
    await page.keyboard.press('Enter');
    await expect(fab).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Ações de edição' })).toBeVisible();
  });
});

/**
 * Opens a modal from its opener with Enter, closes it with Escape and then with its close button,
 * and checks that the focus is back on the opener, visibly, each time.
 */
async function expectFocusReturns(page: Page, opener: Locator, dialogName?: string): Promise<void> {
  await tabTo(page, opener, { max: 250 });
  for (const close of ['Escape', 'close button'] as const) {
    await page.keyboard.press('Enter');
    const dialog = dialogName ? page.getByRole('dialog', { name: dialogName }) : page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    if (close === 'Escape') {
      await page.keyboard.press('Escape');
    } else {
      await tabTo(page, dialog.getByRole('button', { name: 'Fechar', exact: true }).first(), { max: 30, back: true });
      await page.keyboard.press('Enter');
    }
    await expect(dialog).toBeHidden();
    await expect(opener, `focus back on the opener after closing with ${close}`).toBeFocused();
    await expectVisibleFocus(page);
  }
}

test.describe('modals give the focus back', () => {
  test('on a coach site: session request, message, gallery zoom and video player', async ({ page }) => {
    await page.goto('/ana-souza');
    await expectFocusReturns(page, page.getByRole('button', { name: 'Agendar sessão experimental' }), 'Ana Souza');
    await expectFocusReturns(page, page.getByRole('button', { name: 'Enviar uma mensagem' }), 'Ana Souza');
    await expectFocusReturns(
      page,
      page
        .locator('#gallery')
        .getByRole('button', { name: /Ampliar/ })
        .first(),
      'Galeria',
    );
    const video = page
      .locator('#videos')
      .getByRole('button', { name: /Assistir ao vídeo/ })
      .first();
    await expectFocusReturns(page, video);
  });

  test('in edit mode: the panel dialogs and a section editor', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAsOwner(page, 'ana-souza');
    const panel = editPanel(page);
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expectFocusReturns(page, page.getByRole('button', { name: 'Editar sobre mim' }), 'Sobre mim');
    await toEditPanel(page, { back: true });
    // In the panel's order, so that each opener is a few presses after the last.
    await expectFocusReturns(page, panel.getByRole('button', { name: 'Textos' }), 'Textos do site');
    await expectFocusReturns(page, panel.getByRole('button', { name: 'Aparência' }), 'Aparência');
    await expectFocusReturns(page, panel.getByRole('button', { name: 'Fundo' }), 'Imagem de fundo');
    await expectFocusReturns(page, panel.getByRole('button', { name: 'Galeria' }), 'Galeria');
    await expectFocusReturns(page, panel.getByRole('button', { name: 'Configurações' }), 'Configurações');
    // Back to the top for the closing accessibility check: axe measures targets in the sticky site
    // menu as if it scrolled with the page, and would flag the sections passing beneath it.
    await page.evaluate(() => window.scrollTo(0, 0));
  });
});

test.describe('errors are announced', () => {
  test('an incomplete contact form says what is missing, in alerts tied to the fields, and focuses the first', async ({
    page,
  }) => {
    await page.goto('/pedro-lima');
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    const email = form.getByRole('textbox', { name: /^E-mail/ });
    await tabTo(page, email, { max: 120 });
    await page.keyboard.type('bruna@');
    await page.keyboard.press('Tab');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.getByRole('alert').filter({ hasText: 'O campo deve ser preenchido com um e-mail válido' }),
    ).toBeVisible();
    await expect(email).toHaveAccessibleDescription('O campo deve ser preenchido com um e-mail válido');

    const send = form.getByRole('button', { name: 'Enviar mensagem' });
    await tabTo(page, send, { max: 12 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const name = form.getByRole('textbox', { name: /^Nome/ });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Campo obrigatório');
    await expect(form.getByRole('alert').filter({ hasText: 'Campo obrigatório' })).toHaveCount(3);
    await expect(form.getByRole('status')).toBeEmpty();
  });

  test('a server error on sending is announced and the send button keeps the focus', async ({ page }) => {
    allowConsoleErrors(/500/);
    await page.goto('/pedro-lima?demo_fault=sendCoachContact:500');
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    await tabTo(page, form.getByRole('textbox', { name: /^Nome/ }), { max: 120 });
    await page.keyboard.type('Bruna Alves');
    await page.keyboard.press('Tab');
    await page.keyboard.type('bruna@example.com');
    await tabTo(page, form.getByRole('textbox', { name: /^Assunto/ }), { max: 6 });
    await page.keyboard.type('Primeira conversa');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Olá!');
    const send = form.getByRole('button', { name: 'Enviar mensagem' });
    await tabTo(page, send, { max: 3 });
    await page.keyboard.press('Enter');
    await expect(
      form.getByRole('alert').filter({ hasText: 'Erro ao enviar mensagem. Tente novamente.' }),
    ).toBeVisible();
    await expect(send).toBeFocused();
    await expect(form.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Bruna Alves');
  });
});

/** Presses Tab until the focus has left the given region. */
async function tabOutOf(page: Page, region: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (!(await region.evaluate((element) => element.contains(document.activeElement)))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('focus stayed in the carousel');
}

test.describe('carousels', () => {
  test('the featured coaches advance on their own, hold while the keyboard is in them, and the pause button stops them', async ({
    page,
  }) => {
    // Time runs as usual; the clock lets the test skip the waits instead of sitting through them.
    await page.clock.install();
    await page.goto('/home');
    await page.locator('#featured_coaches').scrollIntoViewIfNeeded();
    const carousel = page.getByRole('region', { name: 'Coaches com mais horas de coaching' });
    const position = carousel.getByText(/^\d+ de \d+$/);
    await expect(position).toHaveText('1 de 10');
    await page.clock.fastForward(6_500);
    await expect(position).toHaveText('2 de 10');

    // Keyboard focus inside holds it: past a whole delay (6 s) it stays put.
    const pause = carousel.getByRole('button', { name: 'Pausar carrossel' });
    await tabTo(page, pause, { max: 120 });
    await expectVisibleFocus(page);
    const held = await position.textContent();
    await page.clock.fastForward(7_000);
    await expect(position).toHaveText(held ?? '');

    await page.keyboard.press('Enter');
    const play = carousel.getByRole('button', { name: 'Reproduzir carrossel' });
    await expect(play).toBeFocused();
    await tabOutOf(page, carousel);
    await page.clock.fastForward(7_000);
    await expect(position).toHaveText(held ?? '');

    await tabTo(page, play, { max: 20, back: true });
    await page.keyboard.press('Space');
    await expect(carousel.getByRole('button', { name: 'Pausar carrossel' })).toBeFocused();
    await tabOutOf(page, carousel);
    await page.clock.fastForward(6_500);
    await expect(position).not.toHaveText(held ?? '');
  });

  test('with reduced motion no carousel moves on its own, and each offers a play button', async ({ page, context }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const blog = await context.newPage();
    await blog.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home');
    await blog.goto('/blog');
    await page.locator('#featured_coaches').scrollIntoViewIfNeeded();
    const featured = page.getByRole('region', { name: 'Coaches com mais horas de coaching' });
    const slider = blog.getByRole('region', { name: 'Postagens em destaque' });
    await expect(featured.getByText(/^\d+ de \d+$/)).toHaveText('1 de 10');
    await expect(slider.getByText(/^\d+ de \d+$/)).toHaveText('1 de 4');
    await expect(featured.getByRole('button', { name: 'Reproduzir carrossel' })).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Reproduzir carrossel' })).toBeVisible();
    // Longer than both delays (6 s and 7 s).
    await page.clock.fastForward(8_000);
    await expect(featured.getByText(/^\d+ de \d+$/)).toHaveText('1 de 10');
    await expect(slider.getByText(/^\d+ de \d+$/)).toHaveText('1 de 4');
    await checkA11y(blog);
    await blog.close();
  });
});
