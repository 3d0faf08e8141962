// The Mollie module's side (Part B §8): payment tokens, transactions on the emulator's test checkout page, processing
// the return (re-activating the cart when the payment did not succeed), order lookups by hash or token.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { PAYMENT_METHODS } from '../emulator.config.js';
import { one, type Queryable } from '../db/emulator.store.js';
import { MagentoError, idNeeded, internalError, orderNotFound } from '../lib/magento.errors.js';
import { euros, magentoDate } from '../lib/magento.output.js';
import { getCart, saveCart, type CartRow } from './cart.service.js';
import type { EmulatorSettings } from './emulator.context.js';
import { STATUS_STATE, addHistory, loadOrder, restock, saveOrder, type OrderDoc } from './order.service.js';

export const MOLLIE_STATUSES = ['paid', 'failed', 'canceled', 'expired', 'open'] as const;
export type MollieStatus = (typeof MOLLIE_STATUSES)[number] | 'authorized' | 'pending' | 'completed';

export interface TransactionRow { id: string; order_id: number; token: string; status: MollieStatus; method: string; created_at: string }

/** `GET /V1/guest-carts/:cartId/mollie/payment-token`: uses get(), so an inactive cart still gets a token (which then never gets an order). */
export async function createPaymentToken(q: Queryable, maskedId: string, now: number): Promise<string> {
  const cart = await getCart(q, maskedId);
  const token = randomBytes(16).toString('hex');
  await q.query('insert into mollie_tokens (token, quote_id, order_id, created_at) values ($1, $2, null, $3)', [token, cart.entity_id, now]);
  return token;
}

export async function findToken(q: Queryable, token: string): Promise<{ token: string; quote_id: number; order_id: number | null } | undefined> {
  return one(q, 'select token, quote_id, order_id from mollie_tokens where token = $1', [token]);
}

