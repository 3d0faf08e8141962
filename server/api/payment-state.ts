// What stands between a shopper and a second payment for one cart (issue 16). Mollie's mollieRestoreCart re-activates
// any cart, ordered or not (mollie/magento2 GraphQL/Resolver/Cart/ResetCart.php; their test testWorksWithInactiveCarts),
// so before re-opening an inactive cart the server looks up the order Magento made of it and how its payment stands:
// a paid (or otherwise standing) order keeps its cart closed and the shopper is sent to the confirmation; an open Mollie
// payment is offered to be continued (the same payment) or given up (the order canceled in Magento, its stock back,
// then the cart restored); a canceled, expired or failed payment restores the cart as before.
import type { Logger } from 'pino';
import type { CartPaymentOutcome, OpenPaymentOutcome } from '../../common/contract/checkout.schema';
import { mpath } from '../magento/magento.client';
import type { MagentoCart } from '../magento/magento.types';
import { UpstreamError } from '../magento/upstream-error';
import { ApiError, ErrorText, isCartNotFound } from './api-envelope';
import type { CartAccess } from './customer-cart';
import type { ApiDeps } from './deps';

/**
 * What a customer's place-order leaves beside its claim (decision 029): the quote it ordered and that quote's masked id
 * (QuoteGraphQl's customerCart). An ordered quote is no longer `carts/mine`, so a repeated submit after a lost answer,
 * the cart page and "give up the payment" find it here.
 */
export interface PlacedCustomerQuote {
  quoteId: number;
  maskedId: string | null;
}

const placedNote = (claimKey: string) => `${claimKey}:placed-quote`;

/** The place-order claim of a customer's quote: per customer and Magento quote id. */
export const customerQuoteClaim = (claimKey: string, quoteId: number) => `${claimKey}:quote:${quoteId}`;

export async function notePlacedQuote(deps: ApiDeps, claimKey: string, placed: PlacedCustomerQuote): Promise<void> {
  await deps.placeOrder.note(placedNote(claimKey), JSON.stringify(placed));
}

export async function recallPlacedQuote(deps: ApiDeps, claimKey: string): Promise<PlacedCustomerQuote | null> {
  const raw = await deps.placeOrder.recall(placedNote(claimKey));
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<PlacedCustomerQuote>;
    if (typeof v.quoteId !== 'number' || !Number.isInteger(v.quoteId)) return null;
    return { quoteId: v.quoteId, maskedId: typeof v.maskedId === 'string' ? v.maskedId : null };
  } catch {
    return null;
  }
}

/** The parts of OrderInterface (GET /V1/orders) the decision reads. */
export interface OrderPaymentView {
  entity_id?: unknown;
  increment_id?: unknown;
  customer_id?: unknown;
  state?: unknown;
  total_paid?: unknown;
  payment?: { method?: unknown };
  extension_attributes?: { payment_additional_info?: Array<{ key?: unknown; value?: unknown }> };
}

/**
 * How an order's payment stands, from what Magento and the Mollie module expose over REST: the order's `state`, its
 * `total_paid` (an invoice was paid) and Mollie's last known `payment_status`, which the module keeps in the payment's
 * additional_information (Payments::processResponse, AddAdditionalInformation on every webhook) and Magento prints in
 * `extension_attributes.payment_additional_info`.
 *
 * - `paid`: the order stands (processing/complete/closed, something paid, Mollie says paid/authorized/completed while
 *   the webhook is still under way, or a non-Mollie order such as cash on delivery that is not canceled);
 * - `open`: a Mollie order waiting for its payment (no payment yet, or open/pending at Mollie);
 * - `failed`: Mollie says canceled/expired/failed but Magento has not canceled the order yet;
 * - `canceled`: Magento canceled the order.
 */
