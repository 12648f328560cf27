/**
 * The search filters in a URL query: validated with zod/mini (the router may hand over numbers
 * or single values for what are text and lists) and normalised, so a shared or bookmarked search
 * link always reads back as the same filters.
 */
import * as z from 'zod/mini';
import { filtersFromUrl, filtersToUrl, type SearchUrlQuery } from '@machines/lib/search-filters';

const text = z.catch(z.optional(z.union([z.string(), z.number()])), undefined);
const list = z.catch(
  z.optional(z.union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])),
  undefined,
);

const searchQuerySchema = z.object({
  name: text,
  country: text,
  state: text,
  city: text,
  expertise: list,
  category: list,
});

/** The route's `validateSearch`: unknown keys and invalid values are dropped. */
export function validateSearchQuery(raw: Record<string, unknown>): SearchUrlQuery {
  const parsed = searchQuerySchema.safeParse(raw);
  return filtersToUrl(filtersFromUrl(parsed.success ? parsed.data : {}));
}
