// What a customer's logout removes from this browser's storage besides the cookies the server empties (decision 029):
// the purchases the tag manager remembers having reported (order numbers of this browser's orders). Nothing else of
// the shopper is kept in storage: the cart, its address and the checkout live in Magento and in the page's memory.
import { SENT_PURCHASES_KEY } from './tag-manager';

export function forgetShopperData(): void {
  try {
    window.localStorage.removeItem(SENT_PURCHASES_KEY);
  } catch {
    // Storage blocked: then nothing was stored either.
  }
}
