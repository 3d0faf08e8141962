// Checkout calls of spec §7: shipping (with the method chosen server-side), Mollie payment token, idempotent
// place-order returning an order token, start-transaction, process-payment and reset-cart (contract A §3–4, B §8.9).
import { createHash } from 'node:crypto';
import { Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { PaymentDetails, PaymentProcessResult } from '../../common/contract/checkout.schema';
import { mapPaymentMethods, mapTotals } from '../magento/cart.mapper';
import { mpath } from '../magento/magento.client';
import type { MagentoCart, MagentoShippingMethod, MagentoTotals } from '../magento/magento.types';
import { UpstreamError } from '../magento/upstream-error';
import { ApiError, ErrorText, isCartNotFound, sendData } from './api-envelope';
import { apiHandler } from './api-handler';
import { addressSchema, cartIdSchema, parseInput, paymentTokenSchema, queryOf, storeFor, withLocale, type AddressInput } from './api-validation';
import type { ApiDeps } from './deps';
import { cartAccess, CUSTOMER_CART_ID, customerClaimKey, sessionCustomer, shopperCartIdSchema } from './customer-cart';
import { createCartPaymentGuard, customerQuoteClaim, notePlacedQuote, parseOrderId, recallPlacedQuote } from './payment-state';
import { listCartItems, totalsInStoreView } from './store-names';

const cartQuery = z.object({ cartId: shopperCartIdSchema, ...withLocale });
const localeQuery = z.object({ ...withLocale });
const methodCode = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/);

export const shippingBodySchema = z.object({
  addressInformation: z.object({
    shipping_address: addressSchema,
    billing_address: addressSchema.optional(),
    shipping_carrier_code: methodCode.optional(),
    shipping_method_code: methodCode.optional(),
  }),
});

export const paymentInformationBodySchema = z
  .object({
    billingAddress: addressSchema,
    paymentMethodCode: methodCode,
    email: z.email().max(254).optional(),
    additionalData: z
      .object({
        selected_issuer: z
          .string()
          .regex(/^[A-Za-z0-9_]{1,64}$/)
          .optional(),
        card_token: z
          .string()
          .regex(/^[A-Za-z0-9_]{1,128}$/)
          .optional(),
        selected_terminal: z
          .string()
          .regex(/^[A-Za-z0-9_]{1,64}$/)
          .optional(),
      })
      .optional(),
  })
  .refine((b) => !!(b.email ?? b.billingAddress.email), { path: ['email'], message: 'email is required' });

export const startTransactionBodySchema = z.object({ token: paymentTokenSchema });
export const processPaymentBodySchema = z.object({ paymentToken: paymentTokenSchema });
export const resetCartBodySchema = z.object({ cartId: shopperCartIdSchema });

/** QuoteGraphQl's customerCart: the customer's active cart; its `id` is the quote's masked id (made when missing). */
const CUSTOMER_CART = `query CustomerCart {
  customerCart { id }
}`;

const PROCESS_TRANSACTION = `mutation ProcessTransaction($token: String!) {
  mollieProcessTransaction(input: { payment_token: $token }) {
    paymentStatus
    redirect_to_success_page
    redirect_to_cart
    cart { id }
  }
}`;

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

const graphqlPaymentErrors = (err: UpstreamError) => {
  const msg = err.graphqlErrors.map((e) => e.message).join(' ');
  if (/no order found/i.test(msg)) return new ApiError(404, ErrorText.paymentNotFound);
  if (err.graphqlErrors.some((e) => e.category === 'graphql-input')) return new ApiError(400, ErrorText.invalidRequest);
  return undefined;
};

const graphqlCartErrors = (err: UpstreamError) => {
  const msg = err.graphqlErrors.map((e) => e.message).join(' ');
  if (/cart/i.test(msg) && /(find|exist|such|cannot perform)/i.test(msg)) return new ApiError(404, ErrorText.cartNotFound);
  if (err.graphqlErrors.some((e) => e.category === 'graphql-input')) return new ApiError(400, ErrorText.invalidRequest);
  return undefined;
};

