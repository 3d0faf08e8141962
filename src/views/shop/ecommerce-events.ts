// The shop's e-commerce events for the tag manager (issue 9): view_item, add_to_cart, begin_checkout, purchase.
// The tag manager module loads on demand and sends nothing without the visitor's consent; purchase is sent once per
// order even when the confirmation is opened again.
import { inBrowser } from '../../lib/browser';
import type { EcommerceData, PurchaseData } from '../../lib/tag-manager';

export function trackEcommerce(event: 'purchase', data: PurchaseData): void;
export function trackEcommerce(event: 'view_item' | 'add_to_cart' | 'begin_checkout', data: EcommerceData): void;
export function trackEcommerce(event: 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase', data: EcommerceData | PurchaseData): void {
  if (!inBrowser()) return;
  void import('../../lib/tag-manager')
    .then(({ track }) => track(event as 'view_item', data))
    .catch(() => {});
}
