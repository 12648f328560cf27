import { useLayoutEffect, type ComponentType } from 'react';
import { createRootRouteWithContext, Navigate, Outlet, useMatches } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Header } from '@/features/shell/header';
import { Footer } from '@/features/shell/footer';
import { CookieConsent } from '@/features/shell/cookie-consent';
import { Toaster } from '@/components/ui/toast';
import { catalogsForPath, loadCatalogs } from '@/lib/i18n';
import { PRERENDER_ATTRIBUTE } from '@/lib/prerendered';
import { loadQueryClient } from '@/lib/query-client';
import styles from './-components/root.module.css';

export interface RouterContext {
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
  // The app's first page is drawn: a prerendered one it replaced or took over needs no mark.
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute(PRERENDER_ATTRIBUTE), []);
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

export const Route = createRootRouteWithContext<RouterContext>()({
  // Before every page, also on the way from one page to another (a loader would only run when
  // the root is first matched): its text and, but on the landing page, the query client. The
  // route preloader (scripts/route-preload.ts) has them downloading with the entry already.
  beforeLoad: async ({ location }) => {
    const catalogs = catalogsForPath(location.pathname);
    await Promise.all([loadCatalogs(catalogs), catalogs.includes('landing') ? null : loadQueryClient()]);
  },
  component: RootLayout,
  notFoundComponent: () => <Navigate to="/home" replace />,
});
