/**
 * Platform header: logo to /home, menu (hamburger up to 860px), language selector, and either
 * the coach sign-in or, once signed in, the coach's own menu.
 */
import { Link, useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { ToggleButton } from '@/components/ui/button';
import { LanguageSelect } from '@/components/ui/language-select';
import { isLoggedIn } from '@/lib/tokens';
import styles from './header.module.css';
import { lazyRetry } from '@/lib/retry-import';

// The signed-in menu reads the owner's profile: visitors never download it.
const AccountMenu = lazyRetry(() => import('./account-menu'));

/** Another tab signing in or out changes the stored tokens. */
function onStorage(notify: () => void): () => void {
  window.addEventListener('storage', notify);
  return () => window.removeEventListener('storage', notify);
}

export function Header() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // This tab signs in and out by navigating (/login, /logout): reading the tokens again on every
  // navigation keeps the header in step. The server render and hydration see a visitor. The page
  // that signs out shows a visitor's header from its first paint: the tokens it is forgetting are
  // still stored while it loads, and an account menu would ask the API about them.
  const { pathname } = useRouterState({ select: (state) => state.location });
  const signedIn = useSyncExternalStore(onStorage, isLoggedIn, () => false) && pathname !== '/logout';

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <header className={styles.header} data-top-bar="">
      <div className={styles.inner}>
        <Link to="/home" className={styles.logo} onClick={close} aria-label={t`Coachly, página inicial`}>
          <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
            <circle cx="16" cy="16" r="15" fill="#ecc22e" />
            <path d="M21.5 11.5a7 7 0 1 0 0 9" fill="none" stroke="#14213d" strokeWidth="3.2" strokeLinecap="round" />
          </svg>
          <span>Coachly</span>
        </Link>
        <ToggleButton
          className={styles.burger}
          open={open}
          setOpen={setOpen}
          controls="platform-menu"
          aria-label={open ? t`Fechar menu` : t`Abrir menu`}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </ToggleButton>
        <nav id="platform-menu" className={`${styles.nav} ${open ? styles.open : ''}`} aria-label={t`Menu principal`}>
          <ul className={styles.links}>
            <li>
              {/* Sections of the landing page: current only when the address points at them. */}
              <Link to="/home" hash="benefits" activeOptions={{ includeHash: true }} onClick={close}>
                {t`Benefícios`}
              </Link>
            </li>
            <li>
              <Link to="/coaches_list" onClick={close}>{t`Coaches`}</Link>
            </li>
            <li>
              <Link to="/blog" onClick={close}>{t`Blog`}</Link>
            </li>
            <li>
              <Link to="/help" onClick={close}>{t`Ajuda`}</Link>
            </li>
            <li>
              <Link to="/home" hash="contact_us" activeOptions={{ includeHash: true }} onClick={close}>
                {t`Contato`}
              </Link>
            </li>
          </ul>
          <div className={styles.actions}>
            <LanguageSelect />
            {signedIn ? (
              <Suspense fallback={<span className={styles.accountPlaceholder} />}>
                <AccountMenu onNavigate={close} />
              </Suspense>
            ) : (
              <Link to="/login" className={styles.signin} onClick={close}>
                {t`Sou coach`}
              </Link>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
