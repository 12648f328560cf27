/** Template 5 (the fallback): navigation bar, wide banner with the main phrase, then biography, curriculum, numbers and videos. */
import { BiographySection } from '../sections/biography-section';
import { ContactSection } from '../sections/contact-section';
import { GallerySection } from '../sections/gallery-section';
import { CoachTitle, Expertises, HeroBackground, HeroCta, MainPhrase } from '../sections/hero-parts';
import { NumbersSection, ResumeSection } from '../sections/resume-section';
import { SessionRequestSection } from '../sections/session-request-section';
import { SiteBody } from '../sections/site-body';
import { SiteFooter } from '../sections/site-footer';
import { SiteNav } from '../sections/site-nav';
import { TestimoniesSection } from '../sections/testimonies-section';
import { VideosSection } from '../sections/videos-section';
import styles from './template-5.module.css';

export default function Template5() {
  return (
    <div className={styles.root}>
      <SiteNav tone="light" />
      <header className={styles.banner}>
        <HeroBackground />
        <div className={styles.shade} aria-hidden="true" />
        <div className={styles.content}>
          <Expertises className={styles.kicker} />
          <CoachTitle className={styles.title} />
          <MainPhrase className={styles.phrase} />
          <HeroCta />
        </div>
      </header>
      <SiteBody footer={<SiteFooter />}>
        <BiographySection variant="split" />
        <ResumeSection withCounters={false} band />
        <NumbersSection variant="band" />
        <VideosSection />
        <TestimoniesSection band />
        <GallerySection />
        <ContactSection variant="public" band />
        <SessionRequestSection band />
      </SiteBody>
    </div>
  );
}
