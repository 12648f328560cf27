/** Template 3, "Centrado": stacked page, the name in the middle of the menu, a centred portrait on a soft tint. */
import { Expertises, HeroAvatar, HeroCta, MainPhrase } from '../sections/hero-parts';
import { BIOGRAPHY_BANDS, SitePage, type SiteLayout } from '../sections/site-page';
import { useSite } from '../site-context';
import { coachName } from '@/lib/display-text';
import styles from './template-3.module.css';

const LAYOUT: SiteLayout = {
  nav: 'light',
  centeredName: true,
  biography: 'centered',
  videos: 'row',
  testimonies: 'quotes',
  gallery: 'strip',
  bands: BIOGRAPHY_BANDS,
  footer: 'accent',
};

export default function Template3() {
  const { profile } = useSite();
  return (
    <SitePage className={styles.root} layout={LAYOUT}>
      <header className={styles.hero}>
        <div className={styles.ring}>
          <HeroAvatar size={220} />
        </div>
        <h1 className="visually-hidden">{coachName(profile)}</h1>
        <Expertises className={styles.kicker} />
        <MainPhrase className={styles.phrase} />
        <HeroCta />
      </header>
    </SitePage>
  );
}
