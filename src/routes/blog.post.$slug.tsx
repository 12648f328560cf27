/** /blog/post/{slug}: one blog post and its suggestions. */
import { createFileRoute } from '@tanstack/react-router';
import { PostPage } from '@/features/blog/post-page';
import { loadQueryClient } from '@/lib/query-client';
import { postBySlugOptions, suggestionsOptions } from '@/features/blog/api/blog-queries';

function PostRoute() {
  const { slug } = Route.useParams();
  return <PostPage key={slug} slug={slug} />;
}

export const Route = createFileRoute('/blog/post/$slug')({
  loader: async ({ params }) => {
    const queryClient = await loadQueryClient();
    void queryClient.prefetchQuery(suggestionsOptions());
    // Failures are shown by the page (toast and retry), not by a route error.
    await queryClient.ensureQueryData(postBySlugOptions(params.slug)).catch(() => undefined);
  },
  component: PostRoute,
});
