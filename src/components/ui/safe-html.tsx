/**
 * The only place raw HTML reaches the DOM. CMS and user HTML is sanitised with DOMPurify:
 * no script, no event handler, no javascript:/data: link survives; a link is read as the browser
 * reads it, so one that looks local but leaves the site (`/\host`, `/<tab>/host`) is dropped;
 * links to other sites get target=_blank and rel="noopener noreferrer"; pictures are drawn only
 * from the hosts src/lib/picture-url.ts allows, and lazy-load.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { pictureUrl } from '@/lib/picture-url';
import { useInBrowser } from '@/lib/use-in-browser';

/** An address with its own scheme; any other is resolved against the page. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** The attributes that fetch a picture, besides srcset. */
const PICTURE_ATTRIBUTES = ['poster', 'background'];
/** A srcset's width, density or height descriptor. */
const DESCRIPTOR = /^\d+(?:\.\d+)?[wxh]$/i;
let hooked = false;

/**
 * Where a link leads: 'local' for our origin and in-page anchors, 'contact' for mailto: and
 * tel:, 'external' for a web address elsewhere that names its scheme, null for anything else
 * (another scheme, or an address that looks relative but resolves to another site).
 */
function linkTarget(value: string): 'local' | 'contact' | 'external' | null {
  const address = value.trim();
  if (address.startsWith('#')) return 'local';
  let url: URL;
  try {
    url = new URL(address, window.location.href);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return 'contact';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === window.location.origin) return 'local';
  return HAS_SCHEME.test(address) ? 'external' : null;
}

/** Whether every address a srcset names may be drawn (anything it cannot read refuses it). */
function isSrcsetAllowed(value: string): boolean {
  const tokens = value.split(/[\s,]+/).filter(Boolean);
  return tokens.length > 0 && tokens.every((token) => DESCRIPTOR.test(token) || pictureUrl(token) !== undefined);
}

function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    for (const attr of ['href', 'xlink:href', 'action', 'formaction']) {
      const value = node.getAttribute(attr);
      if (value !== null && linkTarget(value) === null) node.removeAttribute(attr);
    }
    const src = node.getAttribute('src');
    if (src !== null && (node.tagName === 'IMG' ? !pictureUrl(src.trim()) : linkTarget(src) !== 'local'))
      node.removeAttribute('src');
    for (const attr of PICTURE_ATTRIBUTES) {
      const value = node.getAttribute(attr);
      if (value !== null && !pictureUrl(value.trim())) node.removeAttribute(attr);
    }
    const srcset = node.getAttribute('srcset');
    if (srcset !== null && !isSrcsetAllowed(srcset)) node.removeAttribute('srcset');
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      if (linkTarget(node.getAttribute('href') ?? '') === 'external') {
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
  });
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

/** Sanitises an HTML string for insertion. Exported for tests and non-React callers. */
export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(defuseHandlers(html), {
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
  });
}

/**
 * The HTML, sanitised. DOMPurify needs the browser's DOM: a page the server renders gets the
 * HTML once it runs in the browser (the first render of a hydration is the server's, empty).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const inBrowser = useInBrowser();
  const clean = useMemo(() => (inBrowser ? sanitizeHtml(html) : ''), [html, inBrowser]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
