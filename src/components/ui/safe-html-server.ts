/**
 * SafeHtml's sanitiser on the server (src/entry-server.tsx puts it in each request's scope): DOMPurify on a DOM of jsdom's, as
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

/**
 * The sanitiser of the page at `page` (its public address, as its visitor's browser has it).
 * Each request gets a DOM of its own, made when its page first draws raw HTML (a post's body).
 */
export function serverSanitizer(page: string): (html: string) => string {
  let clean: ReturnType<typeof createSanitizer> | undefined;
  return (html) => {
    // `pictureUrl`'s rule, for the page being rendered rather than `window.location`.
    clean ??= createSanitizer(
      createDOMPurify(new JSDOM('').window),
      (address, at) => address !== '' && isPictureAllowed(address, at, pictureHosts),
    );
    return clean(html, page);
  };
}
