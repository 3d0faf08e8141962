// Lingui: English source messages, catalogues per language in PO files; Dutch is the shop's default language.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Keep in step with CatalogArea and areaDir in src/locales/catalog-areas.ts (folders under src/views). */
const AREAS = ['shop', 'order', 'configurator', 'admin', 'account', 'marketing-kit', 'marketing-kit/forms'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['nl', 'en', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    // Everything shared (layouts, page titles) loads with every page of a language.
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/node_modules/**', '<rootDir>/src/views/marketing/**', ...AREAS.map((area) => `<rootDir>/src/views/${area}/**`)],
    },
    // The texts of the shop (browsing), the order (cart, checkout, confirmation; also shown in the customer area and
    // the back office), the configurator, the back office, the customer area, the marketing kit and the lead forms
    // load with their pages only (src/locales/catalog-areas.ts says which page needs which).
    ...AREAS.map((area) => ({
      path: `<rootDir>/src/views/${area}/locales/{locale}`,
      include: [`<rootDir>/src/views/${area}/`],
      // An area inside another (the forms in the marketing kit) has its own catalogue.
      exclude: ['**/*.test.*', ...AREAS.filter((inner) => inner.startsWith(`${area}/`)).map((inner) => `<rootDir>/src/views/${inner}/**`)],
    })),
    // A marketing page's own copy lives beside it and loads with that page only (src/locales/page-catalogs.ts),
    // so the long texts of forty pages never weigh on another page's first render.
    {
      path: '<rootDir>/src/views/marketing/{name}/locales/{locale}',
      include: ['<rootDir>/src/views/marketing/{name}/'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
