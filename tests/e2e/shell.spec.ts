import { test, expect, checkA11y, allowConsoleErrors, hydrated } from './fixtures';
import { openCoachesListWithFault } from './helpers';

test('a visitor lands on /home in Portuguese', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('link', { name: 'Coachly, página inicial' })).toBeVisible();
});

test('an unknown multi-segment path answers 404 with the not-found page, which leads home', async ({ page }) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto('/this/path/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/this\/path\/does\/not\/exist$/);
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the language selector switches the whole UI to English and Spanish without a reload', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Central de Ajuda' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByRole('banner').getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de Ayuda' })).toBeVisible();
});

test('a link can choose the language with ?lang=', async ({ page }) => {
  await page.goto('/not_found?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the static pages are complete', async ({ page }) => {
  await page.goto('/not_found');
  await expect(page.getByRole('heading', { name: '404, Ooops, a página não foi encontrada' })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/already_exist');
  await expect(page.getByText('Este link de confirmação já foi usado')).toBeVisible();
  await checkA11y(page);

  await page.goto('/permission');
  await expect(page.getByRole('heading', { name: 'Obrigado! Permissão concedida.' })).toBeVisible();
  await checkA11y(page);

  await page.goto('/help');
  await expect(page.getByRole('link', { name: /^Baixar manual \(PDF\) em português, / })).toHaveAttribute(
    'href',
    '/manual/manual-do-coach-pt.pdf',
  );
  await checkA11y(page);
  // The tutorial's player loads when asked for.
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Assistir ao vídeo tutorial' }).click();
  await expect(page.frameLocator('iframe[title^="Vídeo tutorial"]').locator('body')).toBeAttached();
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText('Página 2 de 15').first()).toBeVisible();
});

test('the help page offers the manual of its language, which the server sends as a PDF', async ({ page }) => {
  for (const [lang, name] of [
    ['en', /^Download manual \(PDF\) in English, [\d.]+ MB$/],
    ['es', /^Descargar manual \(PDF\) en español, [\d,]+ MB$/],
  ] as const) {
    await page.goto(`/help?lang=${lang}`);
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', `/manual/manual-do-coach-${lang}.pdf`);
    await expect(link).toHaveAttribute('download', '');
    const response = await page.request.get(`/manual/manual-do-coach-${lang}.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(100 * 1024);
    expect(body.toString('latin1')).toContain(`/Lang (${lang})`);
  }
  // The file the help page used to link is gone.
  expect((await page.request.get('/manual/manual-do-coach.pdf')).status()).not.toBe(200);
});

test('the cookie banner remembers accept and decline for a year', async ({ page, context }) => {
  await page.goto('/help');
  const banner = page.getByRole('region', { name: 'Consentimento de cookies' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Aceitar' }).click();
  await expect(banner).toBeHidden();
  const answer = async () => {
    const cookie = (await context.cookies()).find((c) => c.name === 'coachly_consent');
    return { value: cookie?.value, days: Math.floor(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000) };
  };
  expect(await answer()).toEqual({ value: 'accepted', days: 364 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Central de Ajuda' })).toBeVisible();
  await expect(banner).toBeHidden();

  await context.clearCookies();
  await page.reload();
  await banner.getByRole('button', { name: 'Recusar' }).click();
  expect(await answer()).toEqual({ value: 'declined', days: 364 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Central de Ajuda' })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the production server sends a strict Content Security Policy and referrer policy', async ({ page }) => {
  const response = await page.goto('/help');
  // Scripts of the site's own, and the page's inline data by the response's nonce.
  const csp = response?.headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/=]+';/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
  expect(csp).not.toContain('unsafe-eval');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'strict-origin');
});

test('a cold visit fetches the page’s own code and React’s renderer alongside the entry, not after it', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // The page's own chunk, and React's DOM renderer, which the entry imports as it boots.
  const chunks = [/\/assets\/coaches_list-[\w-]+\.js$/, /\/assets\/client-[\w-]+\.js$/];
  // The entry is held until those have been asked for: only the page's head (its module
  // preloads, which the server writes) can ask for them before the entry has run.
  let released = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await expect.poll(() => chunks.every((chunk) => requested.some((path) => chunk.test(path)))).toBe(true);
    released = true;
    await route.continue();
  });
  await page.goto('/coaches_list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(released).toBe(true);
  await expect(page.locator('head link[rel="modulepreload"][href*="/assets/coaches_list-"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="modulepreload"][href*="/assets/client-"]')).toHaveCount(1);
  // Each chunk is fetched once: the router's and the entry's own imports reuse the preloaded modules.
  for (const chunk of chunks) expect(requested.filter((path) => chunk.test(path))).toHaveLength(1);
});

test('a page loads its language’s data for numbers and dates in a worker, off the main thread', async ({ page }) => {
  // Keeps each worker's address and name as the page starts it.
  await page.addInitScript(() => {
    const Native = window.Worker;
    const started: { url: string; name: string | undefined }[] = [];
    Object.assign(window, { startedWorkers: started });
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        started.push({ url: String(url), name: options?.name });
        super(url, options);
      }
    };
  });
  const workerScript = page.waitForEvent('worker');
  await page.goto('/blog?lang=es');
  await hydrated(page);
  expect((await workerScript).url()).toMatch(/\/assets\/locale-data\.worker-[\w-]+\.js$/);
  const started = await page.evaluate(() => (window as unknown as { startedWorkers: unknown[] }).startedWorkers);
  expect(started).toEqual([{ url: expect.stringMatching(/locale-data\.worker/), name: 'es-ES' }]);
  // The page formats its dates in Spanish, with the data the worker loaded.
  await expect(
    page
      .getByText(
        / de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/,
      )
      .first(),
  ).toBeVisible();
});

test('a coach’s page paints from its HTML alone, fetches no stylesheet, and takes Inter in once its file has come', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  const fonts: { path: string; referer: string | undefined }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'stylesheet') stylesheets.push(path);
    if (request.resourceType() === 'font') fonts.push({ path, referer: request.headers()['referer'] });
  });
  await page.goto('/ana-souza');
  // Its styles came inline: no stylesheet holds the first paint, which is in the fallback face.
  await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveCSS('font-size', '32px');
  // Hydrated, with its template, contact form and toasts loaded: no stylesheet fetched at all.
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
  // Inter joined the page loaded, asked for by the page's script: its Referer is the origin alone.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.replaceAll('"', '') === 'Inter Variable' && face.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
  expect(fonts).toEqual([
    {
      path: expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
      referer: `${new URL(page.url()).origin}/`,
    },
  ]);
});

for (const width of [1440, 390]) {
  test(`at ${width} px a toast covers none of the header's controls`, async ({ page }) => {
    allowConsoleErrors(/500/);
    // The toast stands still at once rather than sliding in.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    await openCoachesListWithFault(page, 'searchPublicProfiles:500');
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const header = page.getByRole('banner');
    const controls = [header.getByRole('link'), header.getByRole('button'), header.getByRole('combobox')];
    for (const kind of controls)
      for (const control of await kind.all()) {
        if (!(await control.isVisible())) continue;
        const other = await control.boundingBox();
        const apart =
          !box ||
          !other ||
          box.x >= other.x + other.width ||
          other.x >= box.x + box.width ||
          box.y >= other.y + other.height ||
          other.y >= box.y + box.height;
        expect(
          apart,
          `the toast covers ${(await control.getAttribute('aria-label')) ?? (await control.textContent())}`,
        ).toBe(true);
      }
  });
}
