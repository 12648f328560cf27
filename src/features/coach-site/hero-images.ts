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
 * The preloads of the picture the hero will show, for the page's head: it is the largest element
 * of most coach sites, so it is fetched first, each crop for the widths that show it.
 */
export function heroPreloads(
  profile: Profile,
): { rel: 'preload'; as: 'image'; href: string; fetchPriority: 'high'; media?: string }[] {
  const images = heroImages(profile);
  if (!images || WITHOUT_HERO_PICTURE.has(resolveTemplate(profile.theme))) return [];
  const preload = (href: string, media?: string) => ({
    rel: 'preload' as const,
    as: 'image' as const,
    href,
    fetchPriority: 'high' as const,
    ...(media ? { media } : {}),
  });
  return images.mobile === images.desktop
    ? [preload(images.desktop)]
    : [preload(images.mobile, HERO_MOBILE_MEDIA), preload(images.desktop, '(min-width: 768px)')];
}
