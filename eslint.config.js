/**
 * Lint for the whole tree: TypeScript (typescript-eslint), React's hook rules, accessibility of
 * JSX (jsx-a11y) and Astro components. `npm run lint` runs it with the formatter check and the
 * import boundaries (.dependency-cruiser.cjs); `npm test` runs `npm run lint` first.
 */
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist.*/',
      'dist-*/',
      '.astro/',
      '.data/',
      '.netlify/',
      'bench/',
      'coverage/',
      'playwright-report/',
      'test-results/',
      'public/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Amounts in pesos are written with a no-break space ("$ 36.000"), as Intl formats them:
      // texts may hold one; code outside texts may not.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipRegExps: true, skipComments: false }],
    },
  },
  {
    // The rules of hooks and complete effect dependencies. The plugin's React Compiler rules
    // (refs read in render, state set in effects…) are left out: the shop does not compile with
    // the React Compiler, and those patterns are correct React without it.
    files: ['**/*.tsx', 'src/islands/**/*.ts', 'src/stores/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // A table or list that scrolls inside its box is a labelled region a keyboard must reach
      // (WCAG 2.1.1; axe's scrollable-region-focusable), so a region may take the focus.
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
);
