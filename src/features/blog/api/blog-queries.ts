/**
 * Query options of the blog, built on the generated blog client and its query keys, so loaders
 * and components share one cache entry per request.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  getListBlogCategoriesQueryOptions,
  getListBlogPagesInfiniteQueryOptions,
  getListBlogPagesQueryOptions,
} from '@/api/gen/blog/blog/blog';
import type { ListBlogPagesParams } from '@/api/gen/blog/model';
import type { Locale } from '@/lib/languages';
import {
  BLOG_PAGE_SIZE,
  BLOG_POSTS_QUERY,
  SUGGESTIONS_FETCHED,
  categoryName,
  findCategory,
  nextOffset,
} from '@machines/lib/blog';

/**
 * The posts of a category id (null: every category) and search term, page after page by offset.
 * The params hold the first page's offset; each later page asks with its own.
 */
export function postsListOptions(categoryId: number | null, search: string) {
  const params: ListBlogPagesParams = { ...BLOG_POSTS_QUERY, limit: BLOG_PAGE_SIZE, offset: 0 };
  if (search) params.search = search;
  if (categoryId !== null) params.categories = categoryId;
  return getListBlogPagesInfiniteQueryOptions(params, {
    query: {
      initialPageParam: 0,
      getNextPageParam: (page, _pages, offset = 0) => nextOffset(offset, page.items.length, page.meta.total_count),
    },
  });
}

/** Every blog category (for the carousel and for resolving /blog/{category}). */
export function categoriesOptions() {
  return getListBlogCategoriesQueryOptions();
}

/**
 * The name in `locale` of the category at `/blog/{key}`, from the categories the cache holds;
 * undefined while they have not come, or for a key no category has. For what a route's loader or
 * `head()` says about the category: the same name in every language would not be the page's.
 */
export function cachedCategoryName(queryClient: QueryClient, key: string, locale: Locale): string | undefined {
  const categories = queryClient.getQueryData(categoriesOptions().queryKey);
  const found = categories && findCategory(categories.items, key);
  return found ? categoryName(found, locale) : undefined;
}

/** The post with a slug; the list comes back empty when there is none. */
export function postBySlugOptions(slug: string) {
  return getListBlogPagesQueryOptions({ ...BLOG_POSTS_QUERY, slug, limit: 1 });
}

/** The post in postBySlugOptions' answer, if any. */
export function postOfSlug<P extends { meta: { slug: string } }>(items: readonly P[], slug: string): P | undefined {
  return items.find((item) => item.meta.slug === slug) ?? items[0];
}

/** The latest posts the 'Veja também' suggestions are picked from. */
export function suggestionsOptions() {
  return getListBlogPagesQueryOptions({ ...BLOG_POSTS_QUERY, limit: SUGGESTIONS_FETCHED, offset: 0 });
}

/** How long a blog page's first render waits for what it shows first. */
const FIRST_ANSWER_WAIT_MS = 300;

/**
 * In the browser, an answer that is there or nearly there is waited for, so the page's first
 * render has it; a slow one is not, and the page shows placeholders meanwhile. The server waits
 * for it: its page carries the posts.
 */
export function briefly<T>(answer: Promise<T>): Promise<T | undefined> {
  if (import.meta.env.SSR) return answer;
  return Promise.race([answer, new Promise<undefined>((resolve) => setTimeout(resolve, FIRST_ANSWER_WAIT_MS))]);
}

/**
 * Warms the cache with what /blog or /blog/{category} shows first: the categories and the first
 * page of the posts. A category named by its slug needs the categories first, for its id; an
 * unknown one has no posts to ask for. Pages already loaded (a visitor coming back) are kept.
 */
export async function prefetchBlogList(
  queryClient: QueryClient,
  category: string | null,
  search: string,
): Promise<void> {
  const categories = queryClient.ensureQueryData(categoriesOptions());
  if (category === null) {
    await Promise.all([categories, queryClient.ensureInfiniteQueryData(postsListOptions(null, search))]);
    return;
  }
  const found = findCategory((await categories).items, category);
  if (found) await queryClient.ensureInfiniteQueryData(postsListOptions(found.id, search));
}
