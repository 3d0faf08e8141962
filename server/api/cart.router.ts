// Cart calls of spec §7 (cart, totals, items, coupon, payment methods, shipping regions), each rebuilt from validated
// input into one named Magento call (contract B §4–5); answers never carry internal ids. The cart `mine` is the
// logged-in customer's (customer-cart.ts): the same calls on Magento's carts/mine routes with the customer's token.
import { Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Language } from '../config';
import type { CountryRegions } from '../../common/contract/checkout.schema';
import { mapCartItem, mapPaymentMethods } from '../magento/cart.mapper';
import { mpath } from '../magento/magento.client';
import type { MagentoCart, MagentoCartItem, MagentoTotals } from '../magento/magento.types';
import { UpstreamError } from '../magento/upstream-error';
import type { CouponRefusal } from '../../common/contract/coupon.schema';
import type { Envelope } from '../../common/contract/envelope.schema';
import { ApiError, ErrorText, isCartNotFound, NO_STORE, REFERENCE_CACHE_CONTROL, sendData } from './api-envelope';
import { readCouponRules, refusalOf } from './coupon-rules';
import { cartLines, namedCartItem, readStoreNames } from './store-names';
import { readCart, readTotals } from './cart-read';
import { apiHandler } from './api-handler';
import {
  cartIdSchema,
  countryIdSchema,
  couponCodeSchema,
  idInQuery,
  parseInput,
  positiveIntId,
  publicQueryOf,
  qtySchema,
  queryOf,
  skuSchema,
  storeFor,
  withLocale,
} from './api-validation';
import type { ApiDeps } from './deps';
import { cartAccess, CUSTOMER_CART_ID, ensureCustomerCart, sessionCustomer, shopperCartIdSchema } from './customer-cart';

export const cartQuerySchema = z.object({ cartId: shopperCartIdSchema, ...withLocale });
export const localeQuerySchema = z.object({ ...withLocale });

const bundleOption = z.object({
  option_id: positiveIntId,
  option_qty: z.number().int().min(1).max(999),
  option_selections: z.array(positiveIntId).min(1).max(50),
});
const productOption = z.object({
  extension_attributes: z.object({
    bundle_options: z.array(bundleOption).max(50).optional(),
    configurable_item_options: z
      .array(z.object({ option_id: z.string().regex(/^\d{1,10}$/), option_value: positiveIntId }))
      .max(50)
      .optional(),
    custom_options: z
      .array(z.object({ option_id: z.string().regex(/^\d{1,10}$/), option_value: z.string().max(255) }))
      .max(50)
      .optional(),
  }),
});
export const addItemBodySchema = z.object({
  cartItem: z.object({ sku: skuSchema, qty: qtySchema, product_option: productOption.optional() }),
});
export const updateItemBodySchema = z.object({ cartItem: z.object({ item_id: positiveIntId, qty: qtySchema }) });
export const deleteItemQuerySchema = z.object({ cartId: shopperCartIdSchema, itemId: idInQuery, ...withLocale });
export const couponBodySchema = z.object({ coupon: couponCodeSchema });
export const regionsQuerySchema = z.object({ countryId: countryIdSchema, ...withLocale });

/** Magento's refusal of a code (CouponManagement::set: NoSuchEntityException "The coupon code isn't valid…"). */
const COUPON_NOT_VALID = "The coupon code isn't valid. Verify the code and try again.";
const isCouponRefusal = (err: unknown): boolean => err instanceof UpstreamError && err.status === 404 && err.magentoMessage === COUPON_NOT_VALID;

/** Coupon answers: an unknown cart stays "Cart not found"; anything else Magento refuses is the spec's text. */
const couponErrors = (err: UpstreamError) => (isCartNotFound(err) ? undefined : new ApiError(400, ErrorText.couponRejected));

