import type { Page, Response } from '@playwright/test';
import { test, expect, checkA11y, allowConsoleErrors, hydrated } from './fixtures';
import { declineCookies, demoTokens, seedCoach, signIn } from './helpers';

/** The demo bar, drawn on every page of the demo. */
async function openDemo(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await expect(page.getByRole('complementary', { name: 'Demonstração' })).toBeVisible();
  return response;
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
    // What the server keeps: an upload's address never changes, so the browser may keep a copy.
    const upload = await fetch(image, { cache: 'no-store' });
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

  test('the fault switch set in the address fails the coach search: the server answers with the error page, the browser with a toast', async ({
    page,
  }) => {
    allowConsoleErrors(/status of 503|The page could not be shown/);
    // Opened with the fault, the list cannot be drawn by the server.
    const response = await openDemo(page, '/coaches_list?demo_fault=searchPublicProfiles:503');
    expect(response?.status()).toBe(503);
    await expect(page).toHaveURL(/\/coaches_list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível abrir esta página' })).toBeVisible();
    // Asked for by the browser, its failure shows in a toast.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Coaches' }).click();
    await expect(page.getByText('Falha simulada pela demonstração (HTTP 503).').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Simular falhas (1 ativa)' })).toBeVisible();

    await page.getByRole('button', { name: 'Simular falhas (1 ativa)' }).click();
    await expect(page.getByRole('list', { name: 'Falhas ativas' })).toContainText('searchPublicProfiles: HTTP 503');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Desligar todas as falhas' }).click();
    await expect(page.getByRole('button', { name: 'Simular falhas', exact: true })).toBeVisible();
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
    // The bar saves the switch on the server, then lists it.
    await expect(page.getByRole('list', { name: 'Falhas ativas' })).toContainText('listBlogCategories');
    const outcome = await page.evaluate(async () => {
      try {
        // The answer breaks off: reading it fails as a dropped connection does.
        await (await fetch('/__demo/blog/api/v2/categories/')).json();
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

  test('two visitors signed in as the same coach each change only their own copy of the demo', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const phrase = 'Cada visitante da demonstração tem a sua própria cópia.';
    const seedPhrase = seedCoach('ana-souza').mainPhrase;
    // The second visitor: a context of its own, so a cookie jar (and a sandbox) of its own.
    const other = await browser.newContext({ baseURL });
    await other.route(
      (url) => !/^https?:\/\/127\.0\.0\.1(:\d+)?\//.test(url.toString()),
      (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '' }),
    );
    await declineCookies(other);
    await declineCookies(page);
    const second = await other.newPage();
    const secondErrors: string[] = [];
    second.on('console', (message) => {
      if (message.type() === 'error') secondErrors.push(message.text());
    });
    second.on('pageerror', (error) => secondErrors.push(error.message));
    const hydrationWarnings: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|server rendered/i.test(message.text())) hydrationWarnings.push(message.text());
    });

    try {
      for (const visitor of [page, second]) await signInAsAna(visitor);

      // The first visitor changes the main phrase.
      const panel = page.getByRole('navigation', { name: 'Painel de edição' });
      await panel.getByRole('button', { name: 'Textos' }).click();
      await page
        .getByRole('dialog', { name: 'Textos do site' })
        .getByRole('button', { name: 'Frase principal' })
        .click();
      const editor = page.getByRole('dialog', { name: 'Frase principal' });
      await editor.getByLabel(/^Frase principal/).fill(phrase);
      await editor.getByRole('button', { name: 'Salvar' }).click();
      await expect(panel.getByRole('status')).toHaveText('Tudo salvo');

      // Their public page, drawn by the server from their sandbox, has it, and hydrates as drawn.
      expect(await (await page.request.get('/ana-souza')).text()).toContain(phrase);
      await page.goto('/ana-souza');
      await expect(page.getByText(phrase)).toBeVisible();
      expect(hydrationWarnings).toEqual([]);

      // The second visitor's page, drawn from theirs, still has the seed's.
      const html = await (await second.request.get('/ana-souza')).text();
      expect(html).not.toContain(phrase);
      await second.goto('/ana-souza');
      await hydrated(second);
      await expect(second.getByText(seedPhrase)).toBeVisible();
      await expect(second.getByText(phrase)).toHaveCount(0);

      // Each sends a message to a coach; each outbox has its own only.
      for (const [visitor, subject] of [
        [page, 'Mensagem do primeiro visitante'],
        [second, 'Mensagem do segundo visitante'],
      ] as const)
        await sendContactMessage(visitor, subject);
      for (const [visitor, own, others] of [
        [page, 'Mensagem do primeiro visitante', 'Mensagem do segundo visitante'],
        [second, 'Mensagem do segundo visitante', 'Mensagem do primeiro visitante'],
      ] as const) {
        await visitor.goto('/demo/outbox');
        await hydrated(visitor);
        await expect(visitor.getByRole('heading', { name: own })).toBeVisible();
        await expect(visitor.getByRole('heading', { name: others })).toHaveCount(0);
      }

      // No service worker: the server answers the demo's calls.
      for (const visitor of [page, second])
        expect(await visitor.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
      expect(secondErrors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

/**
 * Signs in as Ana Souza with the demo provider's tokens, as its sign-in page leaves them (the
 * sign-in itself is auth.spec.ts's), and opens her edit page.
 */
async function signInAsAna(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, 'ana-souza');
  await page.goto('/ana-souza/edit');
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Painel de edição' })).toBeVisible({ timeout: 20_000 });
}

/** Sends a message to João Pereira through the contact call his site's form makes. */
async function sendContactMessage(page: Page, subject: string): Promise<void> {
  const status = await page.evaluate(async (subject) => {
    const response = await fetch('/__demo/api/v1/profiles/joao-pereira/contact', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Carla Mendes', email: 'carla@example.com', subject, message: 'Olá, João!' }),
    });
    return response.status;
  }, subject);
  expect(status).toBeLessThan(300);
}
