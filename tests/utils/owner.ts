/**
 * A demo coach at work on the app's own demo data: the data reset before each test, the
 * sign-in, and the edit mode opened at a URL.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { db } from '@/mocks/db';
import { setTokens } from '@/lib/tokens';
import { stubBrowser } from './browser-stubs';
import { renderApp, type RenderAppResult } from './render';

/**
 * Before each test of the file: the browser stubs and the demo data as seeded. After it, the
 * stubs are undone.
 */
export function resetDemoEachTest(): void {
  beforeEach(async () => {
    stubBrowser();
    await db.reset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** Signs a demo account in as the login provider would: its tokens in storage. */
export function signIn(login = 'ana-souza'): void {
  const account = db.accountByLogin(login);
  if (!account) throw new Error(login);
  setTokens({
    access_token: db.issueAccessToken(account.id).token,
    refresh_token: db.issueRefreshToken(account.id).token,
  });
}

/** Renders the app at an edit URL and waits for the edit panel and the site's section switches. */
export async function openEditor(url = '/ana-souza/edit'): Promise<RenderAppResult> {
  const app = await renderApp(url);
  await screen.findByRole('navigation', { name: 'Painel de edição' }, { timeout: 10_000 });
  // The template is a lazy chunk: wait for the site's sections (they carry the toggles).
  await screen.findAllByRole('switch', {}, { timeout: 15_000 });
  return app;
}
