/**
 * Starts the search panel's machine (the draft the visitor edits) from the search in the URL,
 * keeps it following the URL when the URL changes another way (the back button, a link), and
 * hands each submitted draft to the page. Views read the draft through this hook.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useAppActor } from '@/lib/inspect';
import { searchMachine } from '@machines/search.machine';
import type { SearchDraft, SearchInputEvent } from '@machines/lib/search-draft';
import { draftFromSearch, type CoachSearch } from './search-params';

interface SearchPanel {
  draft: SearchDraft;
  /** Called with each change the visitor makes. */
  onInput: (event: SearchInputEvent) => void;
  /** The visitor submits the draft. */
  onSubmit: () => void;
}

/** The panel's draft for the search in the URL; `submitted` receives each draft the visitor submits. */
export function useSearchPanel(search: CoachSearch, submitted: (draft: SearchDraft) => void): SearchPanel {
  // The first draft is read once: later searches arrive as events.
  const [input] = useState(() => draftFromSearch(search));
  const actor = useAppActor(searchMachine, { input });

  useEffect(() => {
    actor.send({ type: 'search.restore', draft: draftFromSearch(search) });
  }, [actor, search]);

  useEffect(() => {
    const subscription = actor.on('search.submitted', (event) => submitted(event.draft));
    return () => subscription.unsubscribe();
  }, [actor, submitted]);

  const draft = useSelector(actor, (snapshot) => snapshot.context);
  const onInput = useCallback((event: SearchInputEvent) => actor.send(event), [actor]);
  const onSubmit = useCallback(() => actor.send({ type: 'search.submit' }), [actor]);
  return { draft, onInput, onSubmit };
}
