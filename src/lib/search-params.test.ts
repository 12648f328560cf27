import { describe, expect, it } from 'vitest';
import { queryLiteral, queryRecord, queryText } from './search-params';

describe('URL query readers', () => {
  it('reads text and numbers as text, cut to the maximum', () => {
    expect(queryText('abc')).toBe('abc');
    expect(queryText(12)).toBe('12');
    expect(queryText('abcdef', 3)).toBe('abc');
  });

  it('drops what a text value cannot be', () => {
    for (const value of [undefined, null, true, {}, ['a'], Number.NaN, Infinity]) {
      expect(queryText(value)).toBeUndefined();
    }
  });

  it('accepts only the allowed literals', () => {
    expect(queryLiteral('password', ['password'] as const)).toBe('password');
    expect(queryLiteral('Password', ['password'] as const)).toBeUndefined();
    expect(queryLiteral(1, ['password'] as const)).toBeUndefined();
  });

  it('reads a non-object query as empty', () => {
    expect(queryRecord(null)).toEqual({});
    expect(queryRecord('x')).toEqual({});
    expect(queryRecord({ a: 1 })).toEqual({ a: 1 });
  });
});
