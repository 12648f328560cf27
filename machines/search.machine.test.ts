import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  currentPageNumber,
  describeError,
  hasMorePages,
  hasPreviousPage,
  searchMachine,
  visibleCoaches,
  type SearchCoachCard,
  type SearchPageResult,
  type StatisticType,
} from './search.machine';
import { EMPTY_FILTERS, type SearchFilters } from './lib/search-filters';

function card(index: number): SearchCoachCard {
  return {
    id: `c${index}`,
    firstName: `Coach${index}`,
    secondName: 'Silva',
    photoUrl: `/avatars/${index}.svg`,
    rating: 5,
    username: `coach-${index}`,
    expertises: 'Carreira, Liderança',
    enableSiteExperimentalSession: index % 2 === 0,
  };
}

/** A fake server with `total` coaches; each call can be held back until released. */
function fakeServer(total: number, options: { hold?: boolean; failPages?: number[] } = {}) {
  const calls: Array<{ filters: SearchFilters; page: number }> = [];
  const held: Array<() => void> = [];
  const fetchPage = vi.fn(async (input: { filters: SearchFilters; page: number }): Promise<SearchPageResult> => {
    calls.push(input);
    if (options.hold) await new Promise<void>((resolve) => held.push(resolve));
    if (options.failPages?.includes(input.page)) throw { status: 500, error_description: `page ${input.page} failed` };
    const from = input.page * 10;
    const profiles = Array.from({ length: Math.max(0, Math.min(10, total - from)) }, (_, i) => card(from + i));
    return { profiles, totalProfiles: total, nextPage: input.page + 1 };
  });
  const release = async () => {
    while (held.length) held.shift()!();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { fetchPage, calls, release, pagesRequested: () => calls.map((call) => call.page) };
}

function start(
  server: ReturnType<typeof fakeServer>,
  extra: { fetchStatistic?: (type: StatisticType) => Promise<number> } = {},
) {
  const notifyError = vi.fn<(description: string | undefined) => void>();
  const actor = createActor(
    searchMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }) => server.fetchPage(input)),
        fetchStatistic: fromPromise(({ input }) => (extra.fetchStatistic ?? (() => Promise.resolve(0)))(input.type)),
      },
      actions: { notifyError: (_, params) => notifyError(describeError(params.error)) },
    }),
    { input: { filters: {} } },
  ).start();
  return { actor, notifyError };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches({ results: { ready: 'settled' } }));

const byName = (name: string): SearchFilters => ({ ...EMPTY_FILTERS, name });

