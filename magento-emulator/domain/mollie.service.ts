// The Mollie module's side (Part B §8): payment tokens, transactions on the emulator's test checkout page, the webhook
// Mollie calls when a payment changes (paid → invoice, failed/canceled/expired → order canceled), open payments that
// expire, processing the return (re-activating the cart when the payment did not succeed), order lookups.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { PAYMENT_METHODS } from '../emulator.config';
import { one, type Queryable } from '../db/emulator.store';
import { MagentoError, idNeeded, internalError, orderNotFound } from '../lib/magento.errors';
import { euros, magentoDate } from '../lib/magento.output';
import { getCart, saveCart, type CartRef, type CartRow } from './cart.service';
import type { EmulatorSettings } from './emulator.context';
import { addHistory, cancelOrder, loadOrder, saveOrder, type OrderDoc } from './order.service';
import { invoiceOrder } from './sales-documents.service';
import { sendInvoiceMail, sendOrderConfirmation, type MailSettings } from './mail.service';

export const MOLLIE_STATUSES = ['paid', 'failed', 'canceled', 'expired', 'open'] as const;
export type MollieStatus = (typeof MOLLIE_STATUSES)[number] | 'authorized' | 'pending' | 'completed';

export interface TransactionRow {
  id: string;
  order_id: number;
  token: string;
  status: MollieStatus;
  method: string;
  created_at: string;
}

