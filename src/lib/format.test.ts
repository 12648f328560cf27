import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumber, formatRating } from './format';

describe('numbers, ratings and dates in the visitor’s language', () => {
  it('groups thousands and keeps up to two decimals, the way each language writes them', () => {
    expect(formatNumber(1234567.891, 'pt')).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatNumber(12345.5, 'es')).toBe('12.345,5');
    // Spanish groups only from five digits.
    expect(formatNumber(1234, 'es')).toBe('1234');
    expect(formatNumber(1234, 'pt')).toBe('1.234');
    expect(formatNumber(0, 'pt')).toBe('0');
  });

  it('shows a rating with exactly one decimal', () => {
    expect(formatRating(5, 'pt')).toBe('5,0');
    expect(formatRating(5, 'en')).toBe('5.0');
    expect(formatRating(4.75, 'es')).toBe('4,8');
  });

  it('writes a long date as each language does', () => {
    const date = new Date(2026, 10, 21, 12);
    expect(formatLongDate(date, 'pt')).toBe('21 de novembro de 2026');
    expect(formatLongDate(date, 'en')).toBe('November 21, 2026');
    expect(formatLongDate(date, 'es')).toBe('21 de noviembre de 2026');
  });

  it('reads dates given as API strings', () => {
    expect(formatLongDate('2026-03-05T12:00:00Z', 'pt')).toMatch(/^[45] de março de 2026$/);
  });

  it('leaves an unreadable date empty', () => {
    expect(formatLongDate('not a date', 'pt')).toBe('');
  });
});
