import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// TY (Tagalog) is the wire code; lingui, Intl and <html lang> use `fil`. See DECISIONS.md "Languages".
// Catalogues are split so first paint carries only the shell's messages: the error catalogue loads with
// src/i18n/errorMessages.ts, and a feature's catalogue with its screens (its chunk merges it into lingui).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['fil', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [
        '<rootDir>/src/features/auth/**',
        '<rootDir>/src/features/member/**',
        '<rootDir>/src/features/money/**',
        '<rootDir>/src/features/promotions/**',
        '<rootDir>/src/features/agent/**',
        '<rootDir>/src/i18n/errorMessages.ts',
        '<rootDir>/src/features/home/**',
        '<rootDir>/src/features/games/**',
        '<rootDir>/src/lib/categories.ts',
        '<rootDir>/src/ui/GameTile.tsx',
      ],
    },
    { path: '<rootDir>/src/i18n/errors/{locale}', include: ['<rootDir>/src/i18n/errorMessages.ts'] },
    { path: '<rootDir>/src/features/auth/locales/{locale}', include: ['<rootDir>/src/features/auth'] },
    { path: '<rootDir>/src/features/member/locales/{locale}', include: ['<rootDir>/src/features/member'] },
    { path: '<rootDir>/src/features/money/locales/{locale}', include: ['<rootDir>/src/features/money'] },
    { path: '<rootDir>/src/features/agent/locales/{locale}', include: ['<rootDir>/src/features/agent'] },
    {
      path: '<rootDir>/src/features/promotions/locales/{locale}',
      include: ['<rootDir>/src/features/promotions'],
    },
    // Home and games text loads with their lazy screens, so it stays out of the first-paint budget.
    {
      path: '<rootDir>/src/i18n/games/{locale}',
      include: [
        '<rootDir>/src/features/home',
        '<rootDir>/src/features/games',
        '<rootDir>/src/lib/categories.ts',
        '<rootDir>/src/ui/GameTile.tsx',
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
