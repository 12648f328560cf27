import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DARK_CARD,
  LIGHT_BAND,
  NIGHT,
  PAPER,
  contrastRatio,
  resolveTemplate,
  sitePalette,
  TEMPLATE_ITEM_COUNTS,
  menuHeight,
} from './theme';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('coach site theme', () => {
  it('falls back to template-5 for an unknown or missing theme', () => {
    expect(resolveTemplate('template-3')).toBe('template-3');
    expect(resolveTemplate('template-9')).toBe('template-5');
    expect(resolveTemplate(undefined)).toBe('template-5');
  });

  it('keeps the item counts of the spec and the menu heights', () => {
    expect(TEMPLATE_ITEM_COUNTS['template-2']).toEqual({ videos: 1, gallery: 8 });
    expect(TEMPLATE_ITEM_COUNTS['template-3']).toEqual({ videos: 3, gallery: 4 });
    expect(menuHeight('template-1')).toBe(30);
    expect(menuHeight('template-6')).toBe(50);
  });

  it('derives readable text colours from any theme colour', () => {
    fc.assert(
      fc.property(hex, (color) => {
        const p = sitePalette(color);
        expect(contrastRatio(p.fill, p.onFill)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.accentOnLight, PAPER)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.accentOnLight, LIGHT_BAND)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.accentOnDark, NIGHT)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.accentOnDark, DARK_CARD)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.accentDeep, PAPER)).toBeGreaterThanOrEqual(7);
      }),
    );
    expect(sitePalette('not a colour').accent).toBe('#3588db');
  });
});
