/** The foot of a coach site: the coach's name and social links, and the platform credit. */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { usePlaceLine } from '@/lib/option-names';
import { useSite } from '../site-context';
import { coachName } from '@/lib/display-text';
import { SocialLinksList } from './social-icons';
import styles from './site-footer.module.css';

export function SiteFooter({ tone = 'dark' }: { tone?: 'dark' | 'light' | 'accent' }) {
  const { t } = useLingui();
  const { profile } = useSite();
  const name = coachName(profile);
  const place = usePlaceLine(profile);
  const year = new Date().getFullYear();
  return (
    <footer className={`${styles.footer} ${styles[tone]}`}>
      <div className={styles.inner}>
        <div>
          <p className={styles.name}>{name}</p>
          {place ? <p className={styles.place}>{place}</p> : null}
        </div>
        <SocialLinksList links={profile.socialLinks} ownerName={name} />
        <p className={styles.credit}>
          {t`© ${year} ${name}.`}{' '}
          <Link to="/home" className={styles.brand}>
            {t`Site criado com Coachly`}
          </Link>
        </p>
      </div>
    </footer>
  );
}
