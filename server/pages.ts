/**
 * What the server answers for each address of the app: the status and the head of the page,
 * with the data of coach sites and posts read from the API (or the demo backend). A coach who
 * does not exist or has not published, and a post that does not exist, answer 404; the body is
 * still the app, which shows its own not-found page.
 */
import type { z } from 'zod';
import { getGetPublicProfileUrl } from '@/api/gen/api-v1/profiles/profiles';
import { GetPublicProfileResponse } from '@/api/gen/api-v1/zod/profiles/profiles.zod';
import { getGetCoachMetaUrl, getSearchPublicProfilesUrl } from '@/api/gen/api-v2/coaches/coaches';
import {
  GetCoachMetaParams,
  GetCoachMetaResponse,
  SearchPublicProfilesResponse,
} from '@/api/gen/api-v2/zod/coaches/coaches.zod';
import { getListBlogCategoriesUrl, getListBlogPagesUrl } from '@/api/gen/blog/blog/blog';
import { ListBlogCategoriesResponse, ListBlogPagesResponse } from '@/api/gen/blog/zod/blog/blog.zod';
import { pageHead, siteHead, type HeadMeta, type PageHead } from '@/lib/page-head';
import type { Locale } from '@/lib/languages';
import { BLOG_POSTS_QUERY, findCategory } from '@machines/lib/blog';
import type { Backend, Service } from './backend.ts';
import type { DocumentHead } from './html.ts';
import { textsOf, type Texts } from './text.ts';

export interface Page {
  status: 200 | 404 | 503;
  head: DocumentHead;
  /** A public page the server renders with its data (coach sites, the blog, /home, /coaches_list). */
  rendered?: boolean;
}

/** The fixed pages the server renders; the others are the browser's. */
const RENDERED_PAGES = new Set(['/home', '/coaches_list', '/blog']);

/** A page found and public: the server renders it. */
const rendered = (page: Page): Page => (page.status === 200 ? { ...page, rendered: true } : page);

interface Context {
  backend: Backend;
  /** The site's origin, for absolute addresses. */
  origin: string;
  locale: Locale;
}

type Read<T> = { data: T } | 'missing' | 'failed';

/** One API answer, parsed with the contract's schema: 404 is `missing`, anything else wrong `failed`. */
async function read<S extends z.ZodType>(
  ctx: Context,
  service: Service,
  path: string,
  schema: S,
): Promise<Read<z.output<S>>> {
  try {
    const response = await ctx.backend(service, path, ctx.origin);
    if (response.status === 404) return 'missing';
    if (!response.ok) return 'failed';
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? { data: parsed.data } : 'failed';
  } catch {
    return 'failed';
  }
}

const key = (entry: HeadMeta[number]) =>
  !entry
    ? ''
    : 'title' in entry
      ? 'title'
      : entry.name
        ? `name:${String(entry.name)}`
        : `property:${String(entry.property)}`;

/** The root's defaults with the page's tags over them, as the router merges them. */
function mergeMeta(base: HeadMeta, page: HeadMeta): HeadMeta {
  const own = new Map(page.map((entry) => [key(entry), entry]));
  const merged = base.map((entry) => own.get(key(entry)) ?? entry);
  const seen = new Set(base.map(key));
  return [...merged, ...page.filter((entry) => !seen.has(key(entry)))];
}

const ABSOLUTE = new Set(['property:og:image', 'name:twitter:image', 'property:og:url']);

/** The head of a page: the root's tags, the page's, its addresses made absolute. */
function documentHead(
  ctx: Context,
  texts: Texts,
  page: PageHead | null,
  extra: Partial<DocumentHead> = {},
): DocumentHead {
  const base = siteHead({ description: texts.siteDescription, shareDescription: texts.shareDescription }).meta;
  const meta = mergeMeta(base, page ? pageHead(page).meta : []).map((entry) =>
    entry && ABSOLUTE.has(key(entry)) && typeof entry.content === 'string'
      ? { ...entry, content: new URL(entry.content, ctx.origin).toString() }
      : entry,
  );
  return { locale: ctx.locale, meta, ...extra };
}

