/**
 * robots.txt's sitemap: every published coach, post and blog category, from the public search and
 * the blog (the API hosts, or the demo backend), with the fixed public pages. Each address lists
 * its alternates in every language and the default one; a coach's and a post's give their last
 * change when the API says it.
 */
import type { z } from 'zod';
import { getSearchPublicProfilesUrl } from '@/api/gen/api-v2/coaches/coaches';
import { SearchPublicProfilesResponse } from '@/api/gen/api-v2/zod/coaches/coaches.zod';
import { getListBlogCategoriesUrl, getListBlogPagesUrl } from '@/api/gen/blog/blog/blog';
import { ListBlogCategoriesResponse, ListBlogPagesResponse } from '@/api/gen/blog/zod/blog/blog.zod';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/languages';
import { localeUrl } from '@/lib/page-head';
import { BLOG_POSTS_QUERY } from '@machines/lib/blog';
import { readApi, type Backend, type Service } from './backend.ts';

/** The fixed pages a visitor lands on. */
const PUBLIC_PAGES = ['/home', '/coaches_list', '/blog', '/help'];

/** Largest number of list pages the sitemap reads from one API. */
const MAX_LIST_PAGES = 200;
const COACHES_PER_PAGE = 50;
const POSTS_PER_PAGE = 20;

interface SitemapEntry {
  path: string;
  lastModified?: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** One API answer's data; null for anything but a valid 200. */
async function read<S extends z.ZodType>(
  backend: Backend,
  origin: string,
  service: Service,
  path: string,
  schema: S,
): Promise<z.output<S> | null> {
  const answer = await readApi(backend, origin, service, path, schema);
  return answer.ok ? answer.data : null;
}

/** Every published coach and post; null when an API failed. */
async function sitemapEntries(backend: Backend, origin: string): Promise<SitemapEntry[] | null> {
  const entries: SitemapEntry[] = PUBLIC_PAGES.map((path) => ({ path }));
  let coaches = 0;
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const answer = await read(
      backend,
      origin,
      'v2',
      getSearchPublicProfilesUrl({ order: 'coachingHours', qtd: COACHES_PER_PAGE, page }),
      SearchPublicProfilesResponse,
    );
    if (!answer) return null;
    for (const profile of answer.profiles)
      if (profile.username)
        entries.push({
          path: `/${encodeURIComponent(profile.username)}`,
          ...(profile.updatedAt ? { lastModified: profile.updatedAt } : {}),
        });
    coaches += answer.profiles.length;
    if (answer.profiles.length === 0 || coaches >= answer.totalProfiles) break;
  }
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const offset = page * POSTS_PER_PAGE;
    const answer = await read(
      backend,
      origin,
      'blog',
      getListBlogPagesUrl({ ...BLOG_POSTS_QUERY, limit: POSTS_PER_PAGE, offset }),
      ListBlogPagesResponse,
    );
    if (!answer) return null;
    for (const post of answer.items)
      entries.push({
        path: `/blog/post/${encodeURIComponent(post.meta.slug)}`,
        ...(post.last_published_at ? { lastModified: post.last_published_at } : {}),
      });
    if (answer.items.length === 0 || offset + answer.items.length >= answer.meta.total_count) break;
  }
  const categories = await read(backend, origin, 'blog', getListBlogCategoriesUrl(), ListBlogCategoriesResponse);
  if (!categories) return null;
  for (const category of categories.items)
    if (category.slug) entries.push({ path: `/blog/${encodeURIComponent(category.slug)}` });
  return entries;
}

/** The sitemap's XML; null when an API failed. */
export async function sitemapXml(backend: Backend, origin: string): Promise<string | null> {
  const entries = await sitemapEntries(backend, origin);
  if (!entries) return null;
  const urls = entries.map(({ path, lastModified }) => {
    const page = new URL(path, origin).toString();
    const alternates = [...LOCALES, 'x-default' as const].map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(localeUrl(page, locale === 'x-default' ? DEFAULT_LOCALE : locale))}"/>`,
    );
    const lastmod = lastModified ? [`<lastmod>${escapeXml(lastModified)}</lastmod>`] : [];
    return `  <url><loc>${escapeXml(page)}</loc>${[...lastmod, ...alternates].join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
