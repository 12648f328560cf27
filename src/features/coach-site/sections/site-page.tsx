/**
 * The frame of every template: the menu, the template's own hero, then the sections in page
 * order and the footer. A template says only how it draws them (SiteLayout). Templates 1-4 close
 * the curriculum with the counters and use the legacy contact form; templates 5-7 give the
 * numbers a section of their own and use the public form.
 */
import type { ReactNode } from 'react';
import type { SiteSection } from '@machines/lib/site-sections';
import type { BiographyVariant } from './biography-section';
import { BiographySection } from './biography-section';
import { ContactSection } from './contact-section';
import type { GalleryVariant } from './gallery-section';
import { GallerySection } from './gallery-section';
import { NumbersSection, ResumeSection } from './resume-section';
import { SectionBands } from './section-bands';
import { SessionRequestSection } from './session-request-section';
import { SiteBody } from './site-body';
import { SiteFooter } from './site-footer';
import type { NavTone } from './site-nav';
import { SiteNav } from './site-nav';
import type { TestimoniesVariant } from './testimonies-section';
import { TestimoniesSection } from './testimonies-section';
import type { VideosVariant } from './videos-section';
import { VideosSection } from './videos-section';

export interface SiteLayout {
  nav: NavTone;
  /** The coach's name in the middle of the menu. */
  centeredName?: boolean;
  biography: BiographyVariant;
  resume?: 'timeline' | 'columns';
  /** The numbers' own section (templates 5-7); without it the counters close the curriculum. */
  numbers?: 'band' | 'outline';
  videos?: VideosVariant;
  testimonies?: TestimoniesVariant;
  gallery?: GalleryVariant;
  contactTone?: 'light' | 'dark';
  /** The sections painted on the alternate band colour (DEFAULT_BANDS when left out). */
  bands?: readonly SiteSection[];
  footer?: 'dark' | 'light' | 'accent';
}

/** The bands of templates 1, 4, 5 and 7: every other section from the curriculum on, and the last two. */
const DEFAULT_BANDS: readonly SiteSection[] = ['resume', 'testimonies', 'contact', 'session_request'];

/** The bands of templates 2 and 3: every other section from the biography to the gallery. */
export const BIOGRAPHY_BANDS: readonly SiteSection[] = ['biography', 'videos', 'gallery'];

export function SitePage({
  className,
  layout,
  children,
}: {
  className?: string;
  layout: SiteLayout;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <SiteNav tone={layout.nav} centeredName={layout.centeredName} />
      {children}
      <SectionBands value={layout.bands ?? DEFAULT_BANDS}>
        <SiteBody footer={<SiteFooter tone={layout.footer} />}>
          <BiographySection variant={layout.biography} />
          <ResumeSection withCounters={!layout.numbers} layout={layout.resume} />
          {layout.numbers ? <NumbersSection variant={layout.numbers} /> : null}
          <VideosSection variant={layout.videos} />
          <TestimoniesSection variant={layout.testimonies} />
          <GallerySection variant={layout.gallery} />
          <ContactSection variant={layout.numbers ? 'public' : 'legacy'} tone={layout.contactTone} />
          <SessionRequestSection />
        </SiteBody>
      </SectionBands>
    </div>
  );
}
