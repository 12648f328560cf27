/**
 * Cookie-consent banner. Accept sets a consent cookie valid for one year and tells the
 * consent endpoint; decline hides the banner and remembers the choice. A card fixed in the top
 * right corner just below the bars at the top of the page: there it takes no room in the page
 * (nothing shifts when it comes) and covers none of a first screen's controls (the home page's
 * search form sits at the bottom of it). While it shows, whatever the browser scrolls into
 * view (a focused field, an anchor) stops below it.
 */
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState } from 'react';
import { useInBrowser } from '@/lib/use-in-browser';
import { Button } from '@/components/ui/button';
import styles from './cookie-consent.module.css';

export const CONSENT_COOKIE = 'coachly_consent';
const DECLINED_KEY = 'coachly.cookieConsent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function hasDecided(): boolean {
  if (document.cookie.split('; ').some((c) => c.startsWith(`${CONSENT_COOKIE}=`))) return true;
  try {
    return localStorage.getItem(DECLINED_KEY) === 'declined';
  } catch {
    return false;
  }
}

export function CookieConsent() {
  // Read in the browser only, so that the page the app takes over from a prerendered one
  // (src/prerender.tsx, which has no banner) starts the same.
  const inBrowser = useInBrowser();
  const [answered, setAnswered] = useState(false);
  if (!inBrowser || answered || hasDecided()) return null;

  const accept = () => {
    document.cookie = `${CONSENT_COOKIE}=accepted; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`;
    setAnswered(true);
    // The HTTP layer loads with the first click rather than with every page.
    void import('@/api/gen/api-v2/platform/platform')
      .then(({ saveCookieConsent }) => saveCookieConsent({ consent: true }, { credentials: 'include' }))
      .catch(() => undefined);
  };
  const decline = () => {
    try {
      localStorage.setItem(DECLINED_KEY, 'declined');
    } catch {
      // Storage blocked: the banner hides for this page only.
    }
    setAnswered(true);
  };

  return <Banner accept={accept} decline={decline} />;
}

/**
 * Keeps the banner just below the bars at the top of the page (`data-top-bar`: the header, a
 * coach site's menu, the demo bar) as they scroll, and the page's scroll padding below it.
 * Bars inside inert content (a template preview) do not count.
 */
function useBelowTopBars() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement;
    const place = () => {
      let bottom = 0;
      for (const bar of document.querySelectorAll('[data-top-bar]'))
        if (!bar.closest('[inert]')) bottom = Math.max(bottom, bar.getBoundingClientRect().bottom);
      banner.style.setProperty('--top-bars', `${Math.max(bottom, 0)}px`);
      root.style.scrollPaddingTop = `${banner.getBoundingClientRect().bottom + 12}px`;
    };
    place();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    resize?.observe(banner);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      resize?.disconnect();
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      root.style.removeProperty('scroll-padding-top');
    };
  }, []);
  return ref;
}

function Banner({ accept, decline }: { accept: () => void; decline: () => void }) {
  const { t } = useLingui();
  const ref = useBelowTopBars();
  return (
    <section ref={ref} className={styles.banner} aria-label={t`Consentimento de cookies`}>
      <p className={styles.text}>
        {t`Usamos cookies para lembrar suas preferências e entender como o site é usado. Você aceita?`}
      </p>
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={decline}>
          {t`Recusar`}
        </Button>
        <Button size="sm" onClick={accept}>
          {t`Aceitar`}
        </Button>
      </div>
    </section>
  );
}
