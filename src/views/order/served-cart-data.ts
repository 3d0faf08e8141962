// The cart and checkout pages' data during server rendering (decision record 024), a chunk of its own: the shopper's
// cart as the server's cart reader answers it (GET /api/cart and /api/cart/totals, checked against the same contract
// the browser checks), its lines rebuilt with their products as the cart machine's enrichment does, and on the
// checkout the address form the checkout starts with. Anything unexpected leaves the cart to the browser.
import { cartSchema } from '../../../common/contract/cart.schema';
import { productListSchema } from '../../../common/contract/product.schema';
import { totalsSchema } from '../../../common/contract/totals.schema';
import { z } from '../../../common/zod-mini';
import type { Lang } from '../../locales/paths';
import { toLookupSkus } from '../../machines/cart/bundle-sku';
import { rebuildItems } from '../../machines/cart/cart-store';
import type { ServedCart } from '../../machines/cart/served-cart';
import { toAddressForm } from '../../machines/checkout/billing-address';
import { toShopProducts } from '../../machines/product-loading/products';

const readySchema = z.object({
  status: z.literal('ready'),
  cartId: z.string(),
  cart: cartSchema,
  totals: totalsSchema,
  config: z.object({ defaultCoupon: z.nullable(z.string()), productMediaUrl: z.string() }),
});
const productAnswerSchema = z.object({ success: z.literal(true), data: productListSchema });

export interface ServedCartArgs {
  /** The server's cart reader for the page's language (server/api/cart-read.ts). */
  read: (lang: Lang) => Promise<unknown>;
  /** GET /api/magento/products in-process, for the lines' products. */
  products?: (query: Record<string, string>) => Promise<unknown>;
  lang: Lang;
  /** The checkout: also the address form it starts with. */
  withAddressForm: boolean;
}

export async function loadServedCart({ read, products, lang, withAddressForm }: ServedCartArgs): Promise<ServedCart> {
  // Whatever goes wrong reading the cart, the page renders: the browser then loads the cart as before.
  const answer = await read(lang).catch(() => null);
  if ((answer as { status?: unknown } | null)?.status === 'none') return { status: 'none' };
  const parsed = readySchema.safeParse(answer);
  if (!parsed.success) return { status: 'client' };
  const { cartId, cart, totals, config } = parsed.data;
  // The cart machine's enrichment (cart.live.ts loadItemProducts): the lines' products by base SKU; without them the
  // lines are rebuilt all the same (rebuildWithoutProducts).
  const skus = toLookupSkus(cart.items);
  let found: ReturnType<typeof toShopProducts> = [];
  if (skus.length > 0 && products) {
    const listed = productAnswerSchema.safeParse(await products({ 'sku:in': skus.join(',') }).catch(() => null));
    if (listed.success) found = toShopProducts(listed.data.data.items);
  }
  const served: ServedCart = { status: 'ready', cartId, cart: { ...cart, items: rebuildItems(cart.items, found) }, totals, config };
  if (withAddressForm) served.addressForm = toAddressForm(cart.billing_address, lang);
  return served;
}
