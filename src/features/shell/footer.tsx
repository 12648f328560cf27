/** Platform footer with the copyright line. */
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
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
