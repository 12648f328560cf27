/**
 * The route preloader: index.html runs it inline while the document is parsed, so a page's own
 * files start downloading with the entry rather than a round trip after it has run. From the
 * address and the data the build wrote into the page (scripts/route-preload.ts) it:
 * - preloads the matched route's chunks beyond the entry's, and what the root route waits for
 *   before that page renders (the query client, the page's text catalogs in the visitor's
 *   language);
 * - in deployment builds, starts the page's first API calls and leaves their answers for the
 *   app's HTTP layer (src/lib/early-requests.ts), then preloads what an answer names: a coach
 *   site's template code, the largest picture;
 * - shows a prerendered page (scripts/prerender.ts) when it is in the visitor's language.
 * It imports nothing but types: the build compiles it (with src/preload/inline.ts) into one
 * inline script.
 */
import type { EarlyAnswer } from '../lib/early-requests';

/** The id of the JSON element the build writes the data into, ahead of the script. */
export const PRELOAD_DATA_ID = 'route-preload-data';

/** What the build tells the preloader about the pages. */
export interface PreloadData {
  /** Where the build's files are served from (Vite's `base`, e.g. `/`). */
  base: string;
  /** Addresses the router sends elsewhere before rendering (`/` → `/home`). */
  redirects: Record<string, string>;
  locale: LocaleLookup;
  /** The routes in the order the router ranks them: the first whose pattern matches wins. */
  routes: PreloadRoute[];
  /** A prerendered page is shown only in the language it was rendered in. */
  reveal?: RevealRule;
}

/** How the visitor's language is found: the address parameter, then the stored choice. */
export interface LocaleLookup {
  /** Address parameter, e.g. `lang`. */
  param: string;
  /** Local-storage key of the stored choice. */
  storageKey: string;
  /** The languages there are. */
  values: string[];
  /** The language when neither names one of `values`. */
  fallback: string;
}

export interface RevealRule {
  /** The attribute #root carries, `hidden` until the preloader sets it to `shown`. */
  attribute: string;
  /** The language the prerendered pages were rendered in. */
  locale: string;
  /**
   * Addresses whose page depends on its query (a search's filters): their page was rendered
   * without one, so it is shown only on the plain address (no query but the language).
   */
  plainOnly: string[];
}

export interface PreloadRoute {
  /** The route file the row stands for, e.g. `blog.post.$slug`. */
  route: string;
  /** Exact-match pattern of its addresses; each `$name` parameter is the named group `name`. */
  pattern: string;
  /** Files of the build (`assets/…`) the page needs beyond what the entry loads. */
  files: string[];
  /** Files the page needs in each language (its text catalogs). */
  filesByLocale?: Record<string, string[]>;
  /** API calls started for the page in deployment builds. */
  early?: EarlyCalls;
}

export interface EarlyCalls {
  /** The global the answers are left in, where the app's HTTP layer takes them. */
  global: string;
  /** Absolute URLs, where `{name}` stands for the route's `name` parameter. */
  urls: string[];
  follow?: FollowUp;
  pictures?: EarlyPictures;
}

/** Code to preload once an answer says which: a coach site's template, named by its theme. */
export interface FollowUp {
  /** Which answer (index in `urls`). */
  request: number;
  /** The field of the answer that names the code. */
  field: string;
  /** Files by the field's value. */
  files: Record<string, string[]>;
  /** The value whose files are preloaded when the answer names none of the others. */
  fallback: string;
}

/** The pictures a page shows first, found in one of its early answers. */
export interface EarlyPictures {
  /** Which answer (index in the route's requests). */
  request: number;
  /** None when the answer's `field` has one of these values (e.g. a template without them). */
  unless?: { field: string; values: string[] };
  /** Each picture: the first non-empty of these dotted paths of the answer, for this media query. */
  from: { paths: string[]; media?: string }[];
}

/** The data the build wrote into the page, if any. */
export function readPreloadData(): PreloadData | null {
  const text = document.getElementById(PRELOAD_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PreloadData) : null;
}

/**
 * Preloads what the page at the current address needs, as described in the module comment. The
 * promise settles once what the early answers name has been preloaded too.
 */
export function preloadRoute(data: PreloadData): Promise<void> {
  const path = data.redirects[location.pathname] ?? location.pathname;
  const language = visitorLanguage(data.locale);
  const plain = isPlainQuery(location.search, data.locale.param);
  const match = matchRoute(data.routes, path);
  let followUps: Promise<void> = Promise.resolve();
  if (match) {
    const { route, params } = match;
    const files = [...route.files, ...(route.filesByLocale?.[language] ?? [])];
    document.head.append(...files.map((file) => fileLink(data.base, file)));
    if (route.early) followUps = startEarlyCalls(route.early, params, plain, data.base);
  }
  const reveal = data.reveal;
  if (reveal && language === reveal.locale && (plain || !reveal.plainOnly.includes(path)))
    revealPrerenderedPage(reveal.attribute);
  return followUps;
}

/** The visitor's language: the address parameter, then the stored choice, then the fallback. */
export function visitorLanguage(lookup: LocaleLookup): string {
  const fromAddress = new URLSearchParams(location.search).get(lookup.param);
  if (fromAddress !== null && lookup.values.includes(fromAddress)) return fromAddress;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(lookup.storageKey);
  } catch {
    // Storage blocked: the fallback.
  }
  return stored !== null && lookup.values.includes(stored) ? stored : lookup.fallback;
}

