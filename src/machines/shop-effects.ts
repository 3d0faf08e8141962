// What the live bindings (`*.live.ts`) of the shop machines need from the browser: the API, the session cookies,
// toasts, logging, navigation and the e-commerce events. The shop runtime builds one of these; tests of the bindings
// build fakes.
import type { ShopApi } from '../lib/api/shop-api';
import type { ShopCookies } from '../lib/shop-cookies';
import type { PurchaseData } from '../lib/tag-manager';
import type { ShopError } from './shop-error';

/** The success messages of spec §8 ('Cart item added', 'Cart updated', 'Cart items deleted'), by code. */
export const SHOP_NOTICES = ['cart.item-added', 'cart.updated', 'cart.items-deleted'] as const;
export type ShopNotice = (typeof SHOP_NOTICES)[number];

/** What a shop machine tells the shopper in passing: a success message or an error. */
export type ShopToast = { type: 'success'; notice: ShopNotice } | { type: 'error'; error: ShopError };

export interface ShopNavigation {
  /** Opens shop/confirmed?orderId=… in the current language. */
  toConfirmation(orderToken: string): void;
  /** A full page load of the payment provider's checkout. */
  toProvider(url: string): void;
  /** Sets (or with null removes) the URL's `coupon` parameter without a new history entry. */
  replaceCouponParam(coupon: string | null): void;
}

/** The e-commerce events the machines report (sent to the tag manager only with the visitor's consent). */
export interface ShopAnalytics {
  /** begin_checkout, with the cart's lines and total. */
  checkoutStarted(): void;
  /** purchase (sent once per order, also when the confirmation is opened again). */
  purchased(purchase: PurchaseData): void;
}

export interface ShopEffects {
  api: ShopApi;
  cookies: ShopCookies;
  /** Shows a toast in the page's language. */
  toast(toast: ShopToast): void;
  warn(message: string, details?: Record<string, unknown>): void;
  navigation: ShopNavigation;
  /** Empties the shop store: the cart actor's state and the cookies cartId, paymentToken and orderId. */
  clearStore(): void;
  /**
   * Asks the cart actor for a full refresh; with a cart id, of that cart (the payment return or a given-up payment
   * re-opened it, perhaps after the cart actor had already let the ordered cart go).
   */
  reloadCart(cartId?: string): void;
  analytics: ShopAnalytics;
}
