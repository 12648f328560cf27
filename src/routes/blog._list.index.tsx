/** /blog: every post, or every post matching `?q=` (the list page itself is the /blog layout). */
import { createFileRoute } from '@tanstack/react-router';
import { briefly, prefetchBlogList } from '@/features/blog/api/blog-queries';

export const Route = createFileRoute('/blog/_list/')({
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: async ({ deps, context: { queryClient } }) => {
    // Warm the cache; the page reports failures. The first render has the posts when they come
    // quickly, and shows their placeholders otherwise.
    await briefly(prefetchBlogList(queryClient, null, deps.q).catch(() => undefined));
  },
});
