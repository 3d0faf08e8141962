// The shopper's cart as GET /api/cart and GET /api/cart/totals answer it, read in one place: the /api router sends it
// to the browser, and the page render of the cart and the checkout puts the same answer in their HTML (decision record
// 024), so a server-rendered cart is exactly what the browser would have loaded.
import type { Logger } from 'pino';
import type { Cart } from '../../common/contract/cart.schema';
import type { Totals } from '../../common/contract/totals.schema';
import type { Language } from '../config';
import { mapAddress, mapCart, mapTotals } from '../magento/cart.mapper';
import { mpath } from '../magento/magento.client';
import type { MagentoAddress, MagentoCart, MagentoCartItem, MagentoTotals } from '../magento/magento.types';
import { fetchStock } from '../magento/stock-status';
import { UpstreamError } from '../magento/upstream-error';
import { ApiError, ErrorText, isCartNotFound } from './api-envelope';
import { cartIdSchema, storeFor } from './api-validation';
import { CUSTOMER_CART_ID } from './customer-cart';
import type { ApiDeps } from './deps';
import { cartLines, listCartItems, namedCartItem, readStoreNames, totalsInStoreView } from './store-names';

/**
 * GET /api/cart's answer: the cart in the store view of `locale`, its lines named in that language and, for parts,
 * their stock. Throws what Magento refused (UpstreamError) or an ApiError for an answer that is not a cart.
 */
export async function readCart(deps: ApiDeps, cartId: string, locale: Language, logger: Logger, magento = deps.magento): Promise<Cart> {
  const store = storeFor(deps.config, locale);
  const cart = await magento.rest<MagentoCart>({ method: 'GET', store, path: mpath`/V1/guest-carts/${cartId}` });
  if (!cart || typeof cart !== 'object') throw new ApiError(502, ErrorText.invalidFormat);
  // A configured bike's selections live only in GET …/items (the cart prints its items without product_option), so a
  // cart with a bundle line asks for that list too. A cart that turned inactive in between has none to give.
  const hasBundle = cart.is_active === true && (cart.items ?? []).some((item) => item.product_type === 'bundle');
  const listed: MagentoCartItem[] = hasBundle ? await listCartItems(magento, cartId, store) : [];
  const mapped = mapCart(cart, cartId, listed);
  if (cartId === CUSTOMER_CART_ID && !mapped.billing_address) mapped.billing_address = await savedAddressOf(magento, store, logger);
  const names = await readStoreNames(deps, locale, cartLines(mapped.items));
  mapped.items = mapped.items.map((item) => namedCartItem(names, item));
  await attachLineStock(deps, mapped, store, logger);
  return mapped;
}

interface CustomerAddressRecord {
  id?: unknown;
  firstname?: unknown;
  lastname?: unknown;
  company?: unknown;
  street?: unknown;
  city?: unknown;
  postcode?: unknown;
  country_id?: unknown;
  telephone?: unknown;
  region?: { region?: unknown; region_code?: unknown; region_id?: unknown } | null;
  region_id?: unknown;
  default_billing?: unknown;
  default_shipping?: unknown;
}

/**
 * The checkout's street lines are street, then house number (src/machines/checkout/billing-address.ts); an address
 * book entry written as one line ("Oudegracht 120", Magento's own forms allow that) is split at its house number.
 */
function checkoutStreet(lines: string[]): string[] {
  if (lines.length !== 1) return lines;
  const match = /^(.*\D)\s+(\d+\s*[A-Za-z]?(?:[-\s]?\w{1,4})?)$/.exec(lines[0]!.trim());
  return match ? [match[1]!.trim(), match[2]!] : lines;
}

/**
 * The customer's saved address for a cart that has none yet: the default billing address (else the default shipping
 * one) of `GET /V1/customers/me`, with the account's e-mail, in the cart's address shape — what Magento's own storefront
 * puts on a customer's quote (Quote::assignCustomer with the default addresses), so the checkout opens filled in.
 * Null when the customer has none or it cannot be read (the checkout then starts empty, as for a guest).
 */
async function savedAddressOf(magento: ApiDeps['magento'], store: string, logger: Logger): Promise<Cart['billing_address']> {
  try {
    const me = await magento.rest<{ email?: unknown; default_billing?: unknown; default_shipping?: unknown; addresses?: CustomerAddressRecord[] }>({
      method: 'GET',
      store,
      path: mpath`/V1/customers/me`,
      auth: 'integration',
    });
    const addresses = Array.isArray(me?.addresses) ? me.addresses : [];
    const pick =
      addresses.find((a) => a.default_billing === true || String(a.id) === String(me.default_billing)) ??
      addresses.find((a) => a.default_shipping === true || String(a.id) === String(me.default_shipping));
    if (!pick) return null;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    const regionId = typeof pick.region?.region_id === 'number' && pick.region.region_id > 0 ? pick.region.region_id : undefined;
    return mapAddress({
      firstname: text(pick.firstname),
      lastname: text(pick.lastname),
      company: text(pick.company),
      street: Array.isArray(pick.street) ? checkoutStreet(pick.street.filter((line): line is string => typeof line === 'string')) : undefined,
      city: text(pick.city),
      postcode: text(pick.postcode),
      country_id: text(pick.country_id),
      telephone: text(pick.telephone),
      region: text(pick.region?.region),
      region_code: text(pick.region?.region_code),
      region_id: regionId,
      email: text(me.email),
    } as MagentoAddress);
  } catch (err) {
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, "customer's saved address not read");
    return null;
  }
}

