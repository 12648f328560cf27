/** Template 1, "Clássico": stacked page, slim dark menu, full-bleed photo header with a centred portrait. */
import { useSite } from '../site-context';
import { Avatar } from '../sections/avatar';
import { BiographySection } from '../sections/biography-section';
import { ContactSection } from '../sections/contact-section';
import { GallerySection } from '../sections/gallery-section';
import { CoachTitle, Expertises, HeroBackground, HeroCta, MainPhrase } from '../sections/hero-parts';
import { ResumeSection } from '../sections/resume-section';
import { SessionRequestSection } from '../sections/session-request-section';
import { SiteBody } from '../sections/site-body';
import { SiteFooter } from '../sections/site-footer';
import { SiteNav } from '../sections/site-nav';
import { TestimoniesSection } from '../sections/testimonies-section';
import { VideosSection } from '../sections/videos-section';
import { useEditableField } from '../site-context';
import styles from './template-1.module.css';

export default function Template1() {
  const { profile } = useSite();
  const field = useEditableField();
  return (
    <div className={styles.root}>
      <SiteNav tone="dark" />
      <header className={styles.hero}>
        <HeroBackground />
        <div className={styles.shade} aria-hidden="true" />
        <div className={styles.heroInner}>
          {field('avatar', <Avatar profile={profile} size={150} className={styles.portrait} />)}
          <Expertises className={styles.kicker} />
          <CoachTitle />
          <MainPhrase className={styles.phrase} />
          <HeroCta />
        </div>
      </header>
      <SiteBody footer={<SiteFooter />}>
        <BiographySection variant="centered" />
        <ResumeSection withCounters band />
        <VideosSection />
        <TestimoniesSection band />
        <GallerySection />
        <ContactSection variant="legacy" band />
        <SessionRequestSection band />
      </SiteBody>
    </div>
  );
}
