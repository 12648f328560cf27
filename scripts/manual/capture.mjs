// The manual's screenshots: the running demo build, in one language, driven by Playwright as a
// visitor and as the demo coaches would use it. Each browser context has a demo sandbox of its
// own (the server keys it by a cookie), so what one language's run changes (an unpublished site, a
// wizard's answers) is not seen by the others. Pictures are JPEG, to keep each
// PDF small.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { uiText } from './ui-text.mjs';

/** The width of the desktop screenshots, in CSS pixels; the PDF prints them at about 190 dpi. */
const DESKTOP = { width: 1280, height: 800 };
/** For pages whose subject runs lower: the coaches list's first row, the wizard's last step. */
const TALL = { width: 1280, height: 960 };
/** A phone, drawn at one and a half times its CSS pixels. */
const PHONE = { width: 390, height: 760 };
const PHONE_SCALE = 1.5;
const QUALITY = 60;

/** The demo bar is the demonstration's own, not the product's: the screenshots leave it out. */
const HIDE_DEMO_BAR = `aside[data-top-bar] { display: none !important; }`;

/** Waits for the web font and the pictures the page shows eagerly: nothing left to change. */
async function settled(page) {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images].every((image) => image.loading === 'lazy' || image.complete),
  );
  // Two frames: what the last pictures change is painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Waits until the app has taken the server-rendered page over, as the e2e tests do
 * (tests/e2e/fixtures.ts `hydrated`): the router has read the page's data (it drops
 * `window.$_TSR`) and every control has React's props. Before that, a click does nothing.
 */
async function hydrated(page) {
  await page.waitForFunction(() => {
    if (!document.getElementById('root')) return true;
    if ('$_TSR' in window) return false;
    const propsOf = (node) => {
      const key = Object.keys(node).find((name) => name.startsWith('__reactProps'));
      return key ? (node[key] ?? {}) : undefined;
    };
    const controls = document.body.querySelectorAll('a[href], button, input, select, textarea, summary');
    return [...controls].every((control) => {
      for (let node = control; node; node = node.parentElement) {
        const props = propsOf(node);
        if (props) return node === control || props.dangerouslySetInnerHTML !== undefined;
      }
      return false;
    });
  });
}