/** GET /api/cart/totals's answer: the totals with their lines named in the store view of `locale`. */
export async function readTotals(deps: ApiDeps, cartId: string, locale: Language, magento = deps.magento): Promise<Totals> {
  const store = storeFor(deps.config, locale);
  const [totals, listed] = await Promise.all([
    magento.rest<MagentoTotals>({ method: 'GET', store, path: mpath`/V1/guest-carts/${cartId}/totals` }),
    listCartItems(magento, cartId, store),
  ]);
  if (!totals || typeof totals !== 'object' || Array.isArray(totals)) throw new ApiError(502, ErrorText.invalidFormat);
  return totalsInStoreView(deps, locale, mapTotals(totals), listed);
}

/**
 * Magento keeps a line whose stock fell below its qty and answers GET cart as before (REST's CartItemInterface has no
 * item errors); only place-order refuses it. So the cart reads the lines' stock itself, in one GraphQL call, and the
 * browser explains the line before checkout. Bikes are built to order: their lines are not asked about.
 */
async function attachLineStock(deps: ApiDeps, cart: Cart, store: string, logger: Logger): Promise<void> {
  const skus = cart.items.filter((item) => item.product_type !== 'bundle' && item.sku).map((item) => item.sku as string);
  if (skus.length === 0) return;
  try {
    const stock = await fetchStock(deps.magento, store, skus, Date.now() + deps.config.upstreamTimeoutMs);
    for (const item of cart.items) {
      const info = item.sku ? stock.get(item.sku) : undefined;
      if (info?.stock_status) item.stock = { stock_status: info.stock_status, only_x_left_in_stock: info.only_x_left_in_stock };
    }
  } catch (err) {
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'cart stock not loaded');
  }
}

/**
 * What a page render knows of the shopper's cart: `ready` (an active cart with its totals, as the API answers them),
 * `none` (no cart cookie, or a cart Magento does not know: the empty cart), or `client` (Magento slow or failing, an
 * ordered cart, a payment under way: the browser loads the cart as it did before pages carried it).
 */
export type ShopperCart =
  | {
      status: 'ready';
      cartId: string;
      cart: Cart;
      totals: Totals;
      /** What GET /api/config tells the browser and the page needs before the shop runtime runs. */
      config: { defaultCoupon: string | null; productMediaUrl: string };
    }
  | { status: 'none' }
  | { status: 'client' };

/** Reads the cart a cart cookie names for a page render, within `renderUpstreamTimeoutMs`. */
export type ShopperCartReader = (cartId: string | undefined, locale: Language) => Promise<ShopperCart>;

export function createShopperCartReader(deps: ApiDeps, logger: Logger = deps.logger): ShopperCartReader {
  const read = async (cartId: string, locale: Language): Promise<ShopperCart> => {
    try {
      // The answers of GET /api/cart then GET /api/cart/totals, as the browser asks them (src/lib/api/shop-api.ts).
      const cart = await readCart(deps, cartId, locale, logger);
      // An ordered cart waits for its payment's return or is cleared: the cart machine decides that in the browser.
      if (cart.is_active === false) return { status: 'client' };
      const totals = await readTotals(deps, cartId, locale);
      const config = { defaultCoupon: deps.config.defaultCoupon, productMediaUrl: `${deps.mediaBaseUrl}catalog/product` };
      return { status: 'ready', cartId, cart, totals, config };
    } catch (err) {
      if (err instanceof UpstreamError && isCartNotFound(err)) return { status: 'none' };
      logger.warn({ route: 'ssr.cart', err: err instanceof Error ? err.message : String(err) }, 'cart for server rendering failed: the browser loads it');
      return { status: 'client' };
    }
  };
  return async (cartId, locale) => {
    if (cartId === undefined || cartId === '') return { status: 'none' };
    // The logged-in customer's cart (customer-cart.ts) is read by the browser with its session: the loading notice.
    if (cartId === CUSTOMER_CART_ID) return { status: 'client' };
    // A cookie that cannot name a cart is no cart (the browser's cart machine would ask Magento and be told the same).
    if (!cartIdSchema.safeParse(cartId).success) return { status: 'none' };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<ShopperCart>((resolve) => {
      timer = setTimeout(() => {
        logger.warn({ route: 'ssr.cart', waitedMs: deps.config.renderUpstreamTimeoutMs }, 'cart for server rendering: Magento too slow');
        resolve({ status: 'client' });
      }, deps.config.renderUpstreamTimeoutMs);
    });
    try {
      return await Promise.race([read(cartId, locale), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
