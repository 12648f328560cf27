import { describe, expect, it } from 'vitest';
import subsets from '@fontsource-variable/inter/unicode.json';
import { SUBSET_RANGES } from './web-font';

describe('web font', () => {
  it('gives each face the characters Fontsource gives its subset', () => {
    expect(SUBSET_RANGES).toEqual({ latin: subsets.latin, 'latin-ext': subsets['latin-ext'] });
  });
});
