/**
 * Query options of the blog, built on the generated blog client so loaders, the list machine
 * and components share one cache entry per request.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getListBlogCategoriesQueryOptions, getListBlogPagesQueryOptions } from '@/api/gen/blog/blog/blog';
import type { Category, ListBlogPagesParams, Post } from '@/api/gen/blog/model';
import type { BlogInput } from '@machines/blog.machine';
import { BLOG_PAGE_SIZE, SUGGESTIONS_FETCHED, findCategory, normaliseTerm } from '@machines/lib/blog';

const BASE = { type: 'blog.BlogPage', fields: '*', order: '-last_published_at' } as const satisfies ListBlogPagesParams;

/** One page of the post list for a category id and search term. */
export function postsPageOptions(input: { categoryId: number | null; search: string; offset: number; limit?: number }) {
  const params: ListBlogPagesParams = { ...BASE, limit: input.limit ?? BLOG_PAGE_SIZE, offset: input.offset };
  if (input.search) params.search = input.search;
  if (input.categoryId !== null) params.categories = input.categoryId;
  return getListBlogPagesQueryOptions(params);
}

/** Every blog category (for the carousel and for resolving /blog/{category}). */
export function categoriesOptions() {
  return getListBlogCategoriesQueryOptions();
}

/** The post with a slug; the list comes back empty when there is none. */
export function postBySlugOptions(slug: string) {
  return getListBlogPagesQueryOptions({ ...BASE, slug, limit: 1 });
}

/** The post in postBySlugOptions' answer, if any. */
export function postOfSlug<P extends { meta: { slug: string } }>(items: readonly P[], slug: string): P | undefined {
  return items.find((item) => item.meta.slug === slug) ?? items[0];
}

/** The latest posts the 'Veja também' suggestions are picked from. */
export function suggestionsOptions() {
  return getListBlogPagesQueryOptions({ ...BASE, limit: SUGGESTIONS_FETCHED, offset: 0 });
}

/** How long a blog page's first render waits for what it shows first. */
const FIRST_ANSWER_WAIT_MS = 300;

/**
 * An answer that is there or nearly there (the route preloader's early one) is waited for, so
 * the page's first render has it; a slow one is not, and the page shows placeholders meanwhile.
 */
export function briefly<T>(answer: Promise<T>): Promise<T | undefined> {
  return Promise.race([answer, new Promise<undefined>((resolve) => setTimeout(resolve, FIRST_ANSWER_WAIT_MS))]);
}

/** Warms the cache with what /blog or /blog/{category} shows first. */
export async function prefetchBlogList(
  queryClient: QueryClient,
  category: string | null,
  search: string,
): Promise<void> {
  const categories = queryClient.ensureQueryData(categoriesOptions());
  if (category === null) {
    await Promise.all([categories, queryClient.ensureQueryData(firstPageOptions(null, search))]);
    return;
  }
  const list = await categories;
  const found = findCategory(list.items, category);
  if (found) await queryClient.ensureQueryData(firstPageOptions(found.id, ''));
}

/** The first page of the list for a category id (null: every category) and search term. */
function firstPageOptions(categoryId: number | null, search: string) {
  return postsPageOptions({ categoryId, search: normaliseTerm(search), offset: 0 });
}

/**
 * Where the blog machine starts for a query: with the categories and the query's first page when
 * the cache holds them (prefetchBlogList put them there), so its first render shows the posts.
 */
export function cachedBlogList(queryClient: QueryClient, category: string | null, search: string): BlogInput {
  const categories = queryClient.getQueryData(categoriesOptions().queryKey)?.items;
  if (!categories) return { category, search };
  const found = category === null ? null : findCategory(categories, category);
  if (found === undefined) return { category, search, categories };
  const page = queryClient.getQueryData(firstPageOptions(found?.id ?? null, search).queryKey);
  return {
    category,
    search,
    categories,
    ...(page && { firstPage: { items: page.items, total: page.meta.total_count } }),
  };
}

export type { Category, Post };
