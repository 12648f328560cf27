import type { Locator, Page } from '@playwright/test';
import { test, expect, allowConsoleErrors } from './fixtures';
import { openCoachesListWithFault } from './helpers';
import { publishedCoaches } from '../../src/mocks/seed/coaches';
import { searchProfiles, type SearchQuery } from '../../src/mocks/search';

/** Every name the seed's search answers for a query, in order. */
function expectedNames(query: SearchQuery): string[] {
  const names: string[] = [];
  for (let page = 0; ; page += 1) {
    const answer = searchProfiles(publishedCoaches, { ...query, page, qtd: 10 });
    names.push(...answer.profiles.map((card) => `${card.firstName} ${card.secondName}`));
    if (names.length >= answer.totalProfiles || answer.profiles.length === 0) return names;
  }
}

/** Page indexes of the public search requests the page sends. */
function recordSearchPages(page: Page): string[] {
  const pages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/coaches/public/profiles/v2')) pages.push(url.searchParams.get('page') ?? '');
  });
  return pages;
}

/** The words inside an element that run over two lines (cut mid-word). */
function wordsSplitAcrossLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

const results = (page: Page) => page.getByRole('list', { name: 'Coaches' });
const cardNames = (page: Page) => results(page).getByRole('heading', { level: 3 });
const searchButton = (page: Page) => page.getByRole('button', { name: 'Buscar', exact: true });

async function openList(page: Page, url = '/coaches_list') {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 2, name: /encontrad/ })).toBeVisible();
}