/**
 * Mollie's StartTransaction::execute takes the token's record from getByToken(), null for a token it does not know,
 * and calls getOrderId() on it: Magento answers that with 500 "Internal Error" (mollie/magento2
 * Webapi/StartTransaction.php, Model/PaymentTokenRepository.php). The shopper's token is unknown: 404, not our 502.
 */
function unknownPaymentToken(err: unknown): never {
  if (err instanceof UpstreamError && err.failure === 'http' && err.status === 500) throw new ApiError(404, ErrorText.paymentNotFound);
  throw err;
}

export function createCheckoutRouter(deps: ApiDeps): Router {
  const router = Router();
  const { magento } = deps;

  const { findOrderOfQuote, resetCart, resetCustomerCart, openPaymentOfCart, successOrderOfCart, hasStandingOrder, quoteHasStandingOrder, latestOrderOfQuote } =
    createCartPaymentGuard(deps);

  /** The order of a customer's quote, only when it is that customer's (GET /V1/orders with the integration token). */
  const customerOrderOfQuote = async (store: string, quoteId: number, customerId: number, deadlineAt: number): Promise<string | null> => {
    const order = await latestOrderOfQuote(store, quoteId, deadlineAt);
    const orderId = order && String(order.customer_id) === String(customerId) ? parseOrderId(order.entity_id) : null;
    return orderId ? deps.orderTokens.seal('order', orderId) : null;
  };

  const release = async (cartId: string, log: Logger) => {
    try {
      await deps.placeOrder.release(cartId);
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'place-order claim not released');
    }
  };

  router.post(
    '/cart/shipping',
    apiHandler(deps, 'cart.shipping', async (req, res, log) => {
      const q = parseInput(cartQuery, queryOf(req));
      const { addressInformation: info } = parseInput(shippingBodySchema, req.body ?? {});
      const store = storeFor(deps.config, q.locale);
      const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
      const cart = cartAccess(deps, req, res, q.cartId);
      let carrier = info.shipping_carrier_code;
      let method = info.shipping_method_code;
      if (!carrier || !method) {
        // The spec's checkout has no shipping-method step: take the first method Magento offers for the address
        // (Magento lists them in the carriers' configured sort order).
        const methods = await cart.magento.rest<MagentoShippingMethod[]>({
          method: 'POST',
          store,
          path: mpath`/V1/guest-carts/${q.cartId}/estimate-shipping-methods`,
          body: { address: info.shipping_address },
          deadlineAt,
        });
        if (!Array.isArray(methods)) throw new ApiError(502, ErrorText.invalidFormat);
        const pick = methods.find((m) => m && m.available !== false && m.carrier_code && m.method_code);
        if (!pick) throw new ApiError(400, ErrorText.noShippingMethod);
        carrier = pick.carrier_code as string;
        method = pick.method_code as string;
      }
      const details = await cart.magento.rest<{ payment_methods?: unknown; totals?: MagentoTotals }>({
        method: 'POST',
        store,
        path: mpath`/V1/guest-carts/${q.cartId}/shipping-information`,
        body: {
          addressInformation: {
            shipping_address: info.shipping_address,
            billing_address: info.billing_address ?? info.shipping_address,
            shipping_carrier_code: carrier,
            shipping_method_code: method,
          },
        },
        deadlineAt,
      });
      try {
        await deps.placeOrder.cartChanged(cart.claimKey);
      } catch (err) {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'cart version not recorded');
      }
      if (!details || typeof details !== 'object' || !details.totals || typeof details.totals !== 'object') {
        throw new ApiError(502, ErrorText.invalidFormat);
      }
      const listed = await listCartItems(cart.magento, q.cartId, store, deadlineAt);
      sendData(res, {
        payment_methods: mapPaymentMethods(details.payment_methods),
        totals: await totalsInStoreView(deps, q.locale, mapTotals(details.totals), listed),
        shipping_method: { carrier_code: carrier, method_code: method },
      } satisfies PaymentDetails);
    }),
  );

  router.get(
    '/cart/payment-token',
    apiHandler(deps, 'cart.payment-token', async (req, res) => {
      const q = parseInput(cartQuery, queryOf(req));
      const token = await cartAccess(deps, req, res, q.cartId).magento.rest<unknown>({
        method: 'GET',
        store: storeFor(deps.config, q.locale),
        path: mpath`/V1/guest-carts/${q.cartId}/mollie/payment-token`,
      });
      if (typeof token !== 'string' || !paymentTokenSchema.safeParse(token).success) throw new ApiError(502, ErrorText.invalidFormat);
      sendData(res, token);
    }),
  );

  router.post(
    '/cart/payment-information',
    apiHandler(deps, 'cart.payment-information', async (req, res) => {
      const q = parseInput(cartQuery, queryOf(req));
      const body = parseInput(paymentInformationBodySchema, req.body ?? {});
      const store = storeFor(deps.config, q.locale);
      const email = (body.email ?? body.billingAddress.email) as string;
      const billingAddress: AddressInput = { ...body.billingAddress, email };
      const fingerprint = createHash('sha256').update(canonical({ store, body })).digest('base64url');
      const cart = cartAccess(deps, req, res, q.cartId);
      const isCustomerCart = q.cartId === CUSTOMER_CART_ID;
      // A customer orders cart after cart under one name: the claim is per Magento quote, so the next cart's order is
      // not taken for a repeat of the last one. An ordered quote is no longer carts/mine: a repeat (the answer to the
      // first submit was lost) finds the quote its place-order noted, and so the first order's answer.
      let claimKey = cart.claimKey;
      let activeQuote = false;
      let quoteId = 0;
      if (isCustomerCart) {
        const quote = await cart.magento.rest<MagentoCart>({ method: 'GET', store, path: mpath`/V1/guest-carts/${q.cartId}` }).catch((err: unknown) => {
          if (err instanceof UpstreamError && isCartNotFound(err)) return null;
          throw err;
        });
        if (quote && typeof quote.id !== 'number') throw new ApiError(502, ErrorText.invalidFormat);
        // A quote without lines cannot be ordered: the checkout that submits showed the quote before it (ordered; a
        // new login made carts/mine a new, empty one), so the submit is a repeat of that order, never Magento's refusal.
        const orderable = quote && (quote.items ?? []).length > 0 ? quote : null;
        const placed = orderable ? null : await recallPlacedQuote(deps, cart.claimKey);
        if (orderable || (quote && placed?.quoteId === quote.id)) {
          activeQuote = true;
          quoteId = quote!.id as number;
        } else if (placed) {
          quoteId = placed.quoteId;
        } else {
          // No note (a day after the last place-order, as its claim): nothing ties this submit to an order any more. The
          // customer's newest order would be a guess (an old order shown as if just placed), and an empty cart is not
          // Magento's to refuse with a shipping-method error: a plain answer, and never an order.
          if (!quote) throw new ApiError(404, ErrorText.cartNotFound);
          throw new ApiError(400, ErrorText.cartEmpty);
        }
        claimKey = customerQuoteClaim(cart.claimKey, quoteId);
      }
      const token = await deps.placeOrder.placeOnce(claimKey, fingerprint, async () => {
        const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
        if (isCustomerCart) {
          if (!activeQuote) {
            // Ordered earlier (that call's answer was lost on the way, or the claim is gone): its order, never a second.
            const existing = await customerOrderOfQuote(store, quoteId, cart.customer!.id, deadlineAt);
            if (existing) return existing;
            throw new ApiError(404, ErrorText.cartNotFound);
          }
          // Never a second order for a quote Mollie re-activated while its order is paid or waits for its payment.
          if (await quoteHasStandingOrder(store, quoteId, deadlineAt).catch(() => false)) throw new ApiError(409, ErrorText.cartAlreadyOrdered);
          // Noted before the order is placed, so a repeat finds this quote even when this call's answer is lost. The
          // masked id (QuoteGraphQl's customerCart) is what Mollie's mollieRestoreCart takes to give the cart back.
          const masked = await cart.magento
            .graphql<{ customerCart?: { id?: unknown } | null }>({ store, query: CUSTOMER_CART, label: 'customerCart' })
            .then((data) => (typeof data.customerCart?.id === 'string' && cartIdSchema.safeParse(data.customerCart.id).success ? data.customerCart.id : null))
            .catch(() => null);
          await notePlacedQuote(deps, cart.claimKey, { quoteId, maskedId: masked });
        }
        // Never a second order (and payment) for a cart whose order is paid or waits for its payment (payment-state.ts).
        if (!isCustomerCart && (await hasStandingOrder(store, q.cartId, deadlineAt).catch(() => false))) throw new ApiError(409, ErrorText.cartAlreadyOrdered);
        let raw: unknown;
        try {
          // carts/mine/payment-information takes no e-mail (the customer's is on the quote); Magento ignores the key.
          raw = await cart.magento.rest<unknown>({
            method: 'POST',
            store,
            path: mpath`/V1/guest-carts/${q.cartId}/payment-information`,
            body: {
              email,
              paymentMethod: { method: body.paymentMethodCode, ...(body.additionalData ? { additional_data: body.additionalData } : {}) },
              billingAddress,
            },
            deadlineAt,
          });
        } catch (err) {
          // The customer's quote was ordered meanwhile (another instance without a shared claim): that order.
          if (isCustomerCart && err instanceof UpstreamError && isCartNotFound(err)) {
            const existing = await customerOrderOfQuote(store, quoteId, cart.customer!.id, deadlineAt).catch(() => null);
            if (existing) return existing;
          }
          // Unknown and already-ordered carts look the same on write routes; only GET tells them apart (B §2.2).
          if (!isCustomerCart && err instanceof Error && err.name === 'UpstreamError' && isCartNotFound(err as UpstreamError)) {
            const cart = await magento.rest<MagentoCart>({ method: 'GET', store, path: mpath`/V1/guest-carts/${q.cartId}`, deadlineAt }).catch(() => null);
            if (cart && cart.is_active === false) {
              // Already ordered (an earlier call timed out, or another instance placed it without a shared claim):
              // hand back that order's token, so a repeated submit still ends on the same order.
              const existing = await findOrderOfQuote(store, cart.id, deadlineAt).catch(() => null);
              if (existing) return existing;
              throw new ApiError(409, ErrorText.cartAlreadyOrdered);
            }
          }
          throw err;
        }
        const orderId = parseOrderId(raw);
        if (!orderId) throw new ApiError(502, ErrorText.invalidFormat);
        // The order took stock: the catalogue's stock lines (cached with the list) are stale on every instance now.
        await deps.catalogCache.invalidate();
        return deps.orderTokens.seal('order', orderId);
      });
      sendData(res, token);
    }),
  );

  router.post(
    '/cart/start-transaction',
    apiHandler(
      deps,
      'cart.start-transaction',
      async (req, res) => {
        const q = parseInput(localeQuery, queryOf(req));
        const { token } = parseInput(startTransactionBodySchema, req.body ?? {});
        // Starting a transaction creates a Mollie payment: a double click must not create two. The same claim
        // mechanism as place-order makes it once per payment token (across instances with Redis).
        const url = await deps.placeOrder.placeOnce(`start-transaction:${token}`, token, async () => {
          const started = await magento
            .rest<unknown>({ method: 'POST', store: storeFor(deps.config, q.locale), path: mpath`/V1/mollie/transaction/start`, body: { token } })
            .catch(unknownPaymentToken);
          if (typeof started !== 'string' || !/^https?:\/\/[^\s]+$/.test(started)) throw new ApiError(502, ErrorText.invalidFormat);
          return started;
        });
        sendData(res, url);
      },
      () => new ApiError(400, ErrorText.paymentStartFailed),
    ),
  );

  router.post(
    '/cart/process-payment',
    apiHandler(
      deps,
      'cart.process-payment',
      async (req, res, log) => {
        const q = parseInput(localeQuery, queryOf(req));
        const { paymentToken } = parseInput(processPaymentBodySchema, req.body ?? {});
        const store = storeFor(deps.config, q.locale);
        const data = await magento.graphql<{ mollieProcessTransaction?: unknown }>({
          store,
          query: PROCESS_TRANSACTION,
          variables: { token: paymentToken },
          label: 'mollieProcessTransaction',
        });
        const r = data.mollieProcessTransaction as
          { paymentStatus?: unknown; redirect_to_success_page?: unknown; redirect_to_cart?: unknown; cart?: { id?: unknown } | null } | null | undefined;
        if (!r || typeof r !== 'object') throw new ApiError(502, ErrorText.invalidFormat);
        const success = r.redirect_to_success_page === true;
        const paymentStatus = typeof r.paymentStatus === 'string' ? r.paymentStatus : null;
        const cartId = typeof r.cart?.id === 'string' && cartIdSchema.safeParse(r.cart.id).success ? r.cart.id : null;
        // Still open at Mollie (Back on Mollie's page): Mollie has re-activated the cart all the same, but its order can
        // still be paid. Not a payable cart: reset-cart's open answer (continue the same payment, or give it up).
        const stillOpen = !success && (paymentStatus === 'OPEN' || paymentStatus === 'PENDING');
        const open = stillOpen && cartId ? await openPaymentOfCart(store, cartId) : null;
        // An open payment is never reported as failed (issue 20 item 7): when its order is no longer waiting for it
        // (paid meanwhile, or canceled in the back office), the browser's reset-cart asks the order what it is now.
        const toCart = !open && !stillOpen && r.redirect_to_cart === true;
        // Mollie re-activated the cart after a failed payment: a new order for it is legitimate again.
        if (toCart && cartId) await release(cartId, log);
        // A customer's quote is claimed per customer and quote (not by its masked id): the one their place-order noted.
        const customer = toCart && cartId ? sessionCustomer(deps, req) : null;
        if (customer) {
          const placed = await recallPlacedQuote(deps, customerClaimKey(customer)).catch(() => null);
          if (placed && placed.maskedId === cartId) await release(customerQuoteClaim(customerClaimKey(customer), placed.quoteId), log);
        }
        // Paid: the order's token travels with the answer, so the confirmation opens also when the orderId cookie is
        // already gone (a second return through Mollie's "payment completed" page). Without it the cookie is used.
        const paid =
          success && cartId
            ? await successOrderOfCart(store, cartId).catch((err: unknown) => {
                log.warn({ err: err instanceof Error ? err.message : String(err) }, 'order of a paid return not found; the cookie decides');
                return null;
              })
            : null;
        const result: PaymentProcessResult = { paymentStatus, redirect_to_success_page: success, redirect_to_cart: toCart, ...open, ...paid };
        sendData(res, { mollieProcessTransaction: result });
      },
      graphqlPaymentErrors,
    ),
  );

  // The cart page without a payment return (payment-state.ts): restores the cart unless its order stands (→ the
  // confirmation) or waits for its Mollie payment (→ continue it with start-transaction, or give it up below).
  router.post(
    '/cart/reset-cart',
    apiHandler(
      deps,
      'cart.reset-cart',
      async (req, res, log) => {
        const q = parseInput(localeQuery, queryOf(req));
        const { cartId } = parseInput(resetCartBodySchema, req.body ?? {});
        const store = storeFor(deps.config, q.locale);
        // The customer's cart: its active quote, or the ordered one their place-order noted (payment-state.ts).
        if (cartId === CUSTOMER_CART_ID) return sendData(res, await resetCustomerCart(store, cartAccess(deps, req, res, cartId), log, false));
        sendData(res, await resetCart(store, cartId, log, false));
      },
      graphqlCartErrors,
    ),
  );

  // "Give up the payment": the waiting order is canceled in Magento (stock back), then the cart restored; a payment
  // that came in meanwhile wins (Magento refuses to cancel an invoiced order) and the answer is the confirmation.
  router.post(
    '/cart/abandon-payment',
    apiHandler(
      deps,
      'cart.abandon-payment',
      async (req, res, log) => {
        const q = parseInput(localeQuery, queryOf(req));
        const { cartId } = parseInput(resetCartBodySchema, req.body ?? {});
        const store = storeFor(deps.config, q.locale);
        if (cartId === CUSTOMER_CART_ID) return sendData(res, await resetCustomerCart(store, cartAccess(deps, req, res, cartId), log, true));
        sendData(res, await resetCart(store, cartId, log, true));
      },
      graphqlCartErrors,
    ),
  );

  return router;
}