describe('searchMachine: starting a search', () => {
  it('clears results and paging, loads the first page, then prefetches the next', async () => {
    const server = fakeServer(35, { hold: true });
    const { actor } = start(server);
    actor.send({ type: 'search.submit', filters: byName('Ana') });
    expect(actor.getSnapshot().matches({ results: 'loading' })).toBe(true);
    expect(visibleCoaches(actor.getSnapshot().context)).toEqual([]);
    await server.release();
    expect(actor.getSnapshot().matches({ results: { ready: 'prefetching' } })).toBe(true);
    expect(visibleCoaches(actor.getSnapshot().context).map((c) => c.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `c${i}`),
    );
    expect(server.pagesRequested()).toEqual([0, 1]);
    await server.release();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ results: { ready: 'settled' } })).toBe(true);
    expect(Object.keys(context.pages)).toEqual(['0', '1']);
    expect(context.totalProfiles).toBe(35);
    expect(context.totalPages).toBe(4);
    expect(server.calls[0]?.filters.name).toBe('Ana');
  });

  it('a new search drops the previous results, paging and cache', async () => {
    const server = fakeServer(35);
    const { actor } = start(server);
    actor.send({ type: 'search.submit', filters: byName('Ana') });
    await settled(actor);
    actor.send({ type: 'page.next' });
    await settled(actor);
    actor.send({ type: 'search.submit', filters: byName('Bruno') });
    const { context } = actor.getSnapshot();
    expect(context.pages).toEqual({});
    expect(context.nextPage).toBe(0);
    expect(context.firstPage).toBe(0);
    expect(context.totalProfiles).toBe(0);
    expect(context.submitted?.name).toBe('Bruno');
    await settled(actor);
    expect(server.calls.slice(-2)).toEqual([
      { filters: byName('Bruno'), page: 0 },
      { filters: byName('Bruno'), page: 1 },
    ]);
  });

  it('a search started while another loads ignores the older answer', async () => {
    const server = fakeServer(12, { hold: true });
    const { actor } = start(server);
    actor.send({ type: 'search.submit', filters: byName('Ana') });
    actor.send({ type: 'search.submit', filters: byName('Bruno') });
    await server.release();
    await server.release();
    await settled(actor);
    expect(actor.getSnapshot().context.submitted?.name).toBe('Bruno');
    expect(server.calls.filter((call) => call.page === 0).map((call) => call.filters.name)).toEqual(['Ana', 'Bruno']);
  });

  it('submitting without filters searches with the draft the form edited', async () => {
    const server = fakeServer(3);
    const { actor } = start(server);
    actor.send({ type: 'search.input', field: 'name', value: '  José  ' });
    actor.send({ type: 'search.input', field: 'expertises', value: ['Carreira', 'Liderança', 'Carreira'] });
    actor.send({ type: 'search.input', field: 'categories', value: ['select'] });
    actor.send({ type: 'search.submit' });
    await settled(actor);
    expect(server.calls[0]?.filters).toEqual({
      ...EMPTY_FILTERS,
      name: 'José',
      expertises: ['Carreira', 'Liderança'],
      categories: ['select'],
    });
  });

  it('a search with no results is ready, empty and fetches nothing more', async () => {
    const server = fakeServer(0);
    const { actor } = start(server);
    actor.send({ type: 'search.submit', filters: byName('Nobody') });
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(visibleCoaches(context)).toEqual([]);
    expect(context.totalPages).toBe(0);
    expect(hasMorePages(context)).toBe(false);
    expect(server.pagesRequested()).toEqual([0]);
    actor.send({ type: 'page.more' });
    actor.send({ type: 'page.next' });
    expect(server.pagesRequested()).toEqual([0]);
  });

  it('a single page of results prefetches nothing', async () => {
    const server = fakeServer(10);
    const { actor } = start(server);
    actor.send({ type: 'search.submit', filters: EMPTY_FILTERS });
    await settled(actor);
    expect(actor.getSnapshot().context.totalPages).toBe(1);
    expect(server.pagesRequested()).toEqual([0]);
  });
});

