// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GalleryPicture, Testimony, Video } from '@/api/gen/api-v1/model';
import { SITE_SECTIONS, isSectionVisible, visibleCounters, visibleSections, type SectionSource } from './site-sections';

const VIDEO: Video = { id: 'dQw4w9WgXcQ', host: 'youtube' };
const PICTURE: GalleryPicture = { url: '/a.jpg' };
const TESTIMONY: Testimony = { id: 1, text: 'Ótimo', author: 'Bia', occupation: 'Gerente' };

const full: SectionSource = {
  aboutMe: 'Sou coach há dez anos.',
  resumeFeed: 'Formação em coaching.',
  videos: [VIDEO],
  gallery: [PICTURE],
  testimonies: [TESTIMONY],
  coachingHours: 1200,
  coursesCoachly: 4,
  lecturesHours: 80,
  enableSiteExperimentalSession: false,
};

const flag = fc.option(fc.boolean(), { nil: undefined });
const source: fc.Arbitrary<SectionSource> = fc.record(
  {
    aboutMe: fc.option(fc.constantFrom('', '  ', 'Texto'), { nil: undefined }),
    resumeFeed: fc.option(fc.constantFrom('', 'Currículo'), { nil: undefined }),
    videos: fc.option(fc.array(fc.constant(VIDEO), { maxLength: 2 }), { nil: undefined }),
    gallery: fc.option(fc.array(fc.constant(PICTURE), { maxLength: 2 }), { nil: undefined }),
    testimonies: fc.option(fc.array(fc.constant(TESTIMONY), { maxLength: 2 }), { nil: undefined }),
    coachingHours: fc.option(fc.nat(), { nil: undefined }),
    coursesCoachly: fc.option(fc.nat(), { nil: undefined }),
    lecturesHours: fc.option(fc.nat(), { nil: undefined }),
    enableBiography: flag,
    enableResume: flag,
    enableResumeFooter: flag,
    enableVideos: flag,
    enableGallery: flag,
    enableTestimonies: flag,
    enableSiteExperimentalSession: flag,
    enableCoachingHours: flag,
    enableCoursesCoachly: flag,
    enableLecturesHours: flag,
  },
  { requiredKeys: [] },
);

describe('coach site sections', () => {
  it('shows every section of a full profile in page order, with contact', () => {
    expect(visibleSections(full)).toEqual(['biography', 'resume', 'videos', 'testimonies', 'gallery', 'contact']);
  });

  it('replaces contact with the session request when the coach offers experimental sessions (default on)', () => {
    const { enableSiteExperimentalSession: _off, ...rest } = full;
    expect(visibleSections(rest)).toEqual([
      'biography',
      'resume',
      'videos',
      'testimonies',
      'gallery',
      'session_request',
    ]);
  });

  it('hides empty sections and sections switched off', () => {
    expect(visibleSections({ enableSiteExperimentalSession: false })).toEqual(['contact']);
    expect(visibleSections({ ...full, enableVideos: false, gallery: [], aboutMe: '   ' })).toEqual([
      'resume',
      'testimonies',
      'contact',
    ]);
  });

  it('shows the resume with counters only; counters follow their flags and skip zeros', () => {
    const counters = { coachingHours: 10, coursesCoachly: 2, lecturesHours: 0, enableSiteExperimentalSession: false };
    expect(visibleSections(counters)).toEqual(['resume', 'contact']);
    expect(visibleCounters(counters).map((c) => c.key)).toEqual(['coachingHours', 'coursesCoachly']);
    expect(visibleSections({ coachingHours: 0, coursesCoachly: 0, enableSiteExperimentalSession: false })).toEqual([
      'contact',
    ]);
    expect(visibleCounters({ ...counters, lecturesHours: 5, enableCoursesCoachly: false }).map((c) => c.key)).toEqual([
      'coachingHours',
      'lecturesHours',
    ]);
    expect(visibleCounters({ ...counters, enableResumeFooter: false })).toEqual([]);
    expect(visibleSections({ ...counters, enableResumeFooter: false })).toEqual(['contact']);
  });

  it('for any profile: page order kept, exactly one way to get in touch, nothing disabled or empty shown', () => {
    fc.assert(
      fc.property(source, (profile) => {
        const shown = visibleSections(profile);
        expect(shown).toEqual(SITE_SECTIONS.filter((s) => shown.includes(s)));
        expect(shown.filter((s) => s === 'contact' || s === 'session_request')).toHaveLength(1);
        if (profile.enableBiography === false || !profile.aboutMe?.trim()) expect(shown).not.toContain('biography');
        if (profile.enableVideos === false || !profile.videos?.length) expect(shown).not.toContain('videos');
        if (profile.enableGallery === false || !profile.gallery?.length) expect(shown).not.toContain('gallery');
        if (profile.enableTestimonies === false || !profile.testimonies?.length)
          expect(shown).not.toContain('testimonies');
        if (profile.enableResume === false) expect(shown).not.toContain('resume');
        for (const section of SITE_SECTIONS) expect(isSectionVisible(profile, section)).toBe(shown.includes(section));
        for (const counter of visibleCounters(profile)) {
          expect(profile.enableResumeFooter).not.toBe(false);
          expect(profile[counter.key]).toBe(counter.value);
        }
      }),
    );
  });
});
