/**
 * Cookie-consent banner. Accept sets a consent cookie valid for one year and tells the consent
 * endpoint; decline keeps the refusal in the same cookie for as long. The server reads that
 * cookie too, so the banner is in the page's HTML from the first paint of a first visit, in the
 * flow of the page above its header: it covers nothing, and nothing moves when it comes.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { pageCookies } from '@/lib/request-scope';
import styles from './cookie-consent.module.css';

export const CONSENT_COOKIE = 'coachly_consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function hasDecided(): boolean {
  return pageCookies()
    .split(';')
    .some((cookie) => cookie.trim().startsWith(`${CONSENT_COOKIE}=`));
}

function remember(answer: 'accepted' | 'declined'): void {
  document.cookie = `${CONSENT_COOKIE}=${answer}; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`;
}

export function CookieConsent() {
  const { t } = useLingui();
  const [answered, setAnswered] = useState(false);
  if (answered || hasDecided()) return null;

  const accept = () => {
    remember('accepted');
    setAnswered(true);
    // The HTTP layer loads with the first click rather than with every page.
    void import('@/api/gen/api-v2/platform/platform')
      .then(({ saveCookieConsent }) => saveCookieConsent({ consent: true }, { credentials: 'include' }))
      .catch(() => undefined);
  };
  const decline = () => {
    remember('declined');
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
