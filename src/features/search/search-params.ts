/**
 * The coach search in the URL of /coaches_list (and of /home and /search, whose form starts from
 * it): the filters as the contract's search query names them, so a search can be bookmarked,
 * shared and restored by the back button. `coachSearchSchema` is the routes' `validateSearch`,
 * the one place a search is cleaned: text trimmed and squeezed, lists without repeats, the
 * selects' "-1" and empty values dropped, unknown categories and values beyond the contract's
 * limits left out, a state or city without a country ignored. A hand-edited link never fails:
 * what is not a filter is no filter.
 *
 * zod/mini rather than zod: this module is part of every page's first download, with the routes.
 */
import { SearchCategory, type SearchPublicProfilesParams } from '@/api/gen/api-v2/model';
import { z } from '@/lib/zod';
import { CLEAR_OPTION } from '@machines/lib/location';
import type { SearchDraft } from '@machines/lib/search-draft';
import type { SearchFilters } from '@machines/lib/search-filters';
import { PAGE_SIZE } from '@machines/lib/search-paging';

/**
 * The contract's limits on the filters (openapi/api-v2.yaml). Not read from the generated zod
 * module, which would bring full zod to every page; src/features/search/search-params.test.ts
 * holds them equal to it.
 */
export const SEARCH_LIMITS = { text: 100, country: /^[A-Z]{2}$/, expertises: 12, categories: 3 } as const;

/** The search's filters, as the URL and the API carry them. */
export type CoachSearch = Pick<
  SearchPublicProfilesParams,
  'name' | 'country' | 'state' | 'city' | 'expertise' | 'category'
>;

/** A filter that is missing or not valid is no filter. */
function optional<Schema extends z.ZodMiniType>(schema: Schema) {
  return z.catch(z.optional(schema), undefined);
}

/** A repeatable filter: one value or several; invalid values and repeats left out, at most `max`. */
function list<Item extends z.ZodMiniType<string>>(item: Item, max: number) {
  return z.pipe(
    z.transform((value: unknown): unknown[] => (Array.isArray(value) ? value : [value])),
    z.pipe(
      z.array(optional(item)),
      z.transform((values) => {
        const kept = [...new Set(values.filter((value) => value !== undefined))].slice(0, max);
        return kept.length > 0 ? kept : undefined;
      }),
    ),
  );
}

/**
 * The routes' `validateSearch`: built on its first use (z.lazy), since every page loads this module
 * with the routes and only the search's pages read it. Building a schema is the costly part of
 * zod, on the main thread as the page's code starts.
 */
export const coachSearchSchema = z.lazy(() => {
  /** A value as the router reads it from a link: `?name=12` arrives as a number. */
  const linkText = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

  /** A text filter: spaces squeezed, within the contract's length; empty and "-1" are no filter. */
  const text = z.pipe(
    linkText,
    z.string().check(
      z.overwrite((value) => value.replace(/\s+/g, ' ').trim()),
      z.minLength(1),
      z.maxLength(SEARCH_LIMITS.text),
      z.refine((value) => value !== CLEAR_OPTION),
    ),
  );

  const country = z.pipe(text, z.string().check(z.regex(SEARCH_LIMITS.country)));

  return z.pipe(
    z.object({
      name: optional(text),
      country: optional(country),
      state: optional(text),
      city: optional(text),
      expertise: optional(list(text, SEARCH_LIMITS.expertises)),
      category: optional(list(z.enum(SearchCategory), SEARCH_LIMITS.categories)),
    }),
    // The router merges the link's raw values under the route's: a dropped filter stays as
    // undefined, so that none of its raw value shows through.
    z.transform(({ country, state, city, ...rest }): CoachSearch => ({
      ...rest,
      country,
      state: country && state,
      city: country && city,
    })),
  );
});

/** The form's draft for a search: a state in the URL implies a country with states. */
export function draftFromSearch(search: CoachSearch): SearchDraft {
  return {
    filters: {
      name: search.name ?? '',
      country: search.country ?? null,
      state: search.state ?? null,
      city: search.city ?? null,
      expertises: search.expertise ?? [],
      categories: search.category ?? [],
    },
    stateEnabled: search.state !== undefined,
  };
}

/** The search the form's filters stand for, cleaned by the route's schema. */
export function searchFromFilters(filters: SearchFilters): CoachSearch {
  return coachSearchSchema.parse({
    name: filters.name,
    country: filters.country ?? undefined,
    state: filters.state ?? undefined,
    city: filters.city ?? undefined,
    expertise: filters.expertises,
    category: filters.categories,
  });
}

/**
 * The public search's query for a search (page aside: the infinite query adds it), in the
 * spec's order (coachingHours) and page size. Only the filters: the URL may carry other keys.
 */
export function searchQuery(search: CoachSearch): SearchPublicProfilesParams {
  const { name, country, state, city, expertise, category } = search;
  return { name, country, state, city, expertise, category, order: 'coachingHours', qtd: PAGE_SIZE };
}

/** What makes two searches the same search: their filters (a key for React, a test for equality). */
export function searchKey(search: CoachSearch): string {
  return JSON.stringify(searchQuery(search));
}

/** The coaches list's results, as the address names them: a search submitted opens the list there. */
export const RESULTS_ID = 'results';
