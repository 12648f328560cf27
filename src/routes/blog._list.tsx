/**
 * /blog and /blog/{category}: one layout hosts the list page so that moving between categories
 * keeps the page (and its machine) instead of remounting it. The search term lives in `?q=`.
 */
import { createFileRoute, useParams } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { queryRecord, queryText } from '@/lib/search-params';
import { BlogListPage } from '@/features/blog/blog-list-page';
import { briefly, prefetchBlogList } from '@/features/blog/api/blog-queries';
import { loadQueryClient } from '@/lib/query-client';

function blogSearch(raw: unknown): { q?: string } {
  const q = queryText(queryRecord(raw).q)?.trim().slice(0, 100);
  return q === undefined ? {} : { q };
}

function BlogLayout() {
  const { q } = Route.useSearch();
  const { category } = useParams({ strict: false });
  return <BlogListPage category={category ?? null} search={q ?? ''} />;
}

export const Route = createFileRoute('/blog/_list')({
  validateSearch: blogSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: async ({ params, deps }) => {
    const category = 'category' in params && typeof params.category === 'string' ? params.category : null;
    const queryClient = await loadQueryClient();
    // Warm the cache; the list machine reports failures. The first render has the posts when
    // they come quickly, and shows their placeholders otherwise.
    await briefly(prefetchBlogList(queryClient, category, category === null ? deps.q : '').catch(() => undefined));
  },
  // A category's name is its own route's (blog._list.$category.tsx), which overrides the title.
  head: ({ match, params }) => {
    const category = 'category' in params && typeof params.category === 'string' ? params.category : null;
    const { search } = match;
    const query = search.q ? `?q=${encodeURIComponent(search.q)}` : '';
    return pageHead({
      title: search.q ? i18n._(msg`Busca no blog: ${search.q}`) : i18n._(msg`Blog`),
      description: i18n._(
        msg`Artigos sobre carreira, liderança, relacionamentos e bem-estar escritos por coaches certificados.`,
      ),
      url: category === null ? `/blog${query}` : `/blog/${encodeURIComponent(category)}`,
      type: 'website',
    });
  },
  component: BlogLayout,
});
