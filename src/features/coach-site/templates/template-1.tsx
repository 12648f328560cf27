/** Template 1, "Clássico": stacked page, slim dark menu, full-bleed photo header with a centred portrait. */
import { HeroAvatar, HeroText, PhotoHero } from '../sections/hero-parts';
import { SitePage, type SiteLayout } from '../sections/site-page';
import styles from './template-1.module.css';

const LAYOUT: SiteLayout = { nav: 'dark', biography: 'centered' };

export default function Template1() {
  return (
    <SitePage className={styles.root} layout={LAYOUT}>
      <PhotoHero className={styles.hero} shadeClassName={styles.shade} contentClassName={styles.heroInner} centered>
        <HeroAvatar size={150} className={styles.portrait} />
        <HeroText classes={styles} />
      </PhotoHero>
    </SitePage>
  );
}
