/**
 * What each page owns, declared once, by route file name (without `.tsx`; every route file of
 * this folder has an entry):
 * - `catalogs`: the text catalogs it needs before it renders. The root route loads them
 *   (src/routes/__root.tsx), and lingui.config.ts extracts the route file's own messages into
 *   the last one.
 * - `budget`: what the size check (scripts/check-bundle.mjs) holds it to.
 * Read by the app, by the build (vite.config.ts), by the server (its page assets), by the size
 * check and by lingui.config.ts: Node runs this file as it stands (type stripping), so it imports
 * nothing but types and keeps to TypeScript that strips away (no enums).
 */
import { Theme } from '../api/gen/api-v1/model/theme.ts';
import type { Catalog } from '../lib/languages';

export interface PageDeclaration {
  /** The text catalogs the page needs before it renders; its route file's messages go in the last. */
  catalogs: readonly Catalog[];
  budget?: PageBudget;
}

/**
 * Gzip sizes in kB (1024 bytes) of what the page has downloaded when it first renders: the
 * entry, the route's own chunks and what the root route waits for (its catalogs in pt). See
 * docs/decisions/0004.
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
   * For a page whose data picks more code (a coach site's template, `choices` by name): what
   * each choice may bring of its own. The page is measured up front with each choice in turn.
   */
  followUp?: number;
  choices?: Readonly<Record<string, string>>;
  /** Shared chunks (scripts/chunk-groups.ts) the page must not load up front. */
  without: string[];
}

/** A coach site's templates, as the contract's `Theme` enum lists them. */
const TEMPLATES = Object.values(Theme);

/** The signed-in coach's pages show the site with the owner's tools: every catalog. */
const OWNER_CATALOGS: readonly Catalog[] = ['site', 'platform', 'owner'];

export const PAGES = {
  // `/` is sent to /home before it renders (src/routes/index.tsx).
  index: { catalogs: ['landing'] },
  home: {
    catalogs: ['landing', 'platform'],
    // The owner's target is 120 kB; the zod search schemas (decision 0015), and since server
    // rendering the query core and the platform catalog up front, hold it at its measured size.
    // Every page's share card, locales and structured data in the shell's heads: 151.5 kB measured.
    // A coach's texts in the page's language (the heads' choice) and the account's name read from
    // the sign-in token, both in the shell: 152.6 kB measured. React's DOM renderer in a file of
    // its own (src/boot-parts.ts), evaluated in a task of its own: its own gzip stream and import
    // glue, 154.2 kB measured.
    budget: { upFront: 154.5, without: ['data', 'site'] },
  },
  search: { catalogs: ['landing', 'platform'] },

  $username: {
    catalogs: ['site'],
    // The site route, the coach-site frame and one template; each template's own code apart.
    // The owner's target is 140 kB; see /home's budget. The cookie banner, in the server's HTML
    // from the first paint, hydrates with every page: 1.4 kB more than before (163.7 kB measured).
    // Expertise and country names in the page's language (the lists' calls and their names) and
    // the heads' share cards: 166.3 kB measured. The coach's texts in the page's language (see
    // /home's budget): 167.5 kB measured. Later builds measure 167.9 to 168.0 kB, and the hashed
    // names of the lazy chunks, which the entry lists, move a build's gzip size by a few bytes
    // either way: a change anywhere could tip the page over a budget with no room. React's DOM
    // renderer in a file of its own (see /home's budget): 169.9 to 170.0 kB measured.
    budget: {
      name: 'coach site',
      upFront: 170.5,
      followUp: 12,
      choices: Object.fromEntries(
        TEMPLATES.map((template) => [template, `src/features/coach-site/templates/${template}.tsx`]),
      ),
      without: [],
    },
  },
  '$username.$refreshToken': { catalogs: ['site'] },
  '$username.edit': { catalogs: OWNER_CATALOGS },

  'blog._list': { catalogs: ['platform'] },
  'blog._list.index': {
    catalogs: ['platform'],
    // Route code is the app's own; the libraries it brings beyond the shell (XState, the query
    // core) are held near today's figure (decision 0004).
    budget: { routeCode: 20, beyondShell: 42, without: ['site'] },
  },
  'blog._list.$category': { catalogs: ['platform'] },
  'blog.post.$slug': { catalogs: ['platform'] },
  coaches_list: {
    catalogs: ['platform'],
    budget: { routeCode: 20, beyondShell: 43, without: ['site'] },
  },
  // The manual's chapters are long: only /help downloads them.
  help: { catalogs: ['platform', 'manual'] },
  not_found: { catalogs: ['platform'] },
  permission: { catalogs: ['platform'] },
  already_exist: { catalogs: ['platform'] },
  'confirm-session.$id': { catalogs: ['platform'] },

  customize: { catalogs: OWNER_CATALOGS },
  'customize.index': { catalogs: OWNER_CATALOGS },
  'customize.form': { catalogs: OWNER_CATALOGS },
  login: { catalogs: OWNER_CATALOGS },
  logout: { catalogs: OWNER_CATALOGS },
  'demo.authorize': { catalogs: OWNER_CATALOGS },
  'demo.outbox': { catalogs: OWNER_CATALOGS },
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

/** The router's id of a route file's route: `blog._list.index` → `/blog/_list/`, `$username.edit` → `/$username/edit`. */
export function routeId(name: string): string {
  return `/${name
    .split('.')
    .map((part) => (part === 'index' ? '' : part))
    .join('/')}`;
}

/** What the root route loads before a page renders: its catalogs. */
export interface PageLoad {
  catalogs: readonly Catalog[];
}

/**
 * What the root route loads before each page renders, by the router's id of the page's route.
 * The build hands this to the app as `__PAGE_LOADS__` (vite.config.ts), so the app knows it
 * without shipping the rest of these declarations to every page.
 */
export function pageLoadsByRouteId(): Record<string, PageLoad> {
  return Object.fromEntries(
    Object.entries(PAGE_DECLARATIONS).map(([name, page]) => [routeId(name), { catalogs: page!.catalogs }]),
  );
}

/** A route file and the layouts above it (`blog._list.index` → `blog._list`, `blog._list.index`). */
export function routeWithLayouts(name: string, routeFiles: readonly string[] = Object.keys(PAGES)): string[] {
  const parts = name.split('.');
  return parts
    .map((_part, position) => parts.slice(0, position + 1).join('.'))
    .filter((file) => routeFiles.includes(file));
}

/** The route files whose own messages go in a catalog (the last one they load), from the project root. */
export function catalogRouteFiles(catalog: Catalog): string[] {
  return Object.entries(PAGE_DECLARATIONS)
    .filter(([, page]) => page?.catalogs.at(-1) === catalog)
    .map(([name]) => `src/routes/${name}.tsx`);
}
