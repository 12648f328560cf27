/**
 * Names and titles typed by people, as the page shows them: without the characters that reorder
 * text (a right-to-left override makes "Ana\u202Egnp.exe" read "Ana exe.png"), and cut to a length
 * the layout and the browser's tab can hold.
 */

/** Bidirectional controls: embeddings, overrides, isolates and the directional marks. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A coach's name, where it is shown (the contract allows 25 characters for each half). */
export const NAME_MAX = 60;

/** A page's title, before the product name is appended. */
export const TITLE_MAX = 70;

/** The text without bidirectional controls, its white space collapsed. */
export function plainText(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(/\s+/g, ' ').trim();
}

/** `plainText`, cut to at most `max` characters (whole graphemes) ending in an ellipsis. */
export function clampText(text: string, max: number): string {
  const plain = plainText(text);
  if (plain.length <= max) return plain;
  const graphemes = Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(plain),
    (part) => part.segment,
  );
  if (graphemes.length <= max) return plain;
  return `${graphemes
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** A coach's name as the site heads it: "First Second", else the username, cut to `max`. */
export function coachName(
  profile: { firstName?: string; secondName?: string; username?: string },
  max = NAME_MAX,
): string {
  return clampText([profile.firstName, profile.secondName].filter(Boolean).join(' ') || profile.username || '', max);
}
