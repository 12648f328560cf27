/**
 * The app's element: the providers around the router. The browser (src/main.tsx) and the build's
 * prerendering (src/prerender.tsx) render the same tree, so that the app can take a prerendered
 * page over where it stands.
 */
import { StrictMode } from 'react';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from './lib/i18n';
import { AppQueryProvider } from './lib/query-client';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppQueryProvider>
          <RouterProvider router={router} />
        </AppQueryProvider>
      </I18nProvider>
    </StrictMode>
  );
}
