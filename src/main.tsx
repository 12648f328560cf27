/** Boot: demo backend when no API host is set, language, inspector, query client, router. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import '@fontsource-variable/inter';
import './styles/global.css';
import { activateLocale, i18n, initialLocale, loadAllMessages } from './lib/i18n';
import { inspectionRequested, startBrowserInspector } from './lib/inspect';
import { createQueryClient } from './lib/query-client';
import { createAppRouter, navigateForSession } from './router';
import { setNavigateHandler } from './api/http';

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

  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, demoBar);
  setNavigateHandler((to) => void navigateForSession(router, to));

  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void boot();