describe('searchMachine: paging over cached pages', () => {
  it('next shows the prefetched page without asking again and prefetches the one after', async () => {
    const server = fakeServer(35);
    const { actor } = start(server);
    actor.send({ type: 'search.submit', filters: EMPTY_FILTERS });
    await settled(actor);
    expect(server.pagesRequested()).toEqual([0, 1]);
    actor.send({ type: 'page.next' });
    const { context } = actor.getSnapshot();
    expect(context.firstPage).toBe(1);
    expect(context.nextPage).toBe(2);
    expect(currentPageNumber(context)).toBe(2);
    expect(visibleCoaches(context)[0]?.id).toBe('c10');
    await settled(actor);
    expect(server.pagesRequested()).toEqual([0, 1, 2]);
  });

  it('previous shows page nextPage-2 from the cache, and next goes back without a request', async () => {
    const server = fakeServer(35);
    const { actor } = start(server);
    actor.send({ type: 'search.submit', filters: EMPTY_FILTERS });
    await settled(actor);
    actor.send({ type: 'page.next' });
    await settled(actor);
    actor.send({ type: 'page.next' });
    await settled(actor);
    expect(server.pagesRequested()).toEqual([0, 1, 2, 3]);
    expect(actor.getSnapshot().context.nextPage).toBe(3);
    actor.send({ type: 'page.previous' });
    expect(actor.getSnapshot().context.nextPage).toBe(2);
    expect(visibleCoaches(actor.getSnapshot().context)[0]?.id).toBe('c10');
    actor.send({ type: 'page.previous' });
    expect(visibleCoaches(actor.getSnapshot().context)[0]?.id).toBe('c0');
    actor.send({ type: 'page.next' });
    actor.send({ type: 'page.next' });
    actor.send({ type: 'page.next' });
    await settled(actor);
    expect(visibleCoaches(actor.getSnapshot().context).map((c) => c.id)).toEqual(['c30', 'c31', 'c32', 'c33', 'c34']);
    expect(server.pagesRequested()).toEqual([0, 1, 2, 3]);
  });

  it('previous is refused on the first page and next on the last', async () => {
    const server = fakeServer(15);
    const { actor } = start(server);
    actor.send({ type: 'search.submit', filters: EMPTY_FILTERS });
    await settled(actor);
    expect(hasPreviousPage(actor.getSnapshot().context)).toBe(false);
    expect(actor.getSnapshot().can({ type: 'page.previous' })).toBe(false);
    actor.send({ type: 'page.previous' });
    expect(actor.getSnapshot().context.nextPage).toBe(1);
    actor.send({ type: 'page.next' });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'page.next' })).toBe(false);
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().context.nextPage).toBe(2);
    expect(server.pagesRequested()).toEqual([0, 1]);
  });

  it('asking for the next page while it is being prefetched waits for that same request', async () => {
    const server = fakeServer(25, { hold: true });
    const { actor } = start(server);
    actor.send({ type: 'search.submit', filters: EMPTY_FILTERS });
    await server.release();
    expect(actor.getSnapshot().matches({ results: { ready: 'prefetching' } })).toBe(true);
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().context.pending).toEqual({ page: 1, mode: 'next' });
    expect(actor.getSnapshot().context.nextPage).toBe(1);
    await server.release();
    expect(actor.getSnapshot().context.firstPage).toBe(1);
    expect(actor.getSnapshot().context.nextPage).toBe(2);
    expect(server.pagesRequested()).toEqual([0, 1, 2]);
    await server.release();
    await settled(actor);
    expect(server.pagesRequested()).toEqual([0, 1, 2]);
  });

  it('a failed prefetch is not retried on its own; asking for the page fetches it and shows it', async () => {
    let fail = true;
    const server = fakeServer(25);
    const notify = vi.fn();
    const actor = createActor(
      searchMachine.provide({
        actors: {
          fetchPage: fromPromise(async ({ input }) => {
            if (input.page === 1 && fail) {
              fail = false;
              throw new Error('offline');
            }
            return server.fetchPage(input);
          }),
        },
        actions: { notifyError: notify },
      }),
      { input: { filters: {} } },
    ).start();
    actor.send({ type: 'search.submit', filters: EMPTY_FILTERS });
    await waitFor(actor, (snapshot) => snapshot.context.failedPrefetch === 1);
    await settled(actor);
    expect(notify).not.toHaveBeenCalled();
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().matches({ results: { ready: 'turning' } })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.context.nextPage === 2);
    expect(visibleCoaches(actor.getSnapshot().context)[0]?.id).toBe('c10');
  });

  it('a page that fails when asked for shows the error toast and keeps the current page', async () => {
    const server = fakeServer(25, { failPages: [1] });
    const { actor, notifyError } = start(server);
    actor.send({ type: 'search.submit', filters: EMPTY_FILTERS });
    await settled(actor);
    actor.send({ type: 'page.more' });
    await settled(actor);
    expect(notifyError).toHaveBeenCalledWith('page 1 failed');
    expect(actor.getSnapshot().context.nextPage).toBe(1);
    expect(actor.getSnapshot().context.pending).toBeNull();
  });
});

describe('searchMachine: the infinite list', () => {
  it('more appends cached pages until every result is loaded, then stops', async () => {
    const server = fakeServer(27);
    const { actor } = start(server);
    actor.send({ type: 'search.submit', filters: EMPTY_FILTERS });
    await settled(actor);
    actor.send({ type: 'page.more' });
    await settled(actor);
    expect(visibleCoaches(actor.getSnapshot().context)).toHaveLength(20);
    actor.send({ type: 'page.more' });
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(visibleCoaches(context)).toHaveLength(27);
    expect(context.firstPage).toBe(0);
    expect(hasMorePages(context)).toBe(false);
    actor.send({ type: 'page.more' });
    expect(visibleCoaches(actor.getSnapshot().context)).toHaveLength(27);
    expect(server.pagesRequested()).toEqual([0, 1, 2]);
  });

  it('scrolling while the next page is still on its way appends it when it arrives', async () => {
    const server = fakeServer(15, { hold: true });
    const { actor } = start(server);
    actor.send({ type: 'search.submit', filters: EMPTY_FILTERS });
    await server.release();
    actor.send({ type: 'page.more' });
    actor.send({ type: 'page.more' });
    await server.release();
    expect(visibleCoaches(actor.getSnapshot().context)).toHaveLength(15);
    expect(server.pagesRequested()).toEqual([0, 1]);
  });

  it('previous after scrolling shows the page before the last one loaded', async () => {
    const server = fakeServer(35);
    const { actor } = start(server);
    actor.send({ type: 'search.submit', filters: EMPTY_FILTERS });
    await settled(actor);
    actor.send({ type: 'page.more' });
    await settled(actor);
    actor.send({ type: 'page.more' });
    await settled(actor);
    actor.send({ type: 'page.previous' });
    const { context } = actor.getSnapshot();
    expect(context.firstPage).toBe(1);
    expect(visibleCoaches(context).map((c) => c.id)[0]).toBe('c10');
    expect(visibleCoaches(context)).toHaveLength(10);
  });
});

