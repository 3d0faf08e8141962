// The guest cart merged into the customer's Magento cart at login and registration (issue 23 item 2, decision 029):
// each guest line is added to `carts/mine` (quantities add up on an identical line, Magento's addProduct; a bike keeps
// its bundle options) and only then taken out of the guest cart, so a failure loses nothing: a line that could not move
// stays in the guest cart and is named to the shopper. A line is added once per guest line whatever happens (a claim
// per line, across instances with Redis), so a retried login — an answer that never arrived, a second tab — adds
// nothing twice. Afterwards the browser's cart is the customer's (`cartId=mine`).
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { BIKE_MODELS } from '../../common/bike-models';
import { cartIdSchema } from '../api/api-validation';
import type { ApiDeps } from '../api/deps';
import { CUSTOMER_CART_ID, customerCartClient, ensureCustomerCart } from '../api/customer-cart';
import { mpath, type MagentoClient } from '../magento/magento.client';
import type { MagentoCart, MagentoCartItem } from '../magento/magento.types';
import { UpstreamError } from '../magento/upstream-error';
import { requestCookie } from '../security/request-cookies';

export interface LineLeftBehind {
  name: string;
  qty: number;
}

/** What the login answer tells the browser about its cart. */
export interface CartSwitch {
  cartId: typeof CUSTOMER_CART_ID;
  /** Guest lines now in the customer's cart. */
  merged: number;
  /** Guest lines that could not be added (sold out, no longer sold, Magento failing); they stay in the guest cart. */
  leftBehind: LineLeftBehind[];
}

/** The cart cookie the shop runtime reads (src/lib/shop-cookies.ts): readable by the page, 30 days, SameSite=Lax. */
export const CART_COOKIE = 'cartId';
const CART_COOKIE_MS = 30 * 24 * 3600_000;

/** The bikes' bundle SKUs, longest first ('FOLT 200-S' before a shorter one it starts with). */
const BUNDLE_SKUS = BIKE_MODELS.map((model) => model.sku).sort((a, b) => b.length - a.length);

/**
 * The product SKU to add a cart line as: a dynamic-SKU bundle's line SKU is the bundle's SKU and its selections' SKUs
 * joined with '-' (Bundle/Model/Product/Type::getSku), which is no product; the bundle itself is added with its options.
 */
export function productSkuOfLine(item: MagentoCartItem): string {
  const sku = item.sku ?? '';
  if (item.product_type !== 'bundle') return sku;
  const lower = sku.toLowerCase();
  const known = BUNDLE_SKUS.find((bike) => lower === bike.toLowerCase() || lower.startsWith(`${bike.toLowerCase()}-`));
  return known ?? sku;
}

/** The line's options as Magento wants them back on an add (only a bundle's are kept; the shop sells no others). */
function productOptionOf(item: MagentoCartItem): { extension_attributes: { bundle_options: unknown[] } } | undefined {
  const ext = (item.product_option as { extension_attributes?: { bundle_options?: unknown } } | undefined)?.extension_attributes;
  const bundle = ext?.bundle_options;
  if (!Array.isArray(bundle) || bundle.length === 0) return undefined;
  const options = bundle.flatMap((option) => {
    const o = option as { option_id?: unknown; option_qty?: unknown; option_selections?: unknown };
    if (typeof o.option_id !== 'number' || !Array.isArray(o.option_selections)) return [];
    return [{ option_id: o.option_id, option_qty: typeof o.option_qty === 'number' ? o.option_qty : 1, option_selections: o.option_selections }];
  });
  return options.length ? { extension_attributes: { bundle_options: options } } : undefined;
}

function setCartCookie(deps: ApiDeps, res: Response): void {
  res.cookie(CART_COOKIE, CUSTOMER_CART_ID, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: deps.config.publicUrl.startsWith('https://'),
    maxAge: CART_COOKIE_MS,
  });
}

