// The back office's order operations over Magento's own endpoints: cancel (POST /V1/orders/:id/cancel), invoice
// (/V1/order/:id/invoice), ship with track & trace (/V1/order/:id/ship), refund (online through Mollie:
// /V1/invoice/:invoiceId/refund with isOnline; offline for cash on delivery: /V1/order/:id/refund), hold and unhold
// (/V1/orders/:id/hold, /unhold). Each answers the order view again (admin-orders.router.ts's orderDetail).
//
// Idempotent: every request carries the key the page made when the admin opened the confirmation, and the operation
// runs once per order, operation and key (the place-order claims, shared through Redis when configured): a double
// click or a retry after a time-out gets the first call's result, never a second shipment or refund. A second key for
// the same operation meets Magento's own checks (an invoiced order refuses another invoice, a refunded amount is no
// longer available), which answer "not possible for the order as it is now".
//
// Magento's refusals become the back office's texts (common/contract/error-codes.ts); Magento's wording never reaches
// the page. Audit: each write goes through one function below (runOperation), named in the report for the audit log.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { ApiError, sendData, type MagentoErrorMapper } from '../api/api-envelope';
import { localeSchema, parseInput, queryOf, storeFor } from '../api/api-validation';
import type { ApiDeps } from '../api/deps';
import { mpath } from '../magento/magento.client';
import type { MagentoSearchResult } from '../magento/magento.types';
import { PlaceOrderConflict } from '../security/place-order-claim';
import { AccountErrorText } from '../auth/account-error-text';
import { accountHandler, adminOf, type UserRest } from '../auth/session-guard';
import { recordAudit } from '../audit/audit-log';
import { CARRIERS, CARRIER_TITLES } from '../../common/contract/track-and-trace';
import type { FullOrder } from '../customer/order-view';
import { adminRest, searchCriteria } from './admin-magento';
import { loadOrder, orderDetail } from './admin-orders.router';
import { abilitiesOf, type OrderAbilities } from './order-abilities';
import type { MagentoInvoice } from './order-documents';

export type OrderOperation = 'cancel' | 'invoice' | 'ship' | 'refund' | 'hold' | 'unhold';

const key = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const plain = z.object({ key });
const shipBody = z
  .object({
    key,
    carrier: z.enum(CARRIERS),
    trackingNumber: z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z0-9]*$/)
      .default(''),
    notifyCustomer: z.boolean().default(true),
  })
  .refine((body) => body.carrier === 'own' || body.trackingNumber !== '', { path: ['trackingNumber'] });
const refundBody = z.object({
  key,
  /** Lines and quantities to refund; empty = everything left (with the shipping). */
  lines: z
    .array(z.object({ itemId: z.number().int().positive(), qty: z.number().int().positive().max(1000) }))
    .max(100)
    .default([]),
  refundShipping: z.boolean().default(true),
  returnToStock: z.boolean().default(false),
});
const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number);

const ABILITY: Record<OrderOperation, keyof OrderAbilities> = {
  cancel: 'cancel',
  invoice: 'invoice',
  ship: 'ship',
  refund: 'creditmemo',
  hold: 'hold',
  unhold: 'unhold',
};

/**
 * Magento's refusals (Sales document validators, Order::hold/unhold, the Mollie refund) in the back office's words.
 * The first line after "… Document Validation Error(s):" decides.
 */
export const operationRefused: MagentoErrorMapper = (err) => {
  if (err.status === 404) return new ApiError(404, AccountErrorText.orderNotFound);
  if (err.status !== 400) return undefined;
  const message = err.magentoMessage ?? '';
  if (message.includes('The most money available to refund is')) return new ApiError(409, AccountErrorText.refundTooMuch);
  if (/must not be greater than|invalid quantity/i.test(message)) return new ApiError(409, AccountErrorText.quantityTooHigh);
  if (message.includes('Please enter a tracking number.')) return new ApiError(400, AccountErrorText.trackingNumberRequired);
  if (message.startsWith('Could not save a Creditmemo')) return new ApiError(502, AccountErrorText.refundFailed);
  return new ApiError(409, AccountErrorText.actionNotAllowed);
};

