import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Two catalogs per language. `start` holds what the landing page (/home, /search) and the shell
 * around every page say, and ships with the first load; `messages` holds the rest and loads when
 * a visitor goes further (see src/lib/i18n.ts). A message used in both places sits in both.
 * Keep START_SOURCES in step with the files the landing page renders before its lazy sections.
 */
const START_SOURCES = [
  '<rootDir>/src/features/shell',
  '<rootDir>/src/features/home/home-page.tsx',
  '<rootDir>/src/features/home/benefits.tsx',
  '<rootDir>/src/features/home/transformation-areas.tsx',
  '<rootDir>/src/features/home/contact-us.tsx',
  '<rootDir>/src/components/ui',
  '<rootDir>/src/lib',
  '<rootDir>/src/api',
  '<rootDir>/src/routes/__root.tsx',
  '<rootDir>/src/routes/index.tsx',
  '<rootDir>/src/routes/home.tsx',
  '<rootDir>/src/routes/search.tsx',
  '<rootDir>/src/routes/-components/landing-page.tsx',
  '<rootDir>/src/features/search/search-form.tsx',
  '<rootDir>/src/features/search/api.ts',
];

const NEVER = ['**/node_modules/**', '<rootDir>/src/api/gen/**', '**/*.test.*'];

export default defineConfig({
  sourceLocale: 'pt',
  locales: ['pt', 'en', 'es'],
  fallbackLocales: { default: 'pt' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/start', include: START_SOURCES, exclude: NEVER },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: [...NEVER, ...START_SOURCES],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
