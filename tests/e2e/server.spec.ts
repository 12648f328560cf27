/**
 * The production server (server/main.ts) on the demo build, the server every spec runs against
 * (playwright.config.ts): no page of another origin may frame a coach's site, and a visitor that
 * runs no script (a link preview, a crawler) gets the coach's title and sharing tags in the HTML.
 * The framing page comes from a server of this file on the next port (E2E_PORT + 1).
 */
import { createServer } from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { allowConsoleErrors, expect, skipAutoA11y, test } from './fixtures';
import { demoTokens, fillSessionRequest, openDemoBackend, saveProfile } from './helpers';
import { blogPosts, HOSTILE_MARKERS, HOSTILE_POST_SLUGS } from '../../src/mocks/seed/blog';
import { publishedCoaches } from '../../src/mocks/seed/coaches';

const port = Number(process.env.E2E_PORT ?? 4873);
const origin = `http://127.0.0.1:${port}`;

/** A post's body as the page draws it (SafeHtml's element, the article's last part). */
const postBody = (page: Page) => page.locator('main article > div:last-child').first();

/**
 * Waits until React has taken this element of a server-rendered page over (its props are on the
 * element): input typed earlier reaches the page but not React's state.
 */
async function takenOver(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}

test('a page of another origin cannot frame a coach site', async ({ page }) => {
  skipAutoA11y();
  allowConsoleErrors(/frame-ancestors|refused to connect/i);
  // A page of another origin (a server of its own on the next port) framing the coach site and,
  // as a control, a file of the same server that carries no page policy.
  const framer = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(`<!doctype html><html lang="en"><title>Framer</title>
      <iframe id="site" title="coach" src="${origin}/ana-souza" onload="this.dataset.loaded = 'yes'"></iframe>
      <iframe id="control" title="control" src="${origin}/robots.txt"></iframe></html>`);
  });
  await new Promise<void>((listening) => framer.listen(port + 1, '127.0.0.1', listening));
  try {
    await page.goto(`http://127.0.0.1:${port + 1}/`);
    await expect(page.frameLocator('#control').locator('body')).toContainText('User-agent');
    await expect(page.locator('#site')).toHaveAttribute('data-loaded', 'yes');
    await expect(page.frameLocator('#site').locator('#root')).toHaveCount(0);
  } finally {
    framer.close();
  }
  // The same page opened on its own is the app.
  const own = await page.request.get(`${origin}/ana-souza`);
  expect(await own.text()).toContain('<div id="root">');
});

test('the app runs as the server serves it, within its policy, its files compressed at build time', async ({
  page,
}) => {
  const files: Array<{ url: string; encoding?: string }> = [];
  page.on('response', (answer) => {
    if (!/\/assets\/[^/]+\.(js|css)$/.test(answer.url())) return;
    // Read as it comes: a worker's script (the locale data's) goes with its worker, which ends at once.
    files.push({ url: answer.url(), encoding: answer.headers()['content-encoding'] });
  });
  const response = await page.goto(`${origin}/ana-souza`);
  // The page's inline scripts (its data) run by the response's nonce, and only they.
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  const html = (await response?.text()) ?? '';
  // (JSON-LD is data the browser does not run.)
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !attributes.includes('type="application/ld+json"'));
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  // The server's demo backend answers the page's calls; the site draws its hero.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The scripts and styles come as the build compressed them, with Brotli, which the browser
  // accepts (a file of a few bytes, which compression would not make smaller, comes as it is).
  const sized = await Promise.all(
    files.map(async (file) => ({ ...file, size: (await (await page.request.get(file.url)).body()).length })),
  );
  const sent = sized.filter(({ size }) => size > 200);
  expect(sent.length).toBeGreaterThan(5);
  for (const { url, encoding } of sent) expect(encoding, url).toBe('br');
});

