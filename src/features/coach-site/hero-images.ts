/** The hero's background picture of a coach site: which files it shows, and fetching them early. */
import type { Profile } from '@/api/gen/api-v1/model';
import { pictureUrl } from '@/lib/picture-url';
import { resolveTemplate } from './theme';

/** Below this width the hero shows the mobile crop (the `<source>` media of HeroBackground). */
export const HERO_MOBILE_MEDIA = '(max-width: 767px)';

/**
 * The coach's background (mobile and desktop crops), or the banner, or nothing: of each, only a
 * picture the page may draw (src/lib/picture-url.ts).
 */
export function heroImages(profile: Profile): { desktop: string; mobile: string } | null {
  const desktop = pictureUrl(profile.backgroundImg?.desktop) ?? pictureUrl(profile.bannerImg) ?? '';
  const mobile = pictureUrl(profile.backgroundImg?.mobile) ?? desktop;
  return desktop ? { desktop, mobile } : null;
}

/** Templates whose hero draws no background picture (template-3 opens with the photo). */
const WITHOUT_HERO_PICTURE = new Set(['template-3']);

/**
 * Starts the download of the picture the hero will show as soon as the profile is known, while
 * the template's code is still on its way: it is the largest element of most coach sites.
 */
export function preloadHeroImage(profile: Profile): void {
  const images = heroImages(profile);
  if (!images || WITHOUT_HERO_PICTURE.has(resolveTemplate(profile.theme))) return;
  const wanted: [href: string, media: string | null][] =
    images.mobile === images.desktop
      ? [[images.desktop, null]]
      : [
          [images.mobile, HERO_MOBILE_MEDIA],
          [images.desktop, '(min-width: 768px)'],
        ];
  for (const [href, media] of wanted) {
    const present = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some(
      (link) => link.getAttribute('href') === href,
    );
    if (present) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('href', href);
    link.setAttribute('fetchpriority', 'high');
    if (media) link.setAttribute('media', media);
    document.head.append(link);
  }
}
