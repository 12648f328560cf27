/**
 * A picture a coach or the blog supplied, drawn only when it comes from a host pictures may come
 * from (src/lib/picture-url.ts), and nothing otherwise. `priority` marks the page's largest
 * picture: it loads at once and first; the others wait until they near the screen.
 */
import type { ImgHTMLAttributes } from 'react';
import { pictureUrl, type PictureKind } from '@/lib/picture-url';

interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'fetchPriority'> {
  src: string | null | undefined;
  kind?: PictureKind;
  priority?: boolean;
}

export function Picture({ src, kind, priority = false, alt = '', ...rest }: PictureProps) {
  const url = pictureUrl(src, kind);
  if (!url) return null;
  return (
    <img
      src={url}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...rest}
    />
  );
}
