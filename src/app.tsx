/**
 * The app's element: the providers around the router. The browser (src/main.tsx), the server
 * (src/entry-server.tsx) and the build's prerendering (src/prerender.tsx) render the same tree, so
 * that the app can take a page rendered elsewhere over where it stands.
 */
import { StrictMode, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from './lib/i18n';
import { AppQueryProvider } from './lib/query-client';
import type { AppRouter } from './router';

/** `children` stands for the router's provider where the page hydrates (src/lib/hydrate-page.tsx). */
export function App({ router, children }: { router: AppRouter; children?: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppQueryProvider>{children ?? <RouterProvider router={router} />}</AppQueryProvider>
      </I18nProvider>
    </StrictMode>
  );
}
