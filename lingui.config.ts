import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import type { Catalog } from './src/lib/languages.ts';
import { catalogRouteFiles } from './src/routes/-pages.ts';

/**
 * Five catalogs per language, so that each page downloads the text it shows and little more
 * (src/routes/-pages.ts declares which page loads which, and the catalog each route file's own
 * messages go in):
 * - `start`: the shell around every page and the shared pieces; it ships with the first load.
 * - `landing`: the landing page (/home, /search) above its lazy sections.
 * - `site`: a coach's public site.
 * - `platform`: the other visitor pages (blog, coaches list, help, static pages) and the
 *   landing page's lazy sections.
 * - `owner`: what only a signed-in coach sees (sign-in, wizard, edit mode) and the demo pages.
 * A message used in the sources of two catalogs sits in both. Keep LANDING_SOURCES in step with
 * the files the landing page renders before its lazy sections.
 */
const routes = (catalog: Catalog) => catalogRouteFiles(catalog).map((file) => `<rootDir>/${file}`);

const START_SOURCES = [
  '<rootDir>/src/features/shell',
  '<rootDir>/src/components/ui',
  '<rootDir>/src/lib',
  '<rootDir>/src/api',
  '<rootDir>/src/routes/__root.tsx',
  '<rootDir>/src/features/search/search-form.tsx',
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

const NEVER = ['**/node_modules/**', '<rootDir>/src/api/gen/**', '**/*.test.*'];

export default defineConfig({
  sourceLocale: 'pt',
  locales: ['pt', 'en', 'es'],
  fallbackLocales: { default: 'pt' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/start', include: START_SOURCES, exclude: NEVER },
    { path: '<rootDir>/src/locales/{locale}/landing', include: LANDING_SOURCES, exclude: NEVER },
    { path: '<rootDir>/src/locales/{locale}/site', include: SITE_SOURCES, exclude: NEVER },
    { path: '<rootDir>/src/locales/{locale}/owner', include: OWNER_SOURCES, exclude: NEVER },
    {
      path: '<rootDir>/src/locales/{locale}/platform',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: [...NEVER, ...START_SOURCES, ...LANDING_SOURCES, ...SITE_SOURCES, ...OWNER_SOURCES],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
