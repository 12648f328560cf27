import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SearchPublicProfilesQueryParams,
  searchPublicProfilesQueryCategoryMax,
  searchPublicProfilesQueryCityMax,
  searchPublicProfilesQueryCountryRegExp,
  searchPublicProfilesQueryExpertiseItemMax,
  searchPublicProfilesQueryExpertiseMax,
  searchPublicProfilesQueryNameMax,
  searchPublicProfilesQueryStateMax,
} from '@/api/gen/api-v2/zod/coaches/coaches.zod';
import { SearchCategory } from '@/api/gen/api-v2/model';
import { EMPTY_FILTERS, type SearchFilters } from '@machines/lib/search-filters';
import { coachSearchSchema, draftFromSearch, SEARCH_LIMITS, searchFromFilters, searchQuery } from './search-params';

const parse = (raw: Record<string, unknown>) => coachSearchSchema.parse(raw);

/** The search without the keys it leaves undefined, as a URL shows it. */
const shown = (raw: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(parse(raw)).filter(([, value]) => value !== undefined));

const word = fc.oneof(
  fc.constantFrom('Ana', 'José', 'jose', 'São Paulo', 'Carreira', 'Liderança', '-1', '', '  ', 'BR', 'PT', 'SP'),
  fc.string({ maxLength: 12 }),
);
/** Whatever a link can carry for a key: text, numbers, booleans, lists of those. */
const linkValue = fc.oneof(word, fc.integer(), fc.boolean(), fc.array(fc.oneof(word, fc.integer()), { maxLength: 15 }));
const rawSearch = fc.dictionary(
  fc.constantFrom('name', 'country', 'state', 'city', 'expertise', 'category', 'lang', 'page'),
  linkValue,
);
const filters: fc.Arbitrary<SearchFilters> = fc.record({
  name: word,
  country: fc.option(word, { nil: null }),
  state: fc.option(word, { nil: null }),
  city: fc.option(word, { nil: null }),
  expertises: fc.array(word, { maxLength: 5 }),
  categories: fc.subarray(Object.values(SearchCategory)),
});

describe('the search in the URL', () => {
  it('holds the contract’s limits (openapi/api-v2.yaml)', () => {
    expect(SEARCH_LIMITS.text).toBe(searchPublicProfilesQueryNameMax);
    expect(SEARCH_LIMITS.text).toBe(searchPublicProfilesQueryStateMax);
    expect(SEARCH_LIMITS.text).toBe(searchPublicProfilesQueryCityMax);
    expect(SEARCH_LIMITS.text).toBe(searchPublicProfilesQueryExpertiseItemMax);
    expect(SEARCH_LIMITS.expertises).toBe(searchPublicProfilesQueryExpertiseMax);
    expect(SEARCH_LIMITS.categories).toBe(searchPublicProfilesQueryCategoryMax);
    expect(SEARCH_LIMITS.country.source).toBe(searchPublicProfilesQueryCountryRegExp.source);
  });

  it('is always a query the contract accepts, whatever a link carries, and never fails', () => {
    fc.assert(
      fc.property(rawSearch, (raw) => {
        const search = parse(raw);
        expect(SearchPublicProfilesQueryParams.safeParse(searchQuery(search)).success).toBe(true);
      }),
    );
  });

  it('is cleaned once: cleaning it again changes nothing', () => {
    fc.assert(
      fc.property(rawSearch, (raw) => {
        const search = parse(raw);
        expect(parse(search)).toEqual(search);
      }),
    );
  });

  it('never holds an empty value, a -1, a repeat, or a state or city without a country', () => {
    fc.assert(
      fc.property(rawSearch, (raw) => {
        const { name, country, state, city, expertise, category } = parse(raw);
        for (const value of [name, country, state, city, ...(expertise ?? []), ...(category ?? [])]) {
          if (value === undefined) continue;
          expect(value.trim()).not.toBe('');
          expect(value).not.toBe('-1');
        }
        for (const values of [expertise, category]) if (values) expect(new Set(values).size).toBe(values.length);
        if (!country) expect([state, city]).toEqual([undefined, undefined]);
      }),
    );
  });

  it('reads single values, numbers and unknown categories from a hand-edited link', () => {
    expect(
      shown({
        name: ' Ana  Maria ',
        expertise: 'Carreira',
        category: ['select', 'vip', 'select'],
        country: 'BR',
        state: 'SP',
        city: 12,
      }),
    ).toEqual({
      name: 'Ana Maria',
      country: 'BR',
      state: 'SP',
      city: '12',
      expertise: ['Carreira'],
      category: ['select'],
    });
    expect(shown({ city: 'Lisboa', state: 'SP' })).toEqual({});
    expect(shown({ country: 'Brasil', name: '-1', expertise: ['', '-1'] })).toEqual({});
    expect(shown({ name: 'x'.repeat(SEARCH_LIMITS.text + 1) })).toEqual({});
  });

  it('leaves a dropped filter as undefined, so the router shows none of the link’s raw value', () => {
    const search = parse({ country: '-1', state: 'SP', name: '' });
    expect(search).toHaveProperty('country', undefined);
    expect(search).toHaveProperty('state', undefined);
    expect(search).toHaveProperty('name', undefined);
  });

  it('keeps the contract’s number of expertises and categories', () => {
    const many = Array.from({ length: 20 }, (_, index) => `Área ${index}`);
    expect(parse({ expertise: many }).expertise).toEqual(many.slice(0, SEARCH_LIMITS.expertises));
  });
});

describe('the form and the URL', () => {
  it('a draft becomes the search it stands for, and that search gives the draft back once cleaned', () => {
    fc.assert(
      fc.property(filters, (value) => {
        const search = searchFromFilters(value);
        expect(searchFromFilters(draftFromSearch(search).filters)).toEqual(search);
      }),
    );
  });

  it('an empty form is the search without filters', () => {
    expect(shown(searchFromFilters(EMPTY_FILTERS))).toEqual({});
    expect(draftFromSearch({})).toEqual({ filters: EMPTY_FILTERS, stateEnabled: false });
  });

  it('a state in the URL opens the form with the state enabled', () => {
    expect(draftFromSearch(parse({ country: 'BR', state: 'SP' }))).toEqual({
      filters: { ...EMPTY_FILTERS, country: 'BR', state: 'SP' },
      stateEnabled: true,
    });
  });

  it('asks the API for the filters only, by coaching hours, 10 at a time', () => {
    expect(
      searchQuery({ ...parse({ name: 'José', country: 'PT', city: 'Porto', expertise: ['Carreira', 'Liderança'] }) }),
    ).toMatchObject({
      name: 'José',
      country: 'PT',
      city: 'Porto',
      expertise: ['Carreira', 'Liderança'],
      order: 'coachingHours',
      qtd: 10,
    });
    const withOthers = { ...parse({ name: 'Ana' }), lang: 'en', page: 3 } as Parameters<typeof searchQuery>[0];
    expect(Object.keys(searchQuery(withOthers)).sort()).toEqual(
      ['category', 'city', 'country', 'expertise', 'name', 'order', 'qtd', 'state'].sort(),
    );
  });
});
