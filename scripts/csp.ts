// Builds the Content Security Policy the production build ships in a <meta> tag.
// Servers should send the same policy as a header, plus `frame-ancestors 'none'`
// (ignored in <meta>) and the Trusted Types report-only header: see docs/decisions/0003-security-headers.md.

import { pictureOrigins, VIDEO_THUMBNAIL_ORIGINS } from '../src/lib/picture-url.ts';

export const VIDEO_FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

const API_ENV_KEYS = [
  'VITE_API_V1_URL',
  'VITE_API_V2_URL',
  'VITE_BLOG_API_URL',
  'VITE_AUTH_URL',
  'VITE_YOUTUBE_INFO_URL',
  'VITE_VIMEO_INFO_URL',
] as const;

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function buildCsp(env: Record<string, string | undefined>): string {
  const apiOrigins = [...new Set(API_ENV_KEYS.map((k) => originOf(env[k])).filter((o): o is string => o !== null))];
  const authOrigin = originOf(env.VITE_AUTH_URL);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The hosts src/lib/picture-url.ts draws pictures from; data: and blob: for the pictures an
    // owner picks before uploading them.
    'img-src': ["'self'", 'data:', 'blob:', ...new Set([...pictureOrigins(env), ...VIDEO_THUMBNAIL_ORIGINS])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...apiOrigins],
    'frame-src': VIDEO_FRAME_HOSTS,
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...(authOrigin ? [authOrigin] : [])],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
