import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import effector from 'eslint-plugin-effector';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.wrangler',
      'node_modules',
      'test-results',
      'playwright-report',
      'reports',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, effector },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...effector.flatConfigs.recommended.rules,
      ...effector.flatConfigs.react.rules,
      ...effector.flatConfigs.scope.rules,
    },
  },
  {
    // The rooms of docs/architecture.md: a layer imports only the layers below it, and a slice of
    // pages, features or entities only through its public surface: `index.ts`, or `lazy.ts` for
    // what only on-demand chunks may load (a barrel pulls all it re-exports into its chunk); an
    // entity reaches another entity the same way. The edge (functions/) shares with the app only
    // the contract package, never the app's screens, state, UI, clients or Telegram code; the
    // package imports nothing of either, and of the libraries only valibot (its tests vitest).
    files: ['src/**/*.{ts,tsx}', 'functions/**/*.ts', 'packages/*/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['src/**/*', 'functions/**/*', 'packages/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app', mode: 'folder' },
        { type: 'pages', pattern: 'src/pages/*', mode: 'folder', capture: ['slice'] },
        { type: 'features', pattern: 'src/features/*', mode: 'folder', capture: ['slice'] },
        { type: 'entities', pattern: 'src/entities/*', mode: 'folder', capture: ['slice'] },
        { type: 'shared', pattern: 'src/shared', mode: 'folder' },
        // Matched from the project's root: the package's own src/ holds files too.
        { type: 'root', pattern: 'src/*', mode: 'full' },
        // The edge: its Pages files, its hono app with the endpoints, their helpers, and the
        // reference backend.
        { type: 'edge', pattern: 'functions/api', mode: 'folder' },
        { type: 'edge', pattern: 'functions/app', mode: 'folder' },
        { type: 'edge', pattern: 'functions/*.ts', mode: 'file' },
        { type: 'edge-lib', pattern: 'functions/lib', mode: 'folder' },
        { type: 'reference-backend', pattern: 'functions/reference-backend', mode: 'folder' },
        { type: 'contract', pattern: 'packages/contract', mode: 'folder' },
      ],
    },
    rules: {
      // The app and the edge reach the package by its name (an external module to this rule),
      // never by a path into it, so no `contract` file is theirs to import.
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'root', allow: ['app', 'shared'] },
            { from: 'app', allow: ['app', 'pages', 'features', 'entities', 'shared'] },
            { from: 'pages', allow: ['features', 'entities', 'shared'] },
            { from: 'features', allow: ['entities', 'shared'] },
            { from: 'entities', allow: ['entities', 'shared'] },
            { from: 'shared', allow: ['shared'] },
            { from: 'edge', allow: ['edge', 'edge-lib'] },
            { from: 'edge-lib', allow: ['edge-lib'] },
            { from: 'reference-backend', allow: ['edge-lib'] },
            { from: 'contract', allow: ['contract'] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          rules: [
            { target: ['pages', 'features', 'entities'], allow: ['index.(ts|tsx)', 'lazy.ts'] },
            { target: ['app', 'shared', 'root'], allow: '**' },
            { target: ['edge', 'edge-lib', 'reference-backend', 'contract'], allow: '**' },
          ],
        },
      ],
      'boundaries/external': [
        'error',
        {
          default: 'allow',
          rules: [
            { from: 'contract', disallow: ['*'] },
            { from: 'contract', allow: ['valibot', 'vitest'] },
          ],
        },
      ],
    },
  },
  {
    // Nor a way out of the package through a file outside the walls (a script, an edge test).
    files: ['packages/*/src/**/*.ts'],
    rules: { 'boundaries/no-ignored': 'error', 'boundaries/no-unknown': 'error' },
  },
  {
    // Whatever imports the contract names the package, so the build, the edge's bundler and
    // the type checker each take it as the one dependency it is.
    files: [
      'src/**/*.{ts,tsx}',
      'functions/**/*.ts',
      'tests/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      '*.config.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)packages/',
              message: 'Import the contract by its name, @pizza-order-app/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
