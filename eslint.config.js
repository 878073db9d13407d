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
    // entity reaches another entity the same way. The edge (functions/) is inside the same walls:
    // it shares the contract, the configuration, the pure helpers and i18n's path and language
    // rules with the app, never the app's screens, state, UI, clients or Telegram code.
    files: ['src/**/*.{ts,tsx}', 'functions/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['src/**/*', 'functions/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app', mode: 'folder' },
        { type: 'pages', pattern: 'src/pages/*', mode: 'folder', capture: ['slice'] },
        { type: 'features', pattern: 'src/features/*', mode: 'folder', capture: ['slice'] },
        { type: 'entities', pattern: 'src/entities/*', mode: 'folder', capture: ['slice'] },
        // What of shared also runs at the edge; listed before `shared`, which takes the rest.
        {
          type: 'shared-portable',
          pattern: 'src/shared/{contract,config,lib,i18n}',
          mode: 'folder',
        },
        { type: 'shared', pattern: 'src/shared', mode: 'folder' },
        { type: 'root', pattern: 'src/*', mode: 'file' },
        // The edge: its endpoints and middleware, their helpers, and the reference backend.
        { type: 'edge', pattern: 'functions/api', mode: 'folder' },
        { type: 'edge', pattern: 'functions/*.ts', mode: 'file' },
        { type: 'edge-lib', pattern: 'functions/lib', mode: 'folder' },
        { type: 'reference-backend', pattern: 'functions/reference-backend', mode: 'folder' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'root', allow: ['app', 'shared', 'shared-portable'] },
            {
              from: 'app',
              allow: ['app', 'pages', 'features', 'entities', 'shared', 'shared-portable'],
            },
            { from: 'pages', allow: ['features', 'entities', 'shared', 'shared-portable'] },
            { from: 'features', allow: ['entities', 'shared', 'shared-portable'] },
            { from: 'entities', allow: ['entities', 'shared', 'shared-portable'] },
            { from: ['shared', 'shared-portable'], allow: ['shared', 'shared-portable'] },
            { from: 'edge', allow: ['edge-lib', 'shared-portable'] },
            { from: 'edge-lib', allow: ['edge-lib', 'shared-portable'] },
            { from: 'reference-backend', allow: ['edge-lib', 'shared-portable'] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          rules: [
            { target: ['pages', 'features', 'entities'], allow: ['index.(ts|tsx)', 'lazy.ts'] },
            {
              target: ['app', 'shared', 'shared-portable', 'root'],
              allow: '**',
            },
            { target: ['edge', 'edge-lib', 'reference-backend'], allow: '**' },
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
