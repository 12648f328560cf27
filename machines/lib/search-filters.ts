/**
 * The coach search's filters as the search form edits them: every field present, "not chosen" as
 * an empty name, null or an empty list, which is what the form's controls and the location rules
 * work with. The URL and the API carry the same filters as the contract's query (see
 * src/features/search/search-params.ts, which validates a URL's and maps between the two).
 */
import type { SearchCategory } from '@/api/gen/api-v2/model';

export type { SearchCategory };

export interface SearchFilters {
  name: string;
  /** Country id (ISO alpha-2). */
  country: string | null;
  /** State abbreviation, for states-cities countries. */
  state: string | null;
  city: string | null;
  /** Expertise names (pt, as the API filters by), in the order chosen. */
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
