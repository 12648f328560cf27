/**
 * Going offline in the middle of a journey: each call says that the connection is missing, keeps
 * what the visitor typed, never replaces the page, and succeeds once the browser is back online,
 * without a reload. Offline, the browser also fails every download of code not loaded yet (the
 * toasts, dialogs): those wait for the connection instead of breaking the page.
 */
import type { Page } from '@playwright/test';
import { test, expect, allowConsoleErrors, hydrated } from './fixtures';
import { calmPage, fillNewCoachContact, fillSessionRequest, signIn, signInNewCoach } from './helpers';

const OFFLINE = 'Você está sem conexão com a internet. Reconecte-se e tente novamente.';
const ERROR_PAGE = 'Não foi possível abrir esta página';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  // Offline, the browser logs each download and call it could not make.
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to (load resource|fetch)/);
  await calmPage(page);
});

/** Marks the page: a reload would lose the mark. */
async function markPage(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
  return async () =>
    expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
}

test('a search sent offline says so, keeps the page and the query, and runs once back online', async ({
  page,
  context,
}) => {
  await page.goto('/coaches_list');
  await expect(page.getByRole('heading', { level: 2, name: /encontrad/ })).toBeVisible();
  const notReloaded = await markPage(page);
  const name = page.getByRole('searchbox', { name: 'Nome do coach' });
  await name.fill('conceição');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText(OFFLINE).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: ERROR_PAGE })).toHaveCount(0);
  await expect(name).toHaveValue('conceição');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('list', { name: 'Coaches' }).getByRole('heading', { level: 3 }).first()).toContainText(
    /Concei[cç][aã]o/,
  );
  await expect(name).toHaveValue('conceição');
  await notReloaded();
});

test('a session request sent offline says so, keeps the form, and is sent once back online', async ({
  page,
  context,
}) => {
  await page.goto('/ana-souza');
  const notReloaded = await markPage(page);
  await page.getByRole('button', { name: 'Agendar sessão experimental' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ana Souza' });
  await fillSessionRequest(dialog);

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Solicitar sessão' }).click();
  await expect(dialog.getByText('Não foi possível enviar sua solicitação. Tente novamente!')).toBeVisible();
  await expect(dialog.getByText(OFFLINE)).toBeVisible();
  // The page's first toast: the toast library cannot be downloaded, and the toast shows anyway.
  await expect(
    page.getByText(`Ocorreu um erro, tente novamente ou entre em contato com o suporte! ${OFFLINE}`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: ERROR_PAGE })).toHaveCount(0);

  await context.setOffline(false);
  await dialog.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(dialog.getByLabel(/^Nome/)).toHaveValue('Carlos Lima');
  await dialog.getByRole('button', { name: 'Solicitar sessão' }).click();
  await expect(dialog.getByText('Solicitação feita com sucesso!')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Contato' }).click();
  const form = dialog.getByRole('form', { name: 'Formulário de contato' });
  await form.getByLabel(/^Nome/).fill('Bruna Alves');
  await form.getByLabel(/^E-mail/).fill('bruna@example.com');
  await form.getByLabel(/^Assunto/).fill('Primeira conversa');
  await form.getByLabel(/^Mensagem/).fill('Olá, quero saber mais.');
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText(`Erro ao enviar mensagem. Tente novamente. ${OFFLINE}`)).toBeVisible();
  await expect(form.getByLabel(/^Mensagem/)).toHaveValue('Olá, quero saber mais.');
  await context.setOffline(false);
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText('Sua mensagem foi enviada com sucesso!')).toBeVisible();
  await notReloaded();
});

test('the error page’s retry downloads the page’s code again, and offline it opens the page once back online', async ({
  page,
  context,
}) => {
  allowConsoleErrors(/The page could not be shown/);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');

  // The server fails the help page's code once: the retry asks for it again. (A browser that keeps
  // a failed module download for the document loads the page anew instead.)
  await context.route('**/assets/help-*.js', (route) => route.abort());
  await header.getByRole('link', { name: 'Ajuda' }).click();
  const error = page.getByRole('heading', { level: 1, name: ERROR_PAGE });
  await expect(error).toBeVisible();
  await context.unroute('**/assets/help-*.js');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Ajuda/ })).toBeVisible();
  await expect(error).toHaveCount(0);
  // Loaded anew or not, the page has all its code before the connection goes.
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await header.getByRole('link', { name: 'Blog' }).click();
  await expect(error).toBeVisible();
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/blog/);
  await expect(error).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** A 900x900 JPEG drawn in the page, as base64. */
function photo(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 900;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#1b3a5c';
    ctx.fillRect(0, 0, 900, 900);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
    let binary = '';
    for (const byte of new Uint8Array(await blob.arrayBuffer())) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
}

