/**
 * Blog rules shared by the blog's queries, routes and views: the spec's constants and the small
 * pure decisions (search term normalisation, paging, page merging, suggestion picking, a
 * category's name in a language).
 */
import type { CategoryNames } from '@/api/gen/blog/model';

/** How the product always lists posts: blog pages, every field, newest publication first. */
export const BLOG_POSTS_QUERY = { type: 'blog.BlogPage', fields: '*', order: '-last_published_at' } as const;
/** Posts per list page (the `limit` of each list request). */
export const BLOG_PAGE_SIZE = 10;
/** Longest search term, the blog API's limit on `search` (a test holds it to the contract). */
export const BLOG_SEARCH_MAX = 100;
/**
 * Longest post slug, the blog API's limit on `slug` (a test holds it to the contract): a longer
 * address names no post. A number here, not the generated schema, which would bring full zod to
 * the post's page.
 */
export const BLOG_SLUG_MAX = 255;
/** Posts shown in the slider above the list when there is no search. */
export const BLOG_SLIDER_COUNT = 4;
/** Posts fetched to build the 'Veja também' suggestions of a post page. */
export const SUGGESTIONS_FETCHED = 3;
/** Suggestions shown on a post page. */
export const SUGGESTIONS_SHOWN = 2;
/** Category chips visible at once in the category carousel. */
export const CATEGORY_CAROUSEL_VISIBLE = 6;

/** A blog category as the blog API returns it: `name` in pt, `names` in each language. */
export interface BlogCategory {
  id: number;
  name: string;
  slug?: string;
  names?: CategoryNames;
}

/** A blog post as the blog API returns it (Wagtail page of type blog.BlogPage). */
export interface BlogPost {
  id: number;
  title: string;
  author?: string;
  description?: string;
  thumbnail?: string;
  last_published_at?: string;
  categories?: BlogCategory[];
  body?: string;
  meta: { slug: string; type?: string; first_published_at?: string };
}

/** How a category appears in the URL (/blog/{key}): its slug, or its id when it has none. */
export function categoryKey(category: BlogCategory): string {
  return category.slug || String(category.id);
}

/**
 * A category's name in a language: its name in `names`, else its own (pt) name, for a blog API
 * that has no name in that language.
 */
export function categoryName(category: BlogCategory, locale: keyof CategoryNames): string {
  return category.names?.[locale] || category.name;
}

/** The category a URL key names, if any. */
export function findCategory<C extends BlogCategory>(categories: readonly C[], key: string | null): C | undefined {
  return key === null ? undefined : categories.find((category) => categoryKey(category) === key);
}

/** The search term as it is applied: surrounding whitespace never counts. */
export function normaliseTerm(term: string): string {
  return term.trim();
}

/** A submitted term only starts a search when, trimmed, it differs from the active one. */
export function isChangedTerm(submitted: string, active: string): boolean {
  return normaliseTerm(submitted) !== normaliseTerm(active);
}

/**
 * The offset of the page after one fetched at `offset` that brought `received` posts of the
 * query's `total`; undefined when there is none. A short page ends the list even when the total
 * says otherwise (a post unpublished between two requests).
 */
export function nextOffset(offset: number, received: number, total: number): number | undefined {
  const next = offset + BLOG_PAGE_SIZE;
  return received < BLOG_PAGE_SIZE || next >= total ? undefined : next;
}

/**
 * Appends a fetched page to the posts already shown, skipping posts already present
 * (offsets shift when a post is published between two requests).
 */
export function appendPage<P extends { id: number }>(existing: readonly P[], page: readonly P[]): P[] {
  const seen = new Set(existing.map((post) => post.id));
  const next = [...existing];
  for (const post of page) {
    if (seen.has(post.id)) continue;
    seen.add(post.id);
    next.push(post);
  }
  return next;
}

/** Up to `count` suggestions from the fetched posts, never the post being read. */
export function pickSuggestions<P extends { meta: { slug: string } }>(
  fetched: readonly P[],
  currentSlug: string,
  count: number = SUGGESTIONS_SHOWN,
): P[] {
  return fetched.filter((post) => post.meta.slug !== currentSlug).slice(0, Math.max(0, count));
}
