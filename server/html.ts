/**
 * The page's head written into the built index.html on the server: what link previews and
 * crawlers read, which run no script. Everything that comes from a request or from the API is
 * escaped here, in one place: text and attribute values as HTML, JSON-LD as JSON that cannot
 * close its script element.
 */
import type { HeadMeta } from '@/lib/page-head';
import { LOCALE_PARAM, LOCALES, DEFAULT_LOCALE, type Locale } from '@/lib/languages';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value, safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as Unicode escapes, so no
 * value can end the element (`</script>`) or open a comment, and the line separators JSON allows
 * but JavaScript once did not.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface DocumentHead {
  /** The language the page is in (`?lang=`), for `<html lang>`. */
  locale: Locale;
  /** Title, description and sharing tags, as the routes' head() give them (src/lib/page-head.ts). */
  meta: HeadMeta;
  /** The page's own address, absolute, without `?lang=`; none for pages that are not indexed. */
  canonical?: string;
  /** Structured data (schema.org), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** `noindex` for pages that are no one's landing page (sign-in, edit mode, not found). */
  robots?: string;
}

/** The address of a page in one language: pt, the default, has no parameter. */
export function localeUrl(canonical: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return canonical;
  const url = new URL(canonical);
  url.searchParams.set(LOCALE_PARAM, locale);
  return url.toString();
}

function metaTag(entry: HeadMeta[number]): string {
  if (!entry) return '';
  if ('title' in entry && typeof entry.title === 'string') return `<title>${escapeHtml(entry.title)}</title>`;
  const content = typeof entry.content === 'string' ? entry.content : '';
  if (typeof entry.name === 'string')
    return `<meta name="${escapeHtml(entry.name)}" content="${escapeHtml(content)}" />`;
  if (typeof entry.property === 'string')
    return `<meta property="${escapeHtml(entry.property)}" content="${escapeHtml(content)}" />`;
  return '';
}

/** The head's tags, one a line. */
export function headTags(head: DocumentHead): string[] {
  const tags = head.meta.map(metaTag).filter(Boolean);
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}" />`);
  if (head.canonical) {
    const canonical = localeUrl(head.canonical, head.locale);
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    for (const locale of LOCALES)
      tags.push(
        `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(localeUrl(head.canonical, locale))}" />`,
      );
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.canonical)}" />`);
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags;
}

/** index.html's own title, description and sharing tags, which the page's replace. */
const STATIC_HEAD_TAGS =
  /[ \t]*(?:<title>[^<]*<\/title>|<meta\s[^>]*(?:name="(?:description|twitter:[^"]*)"|property="og:[^"]*")[^>]*>)\s*?\n/g;

/** The route preloader's data and script (scripts/route-preload.ts): a server-rendered page has no use for them. */
const ROUTE_PRELOADER =
  /[ \t]*<script type="application\/json" id="route-preload-data">.*?<\/script>\s*<script type="module" async>.*?<\/script>\s*?\n/s;

/** A page the server rendered: #root's content and the built files it needs (server/render.ts). */
export interface RenderedBody {
  body: string;
  stylesheets: string[];
  modules: string[];
}

/**
 * The built page with the head of this request: `<html lang>`, and the template's title,
 * description and sharing tags replaced by the page's, in the same place. A page the server
 * rendered also gets its content, its stylesheets and its code's preloads.
 */
export function pageDocument(template: string, head: DocumentHead, rendered?: RenderedBody): string {
  let page = template.replace(/<html lang="[^"]*"/, `<html lang="${head.locale}"`);
  const links: string[] = [];
  if (rendered) {
    page = page
      .replace(ROUTE_PRELOADER, '')
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.body}</div>`);
    links.push(
      ...rendered.stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`),
      ...rendered.modules.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
    );
  }
  const end = page.indexOf('</head>');
  if (end === -1) throw new Error('The page template has no </head>.');
  const before = page.slice(0, end).replace(STATIC_HEAD_TAGS, '').trimEnd();
  const tags = [...headTags(head), ...links].map((tag) => `\n    ${tag}`).join('');
  return `${before}${tags}\n  ${page.slice(end)}`;
}
