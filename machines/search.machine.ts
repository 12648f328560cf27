/**
 * Public coach search (spec §4 "Search"): the draft filters edited by the form, the search
 * itself with its page cache and prefetch, the initial coaches load for the featured carousel,
 * and the three platform statistics.
 *
 * Paging model: the list shows a window of cached pages, from `firstPage` up to the page before
 * `nextPage` (the server's "page after the one returned"). Scrolling (`page.more`) appends the
 * next page to the window; `page.next` shows the next page alone and `page.previous` shows page
 * `nextPage - 2` alone. Pages are cached by index, so moving back and forth never refetches, and
 * the page after the window is fetched before the user asks for it.
 */
import { assign, fromPromise, setup } from 'xstate';
import { applySearchInput, type SearchInputEvent } from './lib/search-draft';
import { EMPTY_FILTERS, normalizeFilters, totalPagesFor, type SearchFilters } from './lib/search-filters';

export type StatisticType = 'horas' | 'sessoes' | 'coachees';

/** A coach list card, as the search returns it. */
export interface SearchCoachCard {
  id: string;
  firstName: string;
  secondName?: string;
  photoUrl?: string;
  rating?: number;
  username: string;
  /** Comma-separated expertise names. */
  expertises?: string;
  enableSiteExperimentalSession?: boolean;
}

export interface SearchPageResult<Card extends SearchCoachCard = SearchCoachCard> {
  profiles: Card[];
  totalProfiles: number;
  nextPage: number;
}

export interface SearchStatistics {
  hours: number | null;
  sessions: number | null;
  coachees: number | null;
}

type PagingMode = 'next' | 'previous' | 'more';

export interface SearchContext {
  /** The filters being edited in the form. */
  filters: SearchFilters;
  /** Whether the draft's country uses the states-cities model (its state can be chosen). */
  stateEnabled: boolean;
  /** The filters of the current search (null before the first one). */
  submitted: SearchFilters | null;
  /** Loaded pages of the current search, by page index. */
  pages: Record<number, SearchCoachCard[]>;
  /** First page index shown. */
  firstPage: number;
  /** Index of the page after the last one shown. */
  nextPage: number;
  totalProfiles: number;
  totalPages: number;
  /** Page being fetched ahead of the user, if any. */
  prefetching: number | null;
  /** A page the user asked for that is still on its way. */
  pending: { page: number; mode: PagingMode } | null;
  /** A prefetch that failed; it is not retried until the user asks for that page. */
  failedPrefetch: number | null;
  featured: SearchCoachCard[];
  statistics: SearchStatistics;
  /** The last error's server description (undefined when the server sent none). */
  lastError: { description: string | undefined } | null;
}

export type { SearchInputEvent };

export type SearchEvent =
  | SearchInputEvent
  /** Starts a search with the given filters, or with the draft when none are given. */
  | { type: 'search.submit'; filters?: SearchFilters }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'page.more' }
  | { type: 'coaches.load' }
  | { type: 'statistics.load' };

export interface SearchInput {
  /** The draft to start from (a restored link); `{}` for an empty form. */
  filters: Partial<SearchFilters>;
}

/** The server's error_description, read without depending on the app's error classes. */
export function describeError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const description = (error as { error_description?: unknown }).error_description;
  return typeof description === 'string' && description.trim() ? description : undefined;
}

/** The cards shown: every cached page of the window, in order. */
export function visibleCoaches(context: SearchContext): SearchCoachCard[] {
  const cards: SearchCoachCard[] = [];
  for (let page = context.firstPage; page < context.nextPage; page += 1) cards.push(...(context.pages[page] ?? []));
  return cards;
}

/** Whether pages remain after the window (the infinite list keeps loading while this holds). */
export function hasMorePages(context: SearchContext): boolean {
  return context.nextPage < context.totalPages;
}

/** Whether a page before the last shown one exists (previous shows page nextPage - 2). */
export function hasPreviousPage(context: SearchContext): boolean {
  return context.nextPage - 2 >= 0;
}

/** The page number (1-based) of the last page shown. */
export function currentPageNumber(context: SearchContext): number {
  return Math.max(context.nextPage, 1);
}

function targetPage(context: SearchContext, mode: PagingMode): number {
  return mode === 'previous' ? context.nextPage - 2 : context.nextPage;
}

function canTurn(context: SearchContext, mode: PagingMode): boolean {
  return mode === 'previous' ? hasPreviousPage(context) : hasMorePages(context);
}

function showPage(context: SearchContext, mode: PagingMode): Pick<SearchContext, 'firstPage' | 'nextPage'> {
  const page = targetPage(context, mode);
  if (mode === 'more') return { firstPage: context.firstPage, nextPage: page + 1 };
  return { firstPage: page, nextPage: page + 1 };
}

const EMPTY_STATISTICS: SearchStatistics = { hours: null, sessions: null, coachees: null };

const STATISTIC_KEY: Record<StatisticType, keyof SearchStatistics> = {
  horas: 'hours',
  sessoes: 'sessions',
  coachees: 'coachees',
};

