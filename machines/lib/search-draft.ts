/**
 * The search form's draft and how one input changes it. Pure, so the search machine and the
 * landing page (which has no machine: it only hands the draft to /coaches_list) share one rule.
 */
import { locationReducer, type LocationEvent } from './location';
import type { SearchCategory, SearchFilters } from './search-filters';

export interface SearchDraft {
  /** The filters being edited in the form. */
  filters: SearchFilters;
  /** Whether the draft's country uses the states-cities model (its state can be chosen). */
  stateEnabled: boolean;
}

export type SearchInputEvent =
  | { type: 'search.input'; field: 'name'; value: string }
  | { type: 'search.input'; field: 'expertises'; value: string[] }
  | { type: 'search.input'; field: 'categories'; value: SearchCategory[] }
  | { type: 'search.input'; field: 'location'; event: LocationEvent };

/** The draft after one form input: lists lose duplicates, location follows the location rules. */
export function applySearchInput(draft: SearchDraft, event: SearchInputEvent): SearchDraft {
  switch (event.field) {
    case 'name':
      return { ...draft, filters: { ...draft.filters, name: event.value } };
    case 'expertises':
      return { ...draft, filters: { ...draft.filters, expertises: [...new Set(event.value)] } };
    case 'categories':
      return { ...draft, filters: { ...draft.filters, categories: [...new Set(event.value)] } };
    case 'location': {
      const current = draft.filters;
      const location = locationReducer(
        { country: current.country, state: current.state, city: current.city, stateEnabled: draft.stateEnabled },
        event.event,
      );
      return {
        filters: { ...current, country: location.country, state: location.state, city: location.city },
        stateEnabled: location.stateEnabled,
      };
    }
  }
}