describe('searchMachine: errors', () => {
  it('a failing search shows the server’s error_description and ends with no results', async () => {
    const server = fakeServer(5, { failPages: [0] });
    const { actor, notifyError } = start(server);
    actor.send({ type: 'search.submit', filters: EMPTY_FILTERS });
    await waitFor(actor, (snapshot) => snapshot.matches({ results: 'failed' }));
    expect(notifyError).toHaveBeenCalledWith('page 0 failed');
    expect(actor.getSnapshot().context.lastError).toEqual({ description: 'page 0 failed' });
    expect(visibleCoaches(actor.getSnapshot().context)).toEqual([]);
  });

  it('an error without a description is reported without one (the view shows UNKNOWN_ERROR)', async () => {
    const notifyError = vi.fn<(description: string | undefined) => void>();
    const actor = createActor(
      searchMachine.provide({
        actors: { fetchPage: fromPromise(() => Promise.reject(new TypeError('Failed to fetch'))) },
        actions: { notifyError: (_, params) => notifyError(describeError(params.error)) },
      }),
      { input: { filters: {} } },
    ).start();
    actor.send({ type: 'search.submit', filters: EMPTY_FILTERS });
    await waitFor(actor, (snapshot) => snapshot.matches({ results: 'failed' }));
    expect(notifyError).toHaveBeenCalledWith(undefined);
    expect(actor.getSnapshot().context.lastError).toEqual({ description: undefined });
  });

  it('a failed search can be tried again', async () => {
    let fail = true;
    const server = fakeServer(5);
    const actor = createActor(
      searchMachine.provide({
        actors: {
          fetchPage: fromPromise(async ({ input }) => {
            if (fail) {
              fail = false;
              throw new Error('boom');
            }
            return server.fetchPage(input);
          }),
        },
      }),
      { input: { filters: {} } },
    ).start();
    actor.send({ type: 'search.submit', filters: EMPTY_FILTERS });
    await waitFor(actor, (snapshot) => snapshot.matches({ results: 'failed' }));
    actor.send({ type: 'search.submit' });
    await settled(actor);
    expect(visibleCoaches(actor.getSnapshot().context)).toHaveLength(5);
    expect(actor.getSnapshot().context.lastError).toBeNull();
  });
});