/**
 * The coach search. The app provides `fetchPage` (one page of the public search) and
 * `fetchStatistic` (one dashboard value), and `notifyError` (the toast).
 */
/** A page turn: show the target page if it is cached, otherwise wait for it (when a turn is possible). */
function turnWhilePrefetching(mode: PagingMode) {
  const show = {
    guard: { type: 'isTargetReady' as const, params: { mode } },
    actions: { type: 'showPage' as const, params: { mode } },
  };
  const wait = {
    guard: { type: 'canTurn' as const, params: { mode } },
    actions: { type: 'setPending' as const, params: { mode } },
  };
  return { show, wait, transitions: [show, wait] };
}

/** The same turn from a settled window: showing re-enters `settled`; waiting moves to `turning`. */
function turnFromSettled(mode: PagingMode) {
  const { show, wait } = turnWhilePrefetching(mode);
  return [
    { ...show, target: 'settled' as const, reenter: true },
    { ...wait, target: 'turning' as const },
  ];
}

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
  },
  actors: {
    fetchPage: fromPromise<SearchPageResult, { filters: SearchFilters; page: number }>(() => {
      throw new Error('fetchPage not provided');
    }),
    fetchStatistic: fromPromise<number, { type: StatisticType }>(() => {
      throw new Error('fetchStatistic not provided');
    }),
  },
  actions: {
    /** Shows an error toast: the server's error_description, or the translated UNKNOWN_ERROR. */
    notifyError: (_, _params: { error: unknown }) => undefined,
    rememberError: assign((_, params: { error: unknown }) => ({
      lastError: { description: describeError(params.error) },
    })),
    applyInput: assign(({ context, event }) => {
      if (event.type !== 'search.input') return {};
      return applySearchInput({ filters: context.filters, stateEnabled: context.stateEnabled }, event);
    }),
    startSearch: assign(({ context, event }) => {
      const filters = normalizeFilters(
        event.type === 'search.submit' && event.filters ? event.filters : context.filters,
      );
      const restored = event.type === 'search.submit' && event.filters !== undefined;
      return {
        filters,
        stateEnabled: restored ? filters.state !== null : context.stateEnabled,
        submitted: filters,
        pages: {},
        firstPage: 0,
        nextPage: 0,
        totalProfiles: 0,
        totalPages: 0,
        prefetching: null,
        pending: null,
        failedPrefetch: null,
        lastError: null,
      };
    }),
    storePage: assign(({ context }, params: { page: number; result: SearchPageResult }) => ({
      pages: { ...context.pages, [params.page]: params.result.profiles },
      totalProfiles: params.result.totalProfiles,
      totalPages: totalPagesFor(params.result.totalProfiles),
    })),
    showFirstPage: assign({ firstPage: 0, nextPage: 1 }),
    showPage: assign(({ context }, params: { mode: PagingMode }) => showPage(context, params.mode)),
    setPending: assign(({ context }, params: { mode: PagingMode }) => ({
      pending: { page: targetPage(context, params.mode), mode: params.mode },
    })),
    showPending: assign(({ context }) => {
      if (!context.pending) return {};
      const { mode, page } = context.pending;
      const window =
        mode === 'more'
          ? { firstPage: context.firstPage, nextPage: page + 1 }
          : { firstPage: page, nextPage: page + 1 };
      return { ...window, pending: null };
    }),
    clearPending: assign({ pending: null }),
    clearPrefetching: assign({ prefetching: null }),
    storeStatistic: assign(({ context }, params: { type: StatisticType; value: number }) => ({
      statistics: { ...context.statistics, [STATISTIC_KEY[params.type]]: params.value },
    })),
  },
  guards: {
    /** The page asked for exists and is already cached. */
    isTargetReady: ({ context }, params: { mode: PagingMode }) =>
      canTurn(context, params.mode) && context.pages[targetPage(context, params.mode)] !== undefined,
    canTurn: ({ context }, params: { mode: PagingMode }) => canTurn(context, params.mode),
    shouldPrefetch: ({ context }) =>
      hasMorePages(context) &&
      context.pages[context.nextPage] === undefined &&
      context.failedPrefetch !== context.nextPage,
    isPendingCached: ({ context }) => context.pending !== null && context.pages[context.pending.page] !== undefined,
    hasPending: ({ context }) => context.pending !== null,
  },
}).createMachine({
  id: 'search',
  type: 'parallel',
  context: ({ input }) => ({
    filters: normalizeFilters({ ...EMPTY_FILTERS, ...input.filters }),
    stateEnabled: Boolean(input.filters.state),
    submitted: null,
    pages: {},
    firstPage: 0,
    nextPage: 0,
    totalProfiles: 0,
    totalPages: 0,
    prefetching: null,
    pending: null,
    failedPrefetch: null,
    featured: [],
    statistics: EMPTY_STATISTICS,
    lastError: null,
  }),
  on: {
    'search.input': { actions: 'applyInput' },
  },
  states: {
    results: {
      initial: 'idle',
      on: {
        'search.submit': { target: '.loading', reenter: true, actions: 'startSearch' },
      },
      states: {
        idle: {},
        loading: {
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({ filters: context.submitted ?? EMPTY_FILTERS, page: 0 }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'storePage', params: ({ event }) => ({ page: 0, result: event.output }) },
                'showFirstPage',
              ],
            },
            onError: {
              target: 'failed',
              actions: [
                { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
                { type: 'notifyError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        failed: {},
        ready: {
          initial: 'settled',
          states: {
            settled: {
              always: { guard: 'shouldPrefetch', target: 'prefetching' },
              on: {
                'page.next': turnFromSettled('next'),
                'page.previous': turnFromSettled('previous'),
                'page.more': turnFromSettled('more'),
              },
            },
            prefetching: {
              entry: assign({ prefetching: ({ context }) => context.nextPage }),
              on: {
                // While the page after the window is on its way, a request for it waits for that response.
                'page.next': turnWhilePrefetching('next').transitions,
                'page.previous': turnWhilePrefetching('previous').transitions,
                'page.more': turnWhilePrefetching('more').transitions,
              },
              invoke: {
                src: 'fetchPage',
                input: ({ context }) => ({ filters: context.submitted ?? EMPTY_FILTERS, page: context.nextPage }),
                onDone: [
                  {
                    guard: 'hasPending',
                    target: 'checkingPending',
                    actions: [
                      {
                        type: 'storePage',
                        params: ({ context, event }) => ({ page: context.prefetching ?? 0, result: event.output }),
                      },
                      'clearPrefetching',
                    ],
                  },
                  {
                    target: 'settled',
                    actions: [
                      {
                        type: 'storePage',
                        params: ({ context, event }) => ({ page: context.prefetching ?? 0, result: event.output }),
                      },
                      'clearPrefetching',
                    ],
                  },
                ],
                onError: {
                  target: 'checkingPending',
                  actions: [assign({ failedPrefetch: ({ context }) => context.prefetching }), 'clearPrefetching'],
                },
              },
            },
            checkingPending: {
              always: [
                { guard: 'isPendingCached', target: 'settled', actions: 'showPending' },
                { guard: 'hasPending', target: 'turning' },
                { target: 'settled' },
              ],
            },
            turning: {
              invoke: {
                src: 'fetchPage',
                input: ({ context }) => ({
                  filters: context.submitted ?? EMPTY_FILTERS,
                  page: context.pending?.page ?? context.nextPage,
                }),
                onDone: {
                  target: 'settled',
                  actions: [
                    {
                      type: 'storePage',
                      params: ({ context, event }) => ({
                        page: context.pending?.page ?? context.nextPage,
                        result: event.output,
                      }),
                    },
                    'showPending',
                  ],
                },
                onError: {
                  target: 'settled',
                  actions: [
                    'clearPending',
                    { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
                    { type: 'notifyError', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
          },
        },
      },
    },
    featured: {
      initial: 'idle',
      states: {
        idle: { on: { 'coaches.load': 'loading' } },
        loading: {
          invoke: {
            src: 'fetchPage',
            input: () => ({ filters: EMPTY_FILTERS, page: 0 }),
            onDone: { target: 'loaded', actions: assign({ featured: ({ event }) => event.output.profiles }) },
            onError: {
              target: 'failed',
              actions: [
                { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
                { type: 'notifyError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        loaded: {},
        failed: { on: { 'coaches.load': 'loading' } },
      },
    },
    statistics: {
      initial: 'idle',
      states: {
        idle: { on: { 'statistics.load': 'loading' } },
        loading: {
          type: 'parallel',
          onDone: 'loaded',
          states: {
            hours: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    src: 'fetchStatistic',
                    input: { type: 'horas' },
                    onDone: {
                      target: 'done',
                      actions: {
                        type: 'storeStatistic',
                        params: ({ event }) => ({ type: 'horas', value: event.output }),
                      },
                    },
                    onError: {
                      target: 'done',
                      actions: [
                        { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
                        { type: 'notifyError', params: ({ event }) => ({ error: event.error }) },
                      ],
                    },
                  },
                },
                done: { type: 'final' },
              },
            },
            sessions: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    src: 'fetchStatistic',
                    input: { type: 'sessoes' },
                    onDone: {
                      target: 'done',
                      actions: {
                        type: 'storeStatistic',
                        params: ({ event }) => ({ type: 'sessoes', value: event.output }),
                      },
                    },
                    onError: {
                      target: 'done',
                      actions: [
                        { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
                        { type: 'notifyError', params: ({ event }) => ({ error: event.error }) },
                      ],
                    },
                  },
                },
                done: { type: 'final' },
              },
            },
            coachees: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    src: 'fetchStatistic',
                    input: { type: 'coachees' },
                    onDone: {
                      target: 'done',
                      actions: {
                        type: 'storeStatistic',
                        params: ({ event }) => ({ type: 'coachees', value: event.output }),
                      },
                    },
                    onError: {
                      target: 'done',
                      actions: [
                        { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
                        { type: 'notifyError', params: ({ event }) => ({ error: event.error }) },
                      ],
                    },
                  },
                },
                done: { type: 'final' },
              },
            },
          },
        },
        loaded: { on: { 'statistics.load': 'loading' } },
      },
    },
  },
});
