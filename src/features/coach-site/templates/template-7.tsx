/** Template 7, "Noturno": dark navigation bar and page, a full-height banner and glowing accent cards. */
import { CoachTitle, Expertises, HeroAvatar, HeroCta, MainPhrase, PhotoHero } from '../sections/hero-parts';
import { SitePage, type SiteLayout } from '../sections/site-page';
import styles from './template-7.module.css';

const LAYOUT: SiteLayout = {
  nav: 'dark',
  biography: 'card',
  numbers: 'outline',
  gallery: 'mosaic',
  contactTone: 'dark',
};

export default function Template7() {
  return (
    <SitePage className={styles.root} layout={LAYOUT}>
      <PhotoHero className={styles.banner} shadeClassName={styles.shade} contentClassName={styles.content} centered>
        <HeroAvatar size={112} className={styles.photo} />
        <CoachTitle className={styles.title} />
        <Expertises className={styles.kicker} />
        <MainPhrase className={styles.phrase} />
        <HeroCta />
      </PhotoHero>
    </SitePage>
  );
}
