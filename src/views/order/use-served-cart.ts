// The cart the server rendered the cart or checkout page with (their route loader's data, decision record 024).
import { useLoaderData } from '@tanstack/react-router';
import type { ServedCart } from '../../machines/cart/served-cart';

/** Null after a client navigation (the browser's loader gives none): the shop runtime's cart is shown then. */
export function useServedCart(): ServedCart | null {
  const loaded = useLoaderData({ strict: false }) as { data?: ServedCart } | null | undefined;
  return loaded?.data ?? null;
}
