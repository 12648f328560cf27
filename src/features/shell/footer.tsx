/** Platform footer with the copyright line. */
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useInBrowser } from '@/lib/use-in-browser';
import styles from './footer.module.css';

/**
 * The current year. A prerendered page (src/prerender.tsx) shows the build's year, and the page
 * the app takes it over with must say the same at first; React then moves on to today's.
 */
function useYear(): number {
  return useInBrowser() ? new Date().getFullYear() : __BUILD_YEAR__;
}

export function Footer() {
  const { t } = useLingui();
  const year = useYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t`Rodapé`}>
          <ul className={styles.links}>
            <li>
              <Link to="/coaches_list">{t`Encontre um coach`}</Link>
            </li>
            <li>
              <Link to="/blog">{t`Blog`}</Link>
            </li>
            <li>
              <Link to="/help">{t`Central de Ajuda`}</Link>
            </li>
            <li>
              <Link to="/login">{t`Área do coach`}</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copy}>{t`© ${year} Coachly. Todos os direitos reservados.`}</p>
      </div>
    </footer>
  );
}
