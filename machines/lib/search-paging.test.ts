// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FIRST_PAGE,
  canTurn,
  isShownFrom,
  needsPrefetch,
  totalPagesFor,
  turnTarget,
  turnWindow,
  type PageTurn,
  type PageWindow,
} from './search-paging';

const turns: fc.Arbitrary<PageTurn[]> = fc.array(fc.constantFrom<PageTurn>('next', 'previous', 'more'), {
  maxLength: 30,
});

describe('search paging', () => {
  it('counts pages as ceil(totalProfiles / 10)', () => {
    expect(totalPagesFor(0)).toBe(0);
    expect(totalPagesFor(1)).toBe(1);
    expect(totalPagesFor(10)).toBe(1);
    expect(totalPagesFor(11)).toBe(2);
    expect(totalPagesFor(Number.NaN)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100000 }), (total) => {
        const pages = totalPagesFor(total);
        expect(pages * 10).toBeGreaterThanOrEqual(total);
        expect((pages - 1) * 10).toBeLessThan(total);
      }),
    );
  });

  it('next shows the page after the window alone; more adds it to the window', () => {
    expect(turnWindow(FIRST_PAGE, 'next')).toEqual({ first: 1, last: 1 });
    expect(turnWindow(FIRST_PAGE, 'more')).toEqual({ first: 0, last: 1 });
    expect(turnWindow({ first: 2, last: 4 }, 'more')).toEqual({ first: 2, last: 5 });
  });

  it('previous shows page nextPage - 2 alone, nextPage being the page after the last one shown', () => {
    const window = { first: 0, last: 3 };
    const nextPage = window.last + 1;
    expect(turnTarget(window, 'previous')).toBe(nextPage - 2);
    expect(turnWindow(window, 'previous')).toEqual({ first: 2, last: 2 });
  });

  it('refuses previous on the first page and next or more on the last', () => {
    expect(canTurn(FIRST_PAGE, 'previous', 5)).toBe(false);
    expect(canTurn({ first: 0, last: 4 }, 'next', 5)).toBe(false);
    expect(canTurn({ first: 0, last: 4 }, 'more', 5)).toBe(false);
    expect(canTurn({ first: 4, last: 4 }, 'previous', 5)).toBe(true);
    expect(canTurn(FIRST_PAGE, 'more', 0)).toBe(false);
  });

  it('whatever the visitor does, the window stays within the pages that exist and asks for one page at a time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), turns, (totalPages, steps) => {
        let window: PageWindow = FIRST_PAGE;
        let loaded = 1;
        for (const turn of steps) {
          if (!canTurn(window, turn, totalPages)) continue;
          // The page asked for is loaded, or is the one after the loaded ones.
          expect(turnTarget(window, turn)).toBeLessThanOrEqual(loaded);
          window = turnWindow(window, turn);
          loaded = Math.max(loaded, window.last + 1);
          expect(isShownFrom(window, loaded)).toBe(true);
          expect(window.last).toBeLessThan(totalPages);
        }
      }),
    );
  });

  it('fetches ahead the page after the window when it is not loaded and exists', () => {
    expect(needsPrefetch(FIRST_PAGE, 1, 7)).toBe(true);
    expect(needsPrefetch(FIRST_PAGE, 2, 7)).toBe(false);
    expect(needsPrefetch({ first: 6, last: 6 }, 7, 7)).toBe(false);
    expect(needsPrefetch(FIRST_PAGE, 1, 1)).toBe(false);
  });

  it('takes a window kept in the history only when it is one and its pages are loaded', () => {
    expect(isShownFrom({ first: 0, last: 4 }, 6)).toBe(true);
    expect(isShownFrom({ first: 0, last: 4 }, 4)).toBe(false);
    expect(isShownFrom({ first: 2, last: 1 }, 6)).toBe(false);
    expect(isShownFrom({ first: -1, last: 1 }, 6)).toBe(false);
    expect(isShownFrom({ first: 0.5, last: 1 }, 6)).toBe(false);
    expect(isShownFrom({ first: '0', last: 1 }, 6)).toBe(false);
    expect(isShownFrom(undefined, 6)).toBe(false);
    expect(isShownFrom(null, 6)).toBe(false);
  });
});
