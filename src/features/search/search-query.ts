/**
 * The search filters in a URL query, normalised (text trimmed and cut, lists deduplicated, -1 and
 * empty values dropped, unknown categories refused), so a shared or bookmarked search link always
 * reads back as the same filters. The normaliser accepts the numbers and single values the router
 * may hand over where text and lists are expected.
 */
import { filtersFromUrl, filtersToUrl, type SearchUrlQuery } from '@machines/lib/search-url';

/** The route's `validateSearch`: unknown keys and invalid values are dropped. */
export function validateSearchQuery(raw: Record<string, unknown>): SearchUrlQuery {
  return filtersToUrl(filtersFromUrl(raw));
}
