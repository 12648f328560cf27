/**
 * A page's document head, as the routes' `head()` return it: the title ("<page> · Coachly"),
 * the description, the Open Graph / Twitter tags that link previews read, the canonical and
 * alternate addresses, and structured data. `<HeadContent>` in
 * the root route renders the tags of every matched route; for each title, name and property
 * the deepest route's wins, so a page's tags replace the root's defaults (`siteHead`).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { AnyRouteMatch } from '@tanstack/react-router';
import { clampText, plainText, TITLE_MAX } from './display-text';
import { currentLocale } from './i18n';
import { DEFAULT_LOCALE, LOCALE_PARAM, LOCALES, type Locale } from './languages';
import { pictureUrl } from './picture-url';
import { pageOrigin } from './request-scope';

export const SITE_NAME = 'Coachly';

export type HeadMeta = NonNullable<AnyRouteMatch['meta']>;

export interface PageHead {
  /** Page title, without the product name (it is appended); cut at `TITLE_MAX` characters. */
  title: string;
  description?: string;
  /** Image address; made absolute, as link previews require. Left out unless the page may draw it. */
  image?: string;
  /**
   * The page's own path (`/ana-souza`), for an indexed page: its canonical address in the page's
   * language, `og:url`, and the `hreflang` alternates in every language.
   */
  path?: string;
  /** The page's language, which its canonical address names (`?lang=`). */
  locale?: Locale;
  /** Open Graph type: 'article' for a post, 'profile' for a coach; the root's is 'website'. */
  type?: 'website' | 'article' | 'profile';
  /** Structured data (schema.org), written as JSON-LD. */
  jsonLd?: Record<string, unknown> | ((page: { url?: string; image?: string }) => Record<string, unknown>);
  /** For pages that are nobody's landing page (sign-in, edit mode, not found). */
  noindex?: boolean;
}

export type HeadLinks = NonNullable<AnyRouteMatch['links']>;

/** Descriptions are cut to a length link previews show, at a word boundary. */
export function clampDescription(text: string, max = 200): string {
  const clean = plainText(text);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** An address as link previews need it: absolute, on the site's public origin. */
export function absoluteUrl(address: string): string {
  try {
    return new URL(address, pageOrigin()).toString();
  } catch {
    return address;
  }
}

/** The address of a page in one language: pt, the default, has no parameter. */
export function localeUrl(address: string, locale: Locale): string {
  const url = new URL(address);
  if (locale === DEFAULT_LOCALE) url.searchParams.delete(LOCALE_PARAM);
  else url.searchParams.set(LOCALE_PARAM, locale);
  return url.toString();
}

/** The tags of one page. Those it leaves out (no description, no image) keep the root's. */
export function pageHead({
  title: fullTitle,
  description,
  image,
  path,
  locale = DEFAULT_LOCALE,
  type,
  jsonLd,
  noindex,
}: PageHead): { meta: HeadMeta; links: HeadLinks } {
  const title = clampText(fullTitle, TITLE_MAX);
  const text = description ? clampDescription(description) : '';
  const allowed = pictureUrl(image);
  const picture = allowed ? absoluteUrl(allowed) : '';
  const meta: HeadMeta = [
    { title: `${title} · ${SITE_NAME}` },
    { property: 'og:title', content: title },
    { name: 'twitter:title', content: title },
  ];
  const links: HeadLinks = [];
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
  if (path) {
    const page = absoluteUrl(path);
    const canonical = localeUrl(page, locale);
    meta.push({ property: 'og:url', content: canonical });
    links.push({ rel: 'canonical', href: canonical });
    for (const other of LOCALES) links.push({ rel: 'alternate', hrefLang: other, href: localeUrl(page, other) });
    links.push({ rel: 'alternate', hrefLang: 'x-default', href: localeUrl(page, DEFAULT_LOCALE) });
  }
  if (type) meta.push({ property: 'og:type', content: type });
  if (noindex) meta.push({ name: 'robots', content: 'noindex' });
  if (jsonLd) {
    const page = { url: links.find((link) => link?.rel === 'canonical')?.href, image: picture || undefined };
    meta.push(jsonLdTag(typeof jsonLd === 'function' ? jsonLd(page) : jsonLd));
  }
  return { meta, links };
}

/** Structured data, as `<HeadContent>` writes it: a JSON-LD script that no value can close. */
export function jsonLdTag(data: Record<string, unknown>): HeadMeta[number] {
  return { 'script:ld+json': data } as HeadMeta[number];
}

/** The defaults every page starts from (the root route's). */
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

/** A route's head in its router's language: `title` may be a message to translate. */
export function routeHead(
  i18n: I18n,
  { title, ...head }: Omit<PageHead, 'locale' | 'title'> & { title: string | MessageDescriptor },
): { meta: HeadMeta; links: HeadLinks } {
  return pageHead({ ...head, title: typeof title === 'string' ? title : i18n._(title), locale: currentLocale(i18n) });
}
