/** Template 7, "Noturno": dark navigation bar and page, a full-height banner and glowing accent cards. */
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
import styles from './template-7.module.css';

export default function Template7() {
  const { profile } = useSite();
  const field = useEditableField();
  return (
    <div className={styles.root}>
      <SiteNav tone="dark" />
      <header className={styles.banner}>
        <HeroBackground />
        <div className={styles.shade} aria-hidden="true" />
        <div className={styles.content}>
          {field('avatar', <Avatar profile={profile} size={112} className={styles.photo} />)}
          <CoachTitle className={styles.title} />
          <Expertises className={styles.kicker} />
          <MainPhrase className={styles.phrase} />
          <HeroCta />
        </div>
      </header>
      <SiteBody footer={<SiteFooter />}>
        <BiographySection variant="card" />
        <ResumeSection withCounters={false} band />
        <NumbersSection variant="outline" />
        <VideosSection />
        <TestimoniesSection band />
        <GallerySection variant="mosaic" />
        <ContactSection variant="public" band tone="dark" />
        <SessionRequestSection band />
      </SiteBody>
    </div>
  );
}
