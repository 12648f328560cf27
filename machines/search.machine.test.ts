// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { searchMachine, type SearchEvent } from './search.machine';
import { EMPTY_FILTERS, type SearchFilters } from './lib/search-filters';
import type { SearchDraft } from './lib/search-draft';

const draft = (filters: Partial<SearchFilters> = {}, stateEnabled = false): SearchDraft => ({
  filters: { ...EMPTY_FILTERS, ...filters },
  stateEnabled,
});

function start(input: SearchDraft = draft()) {
  const actor = createActor(searchMachine, { input }).start();
  const submitted = vi.fn<(value: SearchDraft) => void>();
  actor.on('search.submitted', (event) => submitted(event.draft));
  return { actor, submitted, context: () => actor.getSnapshot().context };
}

const location = (event: Extract<SearchEvent, { field: 'location' }>['event']): SearchEvent => ({
  type: 'search.input',
  field: 'location',
  event,
});

describe('searchMachine: the draft', () => {
  it('starts from the search in the URL, unchanged', () => {
    const { actor, context } = start(draft({ name: 'Ana', country: 'BR', state: 'SP' }, true));
    expect(context()).toEqual(draft({ name: 'Ana', country: 'BR', state: 'SP' }, true));
    expect(actor.getSnapshot().matches('unchanged')).toBe(true);
  });

  it('takes each input without announcing a search, lists without repeats', () => {
    const { actor, submitted, context } = start();
    actor.send({ type: 'search.input', field: 'name', value: 'Ana' });
    actor.send({ type: 'search.input', field: 'expertises', value: ['Carreira', 'Saúde', 'Carreira'] });
    actor.send({ type: 'search.input', field: 'categories', value: ['select', 'select'] });
    expect(context().filters).toEqual({
      ...EMPTY_FILTERS,
      name: 'Ana',
      expertises: ['Carreira', 'Saúde'],
      categories: ['select'],
    });
    expect(actor.getSnapshot().matches('edited')).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('applies the location rules', () => {
    const { actor, context } = start();
    actor.send(location({ type: 'location.country', value: 'BR', model: 'states-cities' }));
    expect(context().stateEnabled).toBe(true);
    actor.send(location({ type: 'location.state', value: 'SP' }));
    actor.send(location({ type: 'location.city', value: 'Campinas' }));
    expect(context().filters).toMatchObject({ country: 'BR', state: 'SP', city: 'Campinas' });
    actor.send(location({ type: 'location.state', value: 'RJ' }));
    expect(context().filters).toMatchObject({ country: 'BR', state: 'RJ', city: null });
    actor.send(location({ type: 'location.country', value: 'PT', model: 'cities' }));
    expect(context().stateEnabled).toBe(false);
    actor.send(location({ type: 'location.state', value: 'SP' }));
    actor.send(location({ type: 'location.city', value: 'Porto' }));
    expect(context().filters).toMatchObject({ country: 'PT', state: null, city: 'Porto' });
    actor.send(location({ type: 'location.country', value: '-1' }));
    expect(context().filters).toMatchObject({ country: null, state: null, city: null });
  });
});

describe('searchMachine: submitting', () => {
  it('announces the draft as it stands, once, and keeps it', () => {
    const { actor, submitted, context } = start();
    actor.send({ type: 'search.input', field: 'name', value: ' Ana ' });
    actor.send({ type: 'search.submit' });
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledWith(draft({ name: ' Ana ' }));
    expect(context()).toEqual(draft({ name: ' Ana ' }));
    expect(actor.getSnapshot().matches('unchanged')).toBe(true);
  });

  it('announces an unchanged draft too: the visitor asks for the same search again', () => {
    const { actor, submitted } = start(draft({ name: 'Ana' }));
    actor.send({ type: 'search.submit' });
    expect(submitted).toHaveBeenCalledWith(draft({ name: 'Ana' }));
  });
});

describe('searchMachine: a search restored from the URL', () => {
  it('replaces the draft, edits included, without announcing a search', () => {
    const { actor, submitted, context } = start(draft({ name: 'Ana' }));
    actor.send({ type: 'search.input', field: 'name', value: 'Pedro' });
    actor.send({
      type: 'search.restore',
      draft: draft({ country: 'BR', state: 'SP', expertises: ['Carreira'] }, true),
    });
    expect(context()).toEqual(draft({ country: 'BR', state: 'SP', expertises: ['Carreira'] }, true));
    expect(actor.getSnapshot().matches('unchanged')).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('keeps what the form learned of the same country’s model; another country’s comes from the URL', () => {
    const { actor, context } = start();
    actor.send(location({ type: 'location.country', value: 'BR', model: 'states-cities' }));
    // The URL of a search in Brazil without a state does not tell that Brazil has states.
    actor.send({ type: 'search.restore', draft: draft({ country: 'BR' }) });
    expect(context().stateEnabled).toBe(true);
    actor.send({ type: 'search.restore', draft: draft({ country: 'PT', city: 'Porto' }) });
    expect(context()).toEqual(draft({ country: 'PT', city: 'Porto' }));
  });
});