export function paymentStateOf(order: OrderPaymentView): 'paid' | 'open' | 'failed' | 'canceled' {
  const state = typeof order.state === 'string' ? order.state : '';
  if (state === 'canceled') return 'canceled';
  if (['processing', 'complete', 'closed'].includes(state) || (typeof order.total_paid === 'number' && order.total_paid > 0)) return 'paid';
  const method = typeof order.payment?.method === 'string' ? order.payment.method : '';
  if (!method.startsWith('mollie_methods_')) return 'paid';
  const mollie = order.extension_attributes?.payment_additional_info?.find((entry) => entry.key === 'payment_status')?.value;
  if (mollie === 'paid' || mollie === 'authorized' || mollie === 'completed') return 'paid';
  if (mollie === 'canceled' || mollie === 'expired' || mollie === 'failed') return 'failed';
  return 'open';
}

const RESTORE_CART = `mutation RestoreCart($cartId: String!) {
  mollieRestoreCart(input: { cart_id: $cartId }) { cart { id } }
}`;

/** Lenient entity-id parsing: Magento sends `"123"` in practice, a bare number in theory (contract B §5.9). */
export function parseOrderId(raw: unknown): string | null {
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return /^[1-9]\d{0,19}$/.test(s) ? s : null;
}

export function createCartPaymentGuard(deps: ApiDeps) {
  const { magento } = deps;

  /** The newest order of a quote (numeric quote id from GET guest-carts), found with the integration token. */
  const latestOrderOfQuote = async (store: string, quoteId: unknown, deadlineAt: number): Promise<OrderPaymentView | null> => {
    if (typeof quoteId !== 'number' && typeof quoteId !== 'string') return null;
    if (!/^[1-9]\d{0,19}$/.test(String(quoteId))) return null;
    const sc = new URLSearchParams({
      'searchCriteria[filter_groups][0][filters][0][field]': 'quote_id',
      'searchCriteria[filter_groups][0][filters][0][value]': String(quoteId),
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq',
      'searchCriteria[sortOrders][0][field]': 'entity_id',
      'searchCriteria[sortOrders][0][direction]': 'DESC',
      'searchCriteria[pageSize]': '1',
      'searchCriteria[currentPage]': '1',
    });
    const found = await magento.rest<{ items?: OrderPaymentView[] }>({
      method: 'GET',
      store,
      path: mpath`/V1/orders`,
      query: sc,
      auth: 'integration',
      deadlineAt,
    });
    const order = found?.items?.[0];
    return order && parseOrderId(order.entity_id) ? order : null;
  };

  /** The sealed order token of a quote's newest order (place-order's repeat after a lost answer). */
  const findOrderOfQuote = async (store: string, quoteId: unknown, deadlineAt: number): Promise<string | null> => {
    const order = await latestOrderOfQuote(store, quoteId, deadlineAt);
    return order ? deps.orderTokens.seal('order', parseOrderId(order.entity_id)!) : null;
  };

  /** The browser's answer of reset-cart and abandon-payment: order numbers and tokens only, never Magento's entity id. */
  const describe = <K extends 'paid' | 'open'>(kind: K, order: OrderPaymentView): { outcome: K; orderToken: string; orderNumber: string } => ({
    outcome: kind,
    orderToken: deps.orderTokens.seal('order', parseOrderId(order.entity_id)!),
    orderNumber: typeof order.increment_id === 'string' ? order.increment_id : String(order.increment_id ?? ''),
  });

  const restore = async (store: string, cartId: string, log: Logger): Promise<CartPaymentOutcome> => {
    const data = await magento.graphql<{ mollieRestoreCart?: { cart?: { id?: unknown } } | null }>({
      store,
      query: RESTORE_CART,
      variables: { cartId },
      label: 'mollieRestoreCart',
    });
    if (!data.mollieRestoreCart || typeof data.mollieRestoreCart !== 'object') throw new ApiError(502, ErrorText.invalidFormat);
    // The cart is open again: a new order for it is legitimate.
    try {
      await deps.placeOrder.release(cartId);
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'place-order claim not released');
    }
    return { outcome: 'restored' };
  };

  /** OrderManagementInterface::cancel (POST /V1/orders/:id/cancel): true, or false once Magento refuses (paid). */
  const cancel = async (store: string, order: OrderPaymentView, deadlineAt: number): Promise<boolean> => {
    const answer = await magento.rest<unknown>({
      method: 'POST',
      store,
      path: mpath`/V1/orders/${parseOrderId(order.entity_id)!}/cancel`,
      auth: 'integration',
      deadlineAt,
    });
    return answer === true;
  };

  /** A cart (masked id) and the newest order Magento made of it (null: never ordered). */
  const orderOfCart = async (store: string, cartId: string, deadlineAt: number) => {
    const cart = await magento.rest<MagentoCart>({ method: 'GET', store, path: mpath`/V1/guest-carts/${cartId}`, deadlineAt });
    if (!cart || typeof cart !== 'object') throw new ApiError(502, ErrorText.invalidFormat);
    return { quoteId: cart.id, active: cart.is_active !== false, order: await latestOrderOfQuote(store, cart.id, deadlineAt) };
  };

  /**
   * The cart page without a payment return, and "give up the payment". Any cart is checked, active or not: Mollie's
   * mollieProcessTransaction re-activates the cart of a payment that is still open (the shopper pressed Back on
   * Mollie's page), so an active cart can have an order waiting for its payment. The cart is re-opened only when it has
   * no order, or its order is canceled, or its payment failed (that order is canceled first, stock back).
   * Repeating it, from any instance, gives the same answer: every step reads Magento's state again.
   */
  async function resetCart(store: string, cartId: string, log: Logger, giveUp: boolean): Promise<CartPaymentOutcome> {
    const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
    const { quoteId, order } = await orderOfCart(store, cartId, deadlineAt);
    return decide(store, quoteId, order, log, giveUp, deadlineAt, () => restore(store, cartId, log));
  }

  /**
   * resetCart for the customer's cart `mine`: the quote is the customer's active cart, else (ordered, so no longer
   * `carts/mine`) the one their last place-order noted. The same decisions as for a guest; the cart comes back as
   * Mollie's mollieRestoreCart brings it back (GraphQL/Resolver/Cart/ResetCart.php: the quote of a masked id is
   * re-activated, only for its own customer — sent with the customer's token).
   */
  async function resetCustomerCart(store: string, access: CartAccess, log: Logger, giveUp: boolean): Promise<CartPaymentOutcome> {
    const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
    const active = await access.magento.rest<MagentoCart>({ method: 'GET', store, path: mpath`/V1/guest-carts/mine`, deadlineAt }).catch((err: unknown) => {
      if (err instanceof UpstreamError && isCartNotFound(err)) return null;
      throw err;
    });
    const placed = await recallPlacedQuote(deps, access.claimKey);
    const quoteId = active && typeof active.id === 'number' ? active.id : placed?.quoteId;
    // No active cart and no order of this customer's to look at: nothing to restore (the cart machine finds no cart).
    if (!quoteId) return { outcome: 'restored' };
    const found = await latestOrderOfQuote(store, quoteId, deadlineAt);
    const order = found && String(found.customer_id) === String(access.customer?.id) ? found : null;
    const outcome = await decide(store, quoteId, order, log, giveUp, deadlineAt, async () => {
      if (!active) {
        // Ordered, so inactive: re-activate it as Mollie does, for its customer.
        if (!placed?.maskedId || placed.quoteId !== quoteId) throw new ApiError(404, ErrorText.cartNotFound);
        const data = await access.magento.graphql<{ mollieRestoreCart?: { cart?: { id?: unknown } } | null }>({
          store,
          query: RESTORE_CART,
          variables: { cartId: placed.maskedId },
          label: 'mollieRestoreCart',
        });
        if (!data.mollieRestoreCart || typeof data.mollieRestoreCart !== 'object') throw new ApiError(502, ErrorText.invalidFormat);
      }
      // The cart is open again (or was already: Mollie re-activates it on a return): a new order is legitimate.
      try {
        await deps.placeOrder.release(customerQuoteClaim(access.claimKey, quoteId));
      } catch (err) {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'place-order claim not released');
      }
      return { outcome: 'restored' };
    });
    // Told once: the browser shows the confirmation and forgets its cart. Without this, a customer opening their cart
    // page after a later login (the cookie `mine` again, no active cart) would be sent to that confirmation again.
    if (outcome.outcome === 'paid' && !active) {
      await deps.placeOrder.forget(placedNote(access.claimKey)).catch((err: unknown) => {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'placed-quote note not forgotten');
      });
    }
    return outcome;
  }

  async function decide(
    store: string,
    quoteId: unknown,
    order: OrderPaymentView | null,
    log: Logger,
    giveUp: boolean,
    deadlineAt: number,
    restoreCart: () => Promise<CartPaymentOutcome>,
  ): Promise<CartPaymentOutcome> {
    if (order) {
      let state = paymentStateOf(order);
      if (state === 'open' && !giveUp) return describe('open', order);
      if (state === 'open' || state === 'failed') {
        // Refused when the payment came in meanwhile: read the order again and follow what Magento says now.
        if (!(await cancel(store, order, deadlineAt))) {
          const now = await latestOrderOfQuote(store, quoteId, deadlineAt);
          state = now ? paymentStateOf(now) : 'paid';
          if (state !== 'canceled') return describe(state === 'paid' ? 'paid' : 'open', now ?? order);
        }
        log.info({ order: order.increment_id }, 'unpaid order canceled before its cart is restored');
      }
      if (state === 'paid') return describe('paid', order);
    }
    return restoreCart();
  }

  /**
   * The return from Mollie when mollieProcessTransaction did not say success: a payment still open or pending at Mollie
   * (the shopper pressed Back, or the bank has not answered) whose order still waits for it gets reset-cart's open
   * answer — continue the same payment or give it up — although Mollie has re-activated the cart regardless
   * (mollie/magento2 GraphQL/Resolver/Checkout/ProcessTransaction.php restores the quote whenever
   * shouldRedirectToSuccessPage is false). Null when the order is canceled or paid meanwhile: follow Mollie's answer.
   */
  async function openPaymentOfCart(store: string, cartId: string): Promise<OpenPaymentOutcome | null> {
    const { order } = await orderOfCart(store, cartId, Date.now() + deps.config.upstreamTimeoutMs);
    return order && paymentStateOf(order) === 'open' ? describe('open', order) : null;
  }

  /**
   * The order behind a return that Mollie sent to the success page (paid, or a bank transfer waiting for the money),
   * for the confirmation's link: the browser's orderId cookie is gone when the shopper comes back a second time (Back
   * from the confirmation to Mollie's page, then "return to the shop"). Null when the cart has no standing order.
   */
  async function successOrderOfCart(store: string, cartId: string): Promise<{ orderToken: string; orderNumber: string } | null> {
    const { order } = await orderOfCart(store, cartId, Date.now() + deps.config.upstreamTimeoutMs);
    const state = order ? paymentStateOf(order) : null;
    if (!order || state === 'canceled' || state === 'failed') return null;
    const { orderToken, orderNumber } = describe('paid', order);
    return { orderToken, orderNumber };
  }

  /**
   * Whether an ACTIVE cart already has an order that is paid or still waiting for its Mollie payment: Mollie
   * re-activated it, and Magento's payment-information would place a second order for it (it does not look at the
   * cart's earlier order). Asked of Magento, so it holds without a shared place-order claim (another instance, a
   * restart without Redis). An inactive cart is Magento's own refusal, answered with its order by the caller.
   */
  async function hasStandingOrder(store: string, cartId: string, deadlineAt: number): Promise<boolean> {
    const { active, order } = await orderOfCart(store, cartId, deadlineAt);
    const state = active && order ? paymentStateOf(order) : null;
    return state === 'paid' || state === 'open';
  }

  /** hasStandingOrder for a customer's active quote (its numeric id from `GET carts/mine`). */
  async function quoteHasStandingOrder(store: string, quoteId: number, deadlineAt: number): Promise<boolean> {
    const order = await latestOrderOfQuote(store, quoteId, deadlineAt);
    const state = order ? paymentStateOf(order) : null;
    return state === 'paid' || state === 'open';
  }

  return { findOrderOfQuote, resetCart, resetCustomerCart, openPaymentOfCart, successOrderOfCart, hasStandingOrder, quoteHasStandingOrder, latestOrderOfQuote };
}