test('a server-rendered coach site hydrates with the data it carries, and its journeys work', async ({ page }) => {
  const profileCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/__demo\/api\/v[12]\/(profiles|coaches\/public\/coach)\//.test(request.url()))
      profileCalls.push(request.url());
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|server rendered/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto(`${origin}/lucia-fernandes`);
  // Hydrated: the router has taken the page's data over and dropped it from the window.
  await expect.poll(() => page.evaluate(() => '$_TSR' in window)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A journey: the language switch redraws the page in English.
  const title = page.locator('#biography h2');
  const inPortuguese = (await title.textContent()) ?? '';
  // (The fixture's goto waited for React to take every control over: the choice reaches it.)
  await page.getByRole('combobox', { name: 'Idioma' }).first().selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(title).not.toHaveText(inPortuguese);
  expect(warnings).toEqual([]);
  expect(profileCalls, 'the profile and its metadata came with the page').toEqual([]);
});

test('a server-rendered post hydrates with its body as the browser itself sanitises it', async ({ page }) => {
  const postCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/__demo\/blog\/api\/v2\/pages\/.*[?&]slug=/.test(request.url())) postCalls.push(request.url());
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|server rendered/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto(`${origin}/blog`);
  await expect.poll(() => page.evaluate(() => '$_TSR' in window)).toBe(false);
  const href = (await page.locator('main a[href^="/blog/post/"]').first().getAttribute('href')) ?? '';
  const post = blogPosts.find((item) => `/blog/post/${item.meta.slug}` === href);
  expect(post, href).toBeDefined();

  // Drawn by the server, then hydrated without asking for the post again.
  await page.goto(`${origin}${href}`);
  await expect.poll(() => page.evaluate(() => '$_TSR' in window)).toBe(false);
  const fromServer = await postBody(page).innerHTML();
  expect(fromServer).toContain('<p>');
  // That markup is the server's, unchanged by the hydration.
  expect(await (await page.request.get(`${origin}${href}`)).text()).toContain(fromServer);
  expect(warnings).toEqual([]);
  expect(postCalls, 'the post came with the page').toEqual([]);

  // Drawn by the browser (to the blog and back within the app): the very same markup.
  await page.locator('main').getByRole('link', { name: 'Voltar para o blog' }).click();
  await expect(page).toHaveURL(`${origin}/blog`);
  await page.locator(`main a[href="${href}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: post?.title })).toBeVisible();
  await expect(postBody(page)).not.toBeEmpty();
  expect(await postBody(page).innerHTML()).toBe(fromServer);
  expect(warnings).toEqual([]);
});

/** One published coach of each template that shows the contact form (no trial sessions offered). */
const coachOfEachTemplate = new Map<string, string>();
for (const coach of publishedCoaches)
  if (coach.enableSiteExperimentalSession === false && !coachOfEachTemplate.has(String(coach.theme)))
    coachOfEachTemplate.set(String(coach.theme), coach.username);

test('a server-rendered coach site of every template hydrates as drawn, its contact form included', async ({
  page,
}) => {
  // Seven templates, each a page of its own.
  test.slow();
  expect(coachOfEachTemplate.size).toBe(7);
  for (const username of coachOfEachTemplate.values()) {
    await page.goto(`${origin}/${username}`);
    // The contact form is there, and React has taken it over as drawn.
    await takenOver(page.getByRole('form', { name: 'Formulário de contato' }).getByLabel(/^Mensagem/));
  }
  // A page React could not take over as drawn logs an error, which fails the test (fixtures.ts).
});

test("a demo visitor's own change to a coach shows on that coach's server-rendered page", async ({ page }) => {
  // The server renders this visitor's own sandbox, which holds the change.
  await openDemoBackend(page);
  const tokens = await demoTokens(page);
  await saveProfile(page, tokens.access_token, { mainPhrase: 'Uma frase que só este navegador conhece' });
  await page.goto(`${origin}/ana-souza`);
  await expect(page.getByText('Uma frase que só este navegador conhece')).toBeVisible();
});

test('on server-rendered pages a visitor sends a message, asks for a trial session and reads the blog', async ({
  page,
}) => {
  await page.goto(`${origin}/pedro-lima`);
  const form = page.getByRole('form', { name: 'Formulário de contato' });
  await takenOver(form.getByLabel(/^Mensagem/));
  await form.getByLabel(/^Nome/).fill('Bruna Alves');
  await form.getByLabel(/^E-mail/).fill('bruna@example.com');
  await form.getByLabel(/^Assunto/).fill('Primeira conversa');
  await form.getByLabel(/^Mensagem/).fill('Olá! Gostaria de saber como funcionam as sessões.');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText('Sua mensagem foi enviada com sucesso!')).toBeVisible();

  await page.goto(`${origin}/ana-souza`);
  const ask = page.getByRole('button', { name: 'Agendar sessão experimental' });
  await takenOver(ask);
  await ask.click();
  const dialog = page.getByRole('dialog', { name: 'Ana Souza' });
  await fillSessionRequest(dialog);
  await dialog.getByRole('button', { name: 'Solicitar sessão' }).click();
  await expect(dialog.getByText('Solicitação feita com sucesso!')).toBeVisible();

  await page.goto(`${origin}/blog`);
  const card = page.locator('section[aria-labelledby="blog-list-heading"]').getByRole('article').first();
  const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
  const link = card.getByRole('link', { name: title, exact: true });
  await takenOver(link);
  await link.click();
  await expect(page).toHaveURL(/\/blog\/post\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // Axe runs in the page, which runs no script here.
  test.beforeEach(() => skipAutoA11y());

  test("a coach's page carries the coach's title and sharing tags", async ({ page, request }) => {
    const meta = (await (await request.get(`${origin}/__demo/api/v2/coaches/public/coach/ana-souza`)).json()) as {
      name: string;
    };
    const response = await page.goto(`${origin}/ana-souza?lang=en`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page).toHaveTitle(`${meta.name} · Coachly`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', meta.name);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:\d+\//);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/ana-souza?lang=en`);
  });

  test("a coach's page shows the coach's name, photo, about text and contact section", async ({ page }) => {
    await page.goto(`${origin}/ana-souza`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Souza' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Ana Souza/ }).first()).toBeVisible();
    await expect(page.getByText(/coach de carreira e liderança há 12 anos/)).toBeVisible();
    // Ana offers a free session: the session request is her contact section.
    const contact = page.locator('#session_request');
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.getByRole('heading', { level: 2 })).toBeVisible();
    // Styled: the page's own stylesheets came with it.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveCSS('font-size', '32px');
  });

  test('the blog and a post are readable', async ({ page }) => {
    await page.goto(`${origin}/blog`);
    await expect(page.locator('main a[href^="/blog/post/"]').first()).toBeVisible();
    await page.goto(`${origin}/coaches_list`);
    await expect(page.getByRole('main').getByText('Ana Souza').first()).toBeVisible();
  });

  test("a post's text is readable, its hostile markup sanitised", async ({ page }) => {
    const post = blogPosts.find((item) => !HOSTILE_POST_SLUGS.includes(item.meta.slug))!;
    await page.goto(`${origin}/blog/post/${post.meta.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    const intro = /<p>([^<]+)<\/p>/.exec(post.body)?.[1] ?? '';
    expect(intro).not.toBe('');
    await expect(postBody(page).getByText(intro)).toBeVisible();
    await expect(postBody(page).getByRole('link', { name: 'encontre um coach' })).toHaveAttribute(
      'href',
      '/coaches_list',
    );

    // Its `<img src=x onerror=...>` keeps its picture, an address of our own (as in the browser), which is no file.
    allowConsoleErrors(/status of 404/);
    const hostile = blogPosts.find((item) => item.meta.slug === HOSTILE_POST_SLUGS[0])!;
    await page.goto(`${origin}/blog/post/${hostile.meta.slug}`);
    await expect(postBody(page).locator('p').first()).toBeVisible();
    const html = (await postBody(page).innerHTML()).toLowerCase();
    for (const marker of HOSTILE_MARKERS) expect(html).not.toContain(marker);
  });

  test('an unknown coach is a 404', async ({ page }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto(`${origin}/no-coach-by-this-name`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The build's page template is the server's, not a page of its own.
    expect((await page.request.get(`${origin}/index.html`)).status()).toBe(404);
  });
});