/** Asks the demo login provider for an account's tokens (password grant), from a page of the app. */
async function demoTokens(page, account) {
  return page.evaluate(async (username) => {
    const form = new URLSearchParams({
      grant_type: 'password',
      username,
      password: 'demo1234',
      client_id: 'coach_profile',
      machine: 'manual',
      scope: 'coach',
    });
    const response = await fetch('/__demo/auth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    if (!response.ok) throw new Error(`demo sign-in of ${username} failed: ${response.status}`);
    return response.json();
  }, account);
}

/** Calls the demo API as the signed-in owner, from a page of the app. */
async function ownerCall(page, tokens, path, body) {
  await page.evaluate(
    async ({ token, path, body }) => {
      const response = await fetch(`/__demo/api/v1${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    },
    { token: tokens.access_token, path, body },
  );
}

/**
 * Signs a demo coach in as the app keeps a session (the tokens in local storage), after opening a
 * plain file of the app's origin so that the sandbox cookie is set.
 */
async function signIn(page, account) {
  await page.goto('/robots.txt');
  await page.evaluate(async () => (await fetch('/__demo/control/faults')).status);
  // The demo backend now and then refuses a token it has just issued (401): a new one is asked
  // for until one is accepted, so that the pages are not sent to the login screen.
  for (let attempt = 1; ; attempt += 1) {
    const tokens = await demoTokens(page, account);
    const status = await page.evaluate(
      async (token) =>
        (await fetch('/__demo/api/v1/profiles/me/username', { headers: { Authorization: `Bearer ${token}` } })).status,
      tokens.access_token,
    );
    if (status === 200) {
      await page.evaluate((value) => localStorage.setItem('coachly.tokens', value), JSON.stringify(tokens));
      return tokens;
    }
    if (attempt === 5) throw new Error(`The demo backend refuses the tokens of ${account} (${status})`);
  }
}

/**
 * Takes the screenshots of one language into `dir` (`<id>.jpg`) and returns their file names by
 * id. The browser asks for `site` (the public address, which pages show: a coach's address, the
 * settings' address field) and gets its answers from the demo server at `server`. `sample` holds
 * the wizard's answers in that language (the manual's content file).
 */
export async function captureScreenshots(browser, { site, server, lang, dir, sample }) {
  mkdirSync(dir, { recursive: true });
  const ui = uiText(lang);
  const files = {};
  const newContext = async (options = {}) => {
    const context = await browser.newContext({
      baseURL: site,
      viewport: DESKTOP,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      locale: { pt: 'pt-BR', en: 'en-US', es: 'es-ES' }[lang],
      ...options,
    });
    await context.route(`${site}/**`, async (route) => {
      const { pathname, search } = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `${server}${pathname}${search}` }) });
    });
    const host = new URL(site).hostname;
    await context.addCookies([
      { name: 'coachly_consent', value: 'declined', domain: host, path: '/' },
      { name: 'coachly_lang', value: lang, domain: host, path: '/' },
    ]);
    await context.addInitScript((css) => {
      const add = () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      };
      if (document.head) add();
      else document.addEventListener('DOMContentLoaded', add);
    }, HIDE_DEMO_BAR);
    return context;
  };
  /** A page of the app in this language (`?lang=` as a link would choose it), once `ready` shows. */
  const open = async (page, path, ready = 'h1') => {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
    await hydrated(page);
    await page.locator(ready).first().waitFor();
    await settled(page);
  };
  const shoot = async (page, id, options = {}) => {
    const file = `${id}.jpg`;
    await settled(page);
    await page.screenshot({ path: join(dir, file), type: 'jpeg', quality: QUALITY, ...options });
    files[id] = file;
  };
  /** A screenshot of what the locators show (a dialog, a card), with `pad` pixels around it. */
  const shootAround = async (page, id, locators, pad = 24) => {
    const boxes = [];
    for (const locator of locators) boxes.push(await locator.boundingBox());
    const viewport = page.viewportSize();
    const x = Math.max(0, Math.min(...boxes.map((b) => b.x)) - pad);
    const y = Math.max(0, Math.min(...boxes.map((b) => b.y)) - pad);
    const right = Math.min(viewport.width, Math.max(...boxes.map((b) => b.x + b.width)) + pad);
    const bottom = Math.min(viewport.height, Math.max(...boxes.map((b) => b.y + b.height)) + pad);
    await shoot(page, id, { clip: { x, y, width: right - x, height: bottom - y } });
  };

  // ---- Visitors ----------------------------------------------------------------------------
  const visitor = await newContext();
  const page = await visitor.newPage();
  await open(page, '/home');
  await shoot(page, 'home');

  await page.setViewportSize(TALL);
  await open(page, '/coaches_list', 'main article');
  await shoot(page, 'search');
  await page.setViewportSize(DESKTOP);

  await open(page, '/ana-souza');
  await shoot(page, 'site');

  await page.locator('#session_request').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: ui('Agendar sessão experimental') }).click();
  const requestDialog = page.getByRole('dialog');
  await requestDialog.waitFor();
  await requestDialog
    .getByRole('group', { name: new RegExp(ui('Dia')) })
    .locator('label')
    .first()
    .click();
  await shootAround(page, 'session-request', [requestDialog]);
  await page.keyboard.press('Escape');

  await open(page, '/blog');
  await shoot(page, 'blog');

  await open(page, '/help');
  await shoot(page, 'help');

  await open(page, '/login?method=password', 'main form input');
  await shootAround(page, 'login', [page.locator('main h1'), page.locator('main form')], 48);
  await visitor.close();

  // ---- A first-time coach: the wizard ------------------------------------------------------
  const newcomer = await newContext();
  const wizard = await newcomer.newPage();
  await signIn(wizard, 'novo-coach');
  await open(wizard, '/customize', '#customize-title');
  await shoot(wizard, 'wizard-intro');

  const draft = (step) => ({
    version: 1,
    step,
    data: { ...sample.wizard, description: '', username: 'marina-prado' },
    biography: { versions: [], index: 0 },
  });
  await wizard.evaluate(
    (value) => localStorage.setItem('coachly.wizard-draft:novo-coach', value),
    JSON.stringify(draft(1)),
  );
  await open(wizard, '/customize/form', '[data-wizard-step="1"]');
  await shoot(wizard, 'wizard-formation');

  // Away from the wizard first: an open one would save its own draft over this one.
  await wizard.goto('/robots.txt');
  await wizard.evaluate(
    (value) => localStorage.setItem('coachly.wizard-draft:novo-coach', value),
    JSON.stringify(draft(3)),
  );
  await open(wizard, '/customize/form', '#wizard-description');
  await wizard.waitForFunction(() => (document.querySelector('#wizard-description')?.value ?? '').length > 80);
  await wizard.setViewportSize(TALL);
  await shoot(wizard, 'wizard-description');
  const address = wizard.getByRole('region', { name: ui('Onde os coachees vão encontrar você') });
  await address.scrollIntoViewIfNeeded();
  await address.getByText(ui('Endereço disponível.')).waitFor();
  await shootAround(wizard, 'wizard-address', [address], 16);
  await newcomer.close();

  // ---- A coach with a site: edit mode --------------------------------------------------------
  const owner = await newContext();
  const edit = await owner.newPage();
  const tokens = await signIn(edit, 'ana-souza');
  const panel = edit.locator('nav[data-edit-rail]');
  const openEditor = async () => {
    await open(edit, '/ana-souza/edit', 'nav[data-edit-rail]');
    await edit.getByRole('switch').first().waitFor();
    await settled(edit);
  };
  // A button's name may end with a note for screen readers ("Publicar (Site não publicado)").
  const panelButton = (label) =>
    panel.getByRole('button', { name: new RegExp(`^${ui(label).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(|$)`) });
  const closeDialog = async () => {
    await edit.keyboard.press('Escape');
    await edit.getByRole('dialog').waitFor({ state: 'detached' });
  };
  await openEditor();
  await shoot(edit, 'edit');

  await panelButton('Textos').click();
  await edit.getByRole('dialog', { name: ui('Textos do site') }).waitFor();
  await shootAround(edit, 'texts', [edit.getByRole('dialog')]);
  await edit
    .getByRole('dialog', { name: ui('Textos do site') })
    .getByRole('button', { name: ui('Sobre mim') })
    .click();
  await edit.getByRole('dialog', { name: ui('Sobre mim') }).waitFor();
  await shootAround(edit, 'about-me', [edit.getByRole('dialog')]);
  await closeDialog();

  await panelButton('Galeria').click();
  await edit.getByRole('dialog').waitFor();
  await shoot(edit, 'gallery');
  await closeDialog();

  await panelButton('Aparência').click();
  await edit.getByRole('dialog').waitFor();
  await shoot(edit, 'appearance');
  await closeDialog();

  await panelButton('Fundo').click();
  await edit.getByRole('dialog').waitFor();
  await shoot(edit, 'background');
  await closeDialog();

  await panelButton('Configurações').click();
  await edit.getByRole('dialog').waitFor();
  await shoot(edit, 'settings');
  await edit.getByRole('tab', { name: ui('Redes sociais') }).click();
  await edit.getByRole('tabpanel').waitFor();
  await shootAround(edit, 'social', [edit.getByRole('dialog')]);
  await closeDialog();

  const toolbar = edit.getByRole('group', { name: new RegExp(ui('Galeria')) });
  await edit.locator('#gallery').scrollIntoViewIfNeeded();
  await edit.evaluate(() => {
    const gallery = document.querySelector('#gallery');
    if (gallery) window.scrollTo(0, gallery.getBoundingClientRect().top + window.scrollY - 80);
  });
  await toolbar.waitFor();
  await shoot(edit, 'section-switch');

  // Publishing: the site taken offline first, then published again with the panel's button.
  await ownerCall(edit, tokens, '/profiles/me/unpublish');
  await openEditor();
  // The panel's top and the corner where its messages show.
  const corner = { x: DESKTOP.width - 520, y: 0, width: 520, height: 400 };
  await shoot(edit, 'draft', { clip: corner });
  await panelButton('Publicar').click();
  await edit.getByText(ui('Site publicado. Os visitantes já podem vê-lo.')).waitFor();
  await shoot(edit, 'published', { clip: corner });
  await panelButton('Despublicar').click();
  const unpublish = edit.getByRole('dialog', { name: ui('Despublicar o site?') });
  await unpublish.waitFor();
  await shootAround(edit, 'unpublish', [unpublish]);
  await closeDialog();
  await owner.close();

  // ---- The same on a phone -------------------------------------------------------------------
  const phone = await newContext({ viewport: PHONE, deviceScaleFactor: PHONE_SCALE, isMobile: true, hasTouch: true });
  const mobile = await phone.newPage();
  await signIn(mobile, 'ana-souza');
  await open(mobile, '/ana-souza/edit', 'h1');
  await mobile.getByRole('button', { name: ui('Abrir ações de edição') }).click();
  await mobile.getByRole('navigation', { name: ui('Ações de edição') }).waitFor();
  await shoot(mobile, 'phone-actions');
  await phone.close();

  return files;
}
