/**
 * /blog and /blog/{category}: one layout hosts the list page so that moving between categories
 * keeps the page (and its machine) instead of remounting it. The search term lives in `?q=`.
 */
import { createFileRoute, useParams } from '@tanstack/react-router';
import { queryRecord, queryText } from '@/lib/search-params';
import { BlogListPage } from '@/features/blog/blog-list-page';
import { prefetchBlogList } from '@/features/blog/api/blog-queries';
import { loadQueryClient } from '@/lib/query-client';

/** How long the first render waits for the list's first page. */
const FIRST_PAGE_WAIT_MS = 300;

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
    // Warm the cache; the list machine reports failures. An answer that is there or nearly there
    // (the route preloader's early one) is waited for, so the page's first render has the posts;
    // a slow one is not, and the page shows their placeholders meanwhile.
    const warm = prefetchBlogList(queryClient, category, category === null ? deps.q : '').catch(() => undefined);
    await Promise.race([warm, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
  },
  component: BlogLayout,
});
