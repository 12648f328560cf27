import type { ComponentType } from 'react';
import { createRootRouteWithContext, Navigate, Outlet, useMatches } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Header } from '@/features/shell/header';
import { Footer } from '@/features/shell/footer';
import { CookieConsent } from '@/features/shell/cookie-consent';
import { Toaster } from '@/components/ui/toast';
import { loadAllMessages } from '@/lib/i18n';
import styles from './-components/root.module.css';

export interface RouterContext {
  queryClient: QueryClient;
  /** The demo backend's bar: demo builds load it with the backend, before the first paint. */
  demoBar?: ComponentType;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Coach sites draw their own chrome: no platform header and footer. */
    bare?: boolean;
  }
}

function RootLayout() {
  const { t } = useLingui();
  const bare = useMatches({ select: (matches) => matches.some((m) => m.staticData.bare === true) });
  const { demoBar: DemoBar } = Route.useRouteContext();
  return (
    <div className={styles.app}>
      <a href="#main" className="skip-link">
        {t`Pular para o conteúdo`}
      </a>
      {DemoBar ? <DemoBar /> : null}
      {bare ? null : <Header />}
      {bare ? (
        // Coach sites bring their own <main>; this wrapper only gives the skip link its target.
        <div id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </div>
      ) : (
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      )}
      {bare ? null : <Footer />}
      <CookieConsent />
      <Toaster />
    </div>
  );
}

/** Pages whose text is all in the first catalog (lingui.config.ts); the others wait for the rest. */
const START_PATHS = new Set(['/', '/home', '/search']);

export const Route = createRootRouteWithContext<RouterContext>()({
  // In the loader, not beforeLoad: the catalog then downloads alongside the page's own loader
  // (the coach's profile, the first posts) instead of before it.
  loader: async ({ location }) => {
    if (!START_PATHS.has(location.pathname.replace(/(.)\/+$/, '$1'))) await loadAllMessages();
  },
  component: RootLayout,
  notFoundComponent: () => <Navigate to="/home" replace />,
});
