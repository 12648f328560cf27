/** /blog/{category}: the posts of one category (the list page itself is the /blog layout). */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { routeHead } from '@/lib/page-head';
import { briefly, categoriesOptions, prefetchBlogList } from '@/features/blog/api/blog-queries';
import { findCategory } from '@machines/lib/blog';

export const Route = createFileRoute('/blog/_list/$category')({
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  // Warms the cache as /blog's loader does, and gives the category's name for the title when the
  // categories come quickly.
  loader: async ({ params, deps, context: { queryClient } }) => {
    await briefly(prefetchBlogList(queryClient, params.category, deps.q).catch(() => undefined));
    const categories = queryClient.getQueryData(categoriesOptions().queryKey);
    return { name: categories && findCategory(categories.items, params.category)?.name };
  },
  // A search keeps the layout's title; an unknown category the plain one.
  head: ({ loaderData, match }) =>
    match.search.q || !loaderData?.name
      ? {}
      : { meta: routeHead(match.context.i18n, { title: msg`Blog: ${loaderData.name}` }).meta },
});
