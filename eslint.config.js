import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The features, one folder each under src/features. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Raw HTML goes only through the one sanitising component. */
const RAW_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render HTML only through <SafeHtml> (src/components/ui/safe-html.tsx).',
};

/**
 * The server renders many requests at once with the same modules: a module-level variable would
 * be shared by all of them. What a render reads per request lives in the router context or the
 * request scope (src/lib/request-scope.ts); a browser-only module says so where it disables this.
 */
const MODULE_STATE = [
  {
    selector:
      "Program > VariableDeclaration[kind='let'], Program > ExportNamedDeclaration > VariableDeclaration[kind='let']",
    message:
      'No module-level `let` in the app: per-request state goes in the router context or the request scope (src/lib/request-scope.ts).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      // Other builds (deployment, bench, a second demo build): the same generated code.
      'dist-*/',
      'node_modules/',
      'src/api/gen/',
      'src/routeTree.gen.ts',
      'src/locales/',
      'public/',
      'bench/runs/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/no-autofocus': 'off',
      'no-restricted-syntax': ['error', RAW_HTML, ...MODULE_STATE],
    },
  },
  {
    files: ['src/components/ui/safe-html.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...MODULE_STATE] },
  },
  {
    // The demo backend keeps its state per visitor sandbox (src/mocks/sandbox.ts); tests and
    // build scripts are not rendered by the server.
    files: ['src/mocks/**', '**/*.test.{ts,tsx}', 'tests/**', 'scripts/**', 'machines/**', 'server/**'],
    rules: { 'no-restricted-syntax': ['error', RAW_HTML] },
  },
  {
    // Imports flow one way: components/ui, api, lib -> features -> routes, and a feature does not
    // import another. The rules resolve each import to its file, so relative paths count as much
    // as aliases; and no module may come back to itself through what it imports.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['./src/components', './src/api', './src/lib'],
              from: ['./src/features', './src/routes'],
              message: 'Lower layers (components, api, lib) must not import features or routes.',
            },
            { target: './src/features', from: './src/routes', message: 'Features must not import routes.' },
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: move what both need down a layer.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Machines are framework-free. From src they take the contract only: generated types
    // (`import type`) and, at run time, the generated zod schemas their rules are read from.
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', '@xstate/react'], message: 'Machines are framework-free.' },
            {
              regex: '^(@/(?!api/gen/)|(\\.\\./)+src/)',
              message: 'Machines import nothing from src but the generated API code.',
            },
            {
              regex: '^@/api/gen/(?!.*/zod/)',
              allowTypeImports: true,
              message: 'Machines import generated types with `import type`; of generated code, only zod schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
