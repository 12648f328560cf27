/**
 * Coach search filters as a URL query carries them: their shape and how they read from and
 * write to the query (so a search can be bookmarked, shared and restored by the back button).
 * Apart from the rest of the filters' helpers (./search-filters.ts) because the routes'
 * `validateSearch` uses it, in every page's first download. Pure and framework-free.
 */

export const SEARCH_CATEGORIES = ['coach', 'select', 'trainer'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

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

/** The URL query form of the filters: only what is set, arrays for the repeatable ones. */
export interface SearchUrlQuery {
  name?: string;
  country?: string;
  state?: string;
  city?: string;
  expertise?: string[];
  category?: SearchCategory[];
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