/** Mollie's {{order_hash}}: base64(encrypt(entity_id)) with the shop's crypt key. */
export function orderHash(settings: EmulatorSettings, entityId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', settings.cryptKey, iv);
  const body = Buffer.concat([cipher.update(String(entityId), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Magento's decrypt answers '' for anything it cannot decrypt; the order lookup then asks for an ID. */
export function decryptOrderHash(settings: EmulatorSettings, hash: string): string {
  try {
    const raw = Buffer.from(hash, 'base64');
    if (raw.length < 29) return '';
    const decipher = createDecipheriv('aes-256-gcm', settings.cryptKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return '';
  }
}

export function returnUrl(settings: EmulatorSettings, order: OrderDoc, token: string): string {
  const values: Record<string, string> = {
    payment_token: token,
    order_id: String(order.entity_id),
    increment_id: order.increment_id,
    order_hash: orderHash(settings, order.entity_id),
    base_url: `${settings.baseUrl}/`,
    unsecure_base_url: `${settings.baseUrl}/`,
    secure_base_url: `${settings.baseUrl}/`,
  };
  return settings.mollieReturnUrl.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? encodeURIComponent(values[name]!) : whole));
}

/**
 * `POST /V1/mollie/transaction/start`: an unknown token is a PHP error in the module (500, masked); a token without an
 * order asks for an ID (400). Otherwise a transaction opens and the answer is the test checkout URL as a bare string.
 */
export async function startTransaction(q: Queryable, settings: EmulatorSettings, token: string, now: number): Promise<string> {
  const row = await findToken(q, token);
  if (!row) throw internalError();
  if (row.order_id === null) throw idNeeded();
  const order = await loadOrder(q, row.order_id);
  if (!order) throw orderNotFound();
  const paid = await one<{ id: string }>(q, "select id from mollie_transactions where order_id = $1 and status in ('paid', 'authorized', 'completed')", [order.entity_id]);
  if (paid) return returnUrl(settings, order, token);
  if (!order.payment_method.startsWith('mollie_methods_')) throw new MagentoError(400, 'The requested Payment Method is not available.');
  const id = `tr_${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x')}`;
  await q.query('insert into mollie_transactions (id, order_id, token, status, method, created_at) values ($1, $2, $3, $4, $5, $6)', [id, order.entity_id, token, 'open', order.payment_method, now]);
  return `${settings.baseUrl}/mollie/checkout/${id}`;
}

export async function findTransaction(q: Queryable, id: string): Promise<TransactionRow | undefined> {
  return one<TransactionRow>(q, 'select * from mollie_transactions where id = $1', [id]);
}

export async function latestTransaction(q: Queryable, orderId: number): Promise<TransactionRow | undefined> {
  return one<TransactionRow>(q, 'select * from mollie_transactions where order_id = $1 order by created_at desc, id desc limit 1', [orderId]);
}

/** The test checkout page's choice: records the status Mollie would report. */
export async function chooseStatus(q: Queryable, id: string, status: MollieStatus): Promise<TransactionRow> {
  const row = await one<TransactionRow>(q, 'update mollie_transactions set status = $2 where id = $1 returning *', [id, status]);
  if (!row) throw orderNotFound();
  return row;
}

/** GetMollieStatusResult::shouldRedirectToSuccessPage. */
export function isSuccess(status: MollieStatus, method: string): boolean {
  if (['pending', 'paid', 'authorized', 'shipping', 'completed'].includes(status)) return true;
  return status === 'open' && (PAYMENT_METHODS.find((entry) => entry.code === method)?.async ?? false);
}

export interface ProcessResult {
  paymentStatus: string;
  redirect_to_success_page: boolean;
  redirect_to_cart: boolean;
  cart: CartRow | null;
}

export class GraphQlUserError extends Error {
  constructor(message: string, readonly category: string) {
    super(message);
  }
}

/**
 * mollieProcessTransaction: reads the Mollie status, moves the order (paid → processing; canceled, expired, failed →
 * canceled with stock back) and, when it is not a success, re-activates the cart so the same masked id works again.
 * Repeating the call is harmless: the order only moves once and a cart already used for a newer order is left alone.
 */
export async function processTransaction(q: Queryable, token: string, now: number, forceFailure: boolean): Promise<ProcessResult> {
  const row = await findToken(q, token);
  if (!row || row.order_id === null) throw new GraphQlUserError(`No order found with token "${token}"`, 'graphql-no-such-entity');
  const order = await loadOrder(q, row.order_id);
  if (!order) throw new GraphQlUserError(`No order found with token "${token}"`, 'graphql-no-such-entity');
  const transaction = await latestTransaction(q, order.entity_id);
  let status: MollieStatus = transaction?.status ?? 'open';
  if (forceFailure) {
    status = 'failed';
    if (transaction) await q.query("update mollie_transactions set status = 'failed' where id = $1", [transaction.id]);
  }
  const success = isSuccess(status, order.payment_method);
  if ((status === 'paid' || status === 'authorized' || status === 'completed') && order.state !== 'processing' && order.state !== 'complete') {
    await addHistory(q, order, { comment: `Mollie: payment ${status} (${transaction?.id ?? 'test'}).`, status: 'processing', is_customer_notified: 1, is_visible_on_front: 0, created_at: now });
    order.state = STATUS_STATE.processing!;
    await saveOrder(q, order);
  } else if ((status === 'canceled' || status === 'expired' || status === 'failed') && order.state !== 'canceled') {
    await addHistory(q, order, { comment: `Mollie: payment ${status}; order canceled.`, status: 'canceled', is_customer_notified: 0, is_visible_on_front: 0, created_at: now });
    order.state = 'canceled';
    for (const item of order.items) item.qty_canceled = item.qty_ordered;
    await restock(q, order);
    // CouponUsagesDecrement: a canceled order gives its coupon use back.
    if (order.coupon_code) await q.query('update coupons set times_used = greatest(0, times_used - 1) where lower(code) = lower($1)', [order.coupon_code]);
    await saveOrder(q, order);
  }
  const cartRow = await one<CartRow>(q, 'select * from carts where entity_id = $1', [order.quote_id]);
  const cart: CartRow | null = cartRow ? { ...cartRow, entity_id: Number(cartRow.entity_id) } : null;
  if (cart && !success && cart.doc.reserved_order_id === order.increment_id && !cart.is_active) {
    cart.is_active = true;
    delete cart.doc.reserved_order_id;
    delete cart.doc.converted_at;
    await saveCart(q, cart, now);
  }
  return { paymentStatus: status.toUpperCase(), redirect_to_success_page: success, redirect_to_cart: !success, cart };
}

/** GetCustomerOrder: a one-element array; `status` comes from the live Mollie status, not from Magento's order. */
export async function customerOrderSummary(q: Queryable, order: OrderDoc): Promise<Array<Record<string, string>>> {
  const transaction = await latestTransaction(q, order.entity_id);
  const mollie = transaction?.status;
  const status = mollie === 'paid' || mollie === 'authorized' ? 'processing'
    : mollie === 'canceled' || mollie === 'expired' || mollie === 'failed' ? 'canceled'
      : mollie === 'completed' ? 'complete' : 'pending';
  return [{ id: String(order.entity_id), increment_id: order.increment_id, created_at: magentoDate(order.created_at), grand_total: euros(order.grand_total_cents).toFixed(2), status }];
}

export async function orderByHash(q: Queryable, settings: EmulatorSettings, hash: string): Promise<OrderDoc> {
  const id = decryptOrderHash(settings, hash);
  if (id === '') throw idNeeded();
  const order = await loadOrder(q, Number(id));
  if (!order) throw orderNotFound();
  return order;
}

export async function orderByPaymentToken(q: Queryable, token: string): Promise<OrderDoc> {
  const row = await findToken(q, token);
  if (!row) throw orderNotFound();
  if (row.order_id === null) throw idNeeded();
  const order = await loadOrder(q, row.order_id);
  if (!order) throw orderNotFound();
  return order;
}
