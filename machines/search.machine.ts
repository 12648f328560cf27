/**
 * The coach search panel on /coaches_list (spec §4 "Search", "search input change"): the draft
 * the visitor edits before submitting it, and its lifecycle. The search itself is not here: the
 * URL owns the submitted filters and the query cache owns the results, so submitting only
 * announces the draft (`search.submitted`) for the page to put in the URL, and a URL that
 * changes another way (the back button, a link) replaces the draft (`search.restore`).
 */
import { assign, emit, setup } from 'xstate';
import { applySearchInput, type SearchDraft, type SearchInputEvent } from './lib/search-draft';

export type SearchEvent =
  | SearchInputEvent
  | { type: 'search.submit' }
  /** The search in the URL changed: it becomes the draft. */
  | { type: 'search.restore'; draft: SearchDraft };

interface SearchSubmitted {
  type: 'search.submitted';
  draft: SearchDraft;
}

export const searchMachine = setup({
  types: {
    context: {} as SearchDraft,
    events: {} as SearchEvent,
    emitted: {} as SearchSubmitted,
    input: {} as SearchDraft,
  },
  actions: {
    applyInput: assign(({ context, event }) =>
      event.type === 'search.input' ? applySearchInput(context, event) : context,
    ),
    /**
     * Takes the URL's search as the draft. The form learns a country's model (whether it has
     * states) from the country list; a search in the URL only implies it when it names a state,
     * so for the same country what the form learned is kept.
     */
    restoreDraft: assign(({ context, event }) => {
      if (event.type !== 'search.restore') return context;
      const { filters, stateEnabled } = event.draft;
      return {
        filters,
        stateEnabled: filters.country === context.filters.country ? context.stateEnabled || stateEnabled : stateEnabled,
      };
    }),
    announceSubmit: emit(({ context }) => ({ type: 'search.submitted' as const, draft: context })),
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => input,
  initial: 'unchanged',
  states: {
    /** The draft is the search in the URL. */
    unchanged: {},
    /** The visitor has changed the draft since. */
    edited: {},
  },
  on: {
    'search.input': { target: '.edited', actions: 'applyInput' },
    'search.submit': { target: '.unchanged', actions: 'announceSubmit' },
    'search.restore': { target: '.unchanged', actions: 'restoreDraft' },
  },
});
