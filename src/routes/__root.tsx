import { Suspense, type ReactNode } from 'react';
import {
  createRootRouteWithContext,
  HeadContent,
  Navigate,
  Outlet,
  retainSearchParams,
  Scripts,
  useMatches,
} from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Header } from '@/features/shell/header';
import { CookieConsent } from '@/features/shell/cookie-consent';
import { Footer } from '@/features/shell/footer';
import { activateLocale, currentLocale, htmlLang, isLocale, loadCatalogs, type Locale } from '@/lib/i18n';
import { ogLocaleTags, siteHead } from '@/lib/page-head';
import { useInBrowser } from '@/lib/use-in-browser';
import type { RouterContext } from '@/router';
import styles from './-components/root.module.css';
import { lazyRetry } from '@/lib/retry-import';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Coach sites draw their own chrome: no platform header and footer. */
    bare?: boolean;
  }
}

// The toasts take no room in the page (they float over its top right corner): their code loads
// once the page has rendered, not with every page's first download.
const Toaster = lazyRetry(() => import('@/components/ui/toast').then(({ Toaster }) => ({ default: Toaster })));

/** The toasts: drawn in the browser only, once the page is hydrated. */
function Toasts() {
  if (!useInBrowser()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The whole document, on the server and in the browser: its head comes from the routes' head(). */
function Document({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const locale = currentLocale(i18n);
  // The languages the page's `hreflang` alternates name (a coach's page has those the coach wrote in).
  const alternates = useMatches({
    select: (matches) =>
      matches
        .flatMap((match) => match.links ?? [])
        .flatMap((link) => (link?.rel === 'alternate' && isLocale(link.hrefLang) ? [link.hrefLang] : []))
        .join(),
  });
  const languages = alternates ? (alternates.split(',') as Locale[]) : undefined;
  return (
    <html lang={htmlLang(locale)}>
      <head>
        <HeadContent />
        {ogLocaleTags(locale, languages).map((tag) => (
          <meta key={tag.content} {...tag} />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        <Scripts />
      </body>
    </html>
  );
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
      <CookieConsent />
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
      <Toasts />
    </div>
  );
}

/** `?lang=`: the page's language when the address names one; links and searches keep it. */
function rootSearch(raw: Record<string, unknown>): { lang?: Locale } {
  return isLocale(raw.lang) ? { lang: raw.lang } : {};
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: rootSearch,
  search: { middlewares: [retainSearchParams(['lang'])] },
  // Before every page, also on the way from one page to another (a loader would only run when
  // the root is first matched): the address's language, and the text catalogs the page needs.
  beforeLoad: async ({ matches, search, context: { i18n } }) => {
    // The router passes on a parameter its validation dropped (`?lang=xx`): only a language counts.
    if (isLocale(search.lang) && search.lang !== i18n.locale) await activateLocale(i18n, search.lang);
    await loadCatalogs(i18n, __PAGE_LOADS__[matches.at(-1)?.routeId ?? '']?.catalogs ?? []);
  },
  // Every page's defaults; the pages' own head() replace what they have.
  head: ({ match: { context }, matches }) => {
    const { i18n } = context;
    // Not found, or drawn in the browser for a signed-in coach: nobody's landing page.
    const noindex = matches.some((each) => each.status === 'notFound' || each.ssr === false);
    const defaults = siteHead({
      description: i18n._(msg`Encontre um coach certificado, leia o blog e agende uma sessão experimental gratuita.`),
      shareDescription: i18n._(msg`Encontre um coach certificado e agende uma sessão experimental gratuita.`),
      cardAlt: i18n._(msg`Coachly: encontre um coach certificado e agende uma sessão experimental gratuita.`),
      locale: currentLocale(i18n),
    });
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
        { name: 'referrer', content: 'strict-origin' },
        { name: 'theme-color', content: '#14213d' },
        ...defaults.meta,
        ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      ],
      links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    };
  },
  shellComponent: Document,
  component: RootLayout,
  notFoundComponent: () => <Navigate to="/home" replace />,
});
