/**
 * How many of a list's items still to come keep their place at its end (as placeholders of their
 * final size): all of them, up to a bound. A visitor who scrolls quickly to the footer then sees
 * the items arrive in their places, and the footer never moves; only a list longer than the bound
 * grows once it is passed.
 */
export function comingItems(remaining: number): number {
  return Math.max(0, Math.min(remaining, MAX_COMING_ITEMS));
}

/** Enough for any list of the demo's size and a few pages of a real one. */
const MAX_COMING_ITEMS = 120;
