/**
 * Visitors never download owner code: a visitor journey across the public pages records every
 * script the browser fetches and checks that none carries the edit mode, the crop tool, the
 * uploader, the wizard or the AI client. (This suite runs on the demo build, whose backend runs
 * in the server: no script the browser fetches carries it, `npm run check:bundle` says so too.)
 */
import { test, expect } from './fixtures';

const OWNER_MARKERS: Array<[string, string]> = [
  ['edit mode', 'coachly.edit-draft'],
  ['crop tool', 'reactEasyCrop_Container'],
  ['wizard', 'coachly.wizard-draft:'],
  // The model the AI requests name (the contract's table of operations, which every page's HTTP
  // layer reads, lists the AI call's path too).
  ['AI client', 'gpt-4o-mini'],
];

test('a visitor journey downloads no edit-mode, crop, upload, wizard or AI code', async ({ page }) => {
  test.setTimeout(120_000);
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' || !url.includes('/assets/')) return;
    scripts.set(url, await response.text().catch(() => ''));
  });

  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  await page.goto('/coaches_list?name=ana');
  await page.waitForLoadState('networkidle');
  await page.goto('/ana-souza');
  await page.waitForLoadState('networkidle');
  await page.goto('/joao-pereira');
  await page.waitForLoadState('networkidle');
  await page.goto('/blog');
  await page.waitForLoadState('networkidle');
  await page.goto('/blog/post/como-planejar-uma-transicao-de-carreira-sem-pular-no-escuro');
  await page.waitForLoadState('networkidle');

  expect(scripts.size).toBeGreaterThan(5);
  const leaks: string[] = [];
  for (const [url, text] of scripts) {
    for (const [what, marker] of OWNER_MARKERS) if (text.includes(marker)) leaks.push(`${what} in ${url}`);
  }
  expect(leaks).toEqual([]);
});
