/**
 * What a page shows when it could not be opened: its code or its data failed to load, or it
 * failed to render. It says so in the visitor's language (the spec's generic message), offers to
 * try again and a way home, and logs the error for whoever looks at the console. It is part of
 * the shell, so it shows even when the page's own code cannot be downloaded.
 */
import { useEffect, useRef } from 'react';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { buttonClass } from '@/components/ui/button';
import { UNKNOWN_ERROR } from '@/components/ui/unknown-error';
import { reloadIfCodeKeptFailing } from './page-code';
// The same card as the static pages (/not_found, /permission…), which load it from the shell.
import styles from '@/components/ui/static-page.module.css';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    console.error('The page could not be shown:', error);
    reloadIfCodeKeptFailing(error);
  }, [error]);
  // A keyboard or screen-reader user lands on what happened, not somewhere in the page before it.
  useEffect(() => heading.current?.focus(), []);

  const retry = () => {
    reset();
    void router.invalidate();
  };
  // A page whose code or data could not be downloaded offline opens once the browser is back.
  useEffect(() => {
    const retryOnline = () => {
      reset();
      void router.invalidate();
    };
    window.addEventListener('online', retryOnline);
    return () => window.removeEventListener('online', retryOnline);
  }, [reset, router]);

  return (
    <section className={styles.page} aria-labelledby="route-error-title">
      <div className={styles.card}>
        <h1 id="route-error-title" ref={heading} tabIndex={-1} className={styles.focusTarget}>
          {t`Não foi possível abrir esta página`}
        </h1>
        <p className={styles.lead}>{i18n._(UNKNOWN_ERROR)}</p>
        <div className={styles.actions}>
          <button type="button" className={buttonClass('primary', 'lg')} onClick={retry}>
            {t`Tentar novamente`}
          </button>
          <Link to="/home" className={buttonClass('secondary', 'lg')}>
            {t`Voltar para o início`}
          </Link>
        </div>
      </div>
    </section>
  );
}
