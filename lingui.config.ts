// Lingui: English source messages, catalogues per language in PO files; Dutch is the shop's default language.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['nl', 'en', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/node_modules/**'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
