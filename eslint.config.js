import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-deployment/',
      'dist-bench/',
      'dist-bench-prod/',
      'dist-bench-live/',
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
      // Raw HTML goes only through the one sanitising component.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render HTML only through <SafeHtml> (src/components/ui/safe-html.tsx).',
        },
      ],
    },
  },
  {
    files: ['src/components/ui/safe-html.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Imports flow one way: components/ui, api, lib -> features -> routes.
    files: ['src/components/**', 'src/api/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/routes/*'], message: 'Lower layers must not import features or routes.' },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', '@/*', '../src/*'], message: 'Machines are framework-free.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
