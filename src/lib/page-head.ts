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
import { currentLocale, htmlLang } from './i18n';
import { DEFAULT_LOCALE, LOCALE_PARAM, LOCALES, type Locale } from './languages';
import { pictureUrl } from './picture-url';
import { pageOrigin } from './request-scope';
import { SHARE_CARD_HEIGHT, SHARE_CARD_TYPE, SHARE_CARD_WIDTH, shareCardPath, type ShareCard } from './share-card';

export const SITE_NAME = 'Coachly';

export type HeadMeta = NonNullable<AnyRouteMatch['meta']>;

export interface PageHead {
  /** Page title, without the product name (it is appended); cut at `TITLE_MAX` characters. */
  title: string;
  description?: string;
  /**
   * The share card link previews show (src/lib/share-card.ts), in the page's language; `version`
   * changes with what it shows. Without one, the root's card of the platform stands.
   */
  card?: { card: ShareCard; version?: string; alt: string };
  /**
   * The page's own path (`/ana-souza`), for an indexed page: its canonical address in the page's
   * language, `og:url`, and the `hreflang` alternates in every language.
   */
  path?: string;
  /** The page's language, which its canonical address names (`?lang=`). */
  locale?: Locale;
  /**
   * The languages the page really has, for its `hreflang` alternates (a coach's page: those the
   * coach wrote or translated the texts in); every language when absent.
   */
  languages?: readonly Locale[];
  /** Open Graph type: 'article' for a post, 'profile' for a coach; the root's is 'website'. */
  type?: 'website' | 'article' | 'profile';
  /** Structured data (schema.org), written as JSON-LD; `url` is the canonical address, `image` the card's. */
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

/** A picture the page may draw (src/lib/picture-url.ts), as an absolute address; else undefined. */
export function absolutePicture(address: string | null | undefined): string | undefined {
  const allowed = pictureUrl(address);
  return allowed ? absoluteUrl(allowed) : undefined;
}

/** Open Graph's names of the languages (`og:locale`). */
const OG_LOCALES: Record<Locale, string> = { pt: 'pt_BR', en: 'en_US', es: 'es_ES' };

/**
 * `og:locale` and its alternates, the page's other languages (`languages`, those its `hreflang`
 * alternates name; every language when it names none). The router's head keeps one tag per
 * property, so the document writes these itself (src/routes/__root.tsx).
 */
export function ogLocaleTags(
  locale: Locale,
  languages: readonly Locale[] = LOCALES,
): { property: string; content: string }[] {
  return [
    { property: 'og:locale', content: OG_LOCALES[locale] },
    ...LOCALES.filter((other) => other !== locale && languages.includes(other)).map((other) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALES[other],
    })),
  ];
}

/** The tags of a share card: its absolute address, size, type and description, for Open Graph and Twitter. */
function cardTags({ card, version, alt }: NonNullable<PageHead['card']>, locale: Locale): HeadMeta {
  const image = absoluteUrl(shareCardPath(card, locale, version));
  const text = clampText(alt, 420);
  return [
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: SHARE_CARD_TYPE },
    { property: 'og:image:width', content: String(SHARE_CARD_WIDTH) },
    { property: 'og:image:height', content: String(SHARE_CARD_HEIGHT) },
    { property: 'og:image:alt', content: text },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: text },
  ];
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
  card,
  path,
  locale = DEFAULT_LOCALE,
  languages = LOCALES,
  type,
  jsonLd,
  noindex,
}: PageHead): { meta: HeadMeta; links: HeadLinks } {
  const title = clampText(fullTitle, TITLE_MAX);
  const text = description ? clampDescription(description) : '';
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
  const images = card ? cardTags(card, locale) : [];
  meta.push(...images);
  if (path) {
    const page = absoluteUrl(path);
    const canonical = localeUrl(page, locale);
    meta.push({ property: 'og:url', content: canonical });
    links.push({ rel: 'canonical', href: canonical });
    for (const other of LOCALES.filter((one) => languages.includes(one)))
      links.push({ rel: 'alternate', hrefLang: other, href: localeUrl(page, other) });
    links.push({ rel: 'alternate', hrefLang: 'x-default', href: localeUrl(page, DEFAULT_LOCALE) });
  }
  if (type) meta.push({ property: 'og:type', content: type });
  if (noindex) meta.push({ name: 'robots', content: 'noindex' });
  if (jsonLd) {
    const image = images.find((tag) => tag?.property === 'og:image')?.content;
    const page = { url: links.find((link) => link?.rel === 'canonical')?.href, image };
    meta.push(jsonLdTag(typeof jsonLd === 'function' ? jsonLd(page) : jsonLd));
  }
  return { meta, links };
}

/** The platform as schema.org names it: the publisher of its pages and posts. */
export function publisherJsonLd(): Record<string, unknown> {
  return { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/home'), logo: absoluteUrl('/favicon.svg') };
}

/**
 * /home's structured data: the site, and the coach search a search engine may offer in its
 * results (the coaches list, by name, in the page's language).
 */
export function websiteJsonLd({ url, locale }: { url?: string; locale: Locale }): Record<string, unknown> {
  const list = localeUrl(absoluteUrl('/coaches_list'), locale);
  const target = `${list}${list.includes('?') ? '&' : '?'}name={search_term_string}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url,
    inLanguage: htmlLang(locale),
    publisher: publisherJsonLd(),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: target },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A trail of pages (the blog, a category, a post), each named and at its address in the page's language. */
export function breadcrumbJsonLd(
  locale: Locale,
  trail: readonly { name: string; path: string }[],
): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: localeUrl(absoluteUrl(path), locale),
    })),
  };
}

/** A list page's structured data (the coaches list, the blog, a category). */
export function collectionJsonLd({
  url,
  name,
  description,
  locale,
}: {
  url?: string;
  name: string;
  description?: string;
  locale: Locale;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    ...(description ? { description } : {}),
    url,
    inLanguage: htmlLang(locale),
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: localeUrl(absoluteUrl('/home'), locale) },
  };
}

/** Structured data, as `<HeadContent>` writes it: a JSON-LD script that no value can close. */
export function jsonLdTag(data: Record<string, unknown>): HeadMeta[number] {
  return { 'script:ld+json': data } as HeadMeta[number];
}

/** The defaults every page starts from (the root route's): the platform's words and card. */
export function siteHead({
  description,
  shareDescription,
  cardAlt,
  locale = DEFAULT_LOCALE,
}: {
  description: string;
  shareDescription: string;
  /** What the platform's card shows, for those who cannot see it. */
  cardAlt: string;
  locale?: Locale;
}): { meta: HeadMeta } {
  return {
    meta: [
      { title: SITE_NAME },
      { name: 'description', content: description },
      { property: 'og:title', content: SITE_NAME },
      { property: 'og:description', content: shareDescription },
      { name: 'twitter:description', content: shareDescription },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      ...cardTags({ card: { kind: 'page', page: 'home' }, alt: cardAlt }, locale),
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
