// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Imports flow one way: app -> features -> {api, stores, ui, lib}; a feature never imports a sibling feature.
// Each outside library enters through one file (ARCHITECTURE.md, STYLE.md habits 1-2).
const zones = [
  { target: './src/features', from: './src/app', message: 'features must not import the app shell' },
  ...['api', 'stores', 'ui', 'lib', 'i18n'].flatMap((layer) => [
    { target: `./src/${layer}`, from: './src/app', message: `${layer} must not import the app shell` },
    { target: `./src/${layer}`, from: './src/features', message: `${layer} must not import features` },
  ]),
  { target: './src/lib', from: './src/stores', message: 'lib is below stores' },
  { target: './src/lib', from: './src/ui', message: 'lib is below ui' },
  {
    target: './src/api/contract',
    from: './src',
    except: ['./api/contract'],
    message: 'the contract stands alone (no DOM, no app code)',
  },
  { target: './src', from: './server', message: 'the app never imports the server' },
  {
    target: './server',
    from: './src',
    except: ['./api/contract'],
    message: 'the server shares only the contract',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'src/i18n/locales/*.ts',
      'src/i18n/games/*.ts',
      'src/i18n/errors/*.ts',
      'src/features/*/locales/*.ts',
      'server/db/migrations',
      '.data',
      '.lighthouseci',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ofetch', message: 'Only src/api/client.ts imports ofetch.' },
            { name: 'idb-keyval', message: 'Only src/lib/db.ts imports idb-keyval.' },
            { name: 'dompurify', message: 'Only the sanitising component imports dompurify.' },
          ],
          patterns: [{ group: ['workbox-*', '!workbox-window'], message: 'workbox lives only in sw/.' }],
        },
      ],
    },
  },
  { files: ['src/api/client.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['src/lib/db.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['src/ui/SafeHtml.tsx'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['sw/**'], rules: { 'no-restricted-imports': 'off' } },
);
