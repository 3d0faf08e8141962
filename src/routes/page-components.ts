// Which view renders each page; loaded lazily so every page is its own chunk.
import { lazyRouteComponent } from '@tanstack/react-router';
import type { PageId } from '../locales/paths';

type Loader = ReturnType<typeof lazyRouteComponent>;

const standard = lazyRouteComponent(() => import('../views/pages/standard-page'), 'StandardPage');

const login = lazyRouteComponent(() => import('../views/pages/login-page'), 'LoginPage');

const specific: Partial<Record<PageId, Loader>> = {
  'customer-login': login,
  'admin-login': login,
  configurator: lazyRouteComponent(() => import('../views/configurator/configurator-page'), 'ConfiguratorPage'),
  'configurator-model': lazyRouteComponent(() => import('../views/configurator/configurator-model-page'), 'ConfiguratorModelPage'),
  shop: lazyRouteComponent(() => import('../views/shop/shop-list-page'), 'ShopListPage'),
  'shop-product': lazyRouteComponent(() => import('../views/shop/product-page'), 'ProductPage'),
  'shop-cart': lazyRouteComponent(() => import('../views/shop/cart-page'), 'CartPage'),
  'shop-checkout': lazyRouteComponent(() => import('../views/shop/checkout-page'), 'CheckoutPage'),
  'shop-confirmed': lazyRouteComponent(() => import('../views/shop/confirmation-page'), 'ConfirmationPage'),
};

// A marketing page is found by convention: src/views/marketing/<page id>/<page id>.page.tsx exporting `Page`
// (its copy has its own catalogue beside it, see src/locales/page-catalogs.ts).
const marketing = import.meta.glob<Record<string, unknown>>('../views/marketing/*/*.page.tsx');

function marketingPage(id: PageId): Loader | undefined {
  const load = marketing[`../views/marketing/${id}/${id}.page.tsx`];
  return load ? lazyRouteComponent(load as () => Promise<{ Page: () => React.ReactNode }>, 'Page') : undefined;
}

export function pageComponent(id: PageId): Loader {
  return specific[id] ?? marketingPage(id) ?? standard;
}
