/**
 * Breakpoints of the spec, in one place. The layout ones live in the CSS modules' media queries,
 * where no script reads them: the coach site's navigation bar collapses into a hamburger up to
 * 990 px, the platform header up to 860 px, and from 768 px on the layout is "desktop". The
 * carousels' tables below are read by their scripts.
 */

/** Featured coaches carousel: slides visible from each min width (up to 7). */
export const FEATURED_SLIDES: ReadonlyArray<readonly [number, number]> = [
  [1920, 7],
  [1700, 6],
  [1360, 5],
  [1100, 4],
  [750, 3],
  [510, 2],
  [0, 1],
];

/** Home blog carousel: 4, 3 under 1320, 2 under 960, 1 under 630. */
export const BLOG_SLIDES: ReadonlyArray<readonly [number, number]> = [
  [1320, 4],
  [960, 3],
  [630, 2],
  [0, 1],
];

/** Other carousels: 4, 3, 2, 1 slides at the 1260, 1024 and 600 breakpoints. */
export const DEFAULT_SLIDES: ReadonlyArray<readonly [number, number]> = [
  [1260, 4],
  [1024, 3],
  [600, 2],
  [0, 1],
];

/** Slides per view for a width, given a breakpoint table ordered from the widest. */
export function slidesFor(width: number, table: ReadonlyArray<readonly [number, number]>): number {
  for (const [min, count] of table) if (width >= min) return count;
  return 1;
}
