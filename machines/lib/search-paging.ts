/**
 * Paging through a coach search's results (spec §4 "Search"). The search's pages load in order
 * from page 0; the list shows a window of them, from `first` to `last` (zero-based). Scrolling
 * (`more`) adds the page after the window; `next` shows that page alone and `previous` the page
 * before the last one alone (page nextPage - 2 in the server's numbering, where nextPage is
 * last + 1). The page after the window is fetched before the visitor asks for it.
 * Pure: the coaches list keeps the window in its history entry, so Back brings it back.
 */

/** Results per page (qtd), fixed by the spec. */
export const PAGE_SIZE = 10;

export interface PageWindow {
  first: number;
  last: number;
}

export type PageTurn = 'next' | 'previous' | 'more';

/** A search's window before any turn: its first page. */
export const FIRST_PAGE: PageWindow = { first: 0, last: 0 };

/** Pages for a total: ceil(totalProfiles / 10). */
export function totalPagesFor(totalProfiles: number): number {
  if (!Number.isFinite(totalProfiles) || totalProfiles <= 0) return 0;
  return Math.ceil(totalProfiles / PAGE_SIZE);
}

/** The page a turn asks for. */
export function turnTarget(window: PageWindow, turn: PageTurn): number {
  return turn === 'previous' ? window.last - 1 : window.last + 1;
}

/** Whether the page a turn asks for exists. */
export function canTurn(window: PageWindow, turn: PageTurn, totalPages: number): boolean {
  const target = turnTarget(window, turn);
  return target >= 0 && target < totalPages;
}

/** The window once the page a turn asks for is shown. */
export function turnWindow(window: PageWindow, turn: PageTurn): PageWindow {
  const target = turnTarget(window, turn);
  return turn === 'more' ? { first: window.first, last: target } : { first: target, last: target };
}

/** Whether `window` is a window of pages and every page of it is among the `loaded` first ones. */
export function isShownFrom(window: unknown, loaded: number): window is PageWindow {
  if (typeof window !== 'object' || window === null) return false;
  const { first, last } = window as Partial<Record<keyof PageWindow, unknown>>;
  if (typeof first !== 'number' || typeof last !== 'number') return false;
  return Number.isInteger(first) && Number.isInteger(last) && 0 <= first && first <= last && last < loaded;
}

/** Whether the page after the window is still to be fetched ahead of the visitor. */
export function needsPrefetch(window: PageWindow, loaded: number, totalPages: number): boolean {
  return loaded === window.last + 1 && loaded < totalPages;
}
