/**
 * What each page owns, declared once, by route file name (without `.tsx`; every route file of
 * this folder has an entry):
 * - `catalogs`: the text catalogs it needs before it renders. The root route loads them
 *   (`catalogsForRoute`, src/routes/__root.tsx), the route preloader downloads them with the
 *   entry, and lingui.config.ts extracts the route file's own messages into the last one.
 * - `preload`: false leaves it out of the route preloader (scripts/route-preload.ts).
 * - `early`: the API calls the route preloader starts for it in deployment builds.
 * - `budget`: what the size check (scripts/check-bundle.mjs) holds it to.
 * Read by the app, by the build (vite.config.ts), by the size check and by lingui.config.ts:
 * Node runs this file as it stands (type stripping), so it imports nothing but types and keeps
 * to TypeScript that strips away (no enums).
 */
import { Theme } from '../api/gen/api-v1/model/theme.ts';
import type { Catalog } from '../lib/languages';
import type { EarlyPictures } from '../preload/route-preload';

export interface PageDeclaration {
  /** The text catalogs the page needs before it renders; its route file's messages go in the last. */
  catalogs: readonly Catalog[];
  /**
   * False for pages nobody lands on cold, such as the signed-in coach's: the route preloader
   * leaves them out to stay small (their chunks still load, only not ahead of the entry).
   */
  preload?: boolean;
  /** Where the router sends this address before rendering; the route preloader follows it. */
  redirectsTo?: string;
  early?: EarlyDeclaration;
  budget?: PageBudget;
  /**
   * Deployment builds render the page at its address to HTML (scripts/prerender.ts). `plainOnly`:
   * its content depends on the query (a search's filters), so that HTML is shown only on the
   * plain address (no query but the language).
   */
  prerender?: { plainOnly?: boolean };
}

export type ApiService = 'v1' | 'v2' | 'blog';

/**
 * What the page's loader asks for on its plain address, asked by the route preloader while the
 * app's code downloads (decision 0010). Each request must be exactly the app's own
 * (tests/unit/early-requests.test.ts holds them to the query options they stand for).
 */
export interface EarlyDeclaration {
  /** `[service, path]`, where `{name}` stands for the route's `$name` parameter. */
  requests: [service: ApiService, path: string][];
  /** Once answer `request` arrives, preload the code of `modules[answer[field]]`, else of `modules[fallback]`. */
  follow?: { request: number; field: string; modules: Record<string, string>; fallback: string };
  /** The largest picture, preloaded as soon as an answer names it. */
  pictures?: EarlyPictures;
}

/**
 * Gzip sizes in kB (1024 bytes) of what the page has downloaded when it first renders: what
 * index.html loads, the route's own chunks and what the root route waits for (its catalogs in
 * pt and, but on the landing page, the query client). See docs/decisions/0004.
 */
export interface PageBudget {
  /** Its name in the size report; by default its address. */
  name?: string;
  /** All its JS. */
  upFront?: number;
  /** Its JS beyond what every page loads (the shell). */
  beyondShell?: number;
  /** The app's own code (not libraries) among its JS beyond the shell. */
  routeCode?: number;
  /**
   * For a page whose early answer picks more code (a coach site's template): what each choice
   * may bring of its own. The page is measured up front with each choice in turn.
   */
  followUp?: number;
  /** Shared chunks (scripts/chunk-groups.ts) the page must not load up front. */
  without: string[];
}

/** The blog's list query without paging (src/features/blog/api/blog-queries.ts). */
const BLOG_POSTS = 'type=blog.BlogPage&fields=*&order=-last_published_at';

/** A coach site's templates, as the contract's `Theme` enum lists them. */
const TEMPLATES = Object.values(Theme);

/** The signed-in coach's pages show the site with the owner's tools: every catalog. */
const OWNER_CATALOGS: readonly Catalog[] = ['site', 'platform', 'owner'];

