/**
 * A prerendered page (scripts/prerender.ts) marks #root with this attribute: `hidden` until the
 * route preloader has found the visitor's language to be the page's, then `shown`. The app takes
 * the page over and removes the mark once it has drawn its own first page (src/routes/__root.tsx).
 */
export const PRERENDER_ATTRIBUTE = 'data-prerender';
