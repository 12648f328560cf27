import { Suspense, useLayoutEffect, type ComponentType } from 'react';
import {
  createRootRouteWithContext,
  HeadContent,
  Navigate,
  Outlet,
  Scripts,
  useMatches,
  useRouter,
} from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Header } from '@/features/shell/header';
import { Footer } from '@/features/shell/footer';
import { i18n, loadCatalogs } from '@/lib/i18n';
import { siteHead } from '@/lib/page-head';
import { PRERENDER_ATTRIBUTE } from '@/lib/prerendered';
import { loadQueryClient } from '@/lib/query-client';
import { useInBrowser } from '@/lib/use-in-browser';
import styles from './-components/root.module.css';
import { lazyRetry } from '@/lib/retry-import';

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

// Neither takes room in the page (the banner is fixed over its bottom edge, the toasts over its top
// right corner): their code loads once the page has rendered, not with every page's first download.
const CookieConsent = lazyRetry(() =>
  import('@/features/shell/cookie-consent').then(({ CookieConsent }) => ({ default: CookieConsent })),
);
const Toaster = lazyRetry(() => import('@/components/ui/toast').then(({ Toaster }) => ({ default: Toaster })));

/** The cookie banner and the toasts: not in a prerendered page, nor while the app takes one over. */
function Overlays() {
  if (!useInBrowser()) return null;
  return (
    <>
      <Suspense fallback={null}>
        <CookieConsent />
      </Suspense>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}

function RootLayout() {
  const { t } = useLingui();
  // The app's first page is drawn: a prerendered one it replaced or took over needs no mark.
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute(PRERENDER_ATTRIBUTE), []);
  const bare = useMatches({ select: (matches) => matches.some((m) => m.staticData.bare === true) });
  const { demoBar: DemoBar } = Route.useRouteContext();
  const { isServer } = useRouter();
  return (
    <div className={styles.app}>
      {/* The routes' title and sharing tags, which React puts in <head>. Not in a prerendered
          page, which is #root's content only: index.html's own tags stand there. */}
      {isServer ? null : <HeadContent />}
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
      <Overlays />
      {/* A server-rendered page's data for the browser (src/entry-server.tsx). Its scripts remove
          themselves once run, so the browser renders nothing here, and ships none of this code. */}
      {import.meta.env.SSR ? <Scripts /> : null}
    </div>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Before every page, also on the way from one page to another (a loader would only run when
  // the root is first matched): its text and, but on the landing page, the query client. The
  // route preloader (scripts/route-preload.ts) has them downloading with the entry already.
  beforeLoad: async ({ matches }) => {
    const page = __PAGE_LOADS__[matches.at(-1)?.routeId ?? ''];
    await Promise.all([loadCatalogs(page?.catalogs ?? []), page?.queryClient ? loadQueryClient() : null]);
  },
  // Every page's defaults, as in index.html; the pages' own head() replace what they have.
  head: () =>
    siteHead({
      description: i18n._(msg`Encontre um coach certificado, leia o blog e agende uma sessão experimental gratuita.`),
      shareDescription: i18n._(msg`Encontre um coach certificado e agende uma sessão experimental gratuita.`),
    }),
  component: RootLayout,
  notFoundComponent: () => <Navigate to="/home" replace />,
});
