/** Template 6, "Minimal": navigation bar, a quiet split banner (portrait and phrase), serif headings and thin rules. */
import { useSite, useEditableField } from '../site-context';
import { Avatar } from '../sections/avatar';
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
import styles from './template-6.module.css';

export default function Template6() {
  const { profile } = useSite();
  const field = useEditableField();
  return (
    <div className={styles.root}>
      <SiteNav tone="light" />
      <header className={styles.banner}>
        <div className={styles.portrait}>
          <HeroBackground className={styles.bg} />
          {field('avatar', <Avatar profile={profile} size={300} shape="square" className={styles.photo} />)}
        </div>
        <div className={styles.words}>
          <Expertises className={styles.kicker} />
          <CoachTitle className={styles.title} />
          <MainPhrase className={styles.phrase} />
          <HeroCta />
        </div>
      </header>
      <SiteBody footer={<SiteFooter tone="light" />}>
        <BiographySection variant="centered" />
        <ResumeSection withCounters={false} layout="columns" />
        <NumbersSection variant="outline" />
        <VideosSection band />
        <TestimoniesSection variant="quotes" />
        <GallerySection variant="mosaic" />
        <ContactSection variant="public" band />
        <SessionRequestSection band />
      </SiteBody>
    </div>
  );
}
