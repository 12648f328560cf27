/** Template 2, "Editorial": stacked page, split header with the text beside a tall framed picture, one featured video. */
import { useSite, useEditableField } from '../site-context';
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
import styles from './template-2.module.css';

export default function Template2() {
  const { profile } = useSite();
  const field = useEditableField();
  return (
    <div className={styles.root}>
      <SiteNav tone="light" />
      <header className={styles.hero}>
        <div className={styles.text}>
          <Expertises className={styles.kicker} />
          <CoachTitle stacked className={styles.title} />
          <MainPhrase className={styles.phrase} />
          <HeroCta />
        </div>
        <div className={styles.frame}>
          <HeroBackground />
          <div className={styles.badge}>{field('avatar', <Avatar profile={profile} size={120} />)}</div>
        </div>
      </header>
      <SiteBody footer={<SiteFooter tone="light" />}>
        <BiographySection variant="card" band />
        <ResumeSection withCounters layout="columns" />
        <VideosSection variant="feature" band />
        <TestimoniesSection variant="stripe" />
        <GallerySection variant="mosaic" band />
        <ContactSection variant="legacy" />
        <SessionRequestSection />
      </SiteBody>
    </div>
  );
}
