import type { Page } from '@playwright/test';
import { test, expect, allowConsoleErrors, checkA11y } from './fixtures';
import { calmPage, signIn } from './helpers';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => calmPage(page));

/** Switches every fault off through the demo bar, as a person trying the demo would. */
async function switchFaultsOff(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Simular falhas \(\d+ ativas?\)$/ }).click();
  await page.getByRole('button', { name: 'Desligar todas as falhas' }).click();
  await expect(page.getByRole('button', { name: 'Simular falhas' })).toBeVisible();
  await page.getByRole('button', { name: 'Simular falhas' }).click();
}

/**
 * Counts the successful answers to one write the page sends: a success status and a body that
 * arrives whole (the demo's network fault breaks the body off after the status). The page may show
 * the answer before the browser reports the request finished: poll the count.
 */
function countWrites(page: Page, method: string, path: RegExp): () => Promise<number> {
  const answers: Promise<boolean>[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname))
      answers.push(request.response().then((response) => response?.ok() ?? false));
  });
  return async () => (await Promise.all(answers)).filter(Boolean).length;
}

async function fillContact(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Formulário de contato' });
  await form.getByLabel(/^Nome/).fill('Bruna Alves');
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/^Assunto/).fill('Primeira conversa');
  await form.getByLabel(/^Mensagem/).fill('Olá, quero saber mais.');
  return form;
}

test('a contact message refused by the server keeps what was typed and is sent once on retry', async ({ page }) => {
  allowConsoleErrors(/status of 500/);
  const writes = countWrites(page, 'POST', /\/coaches\/public\/profiles\/contact\//);
  await page.goto('/pedro-lima?demo_fault=sendCoachContact:500');
  await expect(page).toHaveURL(/\/pedro-lima$/);
  const form = await fillContact(page, 'bruna@example.com');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText('Erro ao enviar mensagem. Tente novamente.')).toBeVisible();
  await expect(form.getByLabel(/^Nome/)).toHaveValue('Bruna Alves');
  await expect(form.getByLabel(/^Mensagem/)).toHaveValue('Olá, quero saber mais.');

  await switchFaultsOff(page);
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText('Sua mensagem foi enviada com sucesso!')).toBeVisible();
  await expect.poll(writes).toBe(1);

  await page.goto('/demo/outbox');
  await expect(page.getByRole('heading', { name: 'Mensagens de contato (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Primeira conversa' })).toHaveCount(1);
});

test('a contact message sent while the browser is offline says so and goes out once back online', async ({
  page,
  context,
}) => {
  const writes = countWrites(page, 'POST', /\/coaches\/public\/profiles\/contact\//);
  await page.goto('/pedro-lima');
  const form = await fillContact(page, 'offline@example.com');
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(
    form.getByText(
      'Erro ao enviar mensagem. Tente novamente. Você está sem conexão com a internet. Reconecte-se e tente novamente.',
    ),
  ).toBeVisible();
  await expect(form.getByLabel(/^E-mail/)).toHaveValue('offline@example.com');

  await context.setOffline(false);
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText('Sua mensagem foi enviada com sucesso!')).toBeVisible();
  await expect.poll(writes).toBe(1);
});

async function savedPhrase(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const profile = (await (await fetch('/__demo/api/v1/profiles/ana-souza')).json()) as { mainPhrase: string };
    return profile.mainPhrase;
  });
}

test('an edit-mode save cut off by the network keeps the draft and saves it once on retry', async ({ page }) => {
  allowConsoleErrors(/Failed to (load resource|fetch)|net::ERR_FAILED/);
  await signIn(page);
  const writes = countWrites(page, 'POST', /\/profiles\/me$/);
  await page.goto('/ana-souza/edit?demo_fault=saveMyProfile:network');
  const panel = page.getByRole('navigation', { name: 'Painel de edição' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  const before = await savedPhrase(page);

  await panel.getByRole('button', { name: 'Textos' }).click();
  await page.getByRole('dialog', { name: 'Textos do site' }).getByRole('button', { name: 'Frase principal' }).click();
  const editor = page.getByRole('dialog', { name: 'Frase principal' });
  await editor.getByLabel(/^Frase principal/).fill('Cada passo conta.');
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByText(
      'Não foi possível salvar. Suas alterações continuam aqui; tente novamente. Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
    ),
  ).toBeVisible();
  const unsaved = page.getByRole('region', { name: 'Alterações não salvas' });
  await expect(unsaved).toBeVisible();
  await expect(page.getByText('Cada passo conta.').first()).toBeVisible();
  expect(await savedPhrase(page)).toBe(before);

  await switchFaultsOff(page);
  await unsaved.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(panel.getByRole('status')).toHaveText('Tudo salvo');
  await expect(unsaved).toBeHidden();
  expect(await savedPhrase(page)).toBe('Cada passo conta.');
  await expect.poll(writes).toBe(1);
});

test('a coach site the server cannot give shows the error page, which opens it once the fault is off', async ({
  page,
}) => {
  allowConsoleErrors(/status of (500|503)|The page could not be shown/);
  // The server cannot draw the page: it answers 503 with the error page.
  const response = await page.goto('/joao-pereira?demo_fault=getPublicProfile:500');
  expect(response?.status()).toBe(503);
  const heading = page.getByRole('heading', { level: 1, name: 'Não foi possível abrir esta página' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText('Ocorreu um erro, tente novamente ou entre em contato com o suporte!')).toBeVisible();
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  await checkA11y(page);

  await switchFaultsOff(page);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('navigation', { name: /João Pereira/ })).toBeVisible();
  await expect(heading).toHaveCount(0);
});
