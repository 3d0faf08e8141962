// Which areas' catalogues a page needs besides the shared one (kept free of Vite's import.meta.glob, so the size
// report and the server can ask it too; catalog-loaders.ts finds the files).
import type { PageId } from './paths';

export type CatalogArea = 'shop' | 'order' | 'configurator' | 'admin' | 'account' | 'marketing-kit' | 'forms';

/** The folder under src/views whose `locales/` holds an area's catalogue (lingui.config.ts declares the same). */
export function areaDir(area: CatalogArea): string {
  return area === 'forms' ? 'marketing-kit/forms' : area;
}

/**
 * Marketing pages that show a lead form (src/views/marketing-kit/forms, with its field and error texts); the list is
 * checked against the pages' imports by catalog-areas.test.ts, so a page that gains a form cannot miss its texts.
 */
export const FORM_PAGES: readonly PageId[] = [
  'become-dealer',
  'contact',
  'employer-plan',
  'maintenance-subscription',
  'testride',
  'vacancies',
  'vacancies-allrounder',
  'vacancies-intern',
  'vacancies-mechanic',
];

/**
 * The areas whose texts a page shows (catalog-areas.test.ts checks that each page lists every area its modules
 * reach): browsing the shop needs only the shop's texts, the cart, checkout and confirmation the order's as well;
 * the configurator's cart hand-over, the customer area and the back office show shop and order texts.
 */
export function areasOf(id: PageId): CatalogArea[] {
  if (id === 'shop' || id === 'shop-product') return ['shop'];
  if (id.startsWith('shop')) return ['shop', 'order'];
  if (id.startsWith('configurator')) return ['configurator', 'shop'];
  // The login form's failure texts (time-out, request failed) are the shop's.
  if (id === 'admin-login' || id === 'customer-login') return ['account', 'shop'];
  if (id.startsWith('admin')) return ['admin', 'account', 'shop', 'order'];
  if (id.startsWith('customer')) return ['account', 'shop', 'order'];
  // Marketing pages are built from the marketing kit; the shop's pages do not carry its texts.
  return FORM_PAGES.includes(id) ? ['marketing-kit', 'forms'] : ['marketing-kit'];
}
