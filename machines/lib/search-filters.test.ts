import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_FILTERS,
  filtersFromUrl,
  filtersToUrl,
  hasFilters,
  normalizeFilters,
  sameFilters,
  toApiQuery,
  totalPagesFor,
  SEARCH_CATEGORIES,
  type SearchFilters,
} from './search-filters';

const word = fc.oneof(
  fc.constantFrom('Ana', 'José', 'jose', 'São Paulo', 'Carreira', 'Liderança', '-1', '', '  ', 'BR', 'SP'),
  fc.string({ maxLength: 12 }),
);
const filters: fc.Arbitrary<SearchFilters> = fc.record({
  name: word,
  country: fc.option(word, { nil: null }),
  state: fc.option(word, { nil: null }),
  city: fc.option(word, { nil: null }),
  expertises: fc.array(word, { maxLength: 5 }),
  categories: fc.subarray([...SEARCH_CATEGORIES]),
});

describe('search filters', () => {
  it('survive a trip through the URL query unchanged once normalised', () => {
    fc.assert(
      fc.property(filters, (value) => {
        const clean = normalizeFilters(value);
        expect(filtersFromUrl(filtersToUrl(value))).toEqual(clean);
        expect(sameFilters(value, clean)).toBe(true);
      }),
    );
  });

  it('normalising twice changes nothing', () => {
    fc.assert(
      fc.property(filters, (value) => {
        expect(normalizeFilters(normalizeFilters(value))).toEqual(normalizeFilters(value));
      }),
    );
  });

  it('never put an empty value, a -1 or a state or city without a country in the URL', () => {
    fc.assert(
      fc.property(filters, (value) => {
        const { name, ...query } = filtersToUrl(value);
        expect(name?.trim()).not.toBe('');
        for (const entry of Object.values(query).flat()) {
          expect(entry.trim()).not.toBe('');
          expect(entry).not.toBe('-1');
        }
        if (!query.country) {
          expect(query.state).toBeUndefined();
          expect(query.city).toBeUndefined();
        }
      }),
    );
  });

  it('read single values and unknown categories from a hand-edited link', () => {
    expect(
      filtersFromUrl({
        name: ' Ana  Maria ',
        expertise: 'Carreira',
        category: ['select', 'vip'],
        country: 'BR',
        state: 'SP',
      }),
    ).toEqual({
      ...EMPTY_FILTERS,
      name: 'Ana Maria',
      country: 'BR',
      state: 'SP',
      expertises: ['Carreira'],
      categories: ['select'],
    });
    expect(filtersFromUrl({ city: 'Lisboa' })).toEqual(EMPTY_FILTERS);
    expect(filtersFromUrl(undefined)).toEqual(EMPTY_FILTERS);
  });

  it('make the API query with repeated expertise, the page, order=coachingHours and qtd=10', () => {
    expect(
      toApiQuery(
        { ...EMPTY_FILTERS, name: 'José', country: 'PT', city: 'Porto', expertises: ['Carreira', 'Liderança'] },
        2,
      ),
    ).toEqual({
      name: 'José',
      country: 'PT',
      city: 'Porto',
      expertise: ['Carreira', 'Liderança'],
      page: 2,
      order: 'coachingHours',
      qtd: 10,
    });
    expect(toApiQuery(EMPTY_FILTERS, 0)).toEqual({ page: 0, order: 'coachingHours', qtd: 10 });
  });

  it('tell whether anything is set', () => {
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, categories: ['trainer'] })).toBe(true);
    expect(hasFilters({ ...EMPTY_FILTERS, name: '   ' })).toBe(false);
  });

  it('count pages as ceil(totalProfiles / 10)', () => {
    expect(totalPagesFor(0)).toBe(0);
    expect(totalPagesFor(1)).toBe(1);
    expect(totalPagesFor(10)).toBe(1);
    expect(totalPagesFor(11)).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100000 }), (total) => {
        const pages = totalPagesFor(total);
        expect(pages * 10).toBeGreaterThanOrEqual(total);
        expect((pages - 1) * 10).toBeLessThan(Math.max(total, 1));
      }),
    );
  });
});
