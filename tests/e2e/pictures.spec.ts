/**
 * Pictures only from our hosts: a profile that names a picture elsewhere (a tracking pixel) makes
 * no visitor's browser ask that host for anything.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { demoTokens, openDemoBackend } from './helpers';

const PIXEL = 'https://evil.example/pixel.gif';

/** Points every picture of a demo coach's profile at the pixel, through the owner's save. */
async function pointPicturesAtPixel(page: Page, account: string): Promise<void> {
  await openDemoBackend(page);
  const tokens = await demoTokens(page, account);
  await page.evaluate(
    async ({ accessToken, pixel }) => {
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` };
      const profile = (await (await fetch('/__demo/api/v1/profiles/me', { headers })).json()) as {
        gallery?: { url: string; caption?: string }[];
        videos?: { thumbnail?: string }[];
      };
      const saved = await fetch('/__demo/api/v1/profiles/me', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          photoUrl: pixel,
          bannerImg: pixel,
          backgroundImg: { desktop: pixel, mobile: pixel },
          gallery: (profile.gallery ?? []).map((picture) => ({ ...picture, url: pixel })),
          videos: (profile.videos ?? []).map((video) => ({ ...video, thumbnail: pixel })),
        }),
      });
      if (!saved.ok) throw new Error(`save failed ${saved.status}`);
    },
    { accessToken: tokens.access_token, pixel: PIXEL },
  );
}

test.describe('pictures from other hosts', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a profile naming a tracking pixel makes no request to its host, on the site or in the search', async ({
    page,
  }) => {
    const asked: string[] = [];
    // The context's routes also see what the demo backend's service worker fetches.
    await page.context().route(/evil\.example/, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await pointPicturesAtPixel(page, 'ana-souza');

    await page.goto('/ana-souza');
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Souza' })).toBeVisible({ timeout: 20_000 });
    // Down the whole page, so that every lazy picture would have been fetched.
    const footer = page.getByRole('contentinfo');
    await expect(async () => {
      await page.mouse.wheel(0, 800);
      await expect(footer).toBeInViewport({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('#gallery')).toBeAttached();
    await expect(page.locator('#videos')).toBeAttached();

    await page.goto('/coaches_list?name=Ana%20Souza');
    await expect(page.getByRole('link', { name: 'Ana Souza' })).toBeVisible({ timeout: 20_000 });

    const drawn = await page.evaluate(() =>
      [...document.querySelectorAll('img, source, link[rel="preload"]')].map((element) => element.outerHTML),
    );
    expect(asked).toEqual([]);
    expect(drawn.filter((html) => html.includes('evil.example'))).toEqual([]);
  });
});
