/**
 * Steps the e2e specs share: preparing a page, signing a demo coach in against the demo backend
 * (the server answers `/__demo/…` from the browser context's own sandbox, named by its cookie),
 * and waiting for a page to settle.
 */
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { coaches } from '../../src/mocks/seed/coaches';

/** A seeded coach on each template, with every section of the menu its profile fills. */
export const TEMPLATE_COACHES: Record<string, string> = {
  'template-1': 'joao-pereira',
  'template-2': 'thiago-santos',
  'template-3': 'maria-conceicao-angela-de-albuquerque-wolfeschlegelsteinhausen',
  'template-4': 'luiz-gustavo-rocha',
  'template-5': 'ana-souza',
  'template-6': 'lucia-fernandes',
  'template-7': 'conceicao-almeida',
};

/** A coach as the demo's seed has it, before any test changes it. */
export function seedCoach(username: string): (typeof coaches)[number] {
  const coach = coaches.find((candidate) => candidate.username === username);
  if (!coach) throw new Error(`No seed coach ${username}`);
  return coach;
}

/** Tokens the demo provider answers a password grant with. */
export interface DemoTokens {
  access_token: string;
  refresh_token: string;
}

/**
 * Declines the cookie banner before the first page, as an earlier visit would have (the refusal
 * is a cookie the server reads), in the context of a page or a context: pages that want the
 * room the banner takes, or test focus order from the header on.
 */
export async function declineCookies(target: Page | BrowserContext): Promise<void> {
  const context = 'addCookies' in target ? target : target.context();
  await context.addCookies([{ name: 'coachly_consent', value: 'declined', domain: '127.0.0.1', path: '/' }]);
}

/**
 * Keeps a language as the visitor's choice, as the language selector does: in the cookie the
 * server reads (a page the server draws is in that language, and the browser keeps it). Call it
 * on a page of the app.
 */
