/** Template 6, "Minimal": navigation bar, a quiet split banner (portrait and phrase), serif headings and thin rules. */
import { HeroAvatar, HeroBackground, HeroText } from '../sections/hero-parts';
import { SitePage, type SiteLayout } from '../sections/site-page';
import styles from './template-6.module.css';

const LAYOUT: SiteLayout = {
  nav: 'light',
  biography: 'centered',
  resume: 'columns',
  numbers: 'outline',
  testimonies: 'quotes',
  gallery: 'mosaic',
  bands: ['videos', 'contact', 'session_request'],
  footer: 'light',
};

export default function Template6() {
  return (
    <SitePage className={styles.root} layout={LAYOUT}>
      <header className={styles.banner}>
        <div className={styles.portrait}>
          <HeroBackground className={styles.bg} />
          <HeroAvatar size={300} shape="square" className={styles.photo} />
        </div>
        <HeroText classes={styles} column />
      </header>
    </SitePage>
  );
}
