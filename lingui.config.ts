import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// TY (Tagalog) is the wire code; lingui, Intl and <html lang> use `fil`. See DECISIONS.md "Languages".
export default defineConfig({
  sourceLocale: 'en',
  locales: ['fil', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
