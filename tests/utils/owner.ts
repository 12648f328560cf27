/**
 * A demo coach at work on the app's own demo data: the data reset before each test, the
 * sign-in, the edit mode opened at a URL, and a stand-in for the browser's image pipeline.
 */
import { afterEach, beforeEach, onTestFinished, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { db } from '@/mocks/db';
import { setTokens } from '@/lib/tokens';
import { jpegHeader } from '@/features/edit-mode/image/test-fixtures';
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
  await screen.findByRole('navigation', { name: 'Painel de edição' });
  // The template is a lazy chunk: wait for the site's sections (they carry the toggles).
  await screen.findAllByRole('switch');
  return app;
}

/** jsdom has no image decoding or canvas: a stand-in pipeline that yields a small JPEG. */
export function stubImagePipeline() {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve({ width: 800, height: 600, close: () => {} })),
  );
  class OffscreenCanvasStub {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return { drawImage: () => {}, fillRect: () => {}, fillStyle: '', imageSmoothingEnabled: true };
    }
    convertToBlob() {
      return Promise.resolve(new Blob([jpegHeader(this.width, this.height) as BlobPart], { type: 'image/jpeg' }));
    }
  }
  vi.stubGlobal('OffscreenCanvas', OffscreenCanvasStub);
  const url = URL as unknown as { createObjectURL?: unknown; revokeObjectURL?: unknown };
  const saved = { create: url.createObjectURL, revoke: url.revokeObjectURL };
  url.createObjectURL = () => 'blob:preview';
  url.revokeObjectURL = () => {};
  onTestFinished(() => {
    url.createObjectURL = saved.create;
    url.revokeObjectURL = saved.revoke;
  });
}