test('in edit mode, a save, a photo upload and a publish sent offline say so and keep the edits; back online the save is sent again by itself, the others succeed', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto('/ana-souza/edit');
  const panel = page.getByRole('navigation', { name: 'Painel de edição' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  const notReloaded = await markPage(page);
  const saved = page.getByRole('status').filter({ hasText: 'Tudo salvo' });

  await panel.getByRole('button', { name: 'Textos' }).click();
  await page.getByRole('dialog', { name: 'Textos do site' }).getByRole('button', { name: 'Frase principal' }).click();
  const editor = page.getByRole('dialog', { name: 'Frase principal' });
  await editor.getByLabel(/^Frase principal/).fill('Cada passo conta, mesmo offline.');
  await context.setOffline(true);
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByText(`Não foi possível salvar. Suas alterações continuam aqui; tente novamente. ${OFFLINE}`).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: ERROR_PAGE })).toHaveCount(0);
  const unsaved = page.getByRole('region', { name: 'Alterações não salvas' });
  await expect(unsaved).toBeVisible();
  await expect(page.getByText('Cada passo conta, mesmo offline.').first()).toBeVisible();
  // Back online, it says so and saves the edits by itself, once.
  await context.setOffline(false);
  await expect(page.getByText('A conexão voltou. Salvando suas alterações…').first()).toBeVisible();
  await expect(unsaved).toBeHidden();
  await expect(saved).toBeVisible();

  await panel.getByRole('button', { name: 'Foto' }).click();
  const avatar = page.getByRole('dialog', { name: 'Trocar foto' });
  await avatar.locator('input[type="file"]').setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(await photo(page), 'base64'),
  });
  await expect(avatar.getByRole('group', { name: 'Área de recorte da foto' })).toBeVisible();
  await context.setOffline(true);
  await avatar.getByRole('button', { name: 'Salvar foto' }).click();
  await expect(avatar.getByText(OFFLINE)).toBeVisible();
  await expect(avatar.getByRole('group', { name: 'Área de recorte da foto' })).toBeVisible();
  await context.setOffline(false);
  await avatar.getByRole('button', { name: 'Salvar foto' }).click();
  await expect(avatar).toBeHidden({ timeout: 20_000 });
  await expect(saved).toBeVisible();

  await panel.getByRole('button', { name: 'Despublicar' }).click();
  await page.getByRole('dialog', { name: 'Despublicar o site?' }).getByRole('button', { name: 'Despublicar' }).click();
  await expect(panel.getByText('Rascunho', { exact: true })).toBeVisible();
  await context.setOffline(true);
  await panel.getByRole('button', { name: 'Publicar' }).click();
  await expect(
    page.getByText(`Não foi possível publicar o site. Ele continua não publicado. ${OFFLINE}`).first(),
  ).toBeVisible();
  await expect(panel.getByText('Rascunho', { exact: true })).toBeVisible();
  await context.setOffline(false);
  await panel.getByRole('button', { name: 'Publicar' }).click();
  await expect(panel.getByText('Publicado', { exact: true })).toBeVisible();
  await notReloaded();
});

test('the AI call sent offline says so, keeps the answers, and writes the description once back online', async ({
  page,
  context,
}) => {
  await signInNewCoach(page);
  await page.getByRole('link', { name: 'Começar' }).click();
  const next = page.getByRole('button', { name: /^(Próximo|Concluir)$/ });
  await fillNewCoachContact(page);
  await next.click();
  await page.getByText('Carreira', { exact: true }).click();
  await page.getByLabel(/^Curso/).fill('Coaching Executivo');
  await page.getByLabel(/^Instituição/).fill('Instituto Coachly');
  await page.getByLabel(/^Ano de conclusão/).selectOption(String(new Date().getFullYear() - 4));
  await next.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Perguntas' })).toBeVisible();
  const notReloaded = await markPage(page);
  await page.getByLabel(/Por que você escolheu ser coach/).fill('Porque acredito no potencial de cada pessoa.');
  await page.getByLabel(/Quais resultados/).fill('Clareza de carreira e decisões com confiança.');
  await page.getByLabel(/Qual é a sua experiência/).fill('Doze anos liderando equipes de pessoas.');

  await context.setOffline(true);
  await next.click();
  await expect(page.getByText(OFFLINE).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: ERROR_PAGE })).toHaveCount(0);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Gerar descrição' }).click();
  await expect(page.getByText('Versão 1 de 1')).toBeVisible();
  await page.getByRole('button', { name: 'Passo 3: Perguntas' }).click();
  await expect(page.getByLabel(/Qual é a sua experiência/)).toHaveValue('Doze anos liderando equipes de pessoas.');
  await notReloaded();
});