export const PAGES = {
  // `/` is sent to /home before it renders (src/routes/index.tsx).
  index: { catalogs: ['landing'], redirectsTo: '/home' },
  home: {
    catalogs: ['landing'],
    prerender: {},
    // The owner's target is 120 kB; the routes' zod search schemas put it out of reach (decision 0015).
    budget: { upFront: 139, without: ['data', 'site'] },
  },
  search: { catalogs: ['landing'] },

  $username: {
    catalogs: ['site'],
    early: {
      // The coach's profile and the sharing tags (src/routes/$username.tsx).
      requests: [
        ['v1', '/profiles/{username}'],
        ['v2', '/coaches/public/coach/{username}'],
      ],
      // The template's code, as soon as the profile names the coach's theme.
      follow: {
        request: 0,
        field: 'theme',
        modules: Object.fromEntries(
          TEMPLATES.map((template) => [template, `src/features/coach-site/templates/${template}.tsx`]),
        ),
        fallback: 'template-5',
      },
      // The hero's background, as src/features/coach-site/hero-images.ts picks it: none for
      // template-3, the mobile crop below 768 px, the banner when there is no background.
      pictures: {
        request: 0,
        unless: { field: 'theme', values: ['template-3'] },
        from: [
          { paths: ['backgroundImg.mobile', 'backgroundImg.desktop', 'bannerImg'], media: '(max-width: 767px)' },
          { paths: ['backgroundImg.desktop', 'bannerImg'], media: '(min-width: 768px)' },
        ],
      },
    },
    // The site route, the coach-site frame and one template; each template's own code apart.
    // The owner's target is 140 kB; see /home's budget.
    budget: { name: 'coach site', upFront: 161.5, followUp: 12, without: [] },
  },
  '$username.$refreshToken': { catalogs: ['site'], preload: false },
  '$username.edit': { catalogs: OWNER_CATALOGS, preload: false },

  'blog._list': { catalogs: ['platform'] },
  'blog._list.index': {
    catalogs: ['platform'],
    early: {
      // The categories and the first page of posts (prefetchBlogList).
      requests: [
        ['blog', '/categories/'],
        ['blog', `/pages/?${BLOG_POSTS}&limit=10&offset=0`],
      ],
      // The slider's first slide.
      pictures: { request: 1, from: [{ paths: ['items.0.thumbnail'] }] },
    },
    // Route code is the app's own; the libraries it brings beyond the shell (XState, the query
    // core) are held near today's figure (decision 0004).
    budget: { routeCode: 20, beyondShell: 42, without: ['site'] },
  },
  'blog._list.$category': { catalogs: ['platform'] },
  'blog.post.$slug': {
    catalogs: ['platform'],
    early: {
      // The post and the suggestions under it (src/routes/blog.post.$slug.tsx).
      requests: [
        ['blog', `/pages/?${BLOG_POSTS}&slug={slug}&limit=1`],
        ['blog', `/pages/?${BLOG_POSTS}&limit=3&offset=0`],
      ],
      // The post's cover.
      pictures: { request: 0, from: [{ paths: ['items.0.thumbnail'] }] },
    },
  },
  coaches_list: {
    catalogs: ['platform'],
    prerender: { plainOnly: true },
    budget: { routeCode: 20, beyondShell: 43, without: ['site'] },
  },
  help: { catalogs: ['platform'] },
  not_found: { catalogs: ['platform'] },
  permission: { catalogs: ['platform'] },
  already_exist: { catalogs: ['platform'] },
  'confirm-session.$id': { catalogs: ['platform'] },

  customize: { catalogs: OWNER_CATALOGS, preload: false },
  'customize.index': { catalogs: OWNER_CATALOGS, preload: false },
  'customize.form': { catalogs: OWNER_CATALOGS, preload: false },
  login: { catalogs: OWNER_CATALOGS, preload: false },
  logout: { catalogs: OWNER_CATALOGS, preload: false },
  'demo.authorize': { catalogs: OWNER_CATALOGS, preload: false },
  'demo.outbox': { catalogs: OWNER_CATALOGS, preload: false },
} satisfies Record<string, PageDeclaration>;

/** The declarations by a name known only at run time. */
const PAGE_DECLARATIONS: Readonly<Record<string, PageDeclaration | undefined>> = PAGES;

