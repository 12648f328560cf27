/**
 * Boot: demo backend when no API host is set, language, inspector, router. The query client
 * loads after the first render (src/lib/query-client.tsx).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import '@fontsource-variable/inter';
import './styles/global.css';
import { activateLocale, i18n, initialLocale, loadAllMessages } from './lib/i18n';
import { inspectionRequested, startBrowserInspector } from './lib/inspect';
import { AppQueryProvider } from './lib/query-client';
import { setSessionNavigation } from './lib/session-navigation';
import { createAppRouter, navigateForSession } from './router';

async function boot(): Promise<void> {
  // Tested on import.meta.env directly so the bundler drops the demo backend when a host is set.
  // The demo bar comes with it, before the first paint, so it never pushes the page down.
  const demo = !import.meta.env.VITE_API_V1_URL
    ? Promise.all([
        import('./mocks/browser').then((m) => m.startDemoBackend()),
        import('./features/demo/demo-bar'),
      ]).then(([, bar]) => bar.default)
    : Promise.resolve(undefined);
  const [demoBar] = await Promise.all([demo, activateLocale(initialLocale())]);
  if (demoBar) await loadAllMessages();
  if (inspectionRequested()) await startBrowserInspector();

  const router = createAppRouter(demoBar);
  setSessionNavigation((to) => void navigateForSession(router, to));

  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppQueryProvider>
          <RouterProvider router={router} />
        </AppQueryProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void boot();
