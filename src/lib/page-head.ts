/**
 * A page's document head, as the routes' `head()` return it: the title ("<page> · Coachly"),
 * the description and the Open Graph / Twitter tags that link previews read. `<HeadContent>` in
 * the root route renders the tags of every matched route; for each title, name and property
 * the deepest route's wins, so a page's tags replace the root's defaults (`siteHead`).
 */
import type { AnyRouteMatch } from '@tanstack/react-router';
import { clampText, plainText, TITLE_MAX } from './display-text';
import { pictureUrl } from './picture-url';

export const SITE_NAME = 'Coachly';

export type HeadMeta = NonNullable<AnyRouteMatch['meta']>;

export interface PageHead {
  /** Page title, without the product name (it is appended); cut at `TITLE_MAX` characters. */
  title: string;
  description?: string;
  /** Image address; made absolute, as link previews require. Left out unless the page may draw it. */
  image?: string;
  /** Address of the page; made absolute. */
  url?: string;
  /** Open Graph type: 'article' for a post, 'profile' for a coach; the root's is 'website'. */
  type?: 'website' | 'article' | 'profile';
}

/** Descriptions are cut to a length link previews show, at a word boundary. */
export function clampDescription(text: string, max = 200): string {
  const clean = plainText(text);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Outside the browser (the build's prerendering) there is no origin to resolve against. */
function absolute(address: string): string {
  if (typeof window === 'undefined') return address;
  try {
    return new URL(address, window.location.href).toString();
  } catch {
    return address;
  }
}

/** The tags of one page. Those it leaves out (no description, no image) keep the root's. */
export function pageHead({ title: fullTitle, description, image, url, type }: PageHead): { meta: HeadMeta } {
  const title = clampText(fullTitle, TITLE_MAX);
  const text = description ? clampDescription(description) : '';
  const allowed = pictureUrl(image);
  const picture = allowed ? absolute(allowed) : '';
  const meta: HeadMeta = [
    { title: `${title} · ${SITE_NAME}` },
    { property: 'og:title', content: title },
    { name: 'twitter:title', content: title },
  ];
  if (text) {
    meta.push(
      { name: 'description', content: text },
      { property: 'og:description', content: text },
      { name: 'twitter:description', content: text },
    );
  }
  if (picture) {
    meta.push(
      { property: 'og:image', content: picture },
      { name: 'twitter:image', content: picture },
      { name: 'twitter:card', content: 'summary_large_image' },
    );
  }
  if (url) meta.push({ property: 'og:url', content: absolute(url) });
  if (type) meta.push({ property: 'og:type', content: type });
  return { meta };
}

/** The defaults every page starts from (the root route's), as index.html has them. */
export function siteHead({ description, shareDescription }: { description: string; shareDescription: string }): {
  meta: HeadMeta;
} {
  return {
    meta: [
      { title: SITE_NAME },
      { name: 'description', content: description },
      { property: 'og:title', content: SITE_NAME },
      { property: 'og:description', content: shareDescription },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      { name: 'twitter:card', content: 'summary' },
    ],
  };
}

/**
 * Removes index.html's description and sharing tags before the app's first render. They are
 * there for link previews, which run no script; from then on the routes' head() own them, and a
 * page's tags would otherwise stand beside them. React takes index.html's <title> over itself.
 */
export function dropStaticHeadTags(head: HTMLHeadElement): void {
  for (const tag of head.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]'))
    tag.remove();
}
