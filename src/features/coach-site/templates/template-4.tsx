/** Template 4, "Moderno": stacked page, a bold colour block header with the picture as a panel and the counters up front. */
import { CoachTitle, Expertises, HeroAvatar, HeroBackground, HeroCta, MainPhrase } from '../sections/hero-parts';
import { SitePage, type SiteLayout } from '../sections/site-page';
import styles from './template-4.module.css';

const LAYOUT: SiteLayout = { nav: 'accent', biography: 'split', footer: 'accent' };

export default function Template4() {
  return (
    <SitePage className={styles.root} layout={LAYOUT}>
      <header className={styles.hero}>
        <div className={styles.block}>
          <div className={styles.who}>
            <HeroAvatar size={84} shape="rounded" />
            <Expertises />
          </div>
          <CoachTitle className={styles.title} />
          <MainPhrase className={styles.phrase} />
          <HeroCta className={styles.cta} />
        </div>
        <div className={styles.panel}>
          <HeroBackground />
        </div>
      </header>
    </SitePage>
  );
}
