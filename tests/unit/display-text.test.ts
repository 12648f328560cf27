// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampText, NAME_MAX, plainText } from '@/lib/display-text';

const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describe('names and titles as the page shows them', () => {
  it('drops the characters that reorder text, so a name reads as typed', () => {
    expect(plainText('Ana \u202Egnp.exe')).toBe('Ana gnp.exe');
    expect(plainText('\u2067Ana\u2069 \u200FSouza\u200E')).toBe('Ana Souza');
  });

  it('cuts a long name at its limit with an ellipsis, and leaves a short one whole', () => {
    const cut = clampText('A'.repeat(10_000), NAME_MAX);
    expect(cut).toHaveLength(NAME_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(clampText('Ana Souza', NAME_MAX)).toBe('Ana Souza');
  });

  it('never splits a character made of several code points', () => {
    const cut = clampText('👩‍💻'.repeat(80), 10);
    expect(cut).toBe(`${'👩‍💻'.repeat(9)}…`);
  });

  it('whatever the text, the result has no bidi control and fits its limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.integer({ min: 2, max: 80 }), (text, max) => {
        const shown = clampText(text, max);
        expect(shown).not.toMatch(BIDI);
        expect(
          [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(shown)].length,
        ).toBeLessThanOrEqual(max);
      }),
    );
  });
});
