import type { Page, Request } from '@playwright/test';
import { test, expect, checkA11y, allowConsoleErrors } from './fixtures';
import { HOSTILE_POST_SLUGS, blogPosts } from '../../src/mocks/seed/blog';

const latest = [...blogPosts].sort((a, b) => b.last_published_at.localeCompare(a.last_published_at) || b.id - a.id);

/** Records the blog list requests the page sends (single-post and suggestion requests aside). */
function recordListRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/blog/api/v2/pages/') && url.searchParams.get('limit') === '10') seen.push(url);
  });
  return seen;
}

const list = (page: Page) => page.locator('section[aria-labelledby="blog-list-heading"]');
const listCards = (page: Page) => list(page).getByRole('article');
const categories = (page: Page) => page.getByRole('navigation', { name: 'Categorias do blog' });
const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Pesquisar postagens' });

/** Scrolls down until the list has loaded its last page and says so. */
async function scrollToEnd(page: Page): Promise<void> {
  const end = page.getByText('Você chegou ao fim da lista.');
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(end).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
}

test.describe('blog list', () => {
  test('a visitor sees the latest posts, the categories with "Todos" first and the slider', async ({ page }) => {
    const requests = recordListRequests(page);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 2, name: 'Todas as postagens' })).toBeVisible();
    await expect(listCards(page)).toHaveCount(10);
    await expect(listCards(page).first().getByRole('heading')).toHaveText(latest[0]!.title);
    await expect(listCards(page).nth(9).getByRole('heading')).toHaveText(latest[9]!.title);
    await expect(listCards(page).first()).toContainText(`Por ${latest[0]!.author}`);
    await expect(listCards(page).first().locator('time')).toHaveAttribute('datetime', latest[0]!.last_published_at);

    const chips = categories(page).getByRole('link');
    await expect(chips.first()).toHaveText('Todos');
    await expect(chips.first()).toHaveAttribute('aria-current', 'page');

    const slider = page.getByRole('region', { name: 'Postagens em destaque' });
    await expect(slider.getByRole('article')).toHaveCount(4);
    await expect(slider.getByRole('heading').first()).toHaveText(latest[0]!.title);

    // The first page of the list came with the page's HTML; the next is asked for in the same order.
    expect(requests).toEqual([]);
    // The coming posts keep their places below the list: the pages that fill the screen come.
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => listCards(page).count()).toBeGreaterThanOrEqual(20);
    expect(requests[0]?.searchParams.get('order')).toBe('-last_published_at');
    expect(requests[0]?.searchParams.get('offset')).toBe('10');
  });

  test('choosing a category lists only its posts and highlights it', async ({ page }) => {
    const requests = recordListRequests(page);
    await page.goto('/blog');
    await expect(listCards(page)).toHaveCount(10);
    await categories(page).getByRole('link', { name: 'Liderança' }).click();
    await expect(page).toHaveURL(/\/blog\/lideranca$/);
    await expect(categories(page).getByRole('link', { name: 'Liderança' })).toHaveAttribute('aria-current', 'page');
    await expect(categories(page).getByRole('link', { name: 'Todos' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Liderança' })).toBeVisible();
    const expected = latest.filter((post) => post.categories.some((c) => c.slug === 'lideranca'));
    await expect(listCards(page)).toHaveCount(Math.min(10, expected.length));
    await expect(listCards(page).first().getByRole('heading')).toHaveText(expected[0]!.title);
    expect(requests.at(-1)?.searchParams.get('categories')).toBe('2');
  });

  test('a search lists matching posts; resubmitting the same term sends no request', async ({ page }) => {
    const requests = recordListRequests(page);
    await page.goto('/blog/carreira');
    await expect(listCards(page).first()).toBeVisible();
    await searchbox(page).fill('  liderança  ');
    await searchbox(page).press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=lideran/);
    await expect(page.getByRole('heading', { level: 2, name: 'Resultados para “liderança”' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Postagens em destaque' })).toHaveCount(0);
    await expect(listCards(page).first()).toBeVisible();
    expect(requests.at(-1)?.searchParams.get('search')).toBe('liderança');
    expect(requests.at(-1)?.searchParams.has('categories')).toBe(false);
    await expect(categories(page).getByRole('link', { name: 'Todos' })).toHaveAttribute('aria-current', 'page');

    await expect(searchbox(page)).toBeEnabled();
    const before = requests.length;
    await searchbox(page).fill('liderança ');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await searchbox(page).press('Enter');
    // A new term next: its request is the only one since the resubmissions.
    await searchbox(page).fill('carreira');
    await searchbox(page).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Resultados para “carreira”' })).toBeVisible();
    expect(requests.slice(before).map((url) => url.searchParams.get('search'))).toEqual(['carreira']);
  });

  test('scrolling loads every post, 10 at a time, until the end of the list', async ({ page }) => {
    const requests = recordListRequests(page);
    await page.goto('/blog');
    await expect(listCards(page)).toHaveCount(10);
    await scrollToEnd(page);
    await expect(listCards(page)).toHaveCount(blogPosts.length);
    await expect(page.getByText(`${blogPosts.length} postagens`)).toBeVisible();
    // The first 10 came with the page's HTML.
    const offsets = requests.map((url) => Number(url.searchParams.get('offset')));
    expect(offsets).toEqual(Array.from({ length: Math.ceil(blogPosts.length / 10) - 1 }, (_, i) => (i + 1) * 10));
    await expect(listCards(page).last().getByRole('heading')).toHaveText(latest.at(-1)!.title);
  });

  test('back from a post, the list has the posts it had loaded and the post opened is in view', async ({ page }) => {
    const requests = recordListRequests(page);
    await page.goto('/blog');
    await expect(listCards(page)).toHaveCount(10);
    await scrollToEnd(page);
    const titles = await listCards(page).getByRole('heading').allTextContents();
    expect(titles).toHaveLength(blogPosts.length);
    const opened = listCards(page).nth(24);
    const title = titles[24]!;
    await opened.scrollIntoViewIfNeeded();
    const asked = requests.length;

    await opened.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.goBack();

    await expect(page).toHaveURL(/\/blog$/);
    await expect(listCards(page).getByRole('heading')).toHaveText(titles);
    await expect(list(page).getByRole('heading', { name: title, exact: true })).toBeInViewport();
    expect(requests).toHaveLength(asked);
  });

  test('a search with no result shows the empty state, and its button goes back to every post', async ({ page }) => {
    await page.goto('/blog');
    await expect(listCards(page)).toHaveCount(10);
    await searchbox(page).fill('xyzw nada por aqui');
    await searchbox(page).press('Enter');
    await expect(page.getByText('Nenhuma postagem encontrada')).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(listCards(page)).toHaveCount(10);
    await expect(searchbox(page)).toHaveValue('');
  });

  test('an unknown category answers 404 with the empty state', async ({ page }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto('/blog/categoria-inexistente');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Nenhuma postagem encontrada')).toBeVisible();
    await page.getByRole('button', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(listCards(page)).toHaveCount(10);
  });

  test('the blog is translated into English and Spanish', async ({ page }) => {
    await page.goto('/blog?lang=en');
    await expect(page.getByRole('heading', { level: 2, name: 'All posts' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search posts' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link').first()).toHaveText('All');
    await page.goto(`/blog/post/${latest[3]!.meta.slug}?lang=es`);
    await expect(page.getByRole('heading', { level: 2, name: 'Ver también' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al blog' })).toBeVisible();
    await expect(page.locator('article time').first()).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);
  });
});

test.describe('blog post', () => {
  test('a post shows its details, body and two suggestions that are not itself', async ({ page }) => {
    await page.goto('/blog');
    const target = latest[1]!;
    await listCards(page).nth(1).getByRole('link', { name: target.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/post/${target.meta.slug}$`));
    const article = page.getByRole('article', { name: target.title });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(target.title);
    await expect(article.getByText(target.description)).toBeVisible();
    await expect(article.getByText(target.author, { exact: true })).toBeVisible();
    await expect(article.getByRole('link', { name: target.categories[0]!.name, exact: true })).toHaveAttribute(
      'href',
      `/blog/${target.categories[0]!.slug}`,
    );
    await expect(article.locator('time')).toHaveText(/^\d{1,2} de [a-zç]+ de \d{4}$/);
    await expect(page).toHaveTitle(`${target.title} · Coachly`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', target.title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', target.description);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:\d+\//);

    const suggestions = page.getByRole('region', { name: 'Veja também' });
    await expect(suggestions.getByRole('article')).toHaveCount(2);
    await expect(suggestions.getByRole('heading', { name: target.title })).toHaveCount(0);
    await expect(suggestions.getByRole('article').first().getByRole('heading')).toHaveText(latest[0]!.title);

    await suggestions.getByRole('link', { name: latest[0]!.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest[0]!.title);
  });

  test('an unknown slug answers 404 with a not-found state and a way back', async ({ page }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto('/blog/post/esta-postagem-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Postagem não encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver todas as postagens' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(listCards(page)).toHaveCount(10);
  });

  test('the hostile seeded posts run no script and carry no inline handler', async ({ page }) => {
    // Their `<img src=x>` keep an address of the site's own (/blog/post/x), an unknown post: 404.
    allowConsoleErrors(/status of 404/);
    await page.addInitScript(() => {
      const w = window as unknown as { __xssHits: number };
      w.__xssHits = 0;
      Object.defineProperty(window, '__xss', {
        configurable: false,
        get: () => undefined,
        set: () => {
          w.__xssHits += 1;
        },
      });
    });
    expect(HOSTILE_POST_SLUGS.length).toBeGreaterThan(0);
    for (const slug of HOSTILE_POST_SLUGS) {
      await page.goto(`/blog/post/${slug}`);
      const article = page.locator('article[aria-labelledby="post-title"]');
      await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
      // Give handlers every chance: hover and click what the hostile markup offered.
      for (const text of ['Passe o mouse aqui', 'Clique aqui para confirmar seus dados', 'Baixe o guia completo']) {
        const target = article.getByText(text);
        if ((await target.count()) > 0) {
          await target.first().hover();
          await target.first().click();
        }
      }
      const summary = article.getByText('Modelo de lembrete');
      if ((await summary.count()) > 0) await summary.click();
      // Two frames: whatever the clicks queued has run.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(page).toHaveURL(new RegExp(`/blog/post/${slug}$`));
      const report = await article.evaluate((root) => {
        const handlers: string[] = [];
        const urls: string[] = [];
        for (const element of root.querySelectorAll('*')) {
          for (const attribute of Array.from(element.attributes)) {
            if (attribute.name.toLowerCase().startsWith('on')) handlers.push(`${element.localName}[${attribute.name}]`);
            if (/^\s*(javascript|data|vbscript):/i.test(attribute.value))
              urls.push(`${element.localName}[${attribute.name}]`);
          }
        }
        const blank = Array.from(root.querySelectorAll('a[target="_blank"]')).filter(
          (a) => a.getAttribute('rel') !== 'noopener noreferrer',
        ).length;
        const dangerous = root.querySelectorAll('script, iframe, object, embed, form, style, meta, base').length;
        return { handlers, urls, blank, dangerous };
      });
      expect(report).toEqual({ handlers: [], urls: [], blank: 0, dangerous: 0 });
      expect(await page.evaluate(() => (window as unknown as { __xssHits: number }).__xssHits)).toBe(0);
      expect(await page.evaluate(() => document.querySelectorAll('script:not([src]):not([type])').length)).toBe(0);
    }
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list and a post fit the screen', async ({ page }) => {
    await page.goto('/blog');
    await expect(listCards(page)).toHaveCount(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await categories(page).getByRole('button', { name: 'Próximas categorias' }).click();
    await categories(page).getByRole('link', { name: 'Finanças' }).click();
    await expect(page).toHaveURL(/\/blog\/financas$/);
    await listCards(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('region', { name: 'Veja também' }).getByRole('article')).toHaveCount(2);
  });
});
