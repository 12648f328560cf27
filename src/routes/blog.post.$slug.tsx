/** /blog/post/{slug}: one blog post and its suggestions. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PostPage } from '@/features/blog/post-page';
import { htmlLang, currentLocale } from '@/lib/i18n';
import { DEFAULT_LOCALE } from '@/lib/languages';
import { absoluteUrl, breadcrumbJsonLd, localeUrl, publisherJsonLd, routeHead } from '@/lib/page-head';
import { postBySlugOptions, postOfSlug, suggestionsOptions } from '@/features/blog/api/blog-queries';
import { BLOG_SLUG_MAX } from '@machines/lib/blog';

function PostRoute() {
  const { slug } = Route.useParams();
  return <PostPage key={slug} slug={slug} />;
}

export const Route = createFileRoute('/blog/post/$slug')({
  loader: async ({ params, context: { queryClient } }) => {
    // A slug longer than the contract allows names no post.
    if (params.slug.length > BLOG_SLUG_MAX) throw notFound();
    const suggestions = queryClient.prefetchQuery(suggestionsOptions());
    // The server's page carries the suggestions too.
    if (import.meta.env.SSR) await suggestions;
    // In the browser failures are shown by the page (toast and retry); on the server a failure
    // is the page's (503).
    const answer = queryClient.ensureQueryData(postBySlugOptions(params.slug));
    const list = import.meta.env.SSR ? await answer : await answer.catch(() => undefined);
    const post = list && postOfSlug(list.items, params.slug);
    // No post has the slug: 404, and the page says so.
    if (list && !post) throw notFound();
    // For the head: the post, undefined when the request failed.
    return { post };
  },
  head: ({ loaderData, match }) => {
    const { i18n } = match.context;
    if (match.status === 'notFound') return routeHead(i18n, { title: msg`Postagem não encontrada`, noindex: true });
    const post = loaderData?.post;
    if (!post) return {};
    const path = `/blog/post/${encodeURIComponent(post.meta.slug)}`;
    const locale = currentLocale(i18n);
    const category = post.categories?.[0];
    const head = routeHead(i18n, {
      title: post.title,
      description: post.description,
      card: { card: { kind: 'post', slug: post.meta.slug }, alt: post.title ?? '' },
      path,
      type: 'article',
      jsonLd: ({ url, image }) => ({
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'BlogPosting',
            headline: post.title,
            ...(post.description ? { description: post.description } : {}),
            ...(image ? { image } : {}),
            // The posts are written in Portuguese, whatever the interface's language.
            inLanguage: htmlLang(DEFAULT_LOCALE),
            ...(post.author
              ? {
                  author: {
                    '@type': 'Person',
                    name: post.author,
                    // A coach here: their site, in the page's language.
                    ...(post.author_username
                      ? { url: localeUrl(absoluteUrl(`/${encodeURIComponent(post.author_username)}`), locale) }
                      : {}),
                  },
                }
              : {}),
            publisher: publisherJsonLd(),
            ...(post.meta.first_published_at ? { datePublished: post.meta.first_published_at } : {}),
            ...(post.last_published_at ? { dateModified: post.last_published_at } : {}),
            mainEntityOfPage: url,
            url,
          },
          breadcrumbJsonLd(locale, [
            { name: i18n._(msg`Blog`), path: '/blog' },
            ...(category?.slug ? [{ name: category.name, path: `/blog/${encodeURIComponent(category.slug)}` }] : []),
            { name: post.title, path },
          ]),
        ],
      }),
    });
    return head;
  },
  component: PostRoute,
  // The page's own "post not found" view, with the status 404.
  notFoundComponent: PostRoute,
});
