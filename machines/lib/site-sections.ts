/**
 * Which sections of a coach site a visitor sees, in page order. A section shows only when its
 * enable flag is on (flags default to true when absent) and it has content; the contact
 * section gives way to the session-request section when the coach offers experimental
 * sessions. The site, its navigation bar and the edit mode (which shows hidden sections to the
 * owner with their toggle) all read these rules.
 */
import type { Profile } from '@/api/gen/api-v1/model';
import type { VisibilityFlag } from './profile-rules';

export const SITE_SECTIONS = [
  'biography',
  'resume',
  'videos',
  'testimonies',
  'gallery',
  'contact',
  'session_request',
] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

export const COUNTERS = ['coachingHours', 'coursesCoachly', 'lecturesHours'] as const;
export type CounterKey = (typeof COUNTERS)[number];

/** The profile fields these rules read. */
export type SectionSource = Pick<
  Profile,
  | 'aboutMe'
  | 'resumeFeed'
  | 'videos'
  | 'gallery'
  | 'testimonies'
  | 'coachingHours'
  | 'coursesCoachly'
  | 'lecturesHours'
  | 'enableBiography'
  | 'enableResume'
  | 'enableResumeFooter'
  | 'enableVideos'
  | 'enableGallery'
  | 'enableTestimonies'
  | 'enableSiteExperimentalSession'
  | 'enableCoachingHours'
  | 'enableCoursesCoachly'
  | 'enableLecturesHours'
>;

const COUNTER_FLAG: Record<CounterKey, keyof SectionSource> = {
  coachingHours: 'enableCoachingHours',
  coursesCoachly: 'enableCoursesCoachly',
  lecturesHours: 'enableLecturesHours',
};

/** The flag that hides or shows each section (contact has none: it is always offered). */
export const SECTION_FLAG: Record<SiteSection, VisibilityFlag | null> = {
  biography: 'enableBiography',
  resume: 'enableResume',
  videos: 'enableVideos',
  testimonies: 'enableTestimonies',
  gallery: 'enableGallery',
  contact: null,
  session_request: 'enableSiteExperimentalSession',
};

/** An enable flag, read with the spec's default of true. */
export function flagOn(source: SectionSource, flag: keyof SectionSource): boolean {
  return source[flag] !== false;
}

/**
 * The highest value the site shows for a counter: the contract's `maximum` for the three counters
 * (openapi/api-v1.yaml). Written out because the coach site must not load zod to read it;
 * tests/unit/contract-limits.test.tsx holds it equal to the contract.
 */
export const COUNTER_DISPLAY_MAX = 1_000_000;

const hasText = (value: string | null | undefined) => typeof value === 'string' && value.trim().length > 0;
const hasItems = (value: readonly unknown[] | null | undefined) => Array.isArray(value) && value.length > 0;

/**
 * The counters to show, in order, each with its value: those whose flag is on and that have
 * something to count (a zero would only advertise an empty record). The resume footer flag
 * gates them all.
 */
export function visibleCounters(source: SectionSource): Array<{ key: CounterKey; value: number }> {
  if (!flagOn(source, 'enableResumeFooter')) return [];
  return COUNTERS.flatMap((key) => {
    const value = source[key];
    return flagOn(source, COUNTER_FLAG[key]) && typeof value === 'number' && Number.isFinite(value) && value > 0
      ? [{ key, value }]
      : [];
  });
}

/** True when the section has something to show, whatever its flag says. */
export function sectionHasContent(source: SectionSource, section: SiteSection): boolean {
  switch (section) {
    case 'biography':
      return hasText(source.aboutMe);
    case 'resume':
      return hasText(source.resumeFeed) || visibleCounters(source).length > 0;
    case 'videos':
      return hasItems(source.videos);
    case 'testimonies':
      return hasItems(source.testimonies);
    case 'gallery':
      return hasItems(source.gallery);
    case 'contact':
    case 'session_request':
      return true;
  }
}

/** True when the coach offers experimental sessions, so #session_request replaces #contact. */
export function offersExperimentalSession(source: SectionSource): boolean {
  return flagOn(source, 'enableSiteExperimentalSession');
}

/** True when a visitor sees the section. */
export function isSectionVisible(source: SectionSource, section: SiteSection): boolean {
  if (section === 'contact') return !offersExperimentalSession(source);
  if (section === 'session_request') return offersExperimentalSession(source);
  const flag = SECTION_FLAG[section];
  return (flag === null || flagOn(source, flag)) && sectionHasContent(source, section);
}

/** The sections a visitor sees, in page order; the navigation bar lists exactly these. */
export function visibleSections(source: SectionSource): SiteSection[] {
  return SITE_SECTIONS.filter((section) => isSectionVisible(source, section));
}
