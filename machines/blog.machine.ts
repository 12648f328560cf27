/**
 * The blog list: which posts are shown for the active category and search term, paging by
 * offset as the visitor scrolls. The route is the source of the query (`blog.open`); the
 * visitor's own choices (`search.submit`, `category.select`) update the query at once and ask
 * the app to navigate, so the route echo that follows is recognised and ignored.
 *
 * Categories load beside the posts: the carousel needs them, and a category given by its slug
 * in the URL needs them to find the category id the blog API filters by.
 */
import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';
import {
  BLOG_PAGE_SIZE,
  appendPage,
  findCategory,
  isChangedTerm,
  normaliseTerm,
  type BlogCategory,
  type BlogPage,
  type BlogPost,
} from './lib/blog';

export interface FetchPostsInput {
  /** Category id the API filters by, or null for every category. */
  categoryId: number | null;
  /** Search term, '' for none. */
  search: string;
  offset: number;
  limit: number;
}

/** Where the app should take the visitor after a choice made on the page. */
export interface BlogQuery {
  /** Category URL key, or null for /blog. */
  category: string | null;
  search: string;
}

export interface BlogContext {
  categories: BlogCategory[];
  /** Active category, by its URL key (see categoryKey); null means 'Todos'. */
  category: string | null;
  /** Active search term, trimmed; '' means no search. */
  search: string;
  posts: BlogPost[];
  /** The server's total for the active query. */
  total: number;
  /** Set when a page came back short, so scrolling stops even if the total was off. */
  exhausted: boolean;
}

/**
 * Where the page starts. The query comes from the route; the categories and the query's first
 * page are given when the app already holds them (the route loader warmed its cache), so the
 * first render shows the posts instead of their placeholders.
 */
export interface BlogInput {
  category: string | null;
  search: string;
  categories?: BlogCategory[];
  firstPage?: BlogPage;
}

export type BlogEvent =
  | { type: 'blog.open'; category: string | null; search: string }
  | { type: 'search.submit'; term: string }
  | { type: 'category.select'; category: string | null }
  | { type: 'posts.more' }
  | { type: 'retry' };

/** Drives the blog list page: initial load, filters, search and infinite scroll. */
export const blogMachine = setup({
  types: {
    context: {} as BlogContext,
    events: {} as BlogEvent,
    input: {} as BlogInput | undefined,
  },
  actors: {
    fetchCategories: fromPromise<BlogCategory[]>(() => Promise.reject(new Error('fetchCategories not provided'))),
    fetchPosts: fromPromise<BlogPage, FetchPostsInput>(() => Promise.reject(new Error('fetchPosts not provided'))),
  },
  actions: {
    /** The app moves the URL to match the query the visitor chose. */
    navigate: (_, _params: BlogQuery) => {},
    /** The app shows the error toast. */
    reportError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isDifferentQuery: ({ context, event }) =>
      event.type === 'blog.open' &&
      (event.category !== context.category || normaliseTerm(event.search) !== context.search),
    isChangedTerm: ({ context, event }) => event.type === 'search.submit' && isChangedTerm(event.term, context.search),
    isDifferentCategory: ({ context, event }) =>
      event.type === 'category.select' && (event.category !== context.category || context.search !== ''),
    hasMore: ({ context }) => !context.exhausted && context.posts.length < context.total,
    needsNoCategoryId: ({ context }) => context.category === null,
    isCategoryKnown: ({ context }) => findCategory(context.categories, context.category) !== undefined,
    hasCategories: ({ context }) => context.categories.length > 0,
    hasPosts: ({ context }) => context.posts.length > 0,
  },
}).createMachine({
  id: 'blog',
  type: 'parallel',
  context: ({ input }) => {
    const page = input?.firstPage;
    return {
      categories: input?.categories ?? [],
      category: input?.category ?? null,
      search: normaliseTerm(input?.search ?? ''),
      posts: page ? appendPage([], page.items) : [],
      total: page?.total ?? 0,
      exhausted: page ? page.items.length < BLOG_PAGE_SIZE : false,
    };
  },
  states: {
    categories: {
      initial: 'start',
      states: {
        /** Categories given at the start need no request. */
        start: { always: [{ guard: 'hasCategories', target: 'ready' }, { target: 'loading' }] },
        loading: {
          invoke: {
            src: 'fetchCategories',
            onDone: { target: 'ready', actions: assign({ categories: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {},
        failed: { on: { retry: 'loading' } },
      },
    },
    posts: {
      initial: 'start',
      on: {
        'blog.open': {
          guard: 'isDifferentQuery',
          target: '.resolving',
          actions: assign(({ event }) => ({ category: event.category, search: normaliseTerm(event.search) })),
        },
        // A search always lists every category (it navigates to /blog). The input is disabled
        // while the first page loads, so a submit then is refused too.
        'search.submit': {
          guard: and(['isChangedTerm', not(stateIn('#blog.posts.resolving')), not(stateIn('#blog.posts.loading'))]),
          target: '.resolving',
          actions: [
            assign(({ event }) => ({ category: null, search: normaliseTerm(event.term) })),
            { type: 'navigate', params: ({ context }) => ({ category: context.category, search: context.search }) },
          ],
        },
        'category.select': {
          guard: 'isDifferentCategory',
          target: '.resolving',
          actions: [
            assign(({ event }) => ({ category: event.category, search: '' })),
            { type: 'navigate', params: ({ context }) => ({ category: context.category, search: context.search }) },
          ],
        },
      },
      states: {
        /** A first page given at the start is shown at once; the route's `blog.open` for the same query is then ignored. */
        start: { always: [{ guard: 'hasPosts', target: 'ready' }, { target: 'idle' }] },
        idle: {
          on: {
            'blog.open': {
              target: 'resolving',
              actions: assign(({ event }) => ({ category: event.category, search: normaliseTerm(event.search) })),
            },
          },
        },
        /** Waits for the categories when the query names one by slug. */
        resolving: {
          tags: ['busy'],
          entry: assign({ posts: [], total: 0, exhausted: false }),
          always: [
            { guard: 'needsNoCategoryId', target: 'loading' },
            { guard: and([stateIn('#blog.categories.ready'), 'isCategoryKnown']), target: 'loading' },
            // An unknown category has no posts: the page shows its empty state.
            { guard: and([stateIn('#blog.categories.ready'), not('isCategoryKnown')]), target: 'ready' },
            { guard: stateIn('#blog.categories.failed'), target: 'failure' },
          ],
        },
        loading: {
          tags: ['busy'],
          invoke: {
            src: 'fetchPosts',
            input: ({ context }) => ({
              categoryId: findCategory(context.categories, context.category)?.id ?? null,
              search: context.search,
              offset: 0,
              limit: BLOG_PAGE_SIZE,
            }),
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({
                posts: appendPage([], event.output.items),
                total: event.output.total,
                exhausted: event.output.items.length < BLOG_PAGE_SIZE,
              })),
            },
            onError: {
              target: 'failure',
              actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {
          on: {
            'posts.more': { guard: 'hasMore', target: 'loadingMore' },
          },
        },
        loadingMore: {
          invoke: {
            src: 'fetchPosts',
            input: ({ context }) => ({
              categoryId: findCategory(context.categories, context.category)?.id ?? null,
              search: context.search,
              offset: context.posts.length,
              limit: BLOG_PAGE_SIZE,
            }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                posts: appendPage(context.posts, event.output.items),
                total: event.output.total,
                exhausted: event.output.items.length < BLOG_PAGE_SIZE,
              })),
            },
            onError: {
              target: 'ready',
              actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failure: {
          on: { retry: 'resolving' },
        },
      },
    },
  },
});
