/**
 * Coach search filters: their shape, how they read from and write to a URL query (so a search
 * can be bookmarked, shared and restored by the back button) and the API query they produce.
 * Pure and framework-free: the search machine, the route and the form all use them. The URL
 * query part is in ./search-url.ts, which the routes' `validateSearch` loads with every page.
 */

import { filtersToUrl, type SearchFilters, type SearchUrlQuery } from './search-url';

export {
  SEARCH_CATEGORIES,
  filtersFromUrl,
  filtersToUrl,
  normalizeFilters,
  type SearchCategory,
  type SearchFilters,
  type SearchUrlQuery,
} from './search-url';

/** Results per page (qtd) and their order, fixed by the spec. */
export const PAGE_SIZE = 10;
export const SEARCH_ORDER = 'coachingHours';

export const EMPTY_FILTERS: SearchFilters = {
  name: '',
  country: null,
  state: null,
  city: null,
  expertises: [],
  categories: [],
};

/** The public search API query for one page. */
export interface SearchApiQuery extends SearchUrlQuery {
  page: number;
  order: typeof SEARCH_ORDER;
  qtd: number;
}

/** The API query for one page of a search: the set filters, page, order=coachingHours, qtd=10. */
export function toApiQuery(filters: SearchFilters, page: number): SearchApiQuery {
  return { ...filtersToUrl(filters), page, order: SEARCH_ORDER, qtd: PAGE_SIZE };
}

/** Whether two filter sets describe the same search. */
export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return JSON.stringify(filtersToUrl(a)) === JSON.stringify(filtersToUrl(b));
}

/** Whether any filter is set. */
export function hasFilters(filters: SearchFilters): boolean {
  return Object.keys(filtersToUrl(filters)).length > 0;
}

/** Pages for a total: ceil(totalProfiles / 10). */
export function totalPagesFor(totalProfiles: number): number {
  if (!Number.isFinite(totalProfiles) || totalProfiles <= 0) return 0;
  return Math.ceil(totalProfiles / PAGE_SIZE);
}
