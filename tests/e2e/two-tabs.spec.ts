import type { BrowserContext, Locator, Page } from '@playwright/test';
import { test, expect, checkA11y } from './fixtures';
import { declineCookies, serverProfile, signIn } from './helpers';

// Two tabs of one browser share the demo backend (the server's sandbox their cookie names) and
// the sign-in; each test edits the same profile from both.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ context }) => declineCookies(context));

interface Testimony {
  id: number;
  author: string;
}

/** What the tests read of the owner's profile on the server. */
interface Profile {
  aboutMe?: string;
  testimonies?: Testimony[];
}

const authors = async (page: Page) => ((await serverProfile<Profile>(page)).testimonies ?? []).map((t) => t.author);

async function openEditor(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/ana-souza/edit');
  await expect(page.getByRole('navigation', { name: 'Painel de edição' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('switch').first()).toBeVisible({ timeout: 20_000 });
}

/** Signs in, then opens the editor in this tab and in a second one of the same browser. */
async function twoTabs(page: Page, context: BrowserContext, secondTabSetup?: (tab: Page) => Promise<unknown>) {
  await signIn(page);
  await openEditor(page);
  const other = await context.newPage();
  await secondTabSetup?.(other);
  await openEditor(other);
  return other;
}

const panel = (page: Page) => page.getByRole('navigation', { name: 'Painel de edição' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const conflictDialog = (page: Page) => dialog(page, 'Alterado em outra aba');

async function openTestimonies(page: Page): Promise<Locator> {
  await panel(page).getByRole('button', { name: 'Depoimentos' }).click();
  const manager = dialog(page, 'Depoimentos');
  await expect(manager).toBeVisible();
  return manager;
}

async function addTestimony(page: Page, author: string): Promise<void> {
  const manager = await openTestimonies(page);
  await manager.getByRole('button', { name: 'Adicionar depoimento' }).click();
  const add = dialog(page, 'Adicionar depoimento');
  await add.getByLabel(/^Autor/).fill(author);
  await add.getByLabel(/^Ocupação/).fill('Empresária');
  await add.getByLabel(/^Depoimento/).fill('Organizei minha carreira em três meses.');
  await add.getByRole('button', { name: 'Salvar' }).click();
  await expect(manager.getByRole('button', { name: `Editar depoimento de ${author}` })).toBeVisible();
}

async function deleteTestimony(page: Page, manager: Locator, author: string): Promise<void> {
  await manager.getByRole('button', { name: `Excluir depoimento de ${author}` }).click();
  await dialog(page, 'Excluir depoimento').getByRole('button', { name: 'Excluir' }).click();
}

async function openAboutMe(page: Page): Promise<Locator> {
  await panel(page).getByRole('button', { name: 'Textos' }).click();
  await dialog(page, 'Textos do site').getByRole('button', { name: 'Sobre mim' }).click();
  const editor = dialog(page, 'Sobre mim');
  await expect(editor).toBeVisible();
  return editor;
}

test.describe('one owner, two tabs', () => {
  test('a tab follows the list the other saved, so its delete keeps the other tab’s testimony', async ({
    page,
    context,
  }) => {
    const tabB = await twoTabs(page, context);
    const before = await authors(page);
    expect(before).toHaveLength(5);

    await addTestimony(page, 'Carla Nunes');
    await expect.poll(() => authors(page)).toHaveLength(6);

    const manager = await openTestimonies(tabB);
    await expect(manager.getByText('6 de 6 depoimentos')).toBeVisible();
    await deleteTestimony(tabB, manager, before[0]!);
    await expect(manager.getByText('5 de 6 depoimentos')).toBeVisible();

    await expect.poll(() => authors(page)).toEqual([...before.slice(1), 'Carla Nunes']);
    await expect(conflictDialog(tabB)).toHaveCount(0);
    await expect(dialog(page, 'Depoimentos').getByText('5 de 6 depoimentos')).toBeVisible();
  });

  test('a tab that missed the other’s save asks before writing its stale list, and merging keeps both changes', async ({
    page,
    context,
  }) => {
    // This tab hears nothing from the other (as another device would): only the check before
    // writing stands between its stale list and the saved one.
    const tabB = await twoTabs(page, context, (tab) =>
      tab.addInitScript(() => {
        delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
      }),
    );
    const before = await authors(page);
    const managerB = await openTestimonies(tabB);
    await expect(managerB.getByText('5 de 6 depoimentos')).toBeVisible();

    await addTestimony(page, 'Carla Nunes');
    await expect.poll(() => authors(page)).toHaveLength(6);

    await deleteTestimony(tabB, managerB, before[0]!);
    const conflict = conflictDialog(tabB);
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText('Depoimentos');
    await expect(conflict).toContainText('Nada foi sobrescrito.');
    expect(await authors(page)).toEqual([...before, 'Carla Nunes']);
    await checkA11y(tabB);

    await conflict.getByRole('button', { name: 'Mesclar' }).click();
    await expect(conflict).toBeHidden();
    await expect.poll(() => authors(page)).toEqual([...before.slice(1), 'Carla Nunes']);
    await expect(managerB.getByRole('button', { name: 'Editar depoimento de Carla Nunes' })).toBeVisible();
    await expect(managerB.getByText('5 de 6 depoimentos')).toBeVisible();
  });

  test('a text saved in one tab is not overwritten by the other tab’s edit of it: the owner chooses', async ({
    page,
    context,
  }) => {
    const tabB = await twoTabs(page, context);
    const editorB = await openAboutMe(tabB);
    await editorB.getByLabel(/^Sobre mim/).fill('Texto escrito na aba B.');

    const editorA = await openAboutMe(page);
    await editorA.getByLabel(/^Sobre mim/).fill('Texto salvo na aba A.');
    await editorA.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(async () => (await serverProfile<Profile>(page)).aboutMe).toBe('Texto salvo na aba A.');

    // Tab B still shows what its owner is typing, and saving it asks first.
    await expect(editorB.getByLabel(/^Sobre mim/)).toHaveValue('Texto escrito na aba B.');
    await editorB.getByRole('button', { name: 'Salvar' }).click();
    const conflict = conflictDialog(tabB);
    await expect(conflict).toBeVisible();
    const about = conflict.getByRole('region', { name: 'Sobre mim' });
    await expect(about.getByText('Texto salvo na aba A.')).toBeVisible();
    await expect(about.getByText('Texto escrito na aba B.')).toBeVisible();
    expect((await serverProfile<Profile>(page)).aboutMe).toBe('Texto salvo na aba A.');
    await checkA11y(tabB);

    await conflict.getByRole('button', { name: 'Usar a salva' }).click();
    await expect(conflict).toBeHidden();
    await expect(tabB.locator('#biography').getByText('Texto salvo na aba A.')).toBeVisible();
    expect((await serverProfile<Profile>(page)).aboutMe).toBe('Texto salvo na aba A.');

    // Writing over it is the owner's explicit choice.
    const again = await openAboutMe(tabB);
    await again.getByLabel(/^Sobre mim/).fill('Texto escrito na aba B.');
    const editorA2 = await openAboutMe(page);
    await editorA2.getByLabel(/^Sobre mim/).fill('Outro texto da aba A.');
    await editorA2.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(async () => (await serverProfile<Profile>(page)).aboutMe).toBe('Outro texto da aba A.');
    await again.getByRole('button', { name: 'Salvar' }).click();
    await conflict.getByRole('button', { name: 'Manter a minha' }).click();
    await expect(conflict).toBeHidden();
    await expect.poll(async () => (await serverProfile<Profile>(page)).aboutMe).toBe('Texto escrito na aba B.');
  });
});
