/** Template 2, "Editorial": stacked page, split header with the text beside a tall framed picture, one featured video. */
import { HeroAvatar, HeroBackground, HeroText } from '../sections/hero-parts';
import { BIOGRAPHY_BANDS, SitePage, type SiteLayout } from '../sections/site-page';
import styles from './template-2.module.css';

const LAYOUT: SiteLayout = {
  nav: 'light',
  biography: 'card',
  resume: 'columns',
  videos: 'feature',
  testimonies: 'stripe',
  gallery: 'mosaic',
  bands: BIOGRAPHY_BANDS,
  footer: 'light',
};

export default function Template2() {
  return (
    <SitePage className={styles.root} layout={LAYOUT}>
      <header className={styles.hero}>
        <HeroText classes={styles} stacked column />
        <div className={styles.frame}>
          <HeroBackground />
          <div className={styles.badge}>
            <HeroAvatar size={120} />
          </div>
        </div>
      </header>
    </SitePage>
  );
}