test.describe('coach search', () => {
  test('a visitor finds coaches by name with and without accents', async ({ page }) => {
    await openList(page);
    const expected = expectedNames({ name: 'conceição' });
    expect(expected.length).toBeGreaterThan(1);
    const name = page.getByRole('searchbox', { name: 'Nome do coach' });
    await name.fill('conceição');
    await searchButton(page).click();
    await expect(cardNames(page)).toHaveText(expected);
    await expect(page).toHaveURL(/name=/);

    await name.fill('CONCEICAO');
    await name.press('Enter');
    await expect(cardNames(page)).toHaveText(expected);
    await expect(page.getByRole('heading', { level: 2, name: `${expected.length} coaches encontrados` })).toBeVisible();
  });

  test('a visitor searches by country, state and city, and by a cities-only country', async ({ page }) => {
    await openList(page);
    const country = page.getByRole('combobox', { name: 'País' });
    const state = page.getByRole('combobox', { name: 'Estado' });
    const city = page.getByRole('combobox', { name: 'Cidade' });
    await expect(state).toBeDisabled();
    await country.selectOption({ label: 'Brasil' });
    await expect(state).toBeEnabled();
    await state.selectOption({ label: 'São Paulo' });
    await city.selectOption({ label: 'Campinas' });
    await searchButton(page).click();
    await expect(cardNames(page)).toHaveText(expectedNames({ country: 'BR', state: 'SP', city: 'Campinas' }));

    await state.selectOption({ label: 'São Paulo' });
    await searchButton(page).click();
    await expect(cardNames(page)).toHaveText(expectedNames({ country: 'BR', state: 'SP' }).slice(0, 10));

    await country.selectOption({ label: 'Portugal' });
    await expect(state).toBeDisabled();
    await expect(state).toHaveValue('-1');
    await city.selectOption({ label: 'Lisboa' });
    await searchButton(page).click();
    const lisbon = expectedNames({ country: 'PT', city: 'Lisboa' });
    expect(lisbon.length).toBeGreaterThan(0);
    await expect(cardNames(page)).toHaveText(lisbon);
    await expect(page).toHaveURL(/country=.*PT/);
    expect(new URL(page.url()).searchParams.has('state')).toBe(false);
  });

  test('a visitor filters by two expertises and by a category', async ({ page }) => {
    await openList(page);
    const picker = page.getByRole('button', { name: /Especialidades/ });
    await picker.click();
    const panel = page.getByRole('group', { name: 'Especialidades' });
    await expect(panel.getByRole('checkbox')).toHaveCount(12);
    await expect(panel.getByRole('checkbox', { name: 'Select' })).toHaveCount(0);
    await panel.getByRole('checkbox', { name: 'Liderança' }).check();
    await panel.getByRole('checkbox', { name: 'Saúde' }).check();
    await page.keyboard.press('Escape');
    await expect(picker).toContainText('Liderança, Saúde');
    await searchButton(page).click();
    await expect(cardNames(page)).toHaveText(expectedNames({ expertise: ['Liderança', 'Saúde'] }).slice(0, 10));

    await picker.click();
    await page.getByRole('button', { name: 'Limpar especialidades' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Trainer' }).check();
    await searchButton(page).click();
    const trainers = expectedNames({ category: ['trainer'] });
    await expect(page.getByRole('heading', { level: 2, name: `${trainers.length} coaches encontrados` })).toBeVisible();
    await expect(cardNames(page)).toHaveText(trainers.slice(0, 10));
  });

  test('next and previous reuse cached pages, and the next page is fetched before it is asked for', async ({
    page,
  }) => {
    const pages = recordSearchPages(page);
    await openList(page);
    const all = expectedNames({});
    await expect(cardNames(page)).toHaveText(all.slice(0, 10));
    // The first page came with the page's HTML; the next is fetched at once.
    await expect.poll(() => pages).toEqual(['1']);

    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect(cardNames(page)).toHaveText(all.slice(10, 20));
    await expect(page.getByText(`Página 2 de ${Math.ceil(all.length / 10)}`)).toBeVisible();
    await expect.poll(() => pages).toEqual(['1', '2']);

    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(cardNames(page)).toHaveText(all.slice(0, 10));
    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect(cardNames(page)).toHaveText(all.slice(10, 20));
    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect(cardNames(page)).toHaveText(all.slice(20, 30));
    await expect.poll(() => pages).toEqual(['1', '2', '3']);
  });

  test('scrolling loads every result and then stops', async ({ page }) => {
    test.setTimeout(90_000);
    const pages = recordSearchPages(page);
    await openList(page);
    const all = expectedNames({});
    await expect(cardNames(page)).toHaveCount(10);
    const done = page.getByText('Todos os resultados foram carregados.');
    for (let round = 0; round < 20 && !(await done.isVisible()); round += 1) {
      const shown = await cardNames(page).count();
      await page.mouse.wheel(0, 4000);
      // The next page, or the end of the list.
      await expect.poll(async () => (await cardNames(page).count()) > shown || (await done.isVisible())).toBe(true);
    }
    await expect(done).toBeVisible();
    await expect(cardNames(page)).toHaveText(all);
    const count = pages.length;
    expect(new Set(pages).size).toBe(count);
    // Every page but the first, which came with the page's HTML.
    expect(count).toBe(Math.ceil(all.length / 10) - 1);
    expect(pages).not.toContain('0');
    // At the end, scrolling asks for no further page.
    const further = page.waitForRequest((request) => request.url().includes('/coaches/public/profiles/v2'), {
      timeout: 1000,
    });
    await page.mouse.wheel(0, 4000);
    await expect(further).rejects.toThrow();
    expect(pages).toHaveLength(count);
    await expect(page.getByRole('button', { name: 'Carregar mais coaches' })).toHaveCount(0);
  });

  test('back from a coach’s site shows the 50 coaches loaded, where the visitor was, with the pager right', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const pages = recordSearchPages(page);
    await openList(page);
    const all = expectedNames({});
    const totalPages = Math.ceil(all.length / 10);
    expect(all.length).toBeGreaterThan(50);
    await expect(cardNames(page)).toHaveCount(10);
    // Scroll to the end of the list, page after page: each time the next page shows, and the
    // end moves out of reach until the visitor scrolls again.
    // The end of the list is its last coach's card (the next page's placeholders stand below it).
    for (let shown = 10; shown < 50; shown += 10) {
      await cardNames(page)
        .last()
        .evaluate((name) => name.closest('li')?.scrollIntoView({ block: 'end', behavior: 'instant' }));
      await expect(cardNames(page)).toHaveCount(shown + 10);
    }
    await expect(page.getByText(`Página 5 de ${totalPages}`)).toBeVisible();
    // Pages 2 to 6 (the sixth fetched ahead); the first came with the page's HTML.
    await expect.poll(() => pages.length).toBe(5);
    // The visitor opens the lowest coach wholly in view.
    const inView = await results(page)
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .filter((link) => {
            const box = link.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          })
          .map((link) => link.textContent ?? ''),
      );
    const name = inView.at(-1)!;
    expect(all.indexOf(name)).toBeGreaterThanOrEqual(30);
    const scrolled = await page.evaluate(() => window.scrollY);
    const coach = searchProfiles(publishedCoaches, { page: Math.floor(all.indexOf(name) / 10) }).profiles.find(
      (card) => `${card.firstName} ${card.secondName}` === name,
    )!;
    await results(page).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${coach.username}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();

    await expect(page).toHaveURL(/\/coaches_list$/);
    await expect(cardNames(page)).toHaveText(all.slice(0, 50));
    await expect(results(page).getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
    await expect(page.getByText(`Página 5 de ${totalPages}`)).toBeVisible();
    // The pages came from the cache.
    expect(pages).toHaveLength(5);
  });

  test('at 1440 px the expertises wrap between words, never inside one', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openList(page);
    await page.getByRole('button', { name: /Especialidades/ }).click();
    const panel = page.getByRole('group', { name: 'Especialidades' });
    await expect(panel.getByRole('checkbox', { name: 'Relacionamentos' })).toBeVisible();
    const lists = [panel, ...(await results(page).getByRole('list', { name: 'Especialidades' }).all())];
    expect(lists.length).toBeGreaterThan(1);
    for (const list of lists) expect(await wordsSplitAcrossLines(list)).toEqual([]);
  });

  test('a search that finds nobody shows no results', async ({ page }) => {
    await openList(page);
    await page.getByRole('searchbox', { name: 'Nome do coach' }).fill('xyzzy ninguém');
    await searchButton(page).click();
    await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test('a server error shows the toast', async ({ page }) => {
    allowConsoleErrors(/500/);
    await openCoachesListWithFault(page, 'searchPublicProfiles:500');
    await expect(page.getByText('Falha simulada pela demonstração (HTTP 500).')).toBeVisible();
    await expect(page.getByText('Não foi possível carregar os coaches.')).toBeVisible();
    // A failure is no result: no count of coaches, and a way to ask again.
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /encontrad/ })).toHaveCount(0);
  });

  test('a server error without a description shows the generic message', async ({ page }) => {
    allowConsoleErrors(/503/);
    await openCoachesListWithFault(page, 'searchPublicProfiles:503+bare');
    await expect(page.getByText('Ocorreu um erro, tente novamente ou entre em contato com o suporte!')).toBeVisible();
  });

  test('a search URL opened in a new tab shows the same results, and the back button restores a search', async ({
    page,
    context,
  }) => {
    await openList(page);
    await page.getByRole('combobox', { name: 'País' }).selectOption({ label: 'Brasil' });
    await page.getByRole('checkbox', { name: 'Select' }).check();
    await searchButton(page).click();
    const expected = expectedNames({ country: 'BR', category: ['select'] }).slice(0, 10);
    await expect(cardNames(page)).toHaveText(expected);

    const other = await context.newPage();
    await other.goto(page.url());
    await expect(cardNames(other)).toHaveText(expected);
    await expect(other.getByRole('combobox', { name: 'País' })).toHaveValue('BR');
    await expect(other.getByRole('checkbox', { name: 'Select' })).toBeChecked();
    await other.close();

    await page.getByRole('searchbox', { name: 'Nome do coach' }).fill('ana');
    await searchButton(page).click();
    await expect(cardNames(page)).toHaveText(
      expectedNames({ name: 'ana', country: 'BR', category: ['select'] }).slice(0, 10),
    );
    await page.goBack();
    await expect(cardNames(page)).toHaveText(expected);
    await expect(page.getByRole('searchbox', { name: 'Nome do coach' })).toHaveValue('');
  });

  test('a card opens the coach’s site', async ({ page }) => {
    await openList(page);
    const first = searchProfiles(publishedCoaches, { page: 0 }).profiles[0]!;
    await results(page)
      .getByRole('link', { name: `${first.firstName} ${first.secondName}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${first.username}$`));
  });

  test('on a phone, in English, the list is usable and translated', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/coaches_list?lang=en');
    await expect(page.getByRole('heading', { level: 2, name: /coaches found/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Brazil' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(cardNames(page)).toHaveText(expectedNames({ country: 'BR' }).slice(0, 10));
    await expect(results(page).getByText('Free trial session').first()).toBeVisible();
  });
});
