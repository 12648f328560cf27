/**
 * Security journeys: where sign-in may send the browser back to, and what an address or a
 * Referer may carry once a sign-in comes back.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** Signs in as Ana Souza through the username and password form of `/login?...`. */
async function signInWithPassword(page: Page, query: string): Promise<void> {
  await page.goto(`/login?method=password&${query}`);
  await page.getByLabel('Usuário ou e-mail').fill('ana-souza');
  await page.getByLabel('Senha').fill('demo1234');
  await page.getByLabel('Senha').press('Enter');
}

test.describe('return address after signing in', () => {
  test.describe.configure({ timeout: 120_000 });

  test('foreign or script return addresses land on /home', async ({ page, baseURL }) => {
    // Addresses a browser reads as another host or a script (a backslash is a slash to it, a tab
    // is dropped): every form, encoded ones included, is in src/lib/return-path.test.ts.
    const hostile = ['//evil.example', '/\\evil.example', '/\t/evil.example', 'JaVaScRiPt:alert(1)'];
    for (const value of hostile) {
      await signInWithPassword(page, `redirect=${encodeURIComponent(value)}`);
      await page.waitForURL((url) => url.pathname === '/home', { timeout: 20_000 });
      expect(new URL(page.url()).origin, `return address ${JSON.stringify(value)}`).toBe(new URL(baseURL ?? '').origin);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('a hostile return address survives no provider round trip either', async ({ page, baseURL }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('//evil.example')}`);
    await page.waitForURL(/\/demo\/authorize\?/);
    expect(page.url()).not.toContain('evil.example');
    await page.getByRole('button', { name: /Ana Souza/ }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  });

  test('a signed-out visit to a guarded page signs in and comes back to it', async ({ page }) => {
    await page.goto('/customize/form');
    await page.waitForURL(/\/demo\/authorize\?/);
    await page.getByRole('button', { name: /Novo coach/ }).click();
    await page.waitForURL((url) => url.pathname === '/customize/form');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a same-origin return address is where a returning coach lands', async ({ page }) => {
    await signInWithPassword(page, `redirect=${encodeURIComponent('/coaches_list?name=ana')}`);
    await page.waitForURL((url) => url.pathname === '/coaches_list' && url.searchParams.get('name') === 'ana');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('tokens after signing in', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the callback leaves no code or state in the address and no path in any Referer', async ({ page }) => {
    const referers: string[] = [];
    page.on('request', (request) => {
      const referer = request.headers()['referer'];
      if (referer) referers.push(referer);
    });
    await page.goto('/login');
    await page.waitForURL(/\/demo\/authorize\?/);
    await page.getByRole('button', { name: /Ana Souza/ }).click();
    await page.waitForURL(/\/ana-souza\/edit$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    const url = new URL(page.url());
    expect(url.search).toBe('');
    expect(page.url()).not.toMatch(/code=|state=|token/i);
    expect(await page.evaluate(() => document.querySelector('meta[name="referrer"]')?.getAttribute('content'))).toBe(
      'strict-origin',
    );
    const stored = await page.evaluate(() => localStorage.getItem('coachly.tokens'));
    const { access_token: access, refresh_token: refresh } = JSON.parse(stored ?? '{}') as Record<string, string>;
    expect(access).toBeTruthy();
    expect(referers.length).toBeGreaterThan(0);
    for (const referer of referers) {
      // strict-origin: pages send only the origin, never a path or a query. (What a stylesheet
      // fetches names the stylesheet.)
      const sent = new URL(referer);
      expect(sent.origin).toBe(url.origin);
      expect(sent.search).toBe('');
      expect(sent.pathname === '/' || /^\/assets\/[\w.-]+\.css$/.test(sent.pathname), referer).toBe(true);
      expect(referer).not.toContain(access ?? '');
      expect(referer).not.toContain(refresh ?? '');
    }
  });
});
