/**
 * Cookie-consent banner. Accept sets a consent cookie valid for one year and tells the
 * consent endpoint; decline hides the banner and remembers the choice.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
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
  const { t } = useLingui();
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

  return (
    <section className={styles.banner} aria-label={t`Consentimento de cookies`}>
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
