// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import local from './eslint-rules/no-untranslated-jsx.js';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * One zone per feature, made from the folder list so a new feature is fenced in as soon as it
 * exists: a feature imports the domain, lib, the state, components and itself; whatever combines
 * two features lives in src/app (docs/ARCHITECTURE.md, "Folders").
 */
const FEATURES = readdirSync('./src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory());
const featureZones = FEATURES.map(({ name }) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: `A feature never imports another: compose ${name} with the others in src/app (a slot: src/components/slots.tsx).`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'build/',
      'coverage/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '*.tmp.mjs',
      '*.tmp.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // `const { secret: _secret, ...rest } = values` drops a field on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      // The direction of dependencies (ARCHITECTURE.md): lib and components know nothing of the
      // state, features or app; the state (the store's slices, src/state) knows nothing of
      // features or app; features know nothing of each other or of the app; the server and the
      // publisher import only pure modules from src (the domain, lib, config).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: ['./src/app', './src/features', './src/components', './src/state'],
              message: 'lib stays framework-free.',
            },
            {
              // A test of a brick may render it the way a feature shows it.
              target: './src/components/**/!(*.test).{ts,tsx}',
              from: ['./src/app', './src/features', './src/state'],
              message: 'Shared bricks must not depend on features or the app.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features never import the app: the app composes them (slots: src/components/slots.tsx).',
            },
            ...featureZones,
            {
              // The store's state, read by many features (src/state/README.md).
              target: './src/state/**/!(*.test).{ts,tsx}',
              from: ['./src/app', './src/features', './src/components', './src/admin'],
              message: 'The state imports the domain, lib and config only.',
            },
            {
              // The back office adds nothing to a public page: only its own entry imports it.
              target: [
                './src/app',
                './src/components',
                './src/lib',
                './src/config',
                './src/main.tsx',
                './src/boot.ts',
                './src/entry-server.tsx',
                './src/features/!(office)/**',
              ],
              from: ['./src/admin', './src/features/office'],
              message: 'Public code must not import the back office (admin.html is its only entry).',
            },
            {
              target: './src/features',
              from: './src/admin',
              message: 'Features never import the back office entry.',
            },
            {
              target: './server',
              from: ['./src/app', './src/components', './src/state'],
              message: 'The server imports only pure modules (config, lib, schemas).',
            },
            {
              target: './server',
              from: './src/features',
              message: 'The server imports the domain (src/domain), lib and config, never a feature.',
            },
            {
              // scripts -> server, publisher, src; server -> publisher; never back: the sync job
              // (server/release/syncJob.ts) drives the publisher, not the other way round.
              target: './publisher',
              from: ['./server', './scripts'],
              message: 'The publisher never imports the server or a command-line entry point.',
            },
            {
              // Production code never lives in scripts/ or tools/ (a publisher test may use the
              // benchmark's catalogue generator).
              target: ['./src', './server', './publisher/**/!(*.test).ts'],
              from: ['./scripts', './tools'],
              message: 'What the site runs never imports a command-line entry point or a developer tool.',
            },
            {
              // The publisher reads what a page shows from the domain; the app's slices, selectors
              // and components are the browser's way in (the renderer reaches them only through
              // src/entry-server.tsx, loaded by the build).
              target: './publisher/**/!(*.test).ts',
              from: ['./src/features', './src/app', './src/components', './src/admin', './src/state'],
              message: 'The publisher imports the domain (src/domain), lib and config, never a feature or the app.',
            },
            {
              // test/ holds test kits and suites: nothing that runs, builds or publishes the site
              // may depend on it (server test kits, testKit.ts, are only imported by tests).
              target: [
                './scripts',
                './server/**/!(*.test|testKit).ts',
                './publisher/**/!(*.test).ts',
                './src/**/!(*.test).{ts,tsx}',
              ],
              from: './test',
              message: 'Only tests import test/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // No text in JSX: every string a visitor reads comes from the catalogues.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    plugins: { local },
    rules: { 'local/no-untranslated-jsx': 'error' },
  },
  {
    // The zod schemas run at build time; the browser may import their types, never their values
    // (zod would add about 15 KB to every page).
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/**/schema.ts', 'src/**/*Schema.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/schema.ts', 'zod'],
              allowTypeImports: true,
              message: 'Import only types from the schemas in browser code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain (src/domain/README.md) is what the browser, the server and the publisher share:
    // it knows nothing of them, of React or of Redux. Its tests may use the fixtures and the store.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: [
                './src/app',
                './src/features',
                './src/state',
                './src/components',
                './src/admin',
                './server',
                './scripts',
                './test',
              ],
              message: 'The domain imports only src/lib, src/config and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts', 'src/**/schema.ts', 'src/**/*Schema.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/schema.ts', 'zod'],
              allowTypeImports: true,
              message: 'Import only types from the schemas in browser code.',
            },
            {
              group: ['react', 'react-*', 'react-dom/*', '@reduxjs/*', 'formik'],
              message: 'The domain is free of React and Redux: the server and the publisher import it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
