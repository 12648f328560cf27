/**
 * Boot: demo backend when no API host is set, language, inspector, router. The query client
 * loads after the first render (src/lib/query-client.tsx).
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './styles/global.css';
import { App } from './app';
import { activateLocale, DEFAULT_LOCALE, i18n, initialLocale, loadAllMessages } from './lib/i18n';
import { dropStaticHeadTags } from './lib/page-head';
import { PRERENDER_ATTRIBUTE } from './lib/prerendered';
import { setSessionNavigation } from './lib/session-navigation';
import { adoptPrerenderedPage, createAppRouter, navigateForSession } from './router';

/** The language a server-rendered page is in (its `<html lang>`); null for any other page. */
function serverRenderedLocale(): string | null {
  return '$_TSR' in window ? document.documentElement.lang : null;
}

async function boot(): Promise<void> {
  const serverLocale = serverRenderedLocale();
  // Its code downloads beside the language and the demo backend rather than after them.
  const hydration = serverLocale === null ? null : import('./lib/hydrate-page');
  // Unused when the visitor's language differs: its failure then is nobody's error.
  hydration?.catch(() => undefined);
  // Tested on import.meta.env directly so the bundler drops the demo backend when a host is set.
  // The demo bar comes with it, before the first paint, so it never pushes the page down.
  const demo = !import.meta.env.VITE_API_V1_URL
    ? Promise.all([
        import('./mocks/browser').then((m) => m.startDemoBackend()),
        import('./features/demo/demo-bar'),
      ]).then(([backend, bar]) => ({ bar: bar.default, profilesChanged: backend.profilesChanged }))
    : Promise.resolve(undefined);
  const [demoBackend] = await Promise.all([demo, activateLocale(initialLocale())]);
  const demoBar = demoBackend?.bar;
  if (demoBar) await loadAllMessages();
  // Only a build or dev server that may be asked for the inspector carries its wiring.
  if (import.meta.env.VITE_XSTATE_INSPECT === '1' || import.meta.env.DEV) {
    const { inspectionRequested, startBrowserInspector } = await import('./lib/inspect');
    if (inspectionRequested()) await startBrowserInspector();
  }

  const router = createAppRouter({ demoBar });
  setSessionNavigation((to) => void navigateForSession(router, to));

  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  // From the first render the routes' head() give the page's description and sharing tags.
  dropStaticHeadTags(document.head);
  // A page that fails shows the router's error page, which logs the error itself (RouteError).
  const options = { onCaughtError: () => {} };
  // A prerendered page (scripts/prerender.ts) that the route preloader has shown (the visitor's
  // language, and the address it was rendered for) is taken over in place once the app has
  // loaded the same page: the same elements stay, nothing is drawn twice. Any other is replaced
  // by the app's first commit (React empties #root), which also removes its mark
  // (src/routes/__root.tsx).
  // A page the server rendered in the visitor's language is hydrated with the data it carries;
  // in another (a language chosen earlier, which the server does not know), it is drawn anew.
  // So is a demo page when this browser's demo backend holds profiles the visitor changed: the
  // demo server rendered the seed's.
  if (hydration && serverLocale === i18n.locale && !demoBackend?.profilesChanged) {
    const { hydratePage } = await hydration;
    await hydratePage(root, router, options);
  } else if (root.getAttribute(PRERENDER_ATTRIBUTE) === 'shown' && i18n.locale === DEFAULT_LOCALE) {
    await router.load();
    adoptPrerenderedPage(router);
    hydrateRoot(root, <App router={router} />, options);
  } else {
    createRoot(root, options).render(<App router={router} />);
  }
}

void boot();
