/**
 * /blog and /blog/{category}: one layout hosts the list page so that moving between categories
 * keeps the page instead of remounting it. The search term lives in `?q=`; each child route's
 * loader warms the cache with what its address lists.
 */
import { createFileRoute, useParams } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { currentLocale } from '@/lib/i18n';
import { collectionJsonLd, routeHead } from '@/lib/page-head';
import { z } from '@/lib/zod';
import { BlogListPage } from '@/features/blog/blog-list-page';
import { BLOG_SEARCH_MAX, normaliseTerm } from '@machines/lib/blog';

/**
 * `?q=`: the search term, trimmed and cut to the blog API's limit; a number is read as its text
 * (`?q=2024` arrives as one), an empty term or anything else as no search. Built on its first use
 * (z.lazy): the routes' module loads with every page.
 */
const blogSearchSchema = z.lazy(() =>
  z.object({
    q: z.catch(
      z.optional(
        z.pipe(
          z.union([z.string(), z.number()]),
          z.transform((value) => normaliseTerm(String(value).trimStart().slice(0, BLOG_SEARCH_MAX)) || undefined),
        ),
      ),
      undefined,
    ),
  }),
);

function BlogLayout() {
  const { q } = Route.useSearch();
  const { category } = useParams({ strict: false });
  const navigate = Route.useNavigate();
  // A search lists every category: it goes to /blog.
  const onSearch = (term: string) => void navigate({ to: '/blog', search: term ? { q: term } : {} });
  return <BlogListPage category={category ?? null} search={q ?? ''} onSearch={onSearch} />;
}

export const Route = createFileRoute('/blog/_list')({
  validateSearch: blogSearchSchema,
  // A category's name is its own route's (blog._list.$category.tsx), which overrides the title.
  head: ({ match, matches, params }) => {
    const category = 'category' in params && typeof params.category === 'string' ? params.category : null;
    const { search, context } = match;
    const { i18n } = context;
    // An unknown category: no page of its own to index.
    if (matches.some((each) => each.status === 'notFound'))
      return routeHead(i18n, { title: msg`Categoria não encontrada`, noindex: true });
    const query = search.q ? `?q=${encodeURIComponent(search.q)}` : '';
    const description = i18n._(
      msg`Artigos sobre carreira, liderança, relacionamentos e bem-estar escritos por coaches certificados.`,
    );
    return routeHead(i18n, {
      title: search.q ? msg`Busca no blog: ${search.q}` : msg`Blog`,
      description,
      path: category === null ? `/blog${query}` : `/blog/${encodeURIComponent(category)}`,
      type: 'website',
      card: {
        card: { kind: 'page', page: 'blog' },
        alt: i18n._(msg`Blog da Coachly: artigos de coaches certificados.`),
      },
      // A category's page has its own (blog._list.$category.tsx).
      ...(category === null
        ? {
            jsonLd: ({ url }: { url?: string }) =>
              collectionJsonLd({ url, name: i18n._(msg`Blog`), description, locale: currentLocale(i18n) }),
          }
        : {}),
    });
  },
  component: BlogLayout,
  // An unknown category (blog._list.$category.tsx): the list page, which says so, with a 404.
  notFoundComponent: BlogLayout,
});
