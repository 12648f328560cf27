/**
 * Coach search filters: their shape, how they read from and write to a URL query (so a search
 * can be bookmarked, shared and restored by the back button) and the API query they produce.
 * Pure and framework-free: the search machine, the route and the form all use them.
 */

export const SEARCH_CATEGORIES = ['coach', 'select', 'trainer'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** Results per page (qtd) and their order, fixed by the spec. */
export const PAGE_SIZE = 10;
export const SEARCH_ORDER = 'coachingHours';

export interface SearchFilters {
  name: string;
  /** Country id (ISO alpha-2). */
  country: string | null;
  /** State abbreviation, for states-cities countries. */
  state: string | null;
  city: string | null;
  /** Expertise ids, as strings, in the order chosen. */
  expertises: string[];
  categories: SearchCategory[];
}

export const EMPTY_FILTERS: SearchFilters = {
  name: '',
  country: null,
  state: null,
  city: null,
  expertises: [],
  categories: [],
};

/** The URL query form of the filters: only what is set, arrays for the repeatable ones. */
export interface SearchUrlQuery {
  name?: string;
  country?: string;
  state?: string;
  city?: string;
  expertise?: string[];
  category?: SearchCategory[];
}

/** The public search API query for one page. */
export interface SearchApiQuery extends SearchUrlQuery {
  page: number;
  order: typeof SEARCH_ORDER;
  qtd: number;
}

const MAX_TEXT = 100;
const MAX_LIST = 20;

function text(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return '';
  return value.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
}

function optional(value: unknown): string | null {
  const result = text(value);
  return result === '' || result === '-1' ? null : result;
}

function list(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const seen = new Set<string>();
  for (const item of items) {
    const entry = optional(item);
    if (entry !== null) seen.add(entry);
    if (seen.size >= MAX_LIST) break;
  }
  return [...seen];
}

function isCategory(value: string): value is SearchCategory {
  return (SEARCH_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Cleans filters from any source (a URL, a form): trims text, drops empty and -1 values and
 * duplicates, keeps known categories only, and drops a city or state without a country.
 */
export function normalizeFilters(raw: Partial<Record<keyof SearchFilters, unknown>> | null | undefined): SearchFilters {
  const source = raw ?? {};
  const country = optional(source.country);
  return {
    name: text(source.name),
    country,
    state: country ? optional(source.state) : null,
    city: country ? optional(source.city) : null,
    expertises: list(source.expertises),
    categories: list(source.categories).filter(isCategory),
  };
}

/** Filters to the URL query (empty values left out). */
export function filtersToUrl(filters: SearchFilters): SearchUrlQuery {
  const clean = normalizeFilters(filters);
  const query: SearchUrlQuery = {};
  if (clean.name) query.name = clean.name;
  if (clean.country) query.country = clean.country;
  if (clean.state) query.state = clean.state;
  if (clean.city) query.city = clean.city;
  if (clean.expertises.length) query.expertise = clean.expertises;
  if (clean.categories.length) query.category = clean.categories;
  return query;
}

/** The URL query back to filters. Accepts single values where arrays are expected. */
export function filtersFromUrl(
  query: Partial<Record<keyof SearchUrlQuery, unknown>> | null | undefined,
): SearchFilters {
  const source = query ?? {};
  return normalizeFilters({
    name: source.name,
    country: source.country,
    state: source.state,
    city: source.city,
    expertises: source.expertise,
    categories: source.category,
  });
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