export function createAdminOrderOperationsRouter(deps: ApiDeps): Router {
  const router = Router();
  const storeOf = (req: Request) => storeFor(deps.config, parseInput(z.object({ locale: localeSchema }), queryOf(req)).locale);
  const idOf = (raw: unknown): number => {
    const parsed = idParam.safeParse(String(raw ?? ''));
    if (!parsed.success) throw new ApiError(404, AccountErrorText.orderNotFound);
    return parsed.data;
  };

  /** Once per order, operation and key; a different body under a used key is a conflict. */
  const once = async (id: number, operation: OrderOperation, body: { key: string }, run: () => Promise<string>): Promise<string> => {
    try {
      return await deps.placeOrder.placeOnce(`admin-order:${id}:${operation}:${body.key}`, JSON.stringify(body), run);
    } catch (err) {
      if (err instanceof PlaceOrderConflict) throw new ApiError(409, AccountErrorText.operationConflict);
      throw err;
    }
  };

  /** What the admin chose (carrier and tracking number, refunded lines, …) for the audit log: the body without its key. */
  const operationDetails = (body: { key: string }): Record<string, unknown> => Object.fromEntries(Object.entries(body).filter(([name]) => name !== 'key'));

  /** A status entry in Magento's history for operations Magento records none for (cancel without comment, hold). */
  const recordStatus = async (rest: UserRest, store: string, id: number, status: string, deadlineAt: number) => {
    await rest({
      method: 'POST',
      store,
      path: mpath`/V1/orders/${id}/comments`,
      deadlineAt,
      body: { statusHistory: { comment: '', status, is_customer_notified: 0, is_visible_on_front: 0, parent_id: id } },
    });
  };

  const invoicesOf = async (rest: UserRest, store: string, id: number, deadlineAt: number): Promise<MagentoInvoice[]> => {
    const query = searchCriteria([[{ field: 'order_id', value: String(id) }]], { pageSize: 100, page: 1 });
    const result = await rest<MagentoSearchResult<MagentoInvoice>>({ method: 'GET', store, path: mpath`/V1/invoices`, query, deadlineAt });
    return (result?.items ?? []).filter((invoice) => typeof invoice?.entity_id === 'number');
  };

  /** The Magento call of each operation; answers what Magento answered (a document id, or true). */
  const perform: Record<OrderOperation, (rest: UserRest, store: string, order: FullOrder, body: never, deadlineAt: number) => Promise<string>> = {
    async cancel(rest, store, order, _body, deadlineAt) {
      const id = order.entity_id!;
      const done = await rest<unknown>({ method: 'POST', store, path: mpath`/V1/orders/${id}/cancel`, deadlineAt });
      if (done !== true) throw new ApiError(409, AccountErrorText.actionNotAllowed);
      await recordStatus(rest, store, id, 'canceled', deadlineAt);
      return 'true';
    },
    async invoice(rest, store, order, _body, deadlineAt) {
      const id = order.entity_id!;
      // Mollie payments are captured at Mollie (online); cash on delivery is registered as paid when the cash is in.
      const capture = String(order.payment?.method ?? '').startsWith('mollie_methods_');
      return String(await rest<number>({ method: 'POST', store, path: mpath`/V1/order/${id}/invoice`, deadlineAt, body: { capture, notify: false } }));
    },
    async ship(rest, store, order, body: z.infer<typeof shipBody>, deadlineAt) {
      const id = order.entity_id!;
      const tracks = body.trackingNumber ? [{ carrier_code: 'custom', title: CARRIER_TITLES[body.carrier], track_number: body.trackingNumber }] : [];
      return String(
        await rest<number>({ method: 'POST', store, path: mpath`/V1/order/${id}/ship`, deadlineAt, body: { notify: body.notifyCustomer, tracks } }),
      );
    },
    async refund(rest, store, order, body: z.infer<typeof refundBody>, deadlineAt) {
      const id = order.entity_id!;
      const items = body.lines.map((line) => ({ order_item_id: line.itemId, qty: line.qty }));
      const stockItems = body.returnToStock
        ? body.lines.length > 0
          ? body.lines.map((line) => line.itemId)
          : (order.items ?? []).filter((item) => !item.parent_item_id && typeof item.item_id === 'number').map((item) => item.item_id!)
        : [];
      const args = {
        ...(body.refundShipping ? {} : { shipping_amount: 0 }),
        ...(stockItems.length ? { extension_attributes: { return_to_stock_items: stockItems } } : {}),
      };
      const refundBodyOut = { items, notify: false, ...(Object.keys(args).length ? { arguments: args } : {}) };
      if (String(order.payment?.method ?? '').startsWith('mollie_methods_')) {
        // Online through the Mollie module: a credit memo for the payment's invoice refunds at Mollie.
        const invoice = (await invoicesOf(rest, store, id, deadlineAt))[0];
        if (!invoice) throw new ApiError(409, AccountErrorText.actionNotAllowed);
        const invoiceId = invoice.entity_id!;
        return String(
          await rest<number>({ method: 'POST', store, path: mpath`/V1/invoice/${invoiceId}/refund`, deadlineAt, body: { ...refundBodyOut, isOnline: true } }),
        );
      }
      return String(await rest<number>({ method: 'POST', store, path: mpath`/V1/order/${id}/refund`, deadlineAt, body: refundBodyOut }));
    },
    async hold(rest, store, order, _body, deadlineAt) {
      const id = order.entity_id!;
      await rest<unknown>({ method: 'POST', store, path: mpath`/V1/orders/${id}/hold`, deadlineAt });
      await recordStatus(rest, store, id, 'holded', deadlineAt);
      return 'true';
    },
    async unhold(rest, store, order, _body, deadlineAt) {
      const id = order.entity_id!;
      await rest<unknown>({ method: 'POST', store, path: mpath`/V1/orders/${id}/unhold`, deadlineAt });
      const after = await loadOrder(rest, store, id, deadlineAt);
      await recordStatus(rest, store, id, after.status ?? 'pending', deadlineAt);
      return 'true';
    },
  };

  const schemas: Record<OrderOperation, z.ZodType<{ key: string }>> = {
    cancel: plain,
    invoice: plain,
    ship: shipBody,
    refund: refundBody,
    hold: plain,
    unhold: plain,
  };

  /**
   * One write: the order is read, the operation refused before Magento is asked when Magento would not allow it now
   * (its can*()), run once per key, written to the audit log, and the order view answered.
   */
  const runOperation = (operation: OrderOperation) =>
    accountHandler(
      deps,
      `admin.order.${operation}`,
      async (req, res, log) => {
        const id = idOf(req.params.id);
        const body = parseInput(schemas[operation], req.body ?? {});
        const rest = adminRest(deps, res);
        const store = storeOf(req);
        const deadlineAt = Date.now() + 3 * deps.config.upstreamTimeoutMs;
        const result = await once(id, operation, body, async () => {
          const order = await loadOrder(rest, store, id, deadlineAt);
          if (!abilitiesOf(order)[ABILITY[operation]]) throw new ApiError(409, AccountErrorText.actionNotAllowed);
          const done = await perform[operation](rest, store, order, body as never, deadlineAt);
          // Inside the claim: written once per operation, not again for a repeated click answered from the claim.
          const after = await loadOrder(rest, store, id, deadlineAt);
          await recordAudit(deps, {
            actor: adminOf(res).username,
            action: `order.${operation}`,
            subject: { type: 'order', id: String(id) },
            before: { state: order.state ?? null, status: order.status ?? null },
            after: { state: after.state ?? null, status: after.status ?? null, ...operationDetails(body), result: done },
          });
          return done;
        });
        log.info({ route: `admin.order.${operation}`, orderId: id, result }, 'order operation done');
        // Stock came back (a cancel, a refund with return to stock): the shop's catalogue shows it at once.
        const restocked = operation === 'cancel' || (operation === 'refund' && (body as z.infer<typeof refundBody>).returnToStock);
        if (restocked) await deps.catalogCache.invalidate();
        sendData(res, await orderDetail(rest, store, await loadOrder(rest, store, id, deadlineAt), deadlineAt));
      },
      operationRefused,
    );

  for (const operation of Object.keys(perform) as OrderOperation[]) router.post(`/orders/:id/${operation}`, runOperation(operation));
  return router;
}
