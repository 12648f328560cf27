import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '@/api/gen/api-v1/model';
import { preloadHeroImage } from '@/features/coach-site/hero-images';

const profile = (fields: Partial<Profile>) => ({ theme: 'template-1', ...fields }) as Profile;
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute('href'),
    media: link.getAttribute('media'),
  }));

describe('preloading the hero picture of a coach site', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

  it('fetches the mobile and the desktop crop, each for the widths that show it, once', () => {
    const coach = profile({ backgroundImg: { desktop: '/d.jpg', mobile: '/m.jpg' } });
    preloadHeroImage(coach);
    preloadHeroImage(coach);
    expect(preloads()).toEqual([
      { href: '/m.jpg', media: '(max-width: 767px)' },
      { href: '/d.jpg', media: '(min-width: 768px)' },
    ]);
  });

  it('fetches a banner alone for every width, and nothing when the template shows no picture', () => {
    preloadHeroImage(profile({ bannerImg: '/banner.jpg' }));
    expect(preloads()).toEqual([{ href: '/banner.jpg', media: null }]);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    preloadHeroImage(profile({ theme: 'template-3', bannerImg: '/banner.jpg' }));
    preloadHeroImage(profile({ theme: 'template-2' }));
    expect(preloads()).toEqual([]);
  });

  it('fetches no picture from another host: the banner stands in for such a background, else nothing', () => {
    preloadHeroImage(
      profile({
        backgroundImg: { desktop: 'https://evil.example/d.gif', mobile: '/\\evil.example/m.gif' },
        bannerImg: '/b.jpg',
      }),
    );
    expect(preloads()).toEqual([{ href: '/b.jpg', media: null }]);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    preloadHeroImage(profile({ bannerImg: 'https://evil.example/pixel.gif' }));
    expect(preloads()).toEqual([]);
  });
});
