/**
 * Starts the search machine with the app's API calls and the error toast, so the home page and
 * the coaches list share one wiring. Views read the snapshot through narrow selectors.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { fromPromise } from 'xstate';
import { showErrorToast } from '@/components/ui/toast';
import { actorOptions } from '@/lib/inspect';
import { searchMachine, type SearchContext } from '@machines/search.machine';
import type { SearchDraft, SearchInputEvent } from '@machines/lib/search-draft';
import type { SearchFilters } from '@machines/lib/search-filters';
import { fetchSearchPage, fetchStatistic } from './api';

const providedSearchMachine = searchMachine.provide({
  actors: {
    fetchPage: fromPromise(({ input }) => fetchSearchPage(input)),
    fetchStatistic: fromPromise(({ input }) => fetchStatistic(input)),
  },
  actions: {
    notifyError: (_, params) => showErrorToast(params.error),
  },
});

export type SearchActor = ReturnType<typeof useSearchActor>;

/** One search actor for the lifetime of the component, starting from the given draft. */
export function useSearchActor(initial: SearchFilters) {
  // The initial draft is read once: later filters arrive as events.
  const [options] = useState(() => ({ ...actorOptions(), input: { filters: initial } }));
  return useActorRef(providedSearchMachine, options);
}

/** Reads one slice of the search state. */
export function useSearchSelector<T>(
  actor: SearchActor,
  selector: (context: SearchContext) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(actor, (snapshot) => selector(snapshot.context), compare);
}

/** The form's draft held by the search machine, and the input handler that edits it. */
export function useSearchDraft(actor: SearchActor): { draft: SearchDraft; onInput: (event: SearchInputEvent) => void } {
  const filters = useSelector(actor, (snapshot) => snapshot.context.filters);
  const stateEnabled = useSelector(actor, (snapshot) => snapshot.context.stateEnabled);
  const onInput = useCallback((event: SearchInputEvent) => actor.send(event), [actor]);
  return { draft: { filters, stateEnabled }, onInput };
}
