import type { Page } from '@playwright/test';
import { test, expect, checkA11y, allowConsoleErrors } from './fixtures';
import { demoTokens } from './helpers';

/** The demo bar shows once the demo backend has started in the page. */
async function openDemo(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('complementary', { name: 'Demonstração' })).toBeVisible();
}

interface Changes {
  uri: string;
}

/** A coach signs in with the password grant and changes things, as the app would. */
async function changeThingsInPage(page: Page): Promise<Changes> {
  const tokens = await demoTokens(page);
  return page.evaluate(async (accessToken) => {
    const auth = { Authorization: `Bearer ${accessToken}` };
    const saved = await fetch('/__demo/api/v1/profiles/me', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ mainPhrase: 'Uma frase que sobrevive ao recarregamento.' }),
    });
    if (!saved.ok) throw new Error(`save failed: ${saved.status}`);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 0xff, 0xd9]);
    const upload = await fetch('/__demo/api/v1/upload', {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'image/jpeg', 'X-Filename': 'galeria.jpg' },
      body: jpeg,
    });
    const { uri } = (await upload.json()) as { uri: string };
    await fetch('/__demo/api/v1/profiles/joao-pereira/contact', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Carla Mendes',
        email: 'carla@example.com',
        subject: 'Planejamento financeiro',
        message: 'Olá, João!',
      }),
    });
    return { uri };
  }, tokens.access_token);
}

function readBack(page: Page, uri: string) {
  return page.evaluate(async (image) => {
    const profile = (await (await fetch('/__demo/api/v1/profiles/ana-souza')).json()) as { mainPhrase: string };
    const upload = await fetch(image);
    return {
      mainPhrase: profile.mainPhrase,
      uploadStatus: upload.status,
      uploadBytes: (await upload.arrayBuffer()).byteLength,
    };
  }, uri);
}

test.describe('demo backend', () => {
  test.describe.configure({ timeout: 90_000 });

  test('what a coach and a visitor change is still there after a reload, until the demo data is reset', async ({
    page,
  }) => {
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
    await openDemo(page, '/home');
    const { uri } = await changeThingsInPage(page);

    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Demonstração' })).toBeVisible();
    expect(await readBack(page, uri)).toEqual({
      mainPhrase: 'Uma frase que sobrevive ao recarregamento.',
      uploadStatus: 200,
      uploadBytes: 14,
    });

    await page.getByRole('link', { name: 'Caixa de saída' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Caixa de saída da demonstração' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Planejamento financeiro' })).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Restaurar dados de demonstração' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restaurar dados de demonstração?' });
    await expect(dialog).toBeVisible();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Restaurar' }).click();

    await expect(page.getByText('Nenhuma mensagem de contato ainda.')).toBeVisible();
    const restored = await readBack(page, uri);
    expect(restored.mainPhrase).not.toBe('Uma frase que sobrevive ao recarregamento.');
    expect(restored.uploadStatus).toBe(404);
  });

  test('the fault switch makes the coach search fail and shows the error in a toast', async ({ page }) => {
    allowConsoleErrors(/status of 503/);
    await openDemo(page, '/coaches_list?demo_fault=searchPublicProfiles:503');
    await expect(page).toHaveURL(/\/coaches_list$/);
    await expect(page.getByText('Falha simulada pela demonstração (HTTP 503).').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Simular falhas (1 ativa)' })).toBeVisible();

    await page.getByRole('button', { name: 'Simular falhas (1 ativa)' }).click();
    await expect(page.getByRole('list', { name: 'Falhas ativas' })).toContainText('searchPublicProfiles: HTTP 503');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Desligar todas as falhas' }).click();
    await expect(page.getByRole('button', { name: 'Simular falhas' })).toBeVisible();
    const status = await page.evaluate(
      async () => (await fetch('/__demo/api/v2/coaches/public/profiles/v2?page=0&qtd=10')).status,
    );
    expect(status).toBe(200);
  });

  test('a fault set in the bar cuts the network for one operation', async ({ page }) => {
    allowConsoleErrors(/Failed to (load resource|fetch)|net::ERR_FAILED/);
    await openDemo(page, '/demo/outbox');
    await page.getByRole('button', { name: 'Simular falhas' }).click();
    await page.getByLabel('Operação').selectOption('listBlogCategories');
    await page.getByLabel('Efeito').selectOption({ label: 'Falha de rede' });
    await page.getByRole('button', { name: 'Ativar falha' }).click();
    const outcome = await page.evaluate(async () => {
      try {
        await fetch('/__demo/blog/api/v2/categories/');
        return 'answered';
      } catch {
        return 'network error';
      }
    });
    expect(outcome).toBe('network error');
  });

  test('the demo sign-in page lists the demo accounts and a new coach, on a phone too', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'coach_profile',
      redirect_uri: new URL('/login', baseURL).href,
      scope: 'coach',
      state: 'state-0123456789',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    await openDemo(page, `/demo/authorize?${query.toString()}`);
    const accounts = page.getByRole('list', { name: 'Contas de demonstração' });
    for (const name of ['Ana Souza', 'João Pereira', 'Inês Costa']) {
      await expect(accounts.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /^Novo coach/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restaurar dados de demonstração' })).toBeAttached();
  });
});