/** The shop's cart cookies (spec §3) emptied: a logout leaves no cart, order or payment of the person behind. */
export function clearShopCookies(res: Response): void {
  for (const name of [CART_COOKIE, 'orderId', 'paymentToken', 'couponCode']) res.clearCookie(name, { path: '/' });
}

/**
 * Makes the customer's Magento cart the browser's cart, with the guest cart's lines merged into it. Never throws for
 * the merge itself: the login stands, and what did not move is reported. Throws only when the customer's cart cannot
 * be had at all (then the browser keeps its guest cart: the cookie is not touched).
 */
export async function switchToCustomerCart(deps: ApiDeps, req: Request, res: Response, token: string, store: string, log: Logger): Promise<CartSwitch> {
  const customer = customerCartClient(deps.magentoAs(token), () => {});
  const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
  const quoteId = await ensureCustomerCart(customer, store, deadlineAt);
  const guestId = requestCookie(req, CART_COOKIE);
  const result: CartSwitch = { cartId: CUSTOMER_CART_ID, merged: 0, leftBehind: [] };
  if (guestId && cartIdSchema.safeParse(guestId).success) {
    const lines = await guestLines(deps.magento, store, guestId, deadlineAt, log);
    for (const item of lines) {
      const moved = await moveLine(deps, customer, store, guestId, quoteId, item, log);
      if (moved) result.merged += 1;
      else result.leftBehind.push({ name: item.name ?? item.sku ?? '', qty: Number(item.qty ?? 0) });
    }
    log.info({ merged: result.merged, leftBehind: result.leftBehind.length }, 'guest cart merged into the customer cart');
  }
  setCartCookie(deps, res);
  return result;
}

/** The lines of an active guest cart; none for an unknown or ordered one (its payment return is the guest's). */
async function guestLines(magento: MagentoClient, store: string, guestId: string, deadlineAt: number, log: Logger): Promise<MagentoCartItem[]> {
  try {
    const cart = await magento.rest<MagentoCart>({ method: 'GET', store, path: mpath`/V1/guest-carts/${guestId}`, deadlineAt });
    if (!cart || cart.is_active !== true || !(cart.items ?? []).length) return [];
    const listed = await magento.rest<MagentoCartItem[]>({ method: 'GET', store, path: mpath`/V1/guest-carts/${guestId}/items`, deadlineAt });
    return Array.isArray(listed) ? listed.filter((item) => typeof item.item_id === 'number' && item.sku) : [];
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 404) return [];
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'guest cart not read for the merge');
    throw err;
  }
}

/**
 * One guest line into the customer's cart, then out of the guest cart. The add runs under a claim of that guest line:
 * a second merge of the same line (a retried login) gets the first one's result instead of adding it again; a failed
 * add releases the claim, so the next login tries that line again.
 */
async function moveLine(
  deps: ApiDeps,
  customer: MagentoClient,
  store: string,
  guestId: string,
  quoteId: number,
  item: MagentoCartItem,
  log: Logger,
): Promise<boolean> {
  const option = productOptionOf(item);
  try {
    await deps.placeOrder.placeOnce(`cart-merge:${guestId}:${item.item_id}`, 'merge', async () => {
      await customer.rest<unknown>({
        method: 'POST',
        store,
        path: mpath`/V1/guest-carts/${CUSTOMER_CART_ID}/items`,
        body: { cartItem: { sku: productSkuOfLine(item), qty: item.qty, quote_id: String(quoteId), ...(option ? { product_option: option } : {}) } },
      });
      return 'added';
    });
  } catch (err) {
    log.info({ err: err instanceof Error ? err.message : String(err) }, 'guest line not merged; it stays in the guest cart');
    return false;
  }
  try {
    await deps.magento.rest<unknown>({ method: 'DELETE', store, path: mpath`/V1/guest-carts/${guestId}/items/${item.item_id as number}` });
  } catch (err) {
    // Added but still in the guest cart: the claim keeps a later merge from adding it again.
    if (!(err instanceof UpstreamError && err.status === 404))
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'merged guest line not removed');
  }
  return true;
}
