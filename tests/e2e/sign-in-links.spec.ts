import type { Page } from '@playwright/test';
import { test, expect, checkA11y } from './fixtures';
import { chooseLanguage, declineCookies, demoTokens, openDemoBackend, type DemoTokens } from './helpers';

// Links that arrive from outside (a crafted /login callback, another coach's edit link) act for
// nobody: a signed-in coach stays who they are unless they say otherwise. Signing out in one tab
// signs every tab out.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ context }) => declineCookies(context));

/** Asks the demo provider for tokens of an account, from a page of the app. */
async function tokensFor(page: Page, account: string): Promise<DemoTokens> {
  if (!/\/robots\.txt$/.test(page.url())) await openDemoBackend(page);
  return demoTokens(page, account);
}

/** Signs this browser in as an account and returns the stored tokens. */
async function signIn(page: Page, account: string): Promise<string> {
  const tokens = await tokensFor(page, account);
  await page.evaluate((value) => localStorage.setItem('coachly.tokens', value), JSON.stringify(tokens));
  return storedTokens(page);
}

async function storedTokens(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('coachly.tokens') ?? '');
}

async function openEditor(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/ana-souza/edit');
  await expect(page.getByRole('navigation', { name: 'Painel de edição' })).toBeVisible({ timeout: 20_000 });
}

const HOSTILE = 'Sua conta foi suspensa. Ligue para 0800 000 0000 e informe sua senha.';

test('a crafted sign-in callback neither signs a coach out nor shows its text', async ({ page }) => {
  const signedIn = await signIn(page, 'ana-souza');

  await page.goto(`/login?error=access_denied&error_description=${encodeURIComponent(HOSTILE)}&state=forged`);
  await expect(page.getByRole('heading', { name: 'Login recusado' })).toBeVisible();
  await expect(
    page.getByText('A resposta do login não corresponde a este navegador e foi recusada por segurança.'),
  ).toBeVisible();
  await expect(page.getByText(/0800/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedTokens(page)).toBe(signedIn);
  await checkA11y(page);

  await page.goto(`/login?error=access_denied&error_description=${encodeURIComponent(HOSTILE)}`);
  await expect(page.getByRole('heading', { name: 'Login recusado' })).toBeVisible();
  await expect(page.getByText(/0800/)).toHaveCount(0);
  expect(await storedTokens(page)).toBe(signedIn);

  await page.goto('/login?code=any&state=any');
  await expect(page.getByRole('heading', { name: 'Login recusado' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedTokens(page)).toBe(signedIn);

  // Still signed in: the editor opens without a new sign-in.
  await openEditor(page);
});

test('an edit link for another coach asks before switching accounts and names the one signed in', async ({ page }) => {
  const { refresh_token: joaoLink } = await tokensFor(page, 'joao-pereira');
  const signedIn = await signIn(page, 'ana-souza');

  await page.goto(`/joao-pereira?refresh_token=${joaoLink}`);
  const ask = page.getByRole('dialog', { name: 'Trocar de conta?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('Você está conectado como ana-souza. Entrar como joao-pereira?');
  expect(page.url()).not.toContain(joaoLink);
  expect(await storedTokens(page)).toBe(signedIn);
  await checkA11y(page);

  // Keeping the account changes nothing: the coach goes on in their own editor.
  await ask.getByRole('button', { name: 'Continuar como ana-souza' }).click();
  await expect(page).toHaveURL(/\/ana-souza\/edit$/);
  await expect(page.getByRole('navigation', { name: 'Painel de edição' })).toBeVisible({ timeout: 20_000 });
  expect(await storedTokens(page)).toBe(signedIn);

  // The same link again, as an address: switching opens the other coach's editor.
  await page.goto(`/joao-pereira/${joaoLink}`);
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Entrar como joao-pereira' }).click();
  await expect(page).toHaveURL(/\/joao-pereira\/edit$/);
  await expect(page.getByRole('navigation', { name: 'Painel de edição' })).toBeVisible({ timeout: 20_000 });
  expect(await storedTokens(page)).not.toBe(signedIn);
});

test('the account question reads well in English on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { refresh_token: link } = await tokensFor(page, 'ines-costa');
  const signedIn = await signIn(page, 'ana-souza');
  await chooseLanguage(page, 'en');
  await page.goto(`/ines-costa/${link}`);
  const ask = page.getByRole('dialog', { name: 'Switch accounts?' });
  await expect(ask).toContainText('You are signed in as ana-souza. Sign in as ines-costa?');
  await expect(ask.getByRole('button', { name: 'Continue as ana-souza' })).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Sign in as ines-costa' })).toBeInViewport();
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/ana-souza\/edit$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  expect(await storedTokens(page)).toBe(signedIn);
});

test('an edit link for the coach already signed in opens the editor without asking', async ({ page }) => {
  const { refresh_token: link } = await tokensFor(page, 'ana-souza');
  await signIn(page, 'ana-souza');
  await page.goto(`/ana-souza?refresh_token=${link}`);
  await expect(page).toHaveURL(/\/ana-souza\/edit$/);
  await expect(page.getByRole('dialog', { name: 'Trocar de conta?' })).toHaveCount(0);
});

test('the sign-out page shows no account while it forgets the session, and asks the API nothing about it', async ({
  page,
}) => {
  await signIn(page, 'ana-souza');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/profiles/me')) asked.push(request.url());
  });
  // The code that forgets the session is held until the page has drawn its header.
  let release = () => {};
  const drawn = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/forget-session-*.js', async (route) => {
    await drawn;
    await route.continue();
  });
  await page.goto('/logout', { waitUntil: 'commit' });
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sou coach' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Ana Souza' })).toHaveCount(0);
  release();
  await page.waitForURL(/\/demo\/authorize\?/);
  await expect(page.getByRole('button', { name: /Ana Souza/ })).toBeVisible();
  expect(asked).toEqual([]);
});

test('signing out in one tab takes the other tab out of the editor to sign in again', async ({ page, context }) => {
  await signIn(page, 'ana-souza');
  await openEditor(page);
  const other = await context.newPage();
  await openEditor(other);

  await page.goto('/logout');
  await page.waitForURL(/\/demo\/authorize\?/);
  await expect(page.getByRole('button', { name: /Ana Souza/ })).toBeVisible();

  await expect(other).toHaveURL(/\/(login|demo\/authorize)\b/);
  await expect(other.getByText('Token ausente.')).toHaveCount(0);
  await expect(other.getByRole('navigation', { name: 'Painel de edição' })).toHaveCount(0);
  await other.close();
});

test('signing in as another coach in one tab takes the other tab to the editor of the coach now signed in', async ({
  page,
  context,
}) => {
  await signIn(page, 'ana-souza');
  await openEditor(page);
  const other = await context.newPage();
  await openEditor(other);

  const joao = await tokensFor(page, 'joao-pereira');
  await page.evaluate((value) => localStorage.setItem('coachly.tokens', value), JSON.stringify(joao));

  await expect(other).toHaveURL(/\/joao-pereira\/edit$/);
  await expect(other.getByRole('heading', { level: 1, name: 'João Pereira' })).toBeVisible({ timeout: 20_000 });
  await other.close();
});
