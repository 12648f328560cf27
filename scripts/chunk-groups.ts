// The groups of modules the bundler keeps together (rolldown's `codeSplitting.groups`, used by
// vite.config.ts): see docs/decisions/0013-shared-chunks-for-data-pages.md.
//
// Everything index.html loads before the first render goes in one chunk: left to itself the
// bundler cuts it into a dozen files wherever a lazy route shares a module with the entry, and
// each cut costs its own request, import glue and a gzip stream that cannot reuse the others'
// dictionary (about 5 kB on every page).
//
// The pages a visitor opens with data (coach sites, the blog, a post, the coaches list) likewise
// share a few larger chunks rather than a score of small ones: each file is a request, and over
// HTTP/1.1 a browser has six connections per host, so on a slow link twenty files queue behind
// each other's round trips. Only modules those pages load up front go in them; what loads on
// demand (dialogs, the templates, edit mode) keeps its own chunk. The size check
// (scripts/check-bundle.mjs) fails when a page loads a group it should not (`without` in the
// pages' budgets, src/routes/-pages.ts). Each group stays only while it is measured to be worth
// it (the decision's tables); the blog's, the API hosts' and the state machines' went.
import type { CodeSplittingGroup } from 'rolldown';

/** Icons of the visitor's pages above the fold, shared by several of them: one chunk. */
const VISITOR_ICONS =
  /\/lucide-react\/dist\/esm\/icons\/(arrow-right|chevron-left|chevron-right|mail|play|search|search-x|sparkles)\.m?js$/;

/**
 * What every page with API data loads first: the query library, the HTTP layer, the calls the
 * public pages make, number and date formatting, the empty state and the
 * first-paint hold (decision 0011). Kept for size: split up by the bundler, these modules cost a
 * coach site and the coaches list their budgets.
 */
const PAGE_DATA = new RegExp(
  [
    String.raw`/node_modules/@tanstack/(query-core|react-query)/`,
    String.raw`/src/lib/(create-query-client|early-requests|format)\.ts$`,
    String.raw`/src/api/http\.ts$`,
    String.raw`/src/api/gen/(api-v1/profiles/profiles|api-v2/coaches/coaches)\.ts$`,
    String.raw`/src/components/ui/(empty-state\.(tsx|module\.css)|after-first-paint\.tsx)$`,
  ].join('|'),
);

/**
 * A coach site as a visitor first sees it: the page, its context and every template's sections.
 * The templates, their small previews (edit mode's) and what a section opens on demand (its
 * dialogs and forms) stay apart.
 */
const COACH_SITE = new RegExp(
  [
    String.raw`/src/features/coach-site/(?!templates/|template-preview|edit-access-exchange|edit-access-switch|site-calls|sections/(gallery-zoom|coach-modal|contact-form|video-modal|session-request-form|phone-field)\.)`,
    String.raw`/machines/lib/(site-sections|session-options|social-links)\.ts$`,
  ].join('|'),
);

/**
 * The option lists (expertises, countries) and the names read from them in the page's language:
 * the search form, the coach cards and the coach sites all use them. A chunk of their own, or the
 * coach site's group takes them in with its sections and every page naming an option loads it.
 */
const OPTION_NAMES = /\/src\/(lib\/option-names|api\/gen\/api-v1\/options\/options)\.ts$/;

export const CHUNK_GROUPS: CodeSplittingGroup[] = [
  { name: 'shell', tags: ['$initial'], priority: 40 },
  { name: 'icons', test: VISITOR_ICONS, priority: 30 },
  { name: 'data', test: PAGE_DATA, priority: 20 },
  { name: 'options', test: OPTION_NAMES, priority: 15 },
  { name: 'site', test: COACH_SITE, priority: 10 },
];