export async function chooseLanguage(page: Page, locale: 'pt' | 'en' | 'es'): Promise<void> {
  await page.evaluate((value) => {
    document.cookie = `coachly_lang=${value}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }, locale);
}

/**
 * Reduced motion and the cookie banner declined: toasts and dialogs appear at once instead of
 * fading in (axe would measure them half faded), and no banner covers the page.
 */
export async function calmPage(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await declineCookies(page);
}

/**
 * Opens a plain file of the app's origin (robots.txt: no app to load), so that the page's scripts
 * reach the demo backend and its storage is the app's, and asks the backend once, so that the
 * browser context holds its sandbox cookie (control calls that change state require it).
 */
export async function openDemoBackend(page: Page): Promise<void> {
  await page.goto('/robots.txt');
  const status = await page.evaluate(async () => (await fetch('/__demo/control/faults')).status);
  expect(status).toBe(200);
}

/**
 * Sets the fault switch of this browser context's demo sandbox (`op:500,...`; '' switches it off),
 * as the demo bar does, from the open page of the app.
 */
export async function setDemoFaults(page: Page, faults: string): Promise<void> {
  const status = await page.evaluate(async (value) => {
    const response = await fetch('/__demo/control/faults', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ faults: value }),
    });
    return response.status;
  }, faults);
  expect(status).toBe(200);
}

/**
 * Sets the fault switch with `?demo_fault=` in the address of /help, then opens the coaches list
 * through the footer's link, so that the browser asks for its data and meets the fault. (The
 * list's own address with a fault on its data answers 503 with the error page: the server cannot
 * draw it.)
 */
export async function openCoachesListWithFault(page: Page, faults: string): Promise<void> {
  await page.goto(`/help?demo_fault=${encodeURIComponent(faults)}`);
  await expect(page).toHaveURL(/\/help$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Encontre um coach' }).click();
  await expect(page).toHaveURL(/\/coaches_list$/);
}

/** Asks the demo provider for a demo account's tokens (password grant), from the open page. */
export async function demoTokens(page: Page, account = 'ana-souza'): Promise<DemoTokens> {
  return page.evaluate(async (username) => {
    const form = new URLSearchParams({
      grant_type: 'password',
      username,
      password: 'demo1234',
      client_id: 'coach_profile',
      machine: 'e2e',
      scope: 'coach',
    });
    const response = await fetch('/__demo/auth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    return (await response.json()) as DemoTokens;
  }, account);
}

/**
 * Saves changes to a demo account's profile as its owner, from the open page; with `publish`,
 * publishes the profile too.
 */
export async function saveProfile(
  page: Page,
  accessToken: string,
  changes: Record<string, unknown>,
  publish = false,
): Promise<void> {
  await page.evaluate(
    async ({ accessToken, changes, publish }) => {
      const auth = { Authorization: `Bearer ${accessToken}` };
      if (Object.keys(changes).length > 0) {
        const saved = await fetch('/__demo/api/v1/profiles/me', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...auth },
          body: JSON.stringify(changes),
        });
        if (!saved.ok) throw new Error(`save failed ${saved.status} ${await saved.text()}`);
      }
      if (publish) await fetch('/__demo/api/v1/profiles/me/publish', { method: 'POST', headers: auth });
    },
    { accessToken, changes, publish },
  );
}

/**
 * Signs a demo coach in as the app would keep the session: the demo provider's tokens in
 * `localStorage['coachly.tokens']`. With `changes`, saves them to the profile first.
 */
export async function signIn(page: Page, account = 'ana-souza', changes: Record<string, unknown> = {}): Promise<void> {
  await openDemoBackend(page);
  const tokens = await demoTokens(page, account);
  await saveProfile(page, tokens.access_token, changes);
  await page.evaluate((value) => localStorage.setItem('coachly.tokens', value), JSON.stringify(tokens));
}

/** The signed-in owner's profile as the demo backend has it now. */
export async function serverProfile<T = Record<string, unknown>>(page: Page): Promise<T> {
  return page.evaluate(async () => {
    const tokens = JSON.parse(localStorage.getItem('coachly.tokens') ?? '{}') as { access_token?: string };
    const response = await fetch('/__demo/api/v1/profiles/me', {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    return (await response.json()) as T;
  });
}

/** Takes the signed-in owner's site offline, as the owner's unpublish call does. */
export async function unpublishSite(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const tokens = JSON.parse(localStorage.getItem('coachly.tokens') ?? '{}') as { access_token?: string };
    const response = await fetch('/__demo/api/v1/profiles/me/unpublish', {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    if (!response.ok) throw new Error(`unpublish failed ${response.status}`);
  });
}

/** Signs the first-time demo coach in through the demo provider; the wizard opens. */
export async function signInNewCoach(page: Page): Promise<void> {
  await page.goto('/login');
  await page.waitForURL(/\/demo\/authorize\?/);
  await page.getByRole('button', { name: /Novo Coach/ }).click();
  await page.waitForURL(/\/customize$/);
}

/** Types the new coach's name, e-mail and phone on the wizard's first step; returns the phone field. */
export async function fillNewCoachContact(page: Page): Promise<Locator> {
  await page.getByLabel(/Nome completo/).fill('Marina Alves Prado');
  await page.getByLabel(/E-mail/).fill('marina@example.com');
  const phone = page.getByRole('textbox', { name: /Telefone/ });
  await phone.click();
  await phone.press('End');
  await page.keyboard.type('11987654321');
  return phone;
}

/** Fills the experimental session request dialog: name, e-mail, the first day, period and type. */
export async function fillSessionRequest(dialog: Locator): Promise<void> {
  await dialog.getByLabel(/^Nome/).fill('Carlos Lima');
  await dialog.getByLabel(/^E-mail/).fill('carlos@example.com');
  await dialog.getByRole('group', { name: /Dia/ }).locator('label').first().click();
  await dialog
    .getByRole('group', { name: /Período/ })
    .locator('label')
    .first()
    .click();
  const type = dialog
    .getByRole('group', { name: /Tipo de sessão/ })
    .getByRole('radio')
    .first();
  if (!(await type.isChecked()))
    await dialog
      .getByRole('group', { name: /Tipo de sessão/ })
      .locator('label')
      .first()
      .click();
}

/** Waits for the web font and the eager pictures: nothing left to move the layout. */
export async function fontsAndPicturesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.fonts.status === 'loaded' &&
          [...document.images].every((image) => image.loading === 'lazy' || image.complete),
      ),
    )
    .toBe(true);
}
