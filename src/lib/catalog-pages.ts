/**
 * The languages, where a visitor's choice is kept, and which text catalogs (lingui.config.ts) a
 * page needs before it renders, by its address. Kept free of dependencies: the app uses it
 * (src/lib/i18n.ts), and so does the build, whose route preloader fetches a page's catalog in
 * the visitor's language alongside the entry (scripts/route-preload.ts).
 */

export const LOCALES = ['pt', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';
/** Local-storage key of the visitor's choice. */
export const LOCALE_STORAGE_KEY = 'coachly.lang';
/** Address parameter that chooses the language (`?lang=en`). */
export const LOCALE_PARAM = 'lang';

/** The catalogs loaded after the first one (`start`, the shell's, which ships with the entry). */
export type Catalog = 'landing' | 'site' | 'platform' | 'owner';

/** First segments of the platform's own visitor pages. */
const PLATFORM_PAGES = new Set([
  'blog',
  'coaches_list',
  'help',
  'not_found',
  'permission',
  'already_exist',
  'confirm-session',
]);
/** First segments of the signed-in coach's pages and the demo's. */
const OWNER_PAGES = new Set(['customize', 'login', 'logout', 'demo']);
/** The landing page's addresses: its own catalog is all they need before their lazy sections. */
const START_PAGES = new Set(['', 'home', 'search']);

/**
 * The catalogs a page needs before it renders, by its address. Any first segment that is not
 * the platform's is a coach's site (`/{username}`, `/{username}/{token}`). The signed-in coach's
 * pages load every catalog: the edit page (`/{username}/edit`) shows the site with the owner's
 * tools.
 */
export function catalogsForPath(pathname: string): Catalog[] {
  const [first = '', second] = pathname.split('/').filter(Boolean);
  if (START_PAGES.has(first) && second === undefined) return ['landing'];
  if (OWNER_PAGES.has(first) || second === 'edit') return ['site', 'platform', 'owner'];
  if (PLATFORM_PAGES.has(first)) return ['platform'];
  return ['site'];
}
