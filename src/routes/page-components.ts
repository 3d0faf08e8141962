// Which view renders each page; loaded lazily so every page is its own chunk. The table of every page's chunk
// (page-modules.ts) is not part of the first render: the page the server rendered is imported by the URL its HTML
// names (the loader's page-modules global, server/ssr/assets.ts), any other page through the table, which loads with
// the first client navigation or preload (docs/decisions/039-first-render-javascript-budgets.md). The server reads
// the table to link a page's CSS and preload its chunk in the HTML.
import { lazyRouteComponent } from '@tanstack/react-router';
import { resolvePublicPath, type PageId } from '../locales/paths';

type Loader = ReturnType<typeof lazyRouteComponent>;
export type PageComponent = () => React.ReactNode;

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

const standard = ['../views/pages/standard-page.tsx', 'StandardPage'] as const;

/**
 * Where a page's view may be, in order: its own module (above), else a marketing page's
 * src/views/marketing/<page id>/<page id>.page.tsx exporting `Page` (with its own catalogue), else the standard page.
 */
export function pageModuleCandidates(id: PageId): ReadonlyArray<readonly [string, string]> {
  const own = specific[id];
  return own ? [own] : [[`../views/marketing/${id}/${id}.page.tsx`, 'Page'], standard];
}

/**
 * The served page (the document's own path) and its view chunk's URL by manifest key (src/…), as the server's HTML
 * names it; none in development and on the server. Only that page's candidates are looked up there: another page
 * whose own module is not in it may still have one (the standard page's chunk served for one page is not another's).
 */
const served: { id: PageId | undefined; hrefs: Readonly<Record<string, string>> } =
  typeof window === 'undefined'
    ? { id: undefined, hrefs: {} }
    : { id: resolvePublicPath(window.location.pathname)?.id, hrefs: (window as { __pageModules?: Record<string, string> }).__pageModules ?? {} };

async function importPage(id: PageId): Promise<{ default: PageComponent }> {
  for (const [path, name] of id === served.id ? pageModuleCandidates(id) : []) {
    const href = served.hrefs[`src/${path.replace(/^\.\.\//, '')}`];
    if (href) return { default: ((await import(/* @vite-ignore */ href)) as Record<string, PageComponent>)[name]! };
  }
  const { importPageComponent } = await import('./page-modules');
  return { default: await importPageComponent(id) };
}

const loaders = new Map<PageId, Loader>();

export function pageComponent(id: PageId): Loader {
  let loader = loaders.get(id);
  if (!loader) {
    loader = lazyRouteComponent(() => importPage(id));
    loaders.set(id, loader);
  }
  return loader;
}
