// What the account pages do when a login or registration switched the browser's cart to the customer's Magento cart
// (server/auth/cart-merge.ts, decision 029): a running shop cart adopts it at once (the cookie already names it for a
// shop that starts later), and guest lines that could not move are named to the shopper, with their quantities.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CartSwitch } from '../../lib/api/account-api';
import { runningShopRuntime } from '../shared/shop-runtime';
import { showToast } from '../shared/toast';

const LEFT_BEHIND = msg`These items could not be moved to your account's cart. Add them again, or ask us about them:`;

export function followCartSwitch(cart: CartSwitch, i18n: I18n): void {
  runningShopRuntime()?.cart.send({ type: 'cart.adopt', cartId: cart.cartId });
  if (cart.leftBehind.length === 0) return;
  const lines = cart.leftBehind.map(({ qty, name }) => i18n._(msg`${qty} × ${name}`)).join(', ');
  void showToast({ type: 'error', message: i18n._(LEFT_BEHIND), description: lines, duration: Infinity });
}