describe('searchMachine: input change', () => {
  it('edits the draft without searching', () => {
    const server = fakeServer(5);
    const { actor } = start(server);
    actor.send({ type: 'search.input', field: 'name', value: 'Ana' });
    expect(actor.getSnapshot().context.filters.name).toBe('Ana');
    expect(actor.getSnapshot().matches({ results: 'idle' })).toBe(true);
    expect(server.fetchPage).not.toHaveBeenCalled();
  });

  it('applies the location rules to the draft', () => {
    const { actor } = start(fakeServer(0));
    const location = (event: Parameters<typeof actor.send>[0] & { type: 'search.input'; field: 'location' }) =>
      actor.send(event);
    location({
      type: 'search.input',
      field: 'location',
      event: { type: 'location.country', value: 'BR', model: 'states-cities' },
    });
    expect(actor.getSnapshot().context.stateEnabled).toBe(true);
    location({ type: 'search.input', field: 'location', event: { type: 'location.state', value: 'SP' } });
    location({ type: 'search.input', field: 'location', event: { type: 'location.city', value: 'Campinas' } });
    expect(actor.getSnapshot().context.filters).toMatchObject({ country: 'BR', state: 'SP', city: 'Campinas' });
    location({ type: 'search.input', field: 'location', event: { type: 'location.state', value: 'RJ' } });
    expect(actor.getSnapshot().context.filters).toMatchObject({ country: 'BR', state: 'RJ', city: null });
    location({
      type: 'search.input',
      field: 'location',
      event: { type: 'location.country', value: 'PT', model: 'cities' },
    });
    expect(actor.getSnapshot().context.stateEnabled).toBe(false);
    location({ type: 'search.input', field: 'location', event: { type: 'location.state', value: 'SP' } });
    location({ type: 'search.input', field: 'location', event: { type: 'location.city', value: 'Porto' } });
    expect(actor.getSnapshot().context.filters).toMatchObject({ country: 'PT', state: null, city: 'Porto' });
    location({ type: 'search.input', field: 'location', event: { type: 'location.country', value: '-1' } });
    expect(actor.getSnapshot().context.filters).toMatchObject({ country: null, state: null, city: null });
  });

  it('a search restored from a link takes its filters as the draft', async () => {
    const server = fakeServer(3);
    const { actor } = start(server);
    const filters: SearchFilters = {
      ...EMPTY_FILTERS,
      country: 'BR',
      state: 'SP',
      city: 'São Paulo',
      expertises: ['Carreira'],
    };
    actor.send({ type: 'search.submit', filters });
    expect(actor.getSnapshot().context.filters).toEqual(filters);
    expect(actor.getSnapshot().context.stateEnabled).toBe(true);
    await settled(actor);
    expect(server.calls[0]?.filters).toEqual(filters);
  });
});

describe('searchMachine: initial coaches and statistics', () => {
  it('the initial coaches load fetches the first page without filters for the featured carousel', async () => {
    const server = fakeServer(12);
    const { actor } = start(server);
    actor.send({ type: 'search.input', field: 'name', value: 'ignored' });
    actor.send({ type: 'coaches.load' });
    expect(actor.getSnapshot().matches({ featured: 'loading' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ featured: 'loaded' }));
    expect(actor.getSnapshot().context.featured).toHaveLength(10);
    expect(server.calls).toEqual([{ filters: EMPTY_FILTERS, page: 0 }]);
    expect(actor.getSnapshot().matches({ results: 'idle' })).toBe(true);
    actor.send({ type: 'coaches.load' });
    expect(server.calls).toHaveLength(1);
  });

  it('a failing initial load shows the toast and can be retried', async () => {
    const server = fakeServer(3, { failPages: [0] });
    const { actor, notifyError } = start(server);
    actor.send({ type: 'coaches.load' });
    await waitFor(actor, (snapshot) => snapshot.matches({ featured: 'failed' }));
    expect(notifyError).toHaveBeenCalledWith('page 0 failed');
    actor.send({ type: 'coaches.load' });
    expect(actor.getSnapshot().matches({ featured: 'loading' })).toBe(true);
  });

  it('loads hours, sessions and coachees with the types horas, sessoes and coachees', async () => {
    const values: Record<StatisticType, number> = { horas: 120500.5, sessoes: 80321, coachees: 15230 };
    const fetchStatistic = vi.fn((type: StatisticType) => Promise.resolve(values[type]));
    const { actor } = start(fakeServer(0), { fetchStatistic });
    actor.send({ type: 'statistics.load' });
    expect(actor.getSnapshot().matches({ statistics: 'loading' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ statistics: 'loaded' }));
    expect(fetchStatistic.mock.calls.map(([type]) => type).sort()).toEqual(['coachees', 'horas', 'sessoes']);
    expect(actor.getSnapshot().context.statistics).toEqual({ hours: 120500.5, sessions: 80321, coachees: 15230 });
  });

  it('a failing statistic stays empty, shows the toast and does not block the others', async () => {
    const fetchStatistic = vi.fn((type: StatisticType) => {
      if (type === 'sessoes')
        return Promise.reject(Object.assign(new Error('500'), { error_description: 'dashboard down' }));
      return Promise.resolve(7);
    });
    const { actor, notifyError } = start(fakeServer(0), { fetchStatistic });
    actor.send({ type: 'statistics.load' });
    await waitFor(actor, (snapshot) => snapshot.matches({ statistics: 'loaded' }));
    expect(actor.getSnapshot().context.statistics).toEqual({ hours: 7, sessions: null, coachees: 7 });
    expect(notifyError).toHaveBeenCalledWith('dashboard down');
  });
});
