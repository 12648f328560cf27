/**
 * Runs the blog list machine for the page: its requests go through the query cache the route
 * loaders warm, its navigations through the router, its errors to the toast. The route's
 * category and search are fed in as `blog.open` whenever they change.
 */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { blogMachine, type BlogQuery, type FetchPostsInput } from '@machines/blog.machine';
import type { BlogCategory, BlogPage } from '@machines/lib/blog';
import { showErrorToast } from '@/components/ui/toast';
import { cachedBlogList, categoriesOptions, postsPageOptions } from './api/blog-queries';

export function useBlogList(category: string | null, search: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [logic] = useState(() =>
    blogMachine.provide({
      actors: {
        fetchCategories: fromPromise<BlogCategory[]>(
          async () => (await queryClient.fetchQuery(categoriesOptions())).items,
        ),
        fetchPosts: fromPromise<BlogPage, FetchPostsInput>(async ({ input }) => {
          const data = await queryClient.fetchQuery(postsPageOptions(input));
          return { items: data.items, total: data.meta.total_count };
        }),
      },
      actions: {
        navigate: (_, query: BlogQuery) => {
          if (query.category === null) {
            void navigate({ to: '/blog', search: query.search ? { q: query.search } : {} });
          } else {
            void navigate({ to: '/blog/$category', params: { category: query.category }, search: {} });
          }
        },
        reportError: (_, { error }: { error: unknown }) => showErrorToast(error),
      },
    }),
  );
  const [input] = useState(() => cachedBlogList(queryClient, category, search));
  const actor = useActorRef(logic, { input });

  useEffect(() => {
    actor.send({ type: 'blog.open', category, search });
  }, [actor, category, search]);

  const posts = useSelector(actor, (s) => s.context.posts);
  const categories = useSelector(actor, (s) => s.context.categories);
  const activeCategory = useSelector(actor, (s) => s.context.category);
  const activeSearch = useSelector(actor, (s) => s.context.search);
  const total = useSelector(actor, (s) => s.context.total);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const loadingMore = useSelector(actor, (s) => s.matches({ posts: 'loadingMore' }));
  const failed = useSelector(actor, (s) => s.matches({ posts: 'failure' }));
  const hasMore = useSelector(actor, (s) => s.can({ type: 'posts.more' }));
  const categoriesReady = useSelector(
    actor,
    (s) => s.matches({ categories: 'ready' }) || s.matches({ categories: 'failed' }),
  );

  const commands = useMemo(
    () => ({
      submitSearch: (term: string) => actor.send({ type: 'search.submit', term }),
      selectCategory: (key: string | null) => actor.send({ type: 'category.select', category: key }),
      loadMore: () => actor.send({ type: 'posts.more' }),
      retry: () => actor.send({ type: 'retry' }),
    }),
    [actor],
  );

  return {
    ...commands,
    posts,
    categories,
    categoriesReady,
    category: activeCategory,
    search: activeSearch,
    total,
    busy,
    loadingMore,
    failed,
    hasMore,
  };
}
