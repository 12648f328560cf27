import type { Page } from '@playwright/test';
import { test, expect, checkA11y, skipAutoA11y } from './fixtures';
import { publishedCoaches } from '../../src/mocks/seed/coaches';
import { blogPosts } from '../../src/mocks/seed/blog';
import { statistics } from '../../src/mocks/seed/statistics';
import { searchProfiles } from '../../src/mocks/search';

const pt = (value: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(value);
const featuredCarousel = (page: Page) => page.getByRole('region', { name: 'Coaches com mais horas de coaching' });

/** Whether a section's top is in view near the top of the window (or the page is at its end). */
async function sectionInView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    return (
      box !== undefined &&
      box.top >= -20 &&
      (box.top < window.innerHeight / 2 || (atBottom && box.top < window.innerHeight))
    );
  }, id);
}

test.describe('home page', () => {
  test('shows every section in order, with statistics, featured coaches and the latest posts', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Encontre o coach certo para a sua próxima conquista',
    );
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Busque por nome, local e especialidade',
      'Por que escolher a Coachly',
      'Coaches em destaque',
      'Áreas de transformação',
      'Categorias de coaches',
      'Últimos artigos do blog',
      'Fale conosco',
    ]);

    // The featured coaches and the carousels below load as they come near the viewport.
    const featured = page.locator('#featured_coaches');
    await featured.scrollIntoViewIfNeeded();
    await expect(featured.getByText(pt(Math.trunc(statistics.horas)), { exact: true })).toBeVisible();
    await expect(featured.getByText(pt(statistics.sessoes), { exact: true })).toBeVisible();
    await expect(featured.getByText(pt(statistics.coachees), { exact: true })).toBeVisible();

    const top = searchProfiles(publishedCoaches, { page: 0 }).profiles;
    const carousel = featuredCarousel(page);
    await expect(carousel.getByRole('group')).toHaveCount(top.length);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('heading', { level: 3 }).first()).toHaveText(
      `${top[0]!.firstName} ${top[0]!.secondName}`,
    );
    // 1440 px wide: 5 featured coaches in view.
    await expect(carousel.getByRole('heading', { level: 3 }).nth(4)).toBeInViewport();
    await expect(carousel.getByRole('heading', { level: 3 }).nth(5)).not.toBeInViewport();
    await carousel.getByRole('button', { name: 'Próximo' }).click();
    await expect(carousel.getByText('2 de 10')).toBeVisible();
    await carousel.getByRole('button', { name: 'Anterior' }).click();
    await carousel.getByRole('button', { name: 'Anterior' }).click();
    await expect(carousel.getByText('10 de 10')).toBeVisible();

    const latest = [...blogPosts].sort((a, b) => b.last_published_at.localeCompare(a.last_published_at)).slice(0, 4);
    await page.getByRole('heading', { level: 2, name: 'Últimos artigos do blog' }).scrollIntoViewIfNeeded();
    const posts = page.getByRole('region', { name: 'Artigos recentes' });
    await expect(posts.getByRole('article').getByRole('heading')).toHaveText(latest.map((post) => post.title));
    await page.getByRole('link', { name: 'Ver mais posts' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('opening /home with a section in the address scrolls to that section, for each of its sections', async ({
    page,
  }) => {
    const sections = ['benefits', 'featured_coaches', 'transformation_areas', 'contact_us', 'search_coach'];
    // Five cold visits, each with the time a test of its own had.
    test.setTimeout(test.info().timeout * sections.length);
    for (const id of sections) {
      await test.step(`/home#${id}`, async () => {
        // A blank page first, so that the address is opened as a new document, not a jump within
        // the one open.
        await page.goto('about:blank');
        await page.goto(`/home#${id}`);
        await expect.poll(() => sectionInView(page, id)).toBe(true);
        // The content above the section arrives later (lists, pictures, the web font); once it is
        // all in, the section is still where the visitor was taken.
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready.then(() => null));
        expect(await sectionInView(page, id)).toBe(true);
      });
    }
  });

  test('the header links scroll to the benefits and contact sections', async ({ page }) => {
    await page.goto('/home');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    // The landing page is no menu item's page: its sections are current only once opened.
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(0);
    await menu.getByRole('link', { name: 'Contato' }).click();
    await expect.poll(() => sectionInView(page, 'contact_us')).toBe(true);
    await expect(menu.getByRole('link', { name: 'Contato' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Benefícios' })).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('link', { name: /Entrar em contato/ })).toBeVisible();
  });

  test('"Encontre seu coach" takes the visitor to the search, and searching opens the coaches list', async ({
    page,
  }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Encontre seu coach' }).click();
    const name = page.getByRole('searchbox', { name: 'Nome do coach' });
    await expect(name).toBeFocused();
    await name.fill('Souza');
    await page.getByRole('combobox', { name: 'País' }).selectOption({ label: 'Brasil' });
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/coaches_list\?.*name=Souza/);
    const expected = searchProfiles(publishedCoaches, { name: 'Souza', country: 'BR', page: 0 }).profiles;
    await expect(page.getByRole('list', { name: 'Coaches' }).getByRole('heading', { level: 3 })).toHaveText(
      expected.map((card) => `${card.firstName} ${card.secondName}`),
    );
  });

  test('/search opens at the search form with the focus in it', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('searchbox', { name: 'Nome do coach' })).toBeFocused();
    await expect.poll(() => sectionInView(page, 'search_coach')).toBe(true);
  });

  test('a transformation area opens the coaches list filtered by it', async ({ page }) => {
    await page.goto('/home#transformation_areas');
    await page.getByRole('link', { name: /Ver coaches de área emocional/ }).click();
    await expect(page).toHaveURL(/\/coaches_list\?expertise=/);
    const expected = searchProfiles(publishedCoaches, { expertise: ['Emocional'], page: 0 }).profiles;
    await expect(page.getByRole('list', { name: 'Coaches' }).getByRole('heading', { level: 3 })).toHaveText(
      expected.map((card) => `${card.firstName} ${card.secondName}`),
    );
  });

  test('after a window resize the featured coaches’ position names the coach shown first', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    await page.locator('#featured_coaches').scrollIntoViewIfNeeded();
    const carousel = featuredCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('group')).toHaveCount(10);
    for (let turn = 2; turn <= 5; turn += 1) {
      await carousel.getByRole('button', { name: 'Próximo' }).click();
      await expect(carousel.getByText(`${turn} de 10`)).toBeVisible();
    }

    // 1200 px wide: 4 coaches in view instead of 5, so the carousel lays its slides out again.
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect
      .poll(async () => {
        const position = await carousel.getByText(/^\d+ de 10$/).textContent();
        const region = await carousel.boundingBox();
        const slide = await carousel.getByRole('group', { name: position ?? '', exact: true }).boundingBox();
        // The slide the position names is the first one shown, whole: its left gap (the slide's
        // padding, under 24 px) lies just outside the carousel.
        return region && slide ? slide.x <= region.x + 1 && slide.x > region.x - 24 : false;
      })
      .toBe(true);
  });

  test('on a phone the carousels show one slide and keep their controls; the page is translated', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home?lang=es');
    await expect(page.getByRole('heading', { level: 2, name: 'Coaches destacados' })).toBeVisible();
    await page.locator('#featured_coaches').scrollIntoViewIfNeeded();
    const carousel = page.getByRole('region', { name: 'Coaches con más horas de coaching' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('heading', { level: 3 }).nth(0)).toBeInViewport();
    await expect(carousel.getByRole('heading', { level: 3 }).nth(1)).not.toBeInViewport();
    await expect(carousel.getByRole('button', { name: 'Siguiente' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver más publicaciones' })).toBeVisible();
    await checkA11y(page);
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server’s HTML already lists the figures, the featured coaches, the categories and the latest posts', async ({
    page,
  }) => {
    // axe runs as a script of the page, which this page does not allow.
    skipAutoA11y();
    await page.goto('/home');
    const featured = page.locator('#featured_coaches');
    await expect(featured.getByText(pt(statistics.sessoes), { exact: true })).toBeAttached();
    const top = searchProfiles(publishedCoaches, { page: 0 }).profiles;
    await expect(featuredCarousel(page).getByRole('heading', { level: 3 })).toHaveText(
      top.map((coach) => `${coach.firstName} ${coach.secondName}`),
    );
    await expect(page.getByRole('region', { name: 'Tipos de coach' }).getByRole('heading')).toHaveText([
      'Coach',
      'Select',
      'Trainer',
    ]);
    const latest = [...blogPosts].sort((a, b) => b.last_published_at.localeCompare(a.last_published_at)).slice(0, 4);
    await expect(
      page.getByRole('region', { name: 'Artigos recentes' }).getByRole('article').getByRole('heading'),
    ).toHaveText(latest.map((post) => post.title));
  });
});