/** Whether an address's query is its plain one: none, or the language alone (`?lang=en`). */
export function isPlainQuery(search: string, languageParam: string): boolean {
  return search === '' || (search.startsWith(`?${languageParam}=`) && !search.includes('&'));
}

/** The first route whose pattern matches the path, with the path's parameters. */
export function matchRoute(
  routes: PreloadRoute[],
  path: string,
): { route: PreloadRoute; params: Record<string, string> } | null {
  for (const route of routes) {
    const match = new RegExp(route.pattern).exec(path);
    if (match) return { route, params: { ...match.groups } };
  }
  return null;
}

function link(rel: string, href: string, attributes: Record<string, string>): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** A file's preload, crossorigin like the ones Vite adds, so that the app's own requests reuse it. */
function fileLink(base: string, file: string): HTMLLinkElement {
  return file.endsWith('.css')
    ? link('preload', base + file, { as: 'style', crossorigin: '' })
    : link('modulepreload', base + file, { crossorigin: '' });
}

/**
 * An early call's URL with the address's parameters in it, or null when one is not a plain word
 * (letters, digits, `.`, `_`, `-`): those every encoding leaves alone, so the URL is the one the
 * app builds. A parameter is used as it stands in the address, so an encoded one (`%`) is not.
 */
export function fillUrl(template: string, params: Record<string, string>): string | null {
  let plainWords = true;
  const url = template.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = params[name] ?? '';
    if (!/^[\w.-]+$/.test(value)) plainWords = false;
    return value;
  });
  return plainWords ? url : null;
}

/**
 * Starts a route's early calls, only on its plain address (with filters in the query the page
 * asks for something else), and leaves each answer in `window[global][absolute url]` for the app
 * to take once.
 */
function startEarlyCalls(
  early: EarlyCalls,
  params: Record<string, string>,
  plain: boolean,
  base: string,
): Promise<void> {
  const answers: Record<string, EarlyAnswer> = {};
  (window as unknown as Record<string, unknown>)[early.global] = answers;
  if (!plain) return Promise.resolve();
  const { follow, pictures } = early;
  // The answers the follow-ups read, parsed once from a copy: the app reads the original.
  const parsed: Promise<unknown>[] = [];
  early.urls.forEach((template, index) => {
    const url = fillUrl(template, params);
    if (url === null) return;
    const absolute = new URL(url, location.href).href;
    const response = fetch(absolute, { headers: { Accept: 'application/json' } });
    // A failure is the app's to report, when it takes the answer.
    response.catch(() => undefined);
    answers[absolute] = { at: performance.now(), response };
    if (follow?.request === index || pictures?.request === index)
      parsed[index] = response.then((answer) => (answer.ok ? answer.clone().json() : null)).catch(() => null);
  });
  return Promise.all([
    follow && parsed[follow.request]?.then((answer) => preloadFollowUp(answer, follow, base)),
    pictures &&
      parsed[pictures.request]?.then((answer) =>
        preloadPictures(
          answer,
          pictures,
          early.urls.map((template) => new URL(template, location.href).origin),
        ),
      ),
  ]).then(() => undefined);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Preloads the files the answer's field names (or the fallback's). */
export function preloadFollowUp(answer: unknown, follow: FollowUp, base: string): void {
  if (!isRecord(answer)) return;
  const value = answer[follow.field];
  const key = typeof value === 'string' && Object.hasOwn(follow.files, value) ? value : follow.fallback;
  document.head.append(...(follow.files[key] ?? []).map((file) => fileLink(base, file)));
}

/** The value at a dotted path of an answer (`backgroundImg.mobile`, `items.0.thumbnail`). */
function valueAt(answer: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), answer);
}

/**
 * Only web addresses on our origin or one of `origins` (the hosts the page's calls go to) are
 * preloaded: an answer could name any scheme and any host (src/lib/picture-url.ts has the rule
 * the page draws by; this one never allows more).
 */
function isOurPicture(address: string, origins: string[]): boolean {
  if (/\s/.test(address)) return false;
  try {
    const url = new URL(address, location.href);
    return (
      ['http:', 'https:'].includes(url.protocol) && (url.origin === location.origin || origins.includes(url.origin))
    );
  } catch {
    return false;
  }
}

/** Preloads, at high priority, each picture the answer names, for its media query. */
export function preloadPictures(answer: unknown, pictures: EarlyPictures, origins: string[] = []): void {
  if (!isRecord(answer)) return;
  const { unless } = pictures;
  if (unless && (unless.values as unknown[]).includes(answer[unless.field])) return;
  for (const { paths, media } of pictures.from) {
    const address = paths
      .map((path) => valueAt(answer, path))
      .find((value): value is string => typeof value === 'string' && value !== '' && isOurPicture(value, origins));
    if (address)
      document.head.append(link('preload', address, { as: 'image', fetchpriority: 'high', ...(media && { media }) }));
  }
}

/**
 * Shows #root's prerendered page as soon as the document is parsed: `readystatechange` to
 * interactive comes before the deferred entry has run, where DOMContentLoaded would wait for it.
 */
export function revealPrerenderedPage(attribute: string): void {
  const show = () => {
    const root = document.getElementById('root');
    if (root?.getAttribute(attribute) === 'hidden') root.setAttribute(attribute, 'shown');
  };
  if (document.readyState === 'loading') document.addEventListener('readystatechange', show, { once: true });
  else show();
}
