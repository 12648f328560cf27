/** /blog/post/{slug}: one blog post and its suggestions. */
import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PostPage } from '@/features/blog/post-page';
import { i18n } from '@/lib/i18n';
import { pageHead } from '@/lib/page-head';
import { loadQueryClient } from '@/lib/query-client';
import { postBySlugOptions, postOfSlug, suggestionsOptions } from '@/features/blog/api/blog-queries';

function PostRoute() {
  const { slug } = Route.useParams();
  return <PostPage key={slug} slug={slug} />;
}

export const Route = createFileRoute('/blog/post/$slug')({
  loader: async ({ params }) => {
    const queryClient = await loadQueryClient();
    void queryClient.prefetchQuery(suggestionsOptions());
    // Failures are shown by the page (toast and retry), not by a route error.
    const list = await queryClient.ensureQueryData(postBySlugOptions(params.slug)).catch(() => undefined);
    // For the head: the post, null when no post has the slug, undefined when the request failed.
    return { post: list ? (postOfSlug(list.items, params.slug) ?? null) : undefined };
  },
  head: ({ loaderData }) => {
    const post = loaderData?.post;
    if (post === null) return pageHead({ title: i18n._(msg`Postagem não encontrada`) });
    if (!post) return {};
    return pageHead({
      title: post.title,
      description: post.description,
      image: post.thumbnail,
      url: `/blog/post/${encodeURIComponent(post.meta.slug)}`,
      type: 'article',
    });
  },
  component: PostRoute,
});
