/**
 * Renders the real app (routes, providers, i18n) at a URL, against the MSW handlers of the
 * current test. Use for integration tests that go through routes as a user does.
 */
import { render, type RenderResult } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { ReactElement, ReactNode } from 'react';
import { activateLocale, i18n, loadAllMessages, type Locale } from '@/lib/i18n';
import { createQueryClient } from '@/lib/create-query-client';
import { AppQueryProvider, provideQueryClient } from '@/lib/query-client';
import { createAppRouter, type AppRouter } from '@/router';

/** A fresh client for one test, without retries, that every part of the app uses. */
function testQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return provideQueryClient(queryClient);
}

export interface RenderAppResult extends RenderResult {
  router: AppRouter;
  queryClient: QueryClient;
}

export interface RenderAppOptions {
  locale?: Locale;
  /** Renders under React's StrictMode, as `npm start` runs the app. */
  strict?: boolean;
}

export async function renderApp(
  url: string,
  { locale = 'pt', strict = false }: RenderAppOptions = {},
): Promise<RenderAppResult> {
  await activateLocale(locale);
  const queryClient = testQueryClient();
  // The app's own router (its error page, preloading and scrolling), at the test's address.
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  const result = render(
    <I18nProvider i18n={i18n}>
      <AppQueryProvider>
        <RouterProvider router={router} />
      </AppQueryProvider>
    </I18nProvider>,
    { reactStrictMode: strict },
  );
  return { ...result, router, queryClient };
}

/** Renders a component with i18n and a fresh query client (no router). */
export async function renderWithProviders(ui: ReactElement, { locale = 'pt' }: { locale?: Locale } = {}) {
  // Outside the router no route asks for the other catalogs, so load every message here.
  await activateLocale(locale);
  await loadAllMessages();
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
