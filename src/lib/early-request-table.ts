/**
 * The API calls the route preloader starts while a page's code downloads (see
 * src/lib/early-requests.ts), read by the build (vite.config.ts): it imports nothing but plain
 * constants, and the app itself never loads it.
 */
import { BLOG_PAGE_SIZE, SUGGESTIONS_FETCHED } from '../../machines/lib/blog.ts';
import { FALLBACK_TEMPLATE, TEMPLATES } from '../features/coach-site/theme.ts';

/** The blog's list query without paging (src/features/blog/api/blog-queries.ts). */
const BLOG_POSTS = 'type=blog.BlogPage&fields=*&order=-last_published_at';

/**
 * By route file: what its loader asks for on the route's plain address, as `[service, path]`
 * with `{name}` for the route's `$name` parameter. Each must be exactly the app's own request
 * (tests/unit/early-requests.test.ts holds them to the query options they stand for).
 */
export const EARLY_REQUESTS: Record<string, [service: 'v1' | 'v2' | 'blog', path: string][]> = {
  // The coach's profile and the sharing tags (src/routes/$username.tsx).
  $username: [
    ['v1', '/profiles/{username}'],
    ['v2', '/coaches/public/coach/{username}'],
  ],
  // The categories and the first page of posts (prefetchBlogList).
  'blog._list.index': [
    ['blog', '/categories/'],
    ['blog', `/pages/?${BLOG_POSTS}&limit=${BLOG_PAGE_SIZE}&offset=0`],
  ],
  // The post and the suggestions under it (src/routes/blog.post.$slug.tsx).
  'blog.post.$slug': [
    ['blog', `/pages/?${BLOG_POSTS}&slug={slug}&limit=1`],
    ['blog', `/pages/?${BLOG_POSTS}&limit=${SUGGESTIONS_FETCHED}&offset=0`],
  ],
};

/** A coach site's template code is preloaded as soon as the profile (request 0) names its theme. */
export const EARLY_FOLLOW = {
  $username: {
    request: 0,
    field: 'theme',
    modules: Object.fromEntries(TEMPLATES.map((name) => [name, `src/features/coach-site/templates/${name}.tsx`])),
    fallback: FALLBACK_TEMPLATE,
  },
};

/**
 * The picture each page shows largest, preloaded as soon as the answer names it: a coach site's
 * hero background (as src/features/coach-site/hero-images.ts picks it: none for template-3; the
 * mobile crop below 768 px; the banner when there is no background) and a blog page's first
 * post picture (the slider's first slide, the post's cover).
 */
export const EARLY_PICTURES = {
  $username: {
    request: 0,
    unless: { field: 'theme', values: ['template-3'] },
    from: [
      { paths: ['backgroundImg.mobile', 'backgroundImg.desktop', 'bannerImg'], media: '(max-width: 767px)' },
      { paths: ['backgroundImg.desktop', 'bannerImg'], media: '(min-width: 768px)' },
    ],
  },
  'blog._list.index': { request: 1, from: [{ paths: ['items.0.thumbnail'] }] },
  'blog.post.$slug': { request: 0, from: [{ paths: ['items.0.thumbnail'] }] },
};