/** `GET /V1/guest-carts/:cartId/mollie/payment-token`: uses get(), so an inactive cart still gets a token (which then never gets an order). */
export async function createPaymentToken(q: Queryable, cartRef: CartRef, now: number): Promise<string> {
  const cart = await getCart(q, cartRef);
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

/** Mollie's test mode: how long an open payment lives. Bank transfer is open until its due date (module default 14 days). */
/** The Mollie module's payment methods (its method codes all start so: etc/payment.xml). */
export function isMollieMethod(method: string): boolean {
  return method.startsWith('mollie_methods_');
}

export function paymentLifetimeMs(settings: EmulatorSettings, method: string): number {
  return method === 'mollie_methods_banktransfer' ? 14 * 86_400_000 : settings.mollieExpiryMinutes * 60_000;
}

/**
 * `POST /V1/mollie/transaction/start` (Webapi/StartTransaction → Model/Client/Payments::startTransaction): an unknown
 * token is a PHP error in the module (500, masked); a token without an order asks for an ID (400). An order whose
 * Mollie payment is still open gets that payment's checkout URL again (getCheckoutUrl), a paid one is refused
 * (PaymentAborted, 400 "This order already has been paid."); otherwise a new payment opens (processResponse records
 * checkout_url, payment_status and expires_at on the order's payment and notes "Customer redirected to Mollie").
 */
export async function startTransaction(q: Queryable, settings: EmulatorSettings, token: string, now: number): Promise<string> {
  const row = await findToken(q, token);
  if (!row) throw internalError();
  if (row.order_id === null) throw idNeeded();
  const order = await loadOrder(q, row.order_id);
  if (!order) throw orderNotFound();
  const latest = await latestTransaction(q, order.entity_id);
  if (latest && PAID_STATUSES.has(latest.status)) throw new MagentoError(400, 'This order already has been paid.');
  if (latest?.status === 'open') return checkoutUrl(settings, latest.id);
  if (!isMollieMethod(order.payment_method)) throw new MagentoError(400, 'The requested Payment Method is not available.');
  const id = `tr_${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x')}`;
  await q.query('insert into mollie_transactions (id, order_id, token, status, method, created_at) values ($1, $2, $3, $4, $5, $6)', [
    id,
    order.entity_id,
    token,
    'open',
    order.payment_method,
    now,
  ]);
  const url = checkoutUrl(settings, id);
  order.payment_info = {
    ...order.payment_info,
    checkout_url: url,
    checkout_type: 'payment',
    payment_status: 'open',
    expires_at: new Date(now + paymentLifetimeMs(settings, order.payment_method)).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
  };
  await addHistory(q, order, {
    comment: 'Customer redirected to Mollie',
    status: 'pending_payment',
    is_customer_notified: 0,
    is_visible_on_front: 0,
    created_at: now,
  });
  order.state = 'pending_payment';
  await saveOrder(q, order);
  return url;
}

function checkoutUrl(settings: EmulatorSettings, id: string): string {
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
  constructor(
    message: string,
    readonly category: string,
  ) {
    super(message);
  }
}

const PAID_STATUSES: ReadonlySet<string> = new Set(['paid', 'authorized', 'completed']);
const FAILED_STATUSES: ReadonlySet<string> = new Set(['canceled', 'expired', 'failed']);

/**
 * Model/Client/Payments/ProcessTransaction with type webhook (what the webhook and the return both run): paid →
 * SuccessfulPayment (registerCaptureNotification: an invoice, processing); canceled, expired, failed →
 * FailedStatusProcessor → Service/Order/CancelOrder (comment, then OrderManagement::cancel: stock and coupon back).
 * The module's AddAdditionalInformation keeps payment_status on the order's payment. Repeating it changes nothing.
 */
async function applyMollieStatus(
  q: Queryable,
  mail: MailSettings,
  order: OrderDoc,
  status: MollieStatus,
  transactionId: string | undefined,
  now: number,
): Promise<void> {
  const details = transactionId ? paymentDetails(order.payment_method, transactionId) : null;
  const detailsJson = details ? JSON.stringify(details) : undefined;
  if (transactionId && (order.payment_info?.payment_status !== status || (detailsJson && order.payment_info?.details !== detailsJson))) {
    order.payment_info = { ...order.payment_info, payment_status: status, ...(detailsJson ? { details: detailsJson } : {}) };
    await saveOrder(q, order);
  }
  if (PAID_STATUSES.has(status)) {
    // SuccessfulPayment: the invoice (sendInvoiceEmail, once: the invoice's email_sent) and then the order
    // confirmation the method held back at place-order (sendOrderConfirmationEmail, once: the order's email_sent).
    if (await invoiceOrder(q, order, transactionId ?? 'test', now)) {
      const invoice = order.invoices?.at(-1);
      if (invoice) await sendInvoiceMail(q, mail, order, invoice, now);
    }
    await sendOrderConfirmation(q, mail, order, now);
  } else if (FAILED_STATUSES.has(status) && order.state !== 'canceled') {
    await cancelOrder(q, order, `The order was canceled, reason: payment ${status}`, now);
  }
}

/**
 * The Mollie payment's `details` as the module keeps them: Processors/AddAdditionalInformation saves them through
 * Service/Order/SaveAdditionalInformationDetails as JSON in the payment's additional_information `details` (not
 * encrypted: `payment/mollie_general/encrypt_payment_details` is 0 by default, etc/config.xml). Only a bank transfer
 * has details while it is open: the account to pay to and the reference (Mollie's Payments API, method banktransfer;
 * test mode answers Mollie's own foundation account). Other methods: null until paid, which the shop does not read.
 */
function paymentDetails(method: string, transactionId: string): Record<string, string> | null {
  if (method !== 'mollie_methods_banktransfer') return null;
  // A structured creditor reference (ISO 11649 "RF", with its check digits) derived from the payment id, so every call
  // answers the same one.
  const digits = [...transactionId]
    .map((char) => char.charCodeAt(0) % 10)
    .join('')
    .padEnd(12, '0')
    .slice(0, 12);
  const check = String(98 - Number(BigInt(`${digits}271500`) % 97n)).padStart(2, '0');
  return {
    bankName: 'Stichting Mollie Payments',
    bankAccount: 'NL53ABNA0627535577',
    bankBic: 'ABNANL2A',
    transferReference: `RF${check}-${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}`,
  };
}

/**
 * Controller/Checkout/Webhook (`/mollie/checkout/webhook/`, body `id=tr_…`): Mollie calls it when a payment changes,
 * whether or not the shopper ever comes back. Unknown transaction → 200 `{"message":"No orders found"}`, else "OK".
 */
export async function processWebhook(q: Queryable, mail: MailSettings, transactionId: string, now: number): Promise<boolean> {
  const transaction = await findTransaction(q, transactionId);
  const order = transaction ? await loadOrder(q, transaction.order_id) : undefined;
  if (!transaction || !order) return false;
  await applyMollieStatus(q, mail, order, transaction.status, transaction.id, now);
  return true;
}

/**
 * Open payments whose lifetime has run out (on the emulator's clock) turn `expired` at "Mollie", which then calls the
 * webhook: the order is canceled and its stock returned. Answers how many expired.
 */
async function duePayments(q: Queryable, settings: EmulatorSettings, now: number): Promise<TransactionRow[]> {
  const { rows } = await q.query<TransactionRow>("select * from mollie_transactions where status = 'open'");
  return rows.filter((row) => Number(row.created_at) + paymentLifetimeMs(settings, row.method) <= now);
}

export async function hasDuePayments(q: Queryable, settings: EmulatorSettings, now: number): Promise<boolean> {
  return (await duePayments(q, settings, now)).length > 0;
}

export async function expireDuePayments(q: Queryable, settings: EmulatorSettings, now: number): Promise<number> {
  const due = await duePayments(q, settings, now);
  for (const row of due) {
    await q.query("update mollie_transactions set status = 'expired' where id = $1 and status = 'open'", [row.id]);
    await processWebhook(q, settings, row.id, now);
  }
  return due.length;
}

/**
 * mollieProcessTransaction (GraphQL/Resolver/Checkout/ProcessTransaction): processes the payment as the webhook does
 * and, when it is not a success, re-activates the cart so the same masked id works again. Repeating the call is
 * harmless: the order only moves once and a cart already used for a newer order is left alone.
 */
export async function processTransaction(q: Queryable, mail: MailSettings, token: string, now: number, forceFailure: boolean): Promise<ProcessResult> {
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
  await applyMollieStatus(q, mail, order, status, transaction?.id, now);
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
  const status =
    mollie === 'paid' || mollie === 'authorized'
      ? 'processing'
      : mollie === 'canceled' || mollie === 'expired' || mollie === 'failed'
        ? 'canceled'
        : mollie === 'completed'
          ? 'complete'
          : 'pending';
  return [
    {
      id: String(order.entity_id),
      increment_id: order.increment_id,
      created_at: magentoDate(order.created_at),
      grand_total: euros(order.grand_total_cents).toFixed(2),
      status,
    },
  ];
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
