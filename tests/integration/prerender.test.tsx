/**
 * The prerendered pages (src/prerender.tsx, written by scripts/prerender.ts at build time): the
 * landing page and the coaches list. What each shows, and that the app takes it over in place,
 * element for element, without React finding anything different (a difference would throw the
 * HTML away and draw it again).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { App } from '@/app';
import { renderPage } from '@/prerender';
import { adoptPrerenderedPage, createAppRouter } from '@/router';
import { activateLocale } from '@/lib/i18n';
import { pageDocument } from '../../scripts/prerender';
import { stubBrowser } from '../utils/browser-stubs';

/** Renders the page as the build does: in Node, with none of the browser's globals. */
async function prerender(path: string): Promise<string> {
  for (const name of ['document', 'localStorage', 'IntersectionObserver', 'matchMedia', 'navigator'])
    vi.stubGlobal(name, undefined);
  try {
    return await renderPage(path);
  } finally {
    vi.unstubAllGlobals();
    stubBrowser({ intersection: true });
  }
}

let root: Root | undefined;

/**
 * Puts a page's prerendered HTML in #root and hydrates it as the browser does (src/main.tsx),
 * keeping the heading and the name field as they were before, and watching for differences.
 */
async function takeOver(path: string) {
  const html = await prerender(path);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById('root')!;
  const heading = screen.getByRole('heading', { level: 1 });
  const nameField = screen.getByRole('searchbox', { name: 'Nome do coach' });

  await activateLocale('pt');
  window.history.replaceState(null, '', path);
  const router = createAppRouter();
  await router.load();
  adoptPrerenderedPage(router);
  const recoverable = vi.fn();
  const errors = vi.spyOn(console, 'error');
  act(() => {
    root = hydrateRoot(container, <App router={router} />, { onRecoverableError: recoverable });
  });
  return { heading, nameField, recoverable, errors };
}
beforeEach(() => {
  stubBrowser({ intersection: true });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the prerendered landing page', { timeout: 30_000 }, () => {
  it('holds the shell, the intro, the search form and the static sections, in pt, with no banner or script', async () => {
    const html = await prerender('/home');
    document.body.innerHTML = `<div id="root">${html}</div>`;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Encontre o coach certo para a sua próxima conquista',
    );
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Por que escolher a Coachly' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Coachly`);
    expect(screen.queryByRole('region', { name: /cookies/i })).toBeNull();
    expect(document.querySelector('#root script')).toBeNull();
    // The page's title and sharing tags are the app's to put in <head>, not #root's.
    expect(document.querySelector('#root title, #root meta')).toBeNull();
  });

  it('is taken over by the app in place: the same elements stay and React finds nothing different', async () => {
    const { heading, nameField, recoverable, errors } = await takeOver('/home');
    // The app has taken the page over: its own effects ran (the banner is the app's alone).
    expect(await screen.findByRole('button', { name: 'Aceitar' })).toBeInTheDocument();

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getByRole('searchbox', { name: 'Nome do coach' })).toBe(nameField);
    expect(document.title).toBe('Encontre seu coach · Coachly');
  });
});

describe('the prerendered coaches list', { timeout: 30_000 }, () => {
  it('holds the heading, the lead, the search form and the loading list, in pt, with no script', async () => {
    const html = await prerender('/coaches_list');
    document.body.innerHTML = `<div id="root">${html}</div>`;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Encontre seu coach');
    expect(screen.getByText(/Filtre por nome, localização/)).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Buscar coaches' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Buscando coaches…');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando coaches…');
    expect(screen.getByRole('link', { name: 'Coaches' })).toHaveAttribute('aria-current', 'page');
    expect(document.querySelector('#root script')).toBeNull();
  });

  it('is taken over by the app in place, which then runs the search', async () => {
    const { heading, nameField, recoverable, errors } = await takeOver('/coaches_list');
    expect(await screen.findByRole('heading', { level: 2, name: /coaches encontrados/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getByRole('searchbox', { name: 'Nome do coach' })).toBe(nameField);
  });
});

describe('the prerendered document', () => {
  const index = '<html><head><title>Coachly</title></head><body><div id="root"></div></body></html>';

  it('puts the page in #root, hidden until its language is known, and links its stylesheets', () => {
    const page = pageDocument(index, '<main>page</main>', ['assets/landing.css'], '/');
    expect(page).toContain('<div id="root" data-prerender="hidden"><main>page</main></div>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/landing.css">\n  </head>');
  });

  it('links its stylesheets after the entry’s, ahead of the route preloader', () => {
    const built = [
      '<html><head>',
      '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
      '    <script type="module" async>preload()</script>',
      '  </head><body><div id="root"></div></body></html>',
    ].join('\n');
    const page = pageDocument(built, '<main>page</main>', ['assets/landing.css', 'assets/form.css'], '/');
    expect(page).toContain(
      [
        '<link rel="stylesheet" crossorigin href="/assets/index.css">',
        '    <link rel="stylesheet" crossorigin href="/assets/landing.css">',
        '    <link rel="stylesheet" crossorigin href="/assets/form.css">',
        '    <script type="module" async>preload()</script>',
      ].join('\n'),
    );
  });

  it('keeps dollar signs of the page as they are', () => {
    expect(pageDocument(index, '<p>R$ 100 $& $1</p>', [], '/')).toContain('<p>R$ 100 $& $1</p>');
  });

  it('refuses an index.html without an empty #root', () => {
    expect(() => pageDocument('<div id="app"></div>', '', [])).toThrow(/#root/);
  });
});
