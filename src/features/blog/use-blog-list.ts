/**
 * What the blog list shows for the URL's category and search term, read from the query cache the
 * route loaders warm: the categories, and the posts as an infinite query, page after page. A
 * category named by its slug waits for the categories, which give the id the blog API filters
 * by; an unknown one lists nothing. Every failed request is reported in a toast.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Post } from '@/api/gen/blog/model';
import { showErrorToast } from '@/components/ui/toast';
import { appendPage, findCategory } from '@machines/lib/blog';
import { categoriesOptions, postsListOptions } from './api/blog-queries';

export function useBlogList(category: string | null, search: string) {
  const categories = useQuery(categoriesOptions());
  const known = categories.data?.items;
  const active = known && findCategory(known, category);
  const resolved = category === null || active !== undefined;
  const unknownCategory = category !== null && known !== undefined && active === undefined;
  const posts = useInfiniteQuery({ ...postsListOptions(active?.id ?? null, search), enabled: resolved });
  // Until the category is resolved the options name every post: what the cache holds for them is not this list.
  const pages = resolved ? posts.data?.pages : undefined;

  useEffect(() => {
    if (categories.error) showErrorToast(categories.error);
  }, [categories.error]);
  useEffect(() => {
    if (posts.error) showErrorToast(posts.error);
  }, [posts.error]);

  // Offsets shift when a post is published between two pages: a post may come twice.
  const list = useMemo(() => (pages ?? []).reduce<Post[]>((shown, page) => appendPage(shown, page.items), []), [pages]);

  // Without an answer to show, a query is loading until it has failed and is not asking again.
  const categoriesFailed = !known && categories.isError && !categories.isFetching;
  const postsFailed = resolved && !posts.data && posts.isError && !posts.isFetching;
  const waitingForCategory = category !== null && !known && !categoriesFailed;
  const failed = (category !== null && categoriesFailed) || postsFailed;

  const { fetchNextPage, refetch: refetchPosts } = posts;
  const { refetch: refetchCategories } = categories;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const retry = useCallback(() => {
    if (categoriesFailed) void refetchCategories();
    if (postsFailed) void refetchPosts();
  }, [categoriesFailed, postsFailed, refetchCategories, refetchPosts]);

  return {
    categories: known ?? [],
    /** The categories have answered (or failed): an unknown category can be told apart. */
    categoriesReady: !categories.isPending,
    /** The category the URL names, when the categories know it. */
    active,
    posts: list,
    /** The server's total for the query. */
    total: pages?.at(-1)?.meta.total_count ?? 0,
    /** The first page is on its way: the list shows placeholders and the search waits. */
    busy: !failed && !unknownCategory && (waitingForCategory || (resolved && !posts.data)),
    failed,
    loadingMore: posts.isFetchingNextPage,
    hasMore: resolved && posts.hasNextPage,
    /** The last page asked for failed: scrolling does not ask again, the button does. */
    moreFailed: posts.isFetchNextPageError,
    /** Some page of the list is being fetched (the next one, or the loaded ones again). */
    refreshing: posts.isFetching,
    loadMore,
    retry,
  };
}
