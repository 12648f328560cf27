import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Five catalogs per language, so that each page downloads the text it shows and little more
 * (src/lib/i18n.ts decides which page loads which):
 * - `start`: the shell around every page and the shared pieces; it ships with the first load.
 * - `landing`: the landing page (/home, /search) above its lazy sections.
 * - `site`: a coach's public site.
 * - `platform`: the other visitor pages (blog, coaches list, help, static pages) and the
 *   landing page's lazy sections.
 * - `owner`: what only a signed-in coach sees (sign-in, wizard, edit mode) and the demo pages.
 * A message used in the sources of two catalogs sits in both. Keep LANDING_SOURCES in step with
 * the files the landing page renders before its lazy sections.
 */
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
  '<rootDir>/src/routes/index.tsx',
  '<rootDir>/src/routes/home.tsx',
  '<rootDir>/src/routes/search.tsx',
  '<rootDir>/src/routes/-components/landing-page.tsx',
];

const SITE_SOURCES = [
  '<rootDir>/src/features/coach-site',
  '<rootDir>/src/routes/$username.tsx',
  '<rootDir>/src/routes/$username.$refreshToken.tsx',
];

const OWNER_SOURCES = [
  '<rootDir>/src/features/edit-mode',
  '<rootDir>/src/features/wizard',
  '<rootDir>/src/features/auth',
  '<rootDir>/src/features/demo',
  '<rootDir>/src/routes/$username.edit.tsx',
  '<rootDir>/src/routes/customize.tsx',
  '<rootDir>/src/routes/customize.index.tsx',
  '<rootDir>/src/routes/customize.form.tsx',
  '<rootDir>/src/routes/login.tsx',
  '<rootDir>/src/routes/logout.tsx',
  '<rootDir>/src/routes/demo.authorize.tsx',
  '<rootDir>/src/routes/demo.outbox.tsx',
  '<rootDir>/machines/biography.machine.ts',
  '<rootDir>/machines/profile-editor.machine.ts',
  '<rootDir>/machines/lib/login-errors.ts',
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
