/**
 * SafeHtml's sanitiser on the server (src/entry-server.tsx): DOMPurify on a DOM of jsdom's, as
 * DOMPurify documents for Node, with SafeHtml's own rules and hooks (`createSanitizer`), links and
 * pictures read against the address of the page being rendered, as the browser reads them
 * against its own. Only the server imports this module: jsdom never reaches the browser's build.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { isPictureAllowed, pictureOrigins } from '@/lib/picture-url';
import { createSanitizer } from './safe-html';

/** The hosts besides the page's own that serve pictures, as `pictureUrl` reads them. */
const pictureHosts = pictureOrigins(import.meta.env ?? {});

let sanitize: ReturnType<typeof createSanitizer> | undefined;

/** The sanitiser of the page at `page` (its public address, as its visitor's browser has it). */
export function serverSanitizer(page: string): (html: string) => string {
  // `pictureUrl`'s rule, for the page being rendered rather than `window.location`.
  const clean = (sanitize ??= createSanitizer(
    createDOMPurify(new JSDOM('').window),
    (address, at) => address !== '' && isPictureAllowed(address, at, pictureHosts),
  ));
  return (html) => clean(html, page);
}
