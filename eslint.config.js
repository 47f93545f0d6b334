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
    ignores: ['dist/', 'dist.*/', '.astro/', '.data/', '.netlify/', 'bench/', 'coverage/', 'playwright-report/', 'test-results/', 'public/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
);