/** The address segments of a route file name: `_layout` and `index` parts add none. */
function addressSegments(name: string): string[] {
  return name.split('.').filter((part) => part !== 'index' && !part.startsWith('_'));
}

/** A route file's address, parameters as named: `blog._list.index` → `/blog`, `$username` → `/$username`. */
export function routeAddress(name: string): string {
  return `/${addressSegments(name).join('/')}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The exact-match pattern of a route file's addresses; its `$name` parameter is the named group `name`. */
export function routePattern(name: string): string {
  const segments = addressSegments(name).map((segment) =>
    segment.startsWith('$') ? `/(?<${segment.slice(1)}>[^/]+)` : `/${escapeRegExp(segment)}`,
  );
  return `^${segments.join('')}/?$`;
}

/**
 * Route files in the order the router tries them: at the first segment where two differ, a
 * fixed one before a parameter (/home before /$username, /blog/$category before
 * /$username/edit); of a layout and its index route, which share an address, the index first.
 */
export function rankRoutes(names: readonly string[]): string[] {
  const kinds = (name: string) => addressSegments(name).map((segment) => (segment.startsWith('$') ? 1 : 0));
  return [...names].sort((first, second) => {
    const [firstKinds, secondKinds] = [kinds(first), kinds(second)];
    const shared = Math.min(firstKinds.length, secondKinds.length);
    for (let position = 0; position < shared; position += 1)
      if (firstKinds[position] !== secondKinds[position]) return firstKinds[position]! - secondKinds[position]!;
    // Addresses of different lengths never both match: any steady order will do.
    return (
      secondKinds.length - firstKinds.length ||
      second.split('.').length - first.split('.').length ||
      first.localeCompare(second)
    );
  });
}

/** The router's id of a route file's route: `blog._list.index` → `/blog/_list/`, `$username.edit` → `/$username/edit`. */
export function routeId(name: string): string {
  return `/${name
    .split('.')
    .map((part) => (part === 'index' ? '' : part))
    .join('/')}`;
}

/** What the root route loads before a page renders: its catalogs and, but on the landing page, the query client. */
export interface PageLoad {
  catalogs: readonly Catalog[];
  queryClient: boolean;
}

/**
 * What the root route loads before each page renders, by the router's id of the page's route.
 * The build hands this to the app as `__PAGE_LOADS__` (vite.config.ts), so the app knows it
 * without shipping the rest of these declarations to every page.
 */
export function pageLoadsByRouteId(): Record<string, PageLoad> {
  return Object.fromEntries(
    Object.entries(PAGE_DECLARATIONS).map(([name, page]) => [
      routeId(name),
      { catalogs: page!.catalogs, queryClient: waitsForQueryClient(page!.catalogs) },
    ]),
  );
}

/** Whether the root route waits for the query client before such a page renders: all but the landing page. */
export function waitsForQueryClient(catalogs: readonly Catalog[]): boolean {
  return !catalogs.includes('landing');
}

/** A route file and the layouts above it (`blog._list.index` → `blog._list`, `blog._list.index`). */
export function routeWithLayouts(name: string, routeFiles: readonly string[] = Object.keys(PAGES)): string[] {
  const parts = name.split('.');
  return parts
    .map((_part, position) => parts.slice(0, position + 1).join('.'))
    .filter((file) => routeFiles.includes(file));
}

/** The prerendered pages: address → route file. */
export function prerenderedPages(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PAGE_DECLARATIONS)
      .filter(([, page]) => page?.prerender)
      .map(([name]) => [routeAddress(name), name]),
  );
}

/** The prerendered pages shown only on their plain address. */
export function plainOnlyPages(): string[] {
  return Object.entries(PAGE_DECLARATIONS)
    .filter(([, page]) => page?.prerender?.plainOnly)
    .map(([name]) => routeAddress(name));
}

/** The route files whose own messages go in a catalog (the last one they load), from the project root. */
export function catalogRouteFiles(catalog: Catalog): string[] {
  return Object.entries(PAGE_DECLARATIONS)
    .filter(([, page]) => page?.catalogs.at(-1) === catalog)
    .map(([name]) => `src/routes/${name}.tsx`);
}
