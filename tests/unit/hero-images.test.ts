// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Profile } from '@/api/gen/api-v1/model';
import { heroPreloads } from '@/features/coach-site/hero-images';

const profile = (fields: Partial<Profile>) => ({ theme: 'template-1', ...fields }) as Profile;
const preloads = (coach: Profile) => heroPreloads(coach).map(({ href, media }) => ({ href, media: media ?? null }));

describe('preloading the hero picture of a coach site', () => {
  it('fetches the mobile and the desktop crop first, each for the widths that show it', () => {
    const coach = profile({ backgroundImg: { desktop: '/d.jpg', mobile: '/m.jpg' } });
    expect(preloads(coach)).toEqual([
      { href: '/m.jpg', media: '(max-width: 767px)' },
      { href: '/d.jpg', media: '(min-width: 768px)' },
    ]);
    expect(heroPreloads(coach).every((link) => link.fetchPriority === 'high' && link.as === 'image')).toBe(true);
  });

  it('fetches a banner alone for every width, and nothing when the template shows no picture', () => {
    expect(preloads(profile({ bannerImg: '/banner.jpg' }))).toEqual([{ href: '/banner.jpg', media: null }]);
    expect(preloads(profile({ theme: 'template-3', bannerImg: '/banner.jpg' }))).toEqual([]);
    expect(preloads(profile({ theme: 'template-2' }))).toEqual([]);
  });

  it('fetches no picture from another host: the banner stands in for such a background, else nothing', () => {
    expect(
      preloads(
        profile({
          backgroundImg: { desktop: 'https://evil.example/d.gif', mobile: '/\\evil.example/m.gif' },
          bannerImg: '/b.jpg',
        }),
      ),
    ).toEqual([{ href: '/b.jpg', media: null }]);
    expect(preloads(profile({ bannerImg: 'https://evil.example/pixel.gif' }))).toEqual([]);
  });
});
