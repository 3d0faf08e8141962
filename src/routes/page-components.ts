// Which view renders each page; loaded lazily so every page is its own chunk. The module of each page is also
// known by path (pageModuleKeys), so the server can link the page's own CSS and preload its chunk in the HTML
// instead of letting it arrive with the JavaScript (which shifts the layout).
import { lazyRouteComponent } from '@tanstack/react-router';
import { pageLayout, type PageId } from '../locales/paths';

type Loader = ReturnType<typeof lazyRouteComponent>;
type PageModule = Record<string, unknown>;

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

const standard = ['../views/pages/standard-page.tsx', 'StandardPage'] as const;

/** A marketing page: src/views/marketing/<page id>/<page id>.page.tsx exporting `Page`, with its own catalogue. */
function pageModule(id: PageId): readonly [string, string] {
  const own = specific[id];
  if (own) return own;
  const marketing = `../views/marketing/${id}/${id}.page.tsx`;
  return marketing in modules ? [marketing, 'Page'] : standard;
}

for (const [id, [path]] of Object.entries(specific)) {
  if (!(path in modules)) throw new Error(`page-components: ${id} names ${path}, which does not exist`);
}

const loaders = new Map<string, Loader>();

export function pageComponent(id: PageId): Loader {
  const [path, name] = pageModule(id);
  const key = `${path}#${name}`;
  let loader = loaders.get(key);
  if (!loader) {
    loader = lazyRouteComponent(modules[path] as () => Promise<Record<string, () => React.ReactNode>>, name);
    loaders.set(key, loader);
  }
  return loader;
}

/** The view module of a page as a Vite manifest key (src/…), for the server to link its CSS and chunk. */
export function pageModuleKey(id: PageId): string {
  return `src/${pageModule(id)[0].replace(/^\.\.\//, '')}`;
}

/** The module of a page's layout when it is not the default one (route-tree.tsx loads those lazily), as a manifest key. */
export function layoutModuleKey(id: PageId): string | null {
  const layout = pageLayout(id);
  return layout === 'default' ? null : `src/views/layouts/${layout}-layout.tsx`;
}
