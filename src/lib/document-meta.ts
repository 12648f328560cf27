/**
 * Sharing metadata of a page: document title, description and Open Graph / Twitter card tags.
 * Pages that are shared as links (blog posts, coach sites) set them while they are shown and
 * put the previous values back when they leave, so the next page never inherits stale tags.
 */
import { useEffect } from 'react';

export interface DocumentMeta {
  /** Page title, without the product name (it is appended). */
  title: string;
  description?: string;
  /** Image address; made absolute, as link previews require. */
  image?: string;
  /** Canonical address of the page; defaults to the current one. */
  url?: string;
  /** Open Graph type: 'article' for a post, 'profile' for a coach, 'website' otherwise. */
  type?: 'website' | 'article' | 'profile';
}

export const SITE_NAME = 'Coachly';

type Tag = { attr: 'name' | 'property'; key: string };

const DESCRIPTION: Tag = { attr: 'name', key: 'description' };
const OG_TITLE: Tag = { attr: 'property', key: 'og:title' };
const OG_DESCRIPTION: Tag = { attr: 'property', key: 'og:description' };
const OG_IMAGE: Tag = { attr: 'property', key: 'og:image' };
const OG_URL: Tag = { attr: 'property', key: 'og:url' };
const OG_TYPE: Tag = { attr: 'property', key: 'og:type' };
const OG_SITE: Tag = { attr: 'property', key: 'og:site_name' };
const TWITTER_CARD: Tag = { attr: 'name', key: 'twitter:card' };
const TWITTER_TITLE: Tag = { attr: 'name', key: 'twitter:title' };
const TWITTER_DESCRIPTION: Tag = { attr: 'name', key: 'twitter:description' };
const TWITTER_IMAGE: Tag = { attr: 'name', key: 'twitter:image' };

function absolute(address: string): string {
  try {
    return new URL(address, window.location.href).toString();
  } catch {
    return address;
  }
}

/** Descriptions are cut to a length link previews show, at a word boundary. */
export function clampDescription(text: string, max = 200): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * Applies the page's metadata to <head>. Returns a function that restores what was there
 * before (removing tags this call created).
 */
export function setDocumentMeta(meta: DocumentMeta): () => void {
  const head = document.head;
  const previousTitle = document.title;
  const restorers: Array<() => void> = [];

  const put = (tag: Tag, value: string | undefined) => {
    const selector = `meta[${tag.attr}="${tag.key}"]`;
    let element = head.querySelector<HTMLMetaElement>(selector);
    if (value === undefined || value === '') {
      if (element) {
        const removed = element;
        const before = removed.nextSibling;
        removed.remove();
        restorers.push(() => head.insertBefore(removed, before && before.parentNode === head ? before : null));
      }
      return;
    }
    if (element) {
      const old = element.content;
      const target = element;
      restorers.push(() => {
        target.content = old;
      });
    } else {
      element = document.createElement('meta');
      element.setAttribute(tag.attr, tag.key);
      head.appendChild(element);
      const created = element;
      restorers.push(() => created.remove());
    }
    element.content = value;
  };

  const description = meta.description ? clampDescription(meta.description) : undefined;
  const image = meta.image ? absolute(meta.image) : undefined;
  document.title = `${meta.title} · ${SITE_NAME}`;
  put(DESCRIPTION, description);
  put(OG_TITLE, meta.title);
  put(OG_DESCRIPTION, description);
  put(OG_IMAGE, image);
  put(OG_URL, absolute(meta.url ?? window.location.href));
  put(OG_TYPE, meta.type ?? 'website');
  put(OG_SITE, SITE_NAME);
  put(TWITTER_CARD, image ? 'summary_large_image' : 'summary');
  put(TWITTER_TITLE, meta.title);
  put(TWITTER_DESCRIPTION, description);
  put(TWITTER_IMAGE, image);

  return () => {
    for (const restore of restorers.reverse()) restore();
    document.title = previousTitle;
  };
}

/** Sets the page's sharing metadata while the calling component is mounted. */
export function useDocumentMeta(meta: DocumentMeta | null): void {
  const { title, description, image, url, type } = meta ?? { title: '' };
  const active = meta !== null;
  useEffect(() => {
    if (!active) return;
    return setDocumentMeta({ title, description, image, url, type });
  }, [active, title, description, image, url, type]);
}