const canonicalOf = (ctx: Context, path: string) => new URL(path, ctx.origin).toString();

const isWebAddress = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value);

async function coachPage(ctx: Context, texts: Texts, username: string): Promise<Page> {
  const notFound: Page = {
    status: 404,
    head: documentHead(ctx, texts, { title: texts.pageNotFound }, { robots: 'noindex' }),
  };
  if (!GetCoachMetaParams.safeParse({ name: username }).success) return notFound;
  const [meta, profile] = await Promise.all([
    read(ctx, 'v2', getGetCoachMetaUrl(username), GetCoachMetaResponse),
    read(ctx, 'v1', getGetPublicProfileUrl(username), GetPublicProfileResponse),
  ]);
  if (meta === 'missing' || profile === 'missing') return notFound;
  if (meta === 'failed' && profile === 'failed') return { status: 503, head: documentHead(ctx, texts, null) };
  const about = profile === 'failed' ? undefined : profile.data;
  const tags = meta === 'failed' ? undefined : meta.data;
  const name =
    tags?.name || about?.fullName || [about?.firstName, about?.secondName].filter(Boolean).join(' ') || username;
  const description = tags?.description || about?.mainPhrase || about?.aboutMe || undefined;
  const canonical = canonicalOf(ctx, `/${encodeURIComponent(username)}`);
  const head = documentHead(
    ctx,
    texts,
    { title: name, description, url: canonical, image: about?.photoUrl || undefined, type: 'profile' },
    { canonical },
  );
  const image = head.meta.find((entry) => entry && key(entry) === 'property:og:image')?.content;
  head.jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: canonical,
    mainEntity: {
      '@type': 'Person',
      name,
      ...(description ? { description } : {}),
      ...(typeof image === 'string' ? { image } : {}),
      url: canonical,
      sameAs: Object.values(about?.socialLinks ?? {}).filter(isWebAddress),
    },
  };
  return { status: 200, head };
}

async function postPage(ctx: Context, texts: Texts, slug: string): Promise<Page> {
  const list = await read(
    ctx,
    'blog',
    getListBlogPagesUrl({ ...BLOG_POSTS_QUERY, slug, limit: 1 }),
    ListBlogPagesResponse,
  );
  if (list === 'failed') return { status: 503, head: documentHead(ctx, texts, null) };
  const post = list === 'missing' ? undefined : list.data.items.find((item) => item.meta.slug === slug);
  if (!post)
    return { status: 404, head: documentHead(ctx, texts, { title: texts.postNotFound }, { robots: 'noindex' }) };
  const canonical = canonicalOf(ctx, `/blog/post/${encodeURIComponent(post.meta.slug)}`);
  const head = documentHead(
    ctx,
    texts,
    { title: post.title, description: post.description, image: post.thumbnail, url: canonical, type: 'article' },
    { canonical },
  );
  const image = head.meta.find((entry) => entry && key(entry) === 'property:og:image')?.content;
  head.jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.description ? { description: post.description } : {}),
    ...(typeof image === 'string' ? { image } : {}),
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    ...(post.meta.first_published_at ? { datePublished: post.meta.first_published_at } : {}),
    ...(post.last_published_at ? { dateModified: post.last_published_at } : {}),
    mainEntityOfPage: canonical,
    url: canonical,
  };
  return { status: 200, head };
}

async function blogCategoryPage(ctx: Context, texts: Texts, category: string): Promise<Page> {
  const canonical = canonicalOf(ctx, `/blog/${encodeURIComponent(category)}`);
  const list = await read(ctx, 'blog', getListBlogCategoriesUrl(), ListBlogCategoriesResponse);
  const found = typeof list === 'object' ? findCategory(list.data.items, category) : undefined;
  const page = {
    title: found ? texts.blogCategory(found) : texts.blog,
    description: texts.blogDescription,
    url: canonical,
  };
  return { status: 200, head: documentHead(ctx, texts, { ...page, type: 'website' }, { canonical }) };
}

