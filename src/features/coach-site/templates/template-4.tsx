/** Template 4, "Moderno": stacked page, a bold colour block header with the picture as a panel and the counters up front. */
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
import styles from './template-4.module.css';

export default function Template4() {
  const { profile } = useSite();
  const field = useEditableField();
  return (
    <div className={styles.root}>
      <SiteNav tone="accent" />
      <header className={styles.hero}>
        <div className={styles.block}>
          <div className={styles.who}>
            {field('avatar', <Avatar profile={profile} size={84} shape="rounded" />)}
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
      <SiteBody footer={<SiteFooter tone="accent" />}>
        <BiographySection variant="split" />
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
