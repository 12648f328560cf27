import type { Page } from '@playwright/test';
import { test, expect, checkA11y, allowConsoleErrors } from './fixtures';

/** Starts a sign-in from /login and returns the demo provider's authorization page address. */
async function openProvider(page: Page): Promise<URL> {
  await page.goto('/login');
  await page.waitForURL(/\/demo\/authorize\?/);
  // The provider page is ready (and the demo backend answering) once it lists the accounts.
  await expect(page.getByRole('button', { name: /Ana Souza/ })).toBeVisible();
  return new URL(page.url());
}

/** Picks an account on the demo provider's page. */
async function chooseAccount(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(name) }).click();
}

/** What the demo provider answers for an authorization decision, without following it. */
async function decide(page: Page, authorize: URL, body: Record<string, string>): Promise<string> {
  const params = Object.fromEntries(authorize.searchParams);
  return page.evaluate(
    async (payload) => {
      const response = await fetch('/__demo/control/authorize', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return ((await response.json()) as { location: string }).location;
    },
    { ...params, ...body },
  );
}

test.describe('sign-in', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a returning coach signs in through the demo provider and lands on their edit page', async ({ page }) => {
    const authorize = await openProvider(page);
    expect(authorize.searchParams.get('client_id')).toBe('coach_profile');
    expect(authorize.searchParams.get('scope')).toBe('coach');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(new URL('/login', page.url()).toString());

    await chooseAccount(page, 'Ana Souza');
    await page.waitForURL(/\/ana-souza\/edit$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('coachly.tokens'));
    expect(JSON.parse(stored ?? '{}')).toHaveProperty('access_token');
    expect(page.url()).not.toContain('code=');
  });

  test('a first-time coach lands on /customize', async ({ page }) => {
    await openProvider(page);
    await chooseAccount(page, 'Novo Coach');
    await page.waitForURL(/\/customize$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vamos montar o seu perfil de coach' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Começar' })).toBeVisible();
  });

  test('a forged state is refused with a clear message', async ({ page }) => {
    const authorize = await openProvider(page);
    const location = await decide(page, authorize, { account: 'acc-ana-souza', state: 'forged-state-0123456789' });
    await page.goto(location);
    await expect(page.getByRole('heading', { name: 'Login recusado' })).toBeVisible();
    await expect(
      page.getByText('A resposta do login não corresponde a este navegador e foi recusada por segurança.'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('coachly.tokens'))).toBeNull();
    expect(page.url()).not.toContain('code=');
  });

  test('a code bound to another PKCE challenge is refused by the provider with its reason', async ({ page }) => {
    allowConsoleErrors(/status of 400/);
    const authorize = await openProvider(page);
    const location = await decide(page, authorize, {
      account: 'acc-ana-souza',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    });
    await page.goto(location);
    await expect(page.getByRole('heading', { name: 'Login recusado' })).toBeVisible();
    await expect(page.getByText(/recusou este código de acesso/)).toBeVisible();
    await expect(page.getByText(/code_verifier não corresponde/)).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Entrar novamente' }).click();
    await page.waitForURL(/\/demo\/authorize\?/);
    await expect(page.getByRole('button', { name: /Ana Souza/ })).toBeVisible();
  });

  test('a reused code is refused', async ({ page }) => {
    allowConsoleErrors(/status of 401/);
    const authorize = await openProvider(page);
    const callback = await decide(page, authorize, { account: 'acc-ana-souza' });
    await page.goto(callback);
    await page.waitForURL(/\/ana-souza\/edit$/);

    // The same callback again: this browser no longer holds its state.
    await page.goto(callback);
    await expect(page.getByRole('heading', { name: 'Login recusado' })).toBeVisible();

    // The old code with the state of a new sign-in: the provider refuses it.
    const again = await openProvider(page);
    const replay = new URL(callback);
    replay.searchParams.set('state', again.searchParams.get('state') ?? '');
    await page.goto(replay.toString());
    await page.waitForURL(/\/not_found$/);
    expect(await page.evaluate(() => localStorage.getItem('coachly.tokens'))).toBeNull();
  });

  test('the username and password form submits with Enter in the password field', async ({ page }) => {
    allowConsoleErrors(/status of 401/);
    await page.goto('/login?method=password');
    await page.getByLabel('Usuário ou e-mail').fill('ana-souza');
    await page.getByLabel('Senha').fill('wrong-password');
    await page.getByLabel('Senha').press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Usuário ou senha inválidos.');
    await checkA11y(page);
    await page.getByLabel('Senha').fill('demo1234');
    await page.getByLabel('Senha').press('Enter');
    await page.waitForURL(/\/ana-souza\/edit$/);
  });

  test('logging out forgets the session and starts a new sign-in', async ({ page }) => {
    await page.goto('/login?method=password');
    await page.getByLabel('Usuário ou e-mail').fill('ana-souza');
    await page.getByLabel('Senha').fill('demo1234');
    await page.getByLabel('Senha').press('Enter');
    await page.waitForURL(/\/ana-souza\/edit$/);
    await page.goto('/logout');
    await page.waitForURL(/\/demo\/authorize\?/);
    await expect(page.getByRole('button', { name: /Ana Souza/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('coachly.tokens'))).toBeNull();
  });

  test('the sign-in pages read well in English on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login?method=password&lang=en');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByLabel('Username or email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('a signed-in coach finds their site and the sign-out in the header, on a desktop and on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login?method=password');
    await page.getByLabel('Usuário ou e-mail').fill('ana-souza');
    await page.getByLabel('Senha').fill('demo1234');
    await page.getByLabel('Senha').press('Enter');
    await page.waitForURL(/\/ana-souza\/edit$/);

    await page.goto('/customize');
    const header = page.getByRole('banner').first();
    const account = header.getByRole('button', { name: 'Ana Souza' });
    await expect(account).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sou coach' })).toHaveCount(0);
    await account.click();
    await expect(header.getByRole('link', { name: 'Meu site' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sair' })).toBeVisible();
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'Meu site' })).toBeHidden();
    await expect(account).toBeFocused();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/help?lang=en');
    const phoneHeader = page.getByRole('banner').first();
    await phoneHeader.getByRole('button', { name: 'Open menu' }).click();
    await phoneHeader.getByRole('button', { name: 'Ana Souza' }).click();
    await expect(phoneHeader.getByRole('link', { name: 'My site' })).toBeInViewport();
    await phoneHeader.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL(/\/demo\/authorize\?/);
    expect(await page.evaluate(() => localStorage.getItem('coachly.tokens'))).toBeNull();
  });
});
