/** /blog/{category}: the posts of one category (the list page itself is the /blog layout). */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { collectionJsonLd, routeHead } from '@/lib/page-head';
import { currentLocale } from '@/lib/i18n';
import { briefly, cachedCategoryName, categoriesOptions, prefetchBlogList } from '@/features/blog/api/blog-queries';
import { findCategory } from '@machines/lib/blog';

export const Route = createFileRoute('/blog/_list/$category')({
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  // Warms the cache as /blog's loader does, and gives the category's name in the page's language
  // for the title when the categories come quickly.
  loader: async ({ params, deps, context: { queryClient, i18n } }) => {
    const load = prefetchBlogList(queryClient, params.category, deps.q);
    // On the server the page carries the posts, and a failure is the page's (503).
    if (import.meta.env.SSR) await load;
    else await briefly(load.catch(() => undefined));
    const categories = queryClient.getQueryData(categoriesOptions().queryKey);
    const found = categories && findCategory(categories.items, params.category);
    // A category that does not exist: 404 (the list page says so).
    if (categories && !found) throw notFound();
    return { id: found?.id, name: cachedCategoryName(queryClient, params.category, currentLocale(i18n)) };
  },
  // A search keeps the layout's head; an unknown category the plain one. The layout gives the
  // addresses (/blog/{category}); the category its own words, card and structured data.
  head: ({ loaderData, match, params }) => {
    if (match.search.q || !loaderData?.name) return {};
    const { i18n } = match.context;
    const { id, name } = loaderData;
    const description = i18n._(msg`Artigos sobre ${name} escritos por coaches certificados, no blog da Coachly.`);
    const { meta } = routeHead(i18n, {
      title: msg`Blog: ${name}`,
      description,
      path: `/blog/${encodeURIComponent(params.category)}`,
      ...(id === undefined
        ? {}
        : { card: { card: { kind: 'category', id } as const, alt: i18n._(msg`Blog da Coachly: ${name}`) } }),
      jsonLd: ({ url }) =>
        collectionJsonLd({ url, name: i18n._(msg`Blog: ${name}`), description, locale: currentLocale(i18n) }),
    });
    return { meta };
  },
});
