/**
 * The only place raw HTML reaches the DOM. CMS and user HTML is sanitised with DOMPurify:
 * no script, no event handler, no javascript:/data: link survives; a link is read as the browser
 * reads it, so one that looks local but leaves the site (`/\host`, `/<tab>/host`) is dropped;
 * links to other sites get target=_blank and rel="noopener noreferrer"; pictures are drawn only
 * from the hosts src/lib/picture-url.ts allows, and lazy-load.
 *
 * The same rules run in the browser (DOMPurify on the page's DOM, links read against
 * `window.location`) and on the server (DOMPurify on a DOM of jsdom's, links read against the
 * rendered page's address: ./safe-html-server.ts, which only the server imports), so a
 * server-rendered post carries its body and hydrates unchanged.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';
import { pictureUrl } from '@/lib/picture-url';
import { requestScope } from '@/lib/request-scope';

/** An address with its own scheme; any other is resolved against the page. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** The attributes that fetch a picture, besides srcset. */
const PICTURE_ATTRIBUTES = ['poster', 'background'];
/** A srcset's width, density or height descriptor. */
const DESCRIPTOR = /^\d+(?:\.\d+)?[wxh]$/i;

/**
 * Whether the picture at `address` may be drawn on the page at `page`: src/lib/picture-url.ts's
 * rule, for this page (`pictureUrl`) or, on the server, for the page being rendered.
 */
type PictureCheck = (address: string, page: string) => boolean;

/**
 * Where a link leads: 'local' for our origin and in-page anchors, 'contact' for mailto: and
 * tel:, 'external' for a web address elsewhere that names its scheme, null for anything else
 * (another scheme, or an address that looks relative but resolves to another site).
 */
function linkTarget(value: string, page: string): 'local' | 'contact' | 'external' | null {
  const address = value.trim();
  if (address.startsWith('#')) return 'local';
  let url: URL;
  try {
    url = new URL(address, page);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return 'contact';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === new URL(page).origin) return 'local';
  return HAS_SCHEME.test(address) ? 'external' : null;
}

/** Whether every address a srcset names may be drawn (anything it cannot read refuses it). */
function isSrcsetAllowed(value: string, page: string, isPicture: PictureCheck): boolean {
  const tokens = value.split(/[\s,]+/).filter(Boolean);
  return tokens.length > 0 && tokens.every((token) => DESCRIPTOR.test(token) || isPicture(token, page));
}

/** The links and pictures of one element DOMPurify kept, checked for the page at `page`. */
function checkAddresses(node: Element, page: string, isPicture: PictureCheck): void {
  for (const attr of ['href', 'xlink:href', 'action', 'formaction']) {
    const value = node.getAttribute(attr);
    if (value !== null && linkTarget(value, page) === null) node.removeAttribute(attr);
  }
  const src = node.getAttribute('src');
  if (src !== null && (node.tagName === 'IMG' ? !isPicture(src.trim(), page) : linkTarget(src, page) !== 'local'))
    node.removeAttribute('src');
  for (const attr of PICTURE_ATTRIBUTES) {
    const value = node.getAttribute(attr);
    if (value !== null && !isPicture(value.trim(), page)) node.removeAttribute(attr);
  }
  const srcset = node.getAttribute('srcset');
  if (srcset !== null && !isSrcsetAllowed(srcset, page, isPicture)) node.removeAttribute('srcset');
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    if (linkTarget(node.getAttribute('href') ?? '', page) === 'external') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  }
  if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
  }
}

/**
 * Inline handler attributes (onerror=, onload=, ...) inside tags. The browser reports a CSP
 * violation, and logs an error, for every one it parses, even in the inert document DOMPurify
 * parses into; renaming them first keeps hostile posts quiet. DOMPurify still removes whatever
 * this textual pass misses, so safety does not depend on it.
 */
const HANDLER_ATTRIBUTE = /(<[a-z!?/][^>]*?[\s/"'])on([a-z]+\s*=)/gi;

function defuseHandlers(html: string): string {
  let previous: string;
  let next = html;
  do {
    previous = next;
    next = next.replace(HANDLER_ATTRIBUTE, '$1data-defused-on$2');
  } while (next !== previous);
  return next;
}

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'frame',
    'object',
    'embed',
    'base',
    'meta',
    'link',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
  // Prefixes id/name so CMS markup cannot clobber globals (an element id="x" is window.x).
  SANITIZE_NAMED_PROPS: true,
} satisfies Config;

/** A sanitised-HTML function: the HTML, and the address of the page it is drawn in. */
type Sanitizer = (html: string, page: string) => string;

/**
 * SafeHtml's sanitiser on `purify`, a DOMPurify bound to a window: the browser's, or one of a
 * server's DOM (./safe-html-server.ts). The rules and hooks are the same wherever it runs; only
 * how a picture's address is checked for the page comes with the window.
 */
export function createSanitizer(purify: Purifier, isPicture: PictureCheck): Sanitizer {
  let page = '';
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType === 1) checkAddresses(node, page, isPicture);
  });
  return (html, at) => {
    // The hook reads the page of this call; sanitize() runs to the end before any other call.
    page = at;
    return purify.sanitize(defuseHandlers(html), CONFIG);
  };
}

// eslint-disable-next-line no-restricted-syntax -- browser only: the server sanitises through its request scope
let inBrowser: Sanitizer | undefined;

/** Sanitises an HTML string for insertion in this page. Exported for tests and non-React callers. */
export function sanitizeHtml(html: string): string {
  // pictureUrl reads addresses against this page, window.location.
  inBrowser ??= createSanitizer(DOMPurify, (address) => pictureUrl(address) !== undefined);
  return inBrowser(html, window.location.href);
}

/** What the server draws: the HTML sanitised for the page of the request being rendered. */
function sanitizeOnServer(html: string): string {
  // Drawing nothing here would stay so: a hydration keeps the server's inner HTML as it is.
  const scope = requestScope();
  if (!scope) throw new Error('SafeHtml rendered on the server outside a request scope (src/lib/request-scope.ts).');
  return scope.sanitize(html);
}

/**
 * The HTML, sanitised: on the server by its request's sanitiser, in the browser from the first
 * render, so a hydration draws what the server drew.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => (import.meta.env.SSR ? sanitizeOnServer(html) : sanitizeHtml(html)), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
