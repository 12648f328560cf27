/**
 * On a deployment build the route preloader asks the API for what a page shows first while the
 * app's code is still downloading (`early` in src/routes/-pages.ts), preloads what the answer
 * names (a coach site's template code, the largest picture), and the app takes those answers
 * instead of asking again. The deployment build is served beside the demo build
 * (scripts/e2e.mjs); its API host is played by the demo build's backend: each call gets what the
 * demo's service worker answers for the same path.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';

const DEMO = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4873)}`;
const DEPLOYMENT = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4873) + 1}`;
/** The deployment build's services (scripts/e2e.mjs) and where the demo backend serves them. */
const DEMO_PATHS: Record<string, string> = {
  v1: '/__demo/api/v1',
  v2: '/__demo/api/v2',
  blog: '/__demo/blog/api/v2',
  auth: '/__demo/auth',
};

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** A page of the demo build whose backend answers fetches of /__demo paths. */
async function demoBackend(context: BrowserContext): Promise<(path: string) => Promise<Answer>> {
  const demo = await context.newPage();
  await demo.goto(`${DEMO}/help`);
  await demo.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  return (path) =>
    demo.evaluate(async (target) => {
      const response = await fetch(target, { headers: { Accept: 'application/json' } });
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? 'application/json',
        body: await response.text(),
      };
    }, path);
}

/**
 * Answers the deployment's API calls from the demo backend and its seed pictures from the demo
 * build, holds the app's scripts until `release`, and records every API call.
 */
async function deployment(page: Page, context: BrowserContext) {
  const ask = await demoBackend(context);
  const calls: string[] = [];
  await page.route(/^https:\/\/api\.coachly\.test\//, async (route) => {
    const url = new URL(route.request().url());
    calls.push(`${url.pathname}${url.search}`);
    const [, service = '', ...rest] = url.pathname.split('/');
    const answer = await ask(`${DEMO_PATHS[service]}/${rest.join('/')}${url.search}`);
    await route.fulfill({
      status: answer.status,
      contentType: answer.type,
      body: answer.body,
      headers: { 'Access-Control-Allow-Origin': DEPLOYMENT },
    });
  });
  await page.route(`${DEPLOYMENT}/demo/**`, async (route) =>
    route.fulfill({ response: await route.fetch({ url: route.request().url().replace(DEPLOYMENT, DEMO) }) }),
  );
  const held: (() => Promise<void>)[] = [];
  let released = false;
  await page.route(`${DEPLOYMENT}/assets/*.js`, (route) => {
    if (released) return route.continue();
    held.push(() => route.continue());
  });
  const release = async () => {
    released = true;
    await Promise.all(held.splice(0).map((go) => go()));
  };
  return { ask, calls, release };
}

/** The preloads the page's head holds, as `rel href media`. */
const preloads = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')].map((link) =>
      [link.getAttribute('rel'), link.getAttribute('href'), link.getAttribute('media') ?? ''].join(' ').trim(),
    ),
  );

test.describe('early data (deployment build)', () => {
  test('a coach site asks for its profile before the app runs, preloads its template and hero, and asks once', async ({
    page,
    context,
  }) => {
    const { ask, calls, release } = await deployment(page, context);
    const profile = JSON.parse((await ask('/__demo/api/v1/profiles/ana-souza')).body) as {
      theme: string;
      backgroundImg?: { mobile?: string };
    };
    expect(profile.theme).toBe('template-5');
    const hero = profile.backgroundImg?.mobile;
    expect(hero).toBeTruthy();

    await page.goto(`${DEPLOYMENT}/ana-souza`, { waitUntil: 'commit' });
    // The app's code is held: whatever is asked for and preloaded now is the preloader's doing.
    await expect.poll(() => calls).toContain('/v1/profiles/ana-souza');
    await expect
      .poll(() => preloads(page))
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^modulepreload \/assets\/template-5-[\w-]+\.js$/),
          `preload ${hero} (max-width: 767px)`,
        ]),
      );
    expect(await preloads(page)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^modulepreload \/assets\/template-1-/)]),
    );

    await release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana Souza');
    expect(calls.filter((call) => call === '/v1/profiles/ana-souza')).toHaveLength(1);
  });

  test('a blog post asks for itself before the app runs, preloads its cover, and asks once', async ({
    page,
    context,
  }) => {
    const { ask, calls, release } = await deployment(page, context);
    const list = JSON.parse(
      (await ask('/__demo/blog/api/v2/pages/?type=blog.BlogPage&fields=*&order=-last_published_at&limit=1&offset=0'))
        .body,
    ) as { items: { title: string; thumbnail?: string; meta: { slug: string } }[] };
    const post = list.items[0]!;
    expect(post.thumbnail).toBeTruthy();

    await page.goto(`${DEPLOYMENT}/blog/post/${post.meta.slug}`, { waitUntil: 'commit' });
    const own = (call: string) => call.startsWith('/blog/pages/') && call.includes(`slug=${post.meta.slug}`);
    await expect.poll(() => calls.filter(own)).toHaveLength(1);
    await expect.poll(() => preloads(page)).toContain(`preload ${post.thumbnail}`);

    await release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    expect(calls.filter(own)).toHaveLength(1);
  });

  test('a filtered address asks nothing early: the app asks for what it shows', async ({ page, context }) => {
    const { calls, release } = await deployment(page, context);
    await page.goto(`${DEPLOYMENT}/blog?q=lideran%C3%A7a`, { waitUntil: 'commit' });
    // The preloader has run once the page's code is preloaded; it asked the API nothing.
    await expect
      .poll(() => preloads(page))
      .toContainEqual(expect.stringMatching(/^modulepreload \/assets\/blog\._list-/));
    expect(calls).toEqual([]);
    await release();
    await expect.poll(() => calls.some((call) => call.includes('search='))).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