/** Visitor pages with a fixed head, by address. */
const PUBLIC_PAGES: Record<string, (texts: Texts) => { title: string; description?: string }> = {
  '/home': (t) => ({ title: t.home }),
  '/search': (t) => ({ title: t.search }),
  '/coaches_list': (t) => ({ title: t.coaches }),
  '/blog': (t) => ({ title: t.blog, description: t.blogDescription }),
  '/help': (t) => ({ title: t.help }),
};

/** The app's other first path segments: sign-in, wizard, demo and status pages, not indexed. */
const PRIVATE_SEGMENTS = new Set([
  'login',
  'logout',
  'customize',
  'permission',
  'already_exist',
  'confirm-session',
  'demo',
]);

/** A path segment as the router reads it; null when it is not valid percent-encoding. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The status and head of the page at `pathname` (without a trailing slash, `/` excepted). */
export async function pageAt(pathname: string, ctx: Context): Promise<Page> {
  const texts = textsOf(ctx.locale);
  const fixed = PUBLIC_PAGES[pathname];
  if (fixed) {
    const canonical = canonicalOf(ctx, pathname);
    const head = documentHead(ctx, texts, { ...fixed(texts), url: canonical }, { canonical });
    return { status: 200, head, rendered: RENDERED_PAGES.has(pathname) };
  }
  const notFound: Page = {
    status: 404,
    head: documentHead(ctx, texts, { title: texts.pageNotFound }, { robots: 'noindex' }),
  };
  const parts = pathname.split('/').slice(1).map(decoded);
  if (!parts.every((part): part is string => part !== null)) return notFound;
  const segments = parts;
  const [first = '', second, third] = segments;
  if (first === 'not_found') return notFound;
  if (PRIVATE_SEGMENTS.has(first)) return { status: 200, head: documentHead(ctx, texts, null, { robots: 'noindex' }) };
  if (first === 'blog' && second === 'post' && third !== undefined && segments.length === 3)
    return rendered(await postPage(ctx, texts, third));
  if (first === 'blog' && second !== undefined && segments.length === 2)
    return rendered(await blogCategoryPage(ctx, texts, second));
  if (segments.length === 1 && first) return rendered(await coachPage(ctx, texts, first));
  // A coach's edit page and edit-access address: the app's, never a landing page.
  if (segments.length === 2) return { status: 200, head: documentHead(ctx, texts, null, { robots: 'noindex' }) };
  return notFound;
}

/** Largest number of list pages the sitemap reads from one API. */
const MAX_LIST_PAGES = 200;
const COACHES_PER_PAGE = 50;
const POSTS_PER_PAGE = 20;

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/** Every published coach and post, from the public search and the blog; null when an API failed. */
export async function sitemapEntries(backend: Backend, origin: string): Promise<SitemapEntry[] | null> {
  const ctx: Context = { backend, origin, locale: 'pt' };
  const entries: SitemapEntry[] = Object.keys(PUBLIC_PAGES)
    .filter((path) => path !== '/search')
    .map((path) => ({ path }));
  let coaches = 0;
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const answer = await read(
      ctx,
      'v2',
      getSearchPublicProfilesUrl({ order: 'coachingHours', qtd: COACHES_PER_PAGE, page }),
      SearchPublicProfilesResponse,
    );
    if (typeof answer !== 'object') return null;
    const { profiles, totalProfiles } = answer.data;
    for (const profile of profiles)
      if (profile.username) entries.push({ path: `/${encodeURIComponent(profile.username)}` });
    coaches += profiles.length;
    if (profiles.length === 0 || coaches >= totalProfiles) break;
  }
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const offset = page * POSTS_PER_PAGE;
    const answer = await read(
      ctx,
      'blog',
      getListBlogPagesUrl({ ...BLOG_POSTS_QUERY, limit: POSTS_PER_PAGE, offset }),
      ListBlogPagesResponse,
    );
    if (typeof answer !== 'object') return null;
    const { items, meta } = answer.data;
    for (const post of items)
      entries.push({
        path: `/blog/post/${encodeURIComponent(post.meta.slug)}`,
        ...(post.last_published_at ? { lastModified: post.last_published_at } : {}),
      });
    if (items.length === 0 || offset + items.length >= meta.total_count) break;
  }
  return entries;
}
