/** /blog: every post, or every post matching `?q=` (the list page itself is the /blog layout). */
import { createFileRoute } from '@tanstack/react-router';
import { briefly, prefetchBlogList } from '@/features/blog/api/blog-queries';

export const Route = createFileRoute('/blog/_list/')({
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: async ({ deps, context: { queryClient } }) => {
    const load = prefetchBlogList(queryClient, null, deps.q);
    // On the server the page carries the posts, and a failure is the page's (503).
    if (import.meta.env.SSR) return load;
    // In the browser the page reports failures; its first render has the posts when they come
    // quickly, and shows their placeholders otherwise.
    await briefly(load.catch(() => undefined));
  },
});
