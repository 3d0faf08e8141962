// The configurator machine bound to the shop: the bundle loaded through the shop API, the configuration written to
// the URL and the configured bike handed to the cart actor (the replaced line first, then the new one).
import { fromPromise, type ActorRefFrom } from 'xstate';
import { toBaseSku } from '../cart/bundle-sku';
import type { cartMachine } from '../cart/cart.machine';
import { addToCart } from '../cart/cart-add';
import type { ShopEffects } from '../shop-effects';
import type { AddToCartParams, BundleCartItem, CartItemSummary } from './configurator.cart';
import { createBundleProductLoader } from './configurator.loader';
import { configuratorMachine, type UpdateUrlParams } from './configurator.machine';

export interface ConfiguratorDeps {
  /** Replaces the URL's `o` parameter without a history entry (the page compares before it writes). */
  replaceConfigurationParam(configuration: string): void;
  /** Hands the configured bike to the cart (sendBikeToCart does the sending). */
  addToCart(item: BundleCartItem, summary: CartItemSummary): void;
}

export function provideConfiguratorMachine(effects: Pick<ShopEffects, 'api'>, deps: ConfiguratorDeps) {
  return configuratorMachine.provide({
    actors: { loadBundleProduct: fromPromise(createBundleProductLoader(effects.api.products)) },
    actions: {
      updateUrl: (_args: unknown, params: UpdateUrlParams) => deps.replaceConfigurationParam(params.configuration),
      addToCart: (_args: unknown, params: AddToCartParams) => deps.addToCart(params.item, params.summary),
    },
  });
}

export type CartActor = Pick<ActorRefFrom<typeof cartMachine>, 'send' | 'on' | 'getSnapshot'>;

export type CartAddOutcome = 'added' | 'failed';

/**
 * Whether a cart line may be replaced by this configuration: it must be in the cart and be the same model. A
 * `?replace=` id comes from the URL, and a link someone shared must never remove a line of the receiver's cart.
 */
export function canReplaceLine(cart: CartActor, itemId: number | null, sku: string): boolean {
  if (itemId === null) return false;
  const line = (cart.getSnapshot().context.cart?.items ?? []).find((item) => item.item_id === itemId);
  const lineSku = line ? (toBaseSku(line.full_sku ?? line.sku ?? '') ?? line.sku) : null;
  return lineSku !== null && lineSku.toLowerCase() === sku.toLowerCase();
}

/**
 * Sends the bike to the cart actor (item.remove for the line it replaces, then item.add) and resolves with the add's
 * outcome, which the cart emits once it has sent it: 'added', or 'failed' when the add failed or the cart was cleared
 * first (the cart shows the toast either way).
 */
export async function sendBikeToCart(cart: CartActor, item: BundleCartItem, summary: CartItemSummary): Promise<CartAddOutcome> {
  if (canReplaceLine(cart, summary.replacesItemId, summary.sku)) cart.send({ type: 'item.remove', itemId: summary.replacesItemId! });
  return (await addToCart(cart, item)) === 'applied' ? 'added' : 'failed';
}
