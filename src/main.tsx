/**
 * Boot: the language, the demo bar when no API host is set, the inspector, the router. A page
 * the server rendered is hydrated in place, with the data and language it carries; without a
 * server (the dev server, static hosting) the app draws the whole document itself.
 */
import { i18n as tabI18n } from '@lingui/core';
import { StrictMode, startTransition } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import './styles/global.css';
import { yieldToBrowser } from './lib/after-next-paint';
import { createAppI18n, initialLocale, intlTag, loadAllMessages, loadCatalogs } from './lib/i18n';
import { loadLocaleData } from './lib/locale-data';
import { setSessionNavigation } from './lib/session-navigation';
import { loadWebFont } from './lib/web-font';
import { createAppRouter, navigateForSession } from './router';

async function boot(): Promise<void> {
  const serverRendered = '$_TSR' in window;
  const locale = initialLocale(serverRendered);
  // Off the main thread, before the page formats its first number or date.
  loadLocaleData(intlTag(locale));
  loadWebFont();
  // React's DOM renderer is half of the code a page runs as it starts: imported apart (one of
  // src/boot-parts.ts), it is evaluated in a task of its own rather than in the entry's.
  const renderer = import('react-dom/client');
  // The code's evaluation, the router's setup, its first match and the hydration each take a task
  // of their own.
  await yieldToBrowser();
  // Tested on import.meta.env directly so the bundler drops the demo bar when a host is set. The
  // demo backend itself runs in the server; the bar comes before the first render, as the server
  // drew it.
  const demo = !import.meta.env.VITE_API_V1_URL
    ? import('./features/demo/demo-bar').then((bar) => bar.default)
    : Promise.resolve(undefined);
  const [demoBar, i18n] = await Promise.all([demo, createAppI18n(locale, tabI18n)]);
  if (demoBar) await loadAllMessages(i18n);
  // Only a build or dev server that may be asked for the inspector carries its wiring.
  if (import.meta.env.VITE_XSTATE_INSPECT === '1' || import.meta.env.DEV) {
    const { inspectionRequested, startBrowserInspector } = await import('./lib/inspect');
    if (inspectionRequested()) await startBrowserInspector();
  }

  const router = createAppRouter({ i18n, demoBar });
  setSessionNavigation((to) => void navigateForSession(router, to));
  // A page that fails shows the router's error page, which logs the error itself (RouteError).
  const options = { onCaughtError: () => {} };
  if (serverRendered) {
    // The router's setup (its route tree) and its first match are long enough to part.
    await yieldToBrowser();
    // The root route's beforeLoad, which loads the page's texts, ran on the server only.
    const page = String(router.matchRoutes(router.latestLocation).at(-1)?.routeId ?? '');
    await loadCatalogs(i18n, __PAGE_LOADS__[page]?.catalogs ?? []);
    const { hydrateRoot } = await renderer;
    await yieldToBrowser();
    // Hydrated as a transition, so React yields to the browser between parts of the page rather
    // than taking the whole document over in one long task; a click meanwhile is replayed.
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
        options,
      );
    });
  } else {
    const { createRoot } = await renderer;
    createRoot(document, options).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
}

void boot();
