/**
 * Which pictures a page may draw. Profiles, gallery entries, video thumbnails and CMS posts name
 * their pictures as free text; a picture on any other host would be fetched by every visitor's
 * browser (a tracking pixel). A picture is drawn only from our origin, the configured API and
 * picture hosts, and, for video thumbnails, the video sites' picture hosts. The Content Security
 * Policy's img-src lists the same hosts (scripts/csp.ts, decision 0003).
 */
import { pageAddress } from './request-scope.ts';

export type PictureKind = 'picture' | 'video-thumbnail';

/**
 * The settings whose hosts serve pictures: the APIs (uploads, background pictures), the blog's
 * CMS, and `VITE_PICTURE_HOSTS`, a comma-separated list of further origins (an upload store, the
 * CMS's media host).
 */
const PICTURE_HOST_KEYS = ['VITE_API_V1_URL', 'VITE_API_V2_URL', 'VITE_BLOG_API_URL', 'VITE_PICTURE_HOSTS'] as const;

/** Where YouTube and Vimeo serve the thumbnails their info services name. */
export const VIDEO_THUMBNAIL_ORIGINS: readonly string[] = ['https://i.ytimg.com', 'https://i.vimeocdn.com'];

function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origins the settings name as serving pictures, besides our own. */
export function pictureOrigins(env: Readonly<Record<string, unknown>>): string[] {
  const values = PICTURE_HOST_KEYS.flatMap((key) => {
    const value = env[key];
    return typeof value === 'string' ? value.split(',') : [];
  });
  return [...new Set(values.map(originOf).filter((origin): origin is string => origin !== null))];
}

/**
 * Whether `address`, as the page at `page` would fetch it, is on our origin or one of `origins`.
 * The address is read as the browser reads it (`/\host` and `/<tab>/host` leave the site); one
 * with white space is refused, as a srcset would read it as several candidates.
 */
export function isPictureAllowed(address: string, page: string, origins: readonly string[]): boolean {
  if (/[\s\p{Cc}]/u.test(address)) return false;
  let url: URL;
  try {
    url = new URL(address, page);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return url.origin === new URL(page).origin || origins.includes(url.origin);
}

/** The picture hosts this build's settings name. */
const configured = pictureOrigins(import.meta.env ?? {});

/**
 * The address to draw a profile's, post's or video's picture from, or undefined when it may not
 * be drawn (nothing, or a placeholder, is shown instead).
 */
export function pictureUrl(address: string | null | undefined, kind: PictureKind = 'picture'): string | undefined {
  if (!address) return undefined;
  const origins = kind === 'video-thumbnail' ? [...configured, ...VIDEO_THUMBNAIL_ORIGINS] : configured;
  return isPictureAllowed(address, pageAddress(), origins) ? address : undefined;
}
