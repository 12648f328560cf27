/**
 * The only place raw HTML reaches the DOM. CMS and user HTML is sanitised with DOMPurify:
 * no script, no event handler, no javascript:/data: link survives; links to other sites get
 * target=_blank and rel="noopener noreferrer"; images lazy-load.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;
let hooked = false;

function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    for (const attr of ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster']) {
      const value = node.getAttribute(attr);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attr);
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      const external = /^https?:/i.test(href) && new URL(href, window.location.href).origin !== window.location.origin;
      if (external) {
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

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
