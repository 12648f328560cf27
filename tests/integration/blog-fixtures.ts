/**
 * A blog API for the blog integration tests: the demo seed's posts and categories served with
 * the real filters (category, search, offset, limit, slug), every request recorded.
 */
import { delay, http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { setupIntersectionMocking } from 'react-intersection-observer/test-utils';
import { blogCategories, blogPosts } from '@/mocks/seed/blog';

export const BLOG = '*/__demo/blog/api/v2';

export const sortedPosts = [...blogPosts].sort((a, b) =>
  (b.last_published_at ?? '').localeCompare(a.last_published_at ?? ''),
);

export interface BlogApi {
  requests: URL[];
  /** Requests for post lists (not single posts by slug). */
  listRequests: () => URL[];
  /** Milliseconds each list answer waits. */
  latency: number;
}

export function blogHandlers(api: BlogApi) {
  return [
    http.get(`${BLOG}/categories/`, () =>
      HttpResponse.json({ meta: { total_count: blogCategories.length }, items: blogCategories }),
    ),
    http.get(`${BLOG}/pages/`, async ({ request }) => {
      const url = new URL(request.url);
      api.requests.push(url);
      if (api.latency) await delay(api.latency);
      const q = url.searchParams;
      let items = sortedPosts;
      const slug = q.get('slug');
      if (slug !== null) items = items.filter((post) => post.meta.slug === slug);
      const category = q.get('categories');
      if (category !== null) items = items.filter((post) => post.categories?.some((c) => String(c.id) === category));
      const search = q.get('search')?.toLowerCase();
      if (search)
        items = items.filter((post) => `${post.title} ${post.description ?? ''}`.toLowerCase().includes(search));
      const offset = Number(q.get('offset') ?? 0);
      const limit = Number(q.get('limit') ?? 20);
      return HttpResponse.json({ meta: { total_count: items.length }, items: items.slice(offset, offset + limit) });
    }),
  ];
}

export function createBlogApi(): BlogApi {
  const api: BlogApi = {
    requests: [],
    listRequests: () =>
      api.requests.filter((url) => !url.searchParams.has('slug') && url.searchParams.get('limit') === '10'),
    latency: 0,
  };
  return api;
}

/** jsdom lacks the observers the carousels and the infinite list use. */
export function installBrowserStubs(): void {
  setupIntersectionMocking(vi.fn);
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  if (typeof window.matchMedia !== 'function') {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
  }
}
