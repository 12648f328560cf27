/**
 * Renders the real app (routes, providers, i18n) at a URL, against the MSW handlers of the
 * current test. Use for integration tests that go through routes as a user does.
 */
import { cleanup, render, type queries, type RenderResult } from '@testing-library/react';
import { i18n as tabI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { ReactElement, ReactNode } from 'react';
import { createAppI18n, loadAllMessages, type Locale } from '@/lib/i18n';
import { createQueryClient } from '@/lib/create-query-client';
import { createAppRouter, type AppRouter } from '@/router';

/** A fresh client for one test, without retries. */
function testQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return queryClient;
}

/** The app's render: its container is the document, its queries look in the body. */
export interface RenderAppResult extends RenderResult<typeof queries, Document, HTMLElement> {
  router: AppRouter;
  queryClient: QueryClient;
}

export interface RenderAppOptions {
  locale?: Locale;
  /** Renders under React's StrictMode, as `npm start` runs the app. */
  strict?: boolean;
}

/**
 * The app as the browser builds it (src/main.tsx): Lingui's own instance in the test's language,
 * the app's router at the test's address. The root route draws the whole document (`<html>`,
 * `<head>`, `<body>`), so React renders into `document`, as it does in the browser; queries look
 * in `document.body`. The document holds one app at a time: a second one in a test replaces the
 * first.
 */
export async function renderApp(
  url: string,
  { locale = 'pt', strict = false }: RenderAppOptions = {},
): Promise<RenderAppResult> {
  const i18n = await createAppI18n(locale, tabI18n);
  const queryClient = testQueryClient();
  const router = createAppRouter({ i18n, history: createMemoryHistory({ initialEntries: [url] }), queryClient });
  await router.load();
  // A root on `document` cannot be rendered into again once unmounted: start a new one.
  cleanup();
  const result = render(<RouterProvider router={router} />, {
    container: document,
    baseElement: document.body,
    reactStrictMode: strict,
  });
  return { ...result, router, queryClient };
}

/** Renders a component with i18n (every catalog) and a fresh query client (no router). */
export async function renderWithProviders(ui: ReactElement, { locale = 'pt' }: { locale?: Locale } = {}) {
  // Outside the router no route asks for the catalogs, so load every message here.
  const i18n = await createAppI18n(locale, tabI18n);
  await loadAllMessages(i18n);
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
