/** /blog/{category}: the posts of one category (the list page itself is the /blog layout). */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { briefly, categoriesOptions } from '@/features/blog/api/blog-queries';
import { loadQueryClient } from '@/lib/query-client';
import { findCategory } from '@machines/lib/blog';

export const Route = createFileRoute('/blog/_list/$category')({
  // Here rather than in the layout's loader, which does not run again when only the category
  // changes: the category's name, for the title, when the categories come quickly.
  loader: async ({ params }) => {
    const queryClient = await loadQueryClient();
    const categories = await briefly(queryClient.ensureQueryData(categoriesOptions()).catch(() => undefined));
    return { name: categories && findCategory(categories.items, params.category)?.name };
  },
  // A search keeps the layout's title; an unknown category the plain one.
  head: ({ loaderData, match }) =>
    match.search.q || !loaderData?.name ? {} : pageHead({ title: i18n._(msg`Blog: ${loaderData.name}`) }),
});
