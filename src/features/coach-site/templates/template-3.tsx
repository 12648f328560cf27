/** Template 3, "Centrado": stacked page, the name in the middle of the menu, a centred portrait on a soft tint. */
import { useSite, useEditableField } from '../site-context';
import { Avatar } from '../sections/avatar';
import { BiographySection } from '../sections/biography-section';
import { ContactSection } from '../sections/contact-section';
import { GallerySection } from '../sections/gallery-section';
import { Expertises, HeroCta, MainPhrase } from '../sections/hero-parts';
import { ResumeSection } from '../sections/resume-section';
import { SessionRequestSection } from '../sections/session-request-section';
import { SiteBody } from '../sections/site-body';
import { SiteFooter } from '../sections/site-footer';
import { SiteNav } from '../sections/site-nav';
import { TestimoniesSection } from '../sections/testimonies-section';
import { VideosSection } from '../sections/videos-section';
import { coachName } from '../site-context';
import styles from './template-3.module.css';

export default function Template3() {
  const { profile } = useSite();
  const field = useEditableField();
  return (
    <div className={styles.root}>
      <SiteNav tone="light" centeredName />
      <header className={styles.hero}>
        <div className={styles.ring}>{field('avatar', <Avatar profile={profile} size={220} />)}</div>
        <h1 className="visually-hidden">{coachName(profile)}</h1>
        <Expertises className={styles.kicker} />
        <MainPhrase className={styles.phrase} />
        <HeroCta />
      </header>
      <SiteBody footer={<SiteFooter tone="accent" />}>
        <BiographySection variant="centered" band />
        <ResumeSection withCounters />
        <VideosSection variant="row" band />
        <TestimoniesSection variant="quotes" />
        <GallerySection variant="strip" band />
        <ContactSection variant="legacy" />
        <SessionRequestSection />
      </SiteBody>
    </div>
  );
}