export function createCartRouter(deps: ApiDeps): Router {
  const router = Router();
  const { magento } = deps;

  /** One line's answer (add, change) named in the page's store view. */
  const namedItem = async (locale: Language, item: MagentoCartItem) => {
    const mapped = mapCartItem(item);
    return namedCartItem(await readStoreNames(deps, locale, cartLines([mapped])), mapped);
  };

  /** A cart change must make an earlier place-order claim stale; losing that signal must not fail the change. */
  const changed = async (cartId: string, log: Logger) => {
    try {
      await deps.placeOrder.cartChanged(cartId);
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'cart version not recorded');
    }
  };

  router.get(
    '/cart',
    apiHandler(deps, 'cart.get', async (req, res) => {
      const q = parseInput(cartQuerySchema, queryOf(req));
      const cart = cartAccess(deps, req, res, q.cartId);
      sendData(res, await readCart(deps, q.cartId, q.locale, (res.locals.log as Logger | undefined) ?? deps.logger, cart.magento));
    }),
  );

  router.post(
    '/cart',
    apiHandler(deps, 'cart.create', async (req, res) => {
      const q = parseInput(localeQuerySchema, queryOf(req));
      // A logged-in customer's new cart is their Magento cart (POST /V1/carts/mine answers the one they have, if any).
      if (sessionCustomer(deps, req)) {
        const cart = cartAccess(deps, req, res, CUSTOMER_CART_ID);
        await ensureCustomerCart(cart.magento, storeFor(deps.config, q.locale));
        sendData(res, CUSTOMER_CART_ID);
        return;
      }
      const id = await magento.rest<unknown>({ method: 'POST', store: storeFor(deps.config, q.locale), path: mpath`/V1/guest-carts` });
      if (typeof id !== 'string' || !cartIdSchema.safeParse(id).success) throw new ApiError(502, ErrorText.invalidFormat);
      sendData(res, id);
    }),
  );

  router.get(
    '/cart/totals',
    apiHandler(deps, 'cart.totals', async (req, res) => {
      const q = parseInput(cartQuerySchema, queryOf(req));
      sendData(res, await readTotals(deps, q.cartId, q.locale, cartAccess(deps, req, res, q.cartId).magento));
    }),
  );

  router.post(
    '/cart/items',
    apiHandler(deps, 'cart.items.add', async (req, res, log) => {
      const q = parseInput(cartQuerySchema, queryOf(req));
      const { cartItem } = parseInput(addItemBodySchema, req.body ?? {});
      const cart = cartAccess(deps, req, res, q.cartId);
      const item = await cart.magento.rest<MagentoCartItem>({
        method: 'POST',
        store: storeFor(deps.config, q.locale),
        path: mpath`/V1/guest-carts/${q.cartId}/items`,
        body: { cartItem: { ...cartItem, quote_id: q.cartId } },
      });
      await changed(cart.claimKey, log);
      if (!item || typeof item !== 'object') throw new ApiError(502, ErrorText.invalidFormat);
      sendData(res, await namedItem(q.locale, item));
    }),
  );

  router.put(
    '/cart/item',
    apiHandler(deps, 'cart.item.update', async (req, res, log) => {
      const q = parseInput(cartQuerySchema, queryOf(req));
      const { cartItem } = parseInput(updateItemBodySchema, req.body ?? {});
      const cart = cartAccess(deps, req, res, q.cartId);
      const item = await cart.magento.rest<MagentoCartItem>({
        method: 'PUT',
        store: storeFor(deps.config, q.locale),
        path: mpath`/V1/guest-carts/${q.cartId}/items/${cartItem.item_id}`,
        body: { cartItem: { item_id: cartItem.item_id, qty: cartItem.qty, quote_id: q.cartId } },
      });
      await changed(cart.claimKey, log);
      if (!item || typeof item !== 'object') throw new ApiError(502, ErrorText.invalidFormat);
      sendData(res, await namedItem(q.locale, item));
    }),
  );

  router.delete(
    '/cart/item',
    apiHandler(deps, 'cart.item.delete', async (req, res, log) => {
      const q = parseInput(deleteItemQuerySchema, queryOf(req));
      const cart = cartAccess(deps, req, res, q.cartId);
      const ok = await cart.magento.rest<unknown>({
        method: 'DELETE',
        store: storeFor(deps.config, q.locale),
        path: mpath`/V1/guest-carts/${q.cartId}/items/${q.itemId}`,
      });
      await changed(cart.claimKey, log);
      sendData(res, ok === true);
    }),
  );

  router.put(
    '/cart/coupon',
    apiHandler(
      deps,
      'cart.coupon',
      async (req, res, log) => {
        const q = parseInput(cartQuerySchema, queryOf(req));
        const { coupon } = parseInput(couponBodySchema, req.body ?? {});
        const store = storeFor(deps.config, q.locale);
        const cart = cartAccess(deps, req, res, q.cartId);
        // An empty code removes the coupon (the browser then falls back to the default coupon, spec §4).
        let ok: unknown;
        try {
          ok = coupon
            ? await cart.magento.rest<unknown>({ method: 'PUT', store, path: mpath`/V1/guest-carts/${q.cartId}/coupons/${coupon}` })
            : await cart.magento.rest<unknown>({ method: 'DELETE', store, path: mpath`/V1/guest-carts/${q.cartId}/coupons` });
        } catch (err) {
          if (!coupon || !isCouponRefusal(err)) throw err;
          // Magento saved the cart without its earlier coupon before refusing this one (CouponManagement::set).
          await changed(cart.claimKey, log);
          const refusal = await explainRefusal(cart.magento, store, q.cartId, coupon, log);
          log.info({ route: 'cart.coupon', reason: refusal.reason }, 'coupon refused');
          res.setHeader('Cache-Control', NO_STORE);
          res.status(400).json({ success: false, data: refusal, error: ErrorText.couponRejected } satisfies Envelope<CouponRefusal>);
          return;
        }
        await changed(cart.claimKey, log);
        sendData(res, ok === true);
      },
      couponErrors,
    ),
  );

  /**
   * Why the cart refused the code, read from the rule behind it and the cart (coupon-rules.ts); 'not-valid' when that
   * cannot be read: the refusal itself stands either way.
   */
  async function explainRefusal(cartClient: ApiDeps['magento'], store: string, cartId: string, code: string, log: Logger): Promise<CouponRefusal> {
    try {
      const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
      const found = await readCouponRules(magento, store, code, deadlineAt);
      if (found.coupons.length === 0) return { reason: 'unknown' };
      const cart = await cartClient.rest<MagentoCart>({ method: 'GET', store, path: mpath`/V1/guest-carts/${cartId}`, deadlineAt });
      const totals = await cartClient.rest<MagentoTotals>({ method: 'GET', store, path: mpath`/V1/guest-carts/${cartId}/totals`, deadlineAt });
      const lines = (cart?.items ?? []).flatMap((item) => (typeof item?.sku === 'string' ? [{ sku: item.sku, isBundle: item.product_type === 'bundle' }] : []));
      const subtotal = Number(totals?.subtotal_incl_tax);
      const today = new Date(deps.clock()).toISOString().slice(0, 10);
      return refusalOf(found, { lines, subtotalInclTax: Number.isFinite(subtotal) ? subtotal : 0 }, today);
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'coupon refusal not explained');
      return { reason: 'not-valid' };
    }
  }

  router.get(
    '/cart/payment-methods',
    apiHandler(deps, 'cart.payment-methods', async (req, res) => {
      const q = parseInput(cartQuerySchema, queryOf(req));
      const list = await cartAccess(deps, req, res, q.cartId).magento.rest<unknown>({
        method: 'GET',
        store: storeFor(deps.config, q.locale),
        path: mpath`/V1/guest-carts/${q.cartId}/payment-methods`,
      });
      if (!Array.isArray(list)) throw new ApiError(502, ErrorText.invalidFormat);
      sendData(res, mapPaymentMethods(list));
    }),
  );

  router.get(
    '/shipping-regions',
    apiHandler(deps, 'shipping-regions', async (req, res) => {
      const q = parseInput(regionsQuerySchema, publicQueryOf(req));
      const country = await magento.rest<{ id?: string; full_name_locale?: string; available_regions?: unknown }>({
        method: 'GET',
        store: storeFor(deps.config, q.locale),
        path: mpath`/V1/directory/countries/${q.countryId}`,
      });
      if (!country || typeof country !== 'object') throw new ApiError(502, ErrorText.invalidFormat);
      // Magento leaves available_regions out for countries without regions (contract B §5.7).
      const regions = Array.isArray(country.available_regions)
        ? (country.available_regions as { id?: unknown; code?: unknown; name?: unknown }[]).map((r) => ({
            id: String(r.id ?? ''),
            code: String(r.code ?? ''),
            name: String(r.name ?? ''),
          }))
        : [];
      sendData(
        res,
        {
          country_id: typeof country.id === 'string' ? country.id : q.countryId,
          full_name_locale: typeof country.full_name_locale === 'string' ? country.full_name_locale : null,
          available_regions: regions,
        } satisfies CountryRegions,
        REFERENCE_CACHE_CONTROL,
      );
    }),
  );

  return router;
}
