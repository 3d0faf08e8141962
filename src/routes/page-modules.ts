// Which module renders each page, and the table of every page's view chunk (Vite's import.meta.glob of the views):
// loaded with the first client navigation or preload, not before the first render (page-components.ts imports the
// served page's view by the chunk URL and export the server's HTML names), and read by the server to link a page's CSS
// and preload its chunk (docs/decisions/039-first-render-javascript-budgets.md).
import { pageIds, pageLayout, type PageId } from '../locales/paths';
import type { PageModule } from './page-components';

// The focus move after a client navigation (main.tsx) comes with this table, which every navigation to another page
// loads: not part of the first render, and there by the time the new page has rendered.
export { focusNewPageHeading } from '../lib/page-focus';

const modules = import.meta.glob<PageModule>(['../views/**/*-page.tsx', '../views/marketing/*/*.page.tsx']);

/** Page → [module path relative to this folder, exported component]. Marketing pages are found by convention. */
const specific: Partial<Record<PageId, readonly [string, string]>> = {
  'customer-login': ['../views/account/login-page.tsx', 'LoginPage'],
  'admin-login': ['../views/account/login-page.tsx', 'LoginPage'],
  configurator: ['../views/configurator/configurator-page.tsx', 'ConfiguratorPage'],
  'configurator-model': ['../views/configurator/configurator-model-page.tsx', 'ConfiguratorModelPage'],
  shop: ['../views/shop/shop-list-page.tsx', 'ShopListPage'],
  'shop-product': ['../views/shop/product-page.tsx', 'ProductPage'],
  'shop-cart': ['../views/order/cart-page.tsx', 'CartPage'],
  'shop-checkout': ['../views/order/checkout-page.tsx', 'CheckoutPage'],
  'shop-confirmed': ['../views/order/confirmation-page.tsx', 'ConfirmationPage'],
  'shop-order-lookup': ['../views/order/order-lookup-page.tsx', 'OrderLookupPage'],
  'customer-orders': ['../views/account/customer-orders-page.tsx', 'CustomerOrdersPage'],
  'customer-register': ['../views/account/register-page.tsx', 'RegisterPage'],
  'customer-forgot-password': ['../views/account/password-forgot-page.tsx', 'PasswordForgotPage'],
  'customer-reset-password': ['../views/account/password-reset-page.tsx', 'PasswordResetPage'],
  'customer-settings': ['../views/account/account-settings-page.tsx', 'AccountSettingsPage'],
  'customer-bikes': ['../views/account/my-bikes-page.tsx', 'MyBikesPage'],
  'customer-addresses': ['../views/account/address-book-page.tsx', 'AddressBookPage'],
  admin: ['../views/admin/dashboard-page.tsx', 'AdminDashboardPage'],
  'admin-bikes': ['../views/admin/bikes-page.tsx', 'AdminBikesPage'],
  'admin-bike-edit': ['../views/admin/bike-edit-page.tsx', 'AdminBikeEditPage'],
  'admin-orders': ['../views/admin/orders-page.tsx', 'AdminOrdersPage'],
  'admin-order-view': ['../views/admin/order-view-page.tsx', 'AdminOrderViewPage'],
  'admin-parts': ['../views/admin/parts-page.tsx', 'AdminPartsPage'],
  'admin-shop': ['../views/admin/shop-page.tsx', 'AdminShopPage'],
  'admin-leads': ['../views/admin/leads-page.tsx', 'AdminLeadsPage'],
  'admin-customers': ['../views/admin/customers-page.tsx', 'AdminCustomersPage'],
  'admin-customer-view': ['../views/admin/customer-view-page.tsx', 'AdminCustomerViewPage'],
  'admin-coupons': ['../views/admin/coupons-page.tsx', 'AdminCouponsPage'],
  'admin-audit': ['../views/admin/audit-page.tsx', 'AdminAuditPage'],
  'admin-print-bike': ['../views/admin/print-bike-page.tsx', 'AdminPrintBikePage'],
};

/**
 * The page's view module (relative to this folder) and its exported component: its own module (above), else a
 * marketing page's src/views/marketing/<page id>/<page id>.page.tsx exporting `Page` (with its own catalogue).
 * Either also exports the page's H1 and description (page-components.ts pageHead).
 */
function pageModule(id: PageId): readonly [string, string] {
  const found = specific[id] ?? ([`../views/marketing/${id}/${id}.page.tsx`, 'Page'] as const);
  if (!(found[0] in modules)) throw new Error(`page-modules: no view module for ${id}`);
  return found;
}

/** The page's view module as a Vite manifest key (src/…) and its exported component, for the server's HTML. */
export function pageView(id: PageId): readonly [key: string, name: string] {
  const [path, name] = pageModule(id);
  return [`src/${path.replace(/^\.\.\//, '')}`, name];
}

/** The page's view module and the name of its component's export. */
export async function importPageModule(id: PageId): Promise<readonly [module: PageModule, name: string]> {
  const [path, name] = pageModule(id);
  return [await modules[path]!(), name];
}

// Every page has its view: an entry above that names a missing file stops the server's start.
for (const id of pageIds) pageModule(id);

/** The view module of a page as a Vite manifest key (src/…), for the server to link its CSS and chunk. */
export function pageModuleKey(id: PageId): string {
  return pageView(id)[0];
}

/** The module of a page's layout when it is not the default one (route-tree.tsx loads those lazily), as a manifest key. */
export function layoutModuleKey(id: PageId): string | null {
  const layout = pageLayout(id);
  return layout === 'default' ? null : `src/views/layouts/${layout}-layout.tsx`;
}
