/**
 * Renders the landing page to HTML at build time (scripts/prerender.ts), so that a visitor sees
 * it as soon as the HTML and CSS arrive, before the app's code has downloaded and run. The app
 * then renders over it (src/main.tsx). Only what needs no API data and no browser state is in
 * this HTML: the shell, the intro, the search form without its option lists, the static sections
 * and the placeholders of the lazy ones; it is in pt, the default language. The browser renders
 * the same tree (src/app.tsx) and takes the page over in place when its language is pt too.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from './app';
import { activateLocale, DEFAULT_LOCALE } from './lib/i18n';
import { createAppRouter } from './router';

export async function renderPage(path: string): Promise<string> {
  await activateLocale(DEFAULT_LOCALE);
  const router = createAppRouter({ prerender: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return renderToString(<App router={router} />);
}
