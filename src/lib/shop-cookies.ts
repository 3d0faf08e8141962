// The shop's session cookies of spec §3 (cartId, orderId, paymentToken, couponCode). Only the shop runtime loads
// this module, so js-cookie is not part of a marketing page's first render.
import Cookies from 'js-cookie';
import type { CartSession } from '../machines/cart/cart.types';

export type ShopCookie = 'cartId' | 'orderId' | 'paymentToken' | 'couponCode';

/** A guest cart lives 30 days in Magento by default; the cookie should not outlive it by much. */
const SHOP_COOKIE_DAYS = 30;

export interface ShopCookies {
  get(name: ShopCookie): string | null;
  /** '' or null empties the cookie. */
  set(name: ShopCookie, value: string | null): void;
  readSession(): CartSession;
  clearSession(): void;
}

export function createShopCookies(secure = typeof location !== 'undefined' && location.protocol === 'https:'): ShopCookies {
  const get = (name: ShopCookie) => Cookies.get(name) || null;
  const set = (name: ShopCookie, value: string | null) => {
    if (value) Cookies.set(name, value, { expires: SHOP_COOKIE_DAYS, sameSite: 'Lax', path: '/', secure });
    else Cookies.remove(name, { path: '/' });
  };
  return {
    get,
    set,
    readSession: () => ({ cartId: get('cartId'), paymentToken: get('paymentToken'), orderId: get('orderId') }),
    clearSession: () => {
      set('cartId', null);
      set('paymentToken', null);
      set('orderId', null);
    },
  };
}
