import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import type { Catalog } from './src/lib/languages.ts';
import { catalogRouteFiles } from './src/routes/-pages.ts';

/**
 * Six catalogs per language, so that each page downloads the text it shows and little more
 * (src/routes/-pages.ts declares which page loads which, and the catalog each route file's own
 * messages go in):
 * - `start`: the shell around every page and the shared pieces it first renders; it ships with
 *   the first load.
 * - `landing`: the landing page (/home, /search) above its lazy sections.
 * - `site`: a coach's public site.
 * - `platform`: the other visitor pages (blog, coaches list, help, static pages) and the
 *   landing page's lazy sections.
 * - `owner`: what only a signed-in coach sees (sign-in, wizard, edit mode) and the demo pages.
 * - `manual`: the help page, with the coach manual's chapters summed up.
 * A message used in the sources of two catalogs sits in both. Keep LANDING_SOURCES in step with
 * the files the landing page renders before its lazy sections.
 */
const routes = (catalog: Catalog) => catalogRouteFiles(catalog).map((file) => `<rootDir>/${file}`);

/**
 * Shared pieces that only parts loaded after the first render show (the carousels, the post
 * card, dialogs, form fields, the reasons error toasts add), with the catalogs of the pages that
 * show them: `start` ships with every page's first download, their text goes with those pages
 * instead. The signed-in coach's pages load `site` and `platform` too.
 */
const LATER: Record<string, Catalog[]> = {
  'src/components/ui/carousel.tsx': ['site', 'platform'],
  'src/components/ui/post-card.tsx': ['platform'],
  'src/components/ui/modal.tsx': ['site'],
  'src/components/ui/phone-field.tsx': ['site'],
  'src/components/ui/image-picker.tsx': ['owner'],
  'src/components/ui/retry-notice.tsx': ['owner'],
  'src/api/error-messages.ts': ['site', 'platform'],
  // /not_found, and an unknown coach's address with the site's catalog.
  'src/routes/-components/not-found-page.tsx': ['site', 'platform'],
};

/** The later pieces whose catalogs pass the test. */
const later = (test: (catalogs: Catalog[]) => boolean) =>
  Object.keys(LATER)
    .filter((file) => test(LATER[file]!))
    .map((file) => `<rootDir>/${file}`);

/** A folder's files but its later pieces. */
const withoutLater = (folder: string) => {
  const names = Object.keys(LATER)
    .filter((file) => file.startsWith(`${folder}/`))
    .map((file) => file.slice(folder.length + 1).replace(/\.tsx?$/, ''));
  return `<rootDir>/${folder}/!(${names.join('|')}).*`;
};

const START_SOURCES = [
  '<rootDir>/src/features/shell',
  withoutLater('src/components/ui'),
  '<rootDir>/src/lib',
  withoutLater('src/api'),
  '<rootDir>/src/routes/__root.tsx',
  '<rootDir>/src/features/search/search-form.tsx',
  '<rootDir>/src/features/search/location-fields.tsx',
  '<rootDir>/src/features/search/expertise-picker.tsx',
  '<rootDir>/src/features/search/category-chips.tsx',
  '<rootDir>/src/features/search/api.ts',
];

const LANDING_SOURCES = [
  '<rootDir>/src/features/home/home-page.tsx',
  '<rootDir>/src/features/home/benefits.tsx',
  '<rootDir>/src/features/home/transformation-areas.tsx',
  '<rootDir>/src/features/home/contact-us.tsx',
  '<rootDir>/src/routes/-components/landing-page.tsx',
  ...routes('landing'),
];

const SITE_SOURCES = ['<rootDir>/src/features/coach-site', ...routes('site')];

const OWNER_SOURCES = [
  '<rootDir>/src/features/edit-mode',
  '<rootDir>/src/features/wizard',
  '<rootDir>/src/features/auth',
  '<rootDir>/src/features/demo',
  '<rootDir>/machines/biography.machine.ts',
  '<rootDir>/machines/profile-editor.machine.ts',
  '<rootDir>/machines/lib/login-errors.ts',
  ...routes('owner'),
];

/** The coach manual's summary on /help, with the help page's own messages. */
const MANUAL_SOURCES = ['<rootDir>/src/routes/-components/manual-pages.ts', ...routes('manual')];

const NEVER = ['**/node_modules/**', '<rootDir>/src/api/gen/**', '**/*.test.*'];

export default defineConfig({
  sourceLocale: 'pt',
  locales: ['pt', 'en', 'es'],
  fallbackLocales: { default: 'pt' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/start', include: START_SOURCES, exclude: NEVER },
    { path: '<rootDir>/src/locales/{locale}/landing', include: LANDING_SOURCES, exclude: NEVER },
    {
      path: '<rootDir>/src/locales/{locale}/site',
      include: [...SITE_SOURCES, ...later((catalogs) => catalogs.includes('site'))],
      exclude: NEVER,
    },
    {
      path: '<rootDir>/src/locales/{locale}/owner',
      include: [...OWNER_SOURCES, ...later((catalogs) => catalogs.includes('owner'))],
      exclude: NEVER,
    },
    { path: '<rootDir>/src/locales/{locale}/manual', include: MANUAL_SOURCES, exclude: NEVER },
    {
      path: '<rootDir>/src/locales/{locale}/platform',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: [
        ...NEVER,
        ...START_SOURCES,
        ...LANDING_SOURCES,
        ...SITE_SOURCES,
        ...OWNER_SOURCES,
        ...MANUAL_SOURCES,
        ...later((catalogs) => !catalogs.includes('platform')),
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
