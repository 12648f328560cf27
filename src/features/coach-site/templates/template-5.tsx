/** Template 5 (the fallback): navigation bar, wide banner with the main phrase, then biography, curriculum, numbers and videos. */
import { HeroText, PhotoHero } from '../sections/hero-parts';
import { SitePage, type SiteLayout } from '../sections/site-page';
import styles from './template-5.module.css';

const LAYOUT: SiteLayout = { nav: 'light', biography: 'split', numbers: 'band' };

export default function Template5() {
  return (
    <SitePage className={styles.root} layout={LAYOUT}>
      <PhotoHero className={styles.banner} shadeClassName={styles.shade} contentClassName={styles.content}>
        <HeroText classes={styles} />
      </PhotoHero>
    </SitePage>
  );
}
