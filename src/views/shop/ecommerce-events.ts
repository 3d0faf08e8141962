// The shop's e-commerce events for the tag manager (issue 9): view_item, add_to_cart, begin_checkout, purchase.
// The tag manager module loads on demand and sends nothing without the visitor's consent; purchase is sent once per
// order even when the confirmation is opened again. Sent by the wiring and by machine actions, not by page effects:
// view_item of a product that came with its page when the page has rendered (reportServedProduct, main.tsx), of a
// product loaded in the browser when its product-loading actor has it; add_to_cart on the click; begin_checkout and
// purchase by the checkout's and the order confirmation's machines (through the shop runtime's effects).
import { inBrowser } from '../../lib/browser';
import type { EcommerceData, PurchaseData } from '../../lib/tag-manager';
import type { PageId } from '../../locales/paths';
import type { ProductDetailData } from './product-cards';
import type { ProductPageData } from './shop-page-data';

export function trackEcommerce(event: 'purchase', data: PurchaseData): void;
export function trackEcommerce(event: 'view_item' | 'add_to_cart' | 'begin_checkout', data: EcommerceData): void;
export function trackEcommerce(event: 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase', data: EcommerceData | PurchaseData): void {
  if (!inBrowser()) return;
  void import('../../lib/tag-manager').then(({ track }) => track(event as 'view_item', data)).catch(() => {});
}

/** view_item of the product a product page shows. */
export function trackViewItem(product: Pick<ProductDetailData, 'sku' | 'name' | 'price'>): void {
  trackEcommerce('view_item', {
    value: product.price ?? 0,
    items: [{ item_id: product.sku, item_name: product.name, price: product.price ?? undefined, quantity: 1 }],
  });
}

/** view_item of a product page whose product came with the page (its route loader's data: server render or payload). */
export function reportServedProduct(page: { pageId: PageId | null; loaderData: unknown }): void {
  if (page.pageId !== 'shop-product') return;
  const data = (page.loaderData as { data?: ProductPageData } | null | undefined)?.data;
  if (data?.status === 'ready') trackViewItem(data.product);
}
