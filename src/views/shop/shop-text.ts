// The shop's errors and notices in the page's language. A code (common/contract/error-codes.ts) becomes words once,
// here; a failed request is worded as spec §8 says ('API error: …', 'Request failed: …') around them. A code the shop
// has no words for ('unknown': Magento's own message, a proxy's status text; an account code) gets the shop's own
// general words with a next step (issue 20 item 6): Magento's text is in English on a Dutch or German page (the
// store view's language pack decides, not the shop), so it never reaches the shopper; it stays in ShopError.text for the log.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode, ShopErrorCode } from '../../../common/contract/error-codes';
import { STOCK_ERROR_CODES } from '../../../common/contract/stock-error-codes';
import type { ShopNotice } from '../../machines/shop-effects';
import type { ShopError } from '../../machines/shop-error';

export const SHOP_ERROR_MESSAGES: Readonly<Record<Exclude<ShopErrorCode, 'unknown'>, MessageDescriptor>> = {
  'request.timeout': msg`Request timed out. Please try again.`,
  'request.failed': msg`Request failed. Please try again.`,
  'request.invalid': msg`Invalid request`,
  'response.invalid': msg`Invalid response format`,
  'shop.unavailable': msg`The shop is temporarily unavailable. Please try again.`,
  'not-found': msg`Not found`,
  internal: msg`Something went wrong. Please try again.`,
  'cart.not-found': msg`Cart not found`,
  'cart.already-ordered': msg`This cart has already been ordered`,
  'cart.item-not-found': msg`Cart item not found`,
  'cart.empty': msg`The cart is empty`,
  'cart.qty-not-available': msg`The requested quantity is not in stock.`,
  'cart.product-not-available': msg`This product is sold out.`,
  'cart.option-not-available': msg`One of the parts you chose is sold out. Please choose another one.`,
  'order.stock-changed': msg`Some items in your cart are no longer in stock in the quantity you chose. Please check your cart.`,
  'coupon.rejected': msg`Could not apply coupon`,
  'product.not-found': msg`Product not found`,
  'order.not-found': msg`Order not found`,
  'order.comments-failed': msg`Failed to fetch order comments`,
  'order.comment-failed': msg`Failed to submit comment`,
  'order.cart-changed': msg`The cart changed while the order was being placed. Please check your cart and try again.`,
  'order.in-progress': msg`The order is still being placed. Please wait a moment and try again.`,
  'order.lookup-no-match': msg`We could not find an order with these details. Check the order number, the e-mail address and the postcode of the billing address.`,
  'order.lookup-too-many': msg`Too many attempts to find an order. Please wait a few minutes and try again.`,
  'checkout.no-shipping-method': msg`No shipping method is available for this address`,
  'payment.start-failed': msg`Could not start the payment. Please try again.`,
  'payment.not-found': msg`Payment not found`,
  network: msg`The connection failed. Check your internet connection and try again.`,
  'request.aborted': msg`Request aborted`,
  'checkout.no-payment-methods': msg`No payment methods available`,
  'checkout.payment-method-required': msg`Choose a payment method.`,
  'payment.failed': msg`Payment failed. Please try again.`,
};

/** A code the shop has no words for: never the server's own (English) text, but what to do next. */
const UNWORDED_ERROR = msg`The shop could not do this just now. Please try again in a moment; if it keeps happening, call or e-mail us.`;

/** The link in the "added" toast. */
export const VIEW_CART = msg`View cart`;

export const SHOP_NOTICE_MESSAGES: Readonly<Record<ShopNotice, MessageDescriptor>> = {
  'cart.item-added': msg`Cart item added`,
  'cart.updated': msg`Cart updated`,
  'cart.items-deleted': msg`Cart items deleted`,
};

const shopMessages: Readonly<Partial<Record<ErrorCode, MessageDescriptor>>> = SHOP_ERROR_MESSAGES;

/** The words of a shop code; undefined for a code the shop has none for. */
export function shopCodeText(i18n: I18n, code: ErrorCode): string | undefined {
  const descriptor = shopMessages[code];
  return descriptor ? i18n._(descriptor) : undefined;
}

/** An error in the page's language: the code's words (else its text), prefixed as spec §8 words a failed request. */
export function shopErrorText(i18n: I18n, error: ShopError): string {
  const reason = shopCodeText(i18n, error.code) ?? i18n._(UNWORDED_ERROR);
  if (STOCK_ERROR_CODES.has(error.code)) return reason;
  if (error.via === 'api') return i18n._(msg`API error: ${reason}`);
  if (error.via === 'request') return i18n._(msg`Request failed: ${reason}`);
  return reason;
}

export function shopNoticeText(i18n: I18n, notice: ShopNotice): string {
  return i18n._(SHOP_NOTICE_MESSAGES[notice]);
}
