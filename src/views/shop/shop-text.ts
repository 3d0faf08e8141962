// Shopper-facing texts that arrive at runtime as the spec's English strings (machine errors, server error texts,
// toast messages) translated into the page's language. Unknown texts are shown as they are: a server text we
// do not know yet is still better than nothing.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const known: Record<string, MessageDescriptor> = {
  // Spec §8: machines and toasts.
  'Request timed out. Please try again.': msg`Request timed out. Please try again.`,
  'Invalid response format': msg`Invalid response format`,
  'Product not found': msg`Product not found`,
  'Payment failed. Please try again.': msg`Payment failed. Please try again.`,
  'Failed to fetch order comments': msg`Failed to fetch order comments`,
  'Failed to submit comment': msg`Failed to submit comment`,
  'Cart item added': msg`Cart item added`,
  'Cart updated': msg`Cart updated`,
  'Cart items deleted': msg`Cart items deleted`,
  'No payment methods available': msg`No payment methods available`,
  'Request aborted': msg`Request aborted`,
  'Failed to fetch': msg`The connection failed. Check your internet connection and try again.`,
  // The server's texts (server/api/api-envelope.ts ErrorText).
  'The shop is temporarily unavailable. Please try again.': msg`The shop is temporarily unavailable. Please try again.`,
  'Request failed. Please try again.': msg`Request failed. Please try again.`,
  'Invalid request': msg`Invalid request`,
  'Not found': msg`Not found`,
  'Cart not found': msg`Cart not found`,
  'This cart has already been ordered': msg`This cart has already been ordered`,
  'Cart item not found': msg`Cart item not found`,
  'The cart is empty': msg`The cart is empty`,
  'Could not apply coupon': msg`Could not apply coupon`,
  'Order not found': msg`Order not found`,
  'The cart changed while the order was being placed. Please check your cart and try again.': msg`The cart changed while the order was being placed. Please check your cart and try again.`,
  'The order is still being placed. Please wait a moment and try again.': msg`The order is still being placed. Please wait a moment and try again.`,
  'No shipping method is available for this address': msg`No shipping method is available for this address`,
  'Could not start the payment. Please try again.': msg`Could not start the payment. Please try again.`,
  'Payment not found': msg`Payment not found`,
  'Something went wrong. Please try again.': msg`Something went wrong. Please try again.`,
};

const prefixes: Array<[string, (i18n: I18n, rest: string) => string]> = [
  ['Request failed: ', (i18n, reason) => i18n._(msg`Request failed: ${reason}`)],
  ['API error: ', (i18n, reason) => i18n._(msg`API error: ${reason}`)],
];

/** The text in the page's language: known texts translated, 'Request failed: …' / 'API error: …' with a translated reason. */
export function translateShopText(i18n: I18n, text: string): string {
  const descriptor = known[text];
  if (descriptor) return i18n._(descriptor);
  for (const [prefix, render] of prefixes) {
    if (text.startsWith(prefix)) return render(i18n, translateShopText(i18n, text.slice(prefix.length)));
  }
  return text;
}
