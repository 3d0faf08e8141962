// Quantity (1–99) and Add to cart: sends `item.add` to the shop runtime's cart actor, whose machine adds it and shows
// the 'Cart item added' toast. The button says "Adding…" until the cart emits the add's outcome, so a double click adds
// once. A click while the cart is still reading itself (every page load) or busy with another change is not lost: the
// cart machine queues the add and sends it when the cart is free; a click before the runtime has started waits for it.
import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { loadShopRuntime, useShopRuntime, type ShopRuntime } from '../shared/shop-runtime';
import { toastError } from '../shared/toast';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

/** A typed quantity as a whole number within 1–99, or 1–`max` when fewer are left (anything unreadable is 1). */
export function clampQuantity(value: string | number, max = MAX_QUANTITY): number {
  const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(number)) return MIN_QUANTITY;
  return Math.min(Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, max)), Math.max(MIN_QUANTITY, Math.trunc(number)));
}

/** `maxQuantity`: what Magento says is left, when it says (at or below its threshold). */
export function AddToCart({ sku, price, maxQuantity = MAX_QUANTITY }: { sku: string; price?: number | null; maxQuantity?: number }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const runtime = useShopRuntime();
  const [quantity, setQuantity] = useState(String(MIN_QUANTITY));
  // From the click until the cart has sent the item (or the runtime failed to start). Only the shopper's own add makes
  // the button wait: the cart being busy otherwise (reading itself after the page loaded) used to swallow the click.
  const [adding, setAdding] = useState(false);
  const max = Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, maxQuantity));
  const qty = clampQuantity(quantity, max);

  const add = (event: FormEvent) => {
    event.preventDefault();
    setQuantity(String(qty));
    if (adding) return;
    setAdding(true);
    // The add and its analytics event load on the click (the shop runtime has usually brought them already): they are
    // not part of the product page's first render (docs/decisions/037-first-render-javascript.md).
    const send = (ready: ShopRuntime) => {
      void import('../../machines/cart/cart-add')
        .then(({ addToCart }) => addToCart(ready.cart, { sku, qty }))
        .then(
          () => setAdding(false),
          () => {
            setAdding(false);
            void toastError(i18n);
          },
        );
      void import('./ecommerce-events').then(({ trackEcommerce }) =>
        trackEcommerce('add_to_cart', {
          value: (price ?? 0) * qty,
          items: [{ item_id: sku, quantity: qty, ...(price !== null && price !== undefined ? { price } : {}) }],
        }),
      );
    };
    // The click's own task only marks the button busy (a double click still adds once); the cart's work (its machines
    // and the request) runs in the next task, so the two do not add up to one long task on a slow phone.
    if (runtime) setTimeout(() => send(runtime), 0);
    else
      loadShopRuntime().then(send, () => {
        setAdding(false);
        void toastError(i18n);
      });
  };

  const step = (delta: number) => setQuantity(String(clampQuantity(qty + delta, max)));

  return (
    <form className="add-to-cart" onSubmit={add}>
      <label htmlFor={`${id}-qty`} className="add-to-cart-label">
        {t`Quantity`}
      </label>
      <div className="quantity-input">
        <button type="button" onClick={() => step(-1)} disabled={qty <= MIN_QUANTITY} aria-label={t`Decrease quantity`}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={`${id}-qty`}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={max}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          onBlur={() => setQuantity(String(qty))}
        />
        <button type="button" onClick={() => step(1)} disabled={qty >= max} aria-label={t`Increase quantity`}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <button type="submit" className="button add-to-cart-button" aria-disabled={adding || undefined} aria-busy={adding || undefined}>
        {adding ? t`Adding…` : t`Add to cart`}
      </button>
    </form>
  );
}
