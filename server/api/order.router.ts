// Order confirmation and order comments (spec §7): the browser holds only an order token; the server opens it and
// reads or writes the order with its own integration token (contract A §5–6). Bad tokens never reach Magento.
import { Router } from 'express';
import { z } from 'zod';
import type { BankTransferInstructions, Order, OrderComments, OrderItem } from '../../common/contract/order.schema';
import { mpath } from '../magento/magento.client';
import type { MagentoOrder, MagentoOrderItem, MagentoSearchResult, MagentoStatusHistory } from '../magento/magento.types';
import { ORDER_TOKEN_PATTERN } from '../security/order-token';
import { ApiError, ErrorText, sendData, type MagentoErrorMapper } from './api-envelope';
import { apiHandler } from './api-handler';
import { parseInput, queryOf, storeFor, textField, withLocale } from './api-validation';
import type { ApiDeps } from './deps';
import { orderInStoreView } from './store-names';

const orderToken = z.string().regex(ORDER_TOKEN_PATTERN);
export const orderQuerySchema = z.object({ orderId: orderToken, ...withLocale });
export const orderCommentBodySchema = z.object({
  orderId: orderToken,
  comment: textField(2000),
  // Accepted for the spec's sake but not used: a comment sets the order status (contract B §7.3), so the server
  // always sends the order's current status itself; a shopper must not be able to pick one.
  status: z.string().max(64).optional(),
});

function mapOrderItem(i: MagentoOrderItem): OrderItem {
  return {
    item_id: i.item_id ?? null,
    parent_item_id: i.parent_item_id ?? null,
    sku: i.sku ?? null,
    name: i.name ?? null,
    product_type: i.product_type ?? null,
    qty_ordered: Number(i.qty_ordered ?? 0),
    price_incl_tax: Number(i.price_incl_tax ?? i.price ?? 0),
    row_total_incl_tax: Number(i.row_total_incl_tax ?? i.row_total ?? 0),
    sub_items: [],
  };
}

/**
 * A bank transfer's instructions from the Mollie module's payment additional information: `details` (JSON, as
 * Service/Order/SaveAdditionalInformationDetails keeps it when encryption is off — encrypted details cannot be read
 * here and give null) and `expires_at` (the payment's due date). Null for other methods and for unreadable details.
 */
export function bankTransferOf(o: MagentoOrder): BankTransferInstructions | null {
  if (o.payment?.method !== 'mollie_methods_banktransfer') return null;
  const info = (o.extension_attributes as { payment_additional_info?: Array<{ key?: unknown; value?: unknown }> } | undefined)?.payment_additional_info ?? [];
  const value = (key: string) => info.find((entry) => entry.key === key)?.value;
  let parsed: unknown = null;
  try {
    const raw = value('details');
    if (typeof raw === 'string') parsed = JSON.parse(raw);
  } catch {
    // Encrypted (Magento's encryptor prints "0:3:…") or not JSON: no instructions.
  }
  const details = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  const iban = text(details?.bankAccount);
  const reference = text(details?.transferReference);
  if (!iban || !reference) return null;
  return { bank_name: text(details?.bankName), iban, bic: text(details?.bankBic), reference, due_at: text(value('expires_at')) };
}

/** Shopper-safe order: amounts, status and lines (bundle children nested as sub_items); no addresses, e-mail or entity id. */
export function mapOrder(o: MagentoOrder): Order {
  const all = (o.items ?? []).filter((i) => i && typeof i === 'object').map(mapOrderItem);
  const byId = new Map(all.filter((i) => i.item_id !== null).map((i) => [i.item_id as number, i]));
  const top: OrderItem[] = [];
  for (const item of all) {
    const parent = item.parent_item_id !== null ? byId.get(item.parent_item_id) : undefined;
    if (parent) parent.sub_items.push(item);
    else top.push(item);
  }
  const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0) || 0);
  return {
    increment_id: o.increment_id ?? null,
    status: o.status ?? null,
    state: o.state ?? null,
    created_at: o.created_at ?? null,
    order_currency_code: o.order_currency_code ?? null,
    grand_total: num(o.grand_total),
    subtotal: num(o.subtotal),
    subtotal_incl_tax: num(o.subtotal_incl_tax ?? o.subtotal),
    discount_amount: num(o.discount_amount),
    shipping_amount: num(o.shipping_amount),
    shipping_incl_tax: num(o.shipping_incl_tax ?? o.shipping_amount),
    tax_amount: num(o.tax_amount),
    coupon_code: o.coupon_code ?? null,
    total_qty_ordered: num(o.total_qty_ordered),
    payment_method: o.payment?.method ?? null,
    bank_transfer: bankTransferOf(o),
    items: top,
  };
}

const orderNotFound: MagentoErrorMapper = (err) => (err.status === 404 || err.status === 400 ? new ApiError(404, ErrorText.orderNotFound) : undefined);

export function createOrderRouter(deps: ApiDeps): Router {
  const router = Router();
  const { magento } = deps;

  const openToken = (token: string): string => {
    const payload = deps.orderTokens.open('order', token);
    if (!payload) throw new ApiError(404, ErrorText.orderNotFound);
    return payload.orderId;
  };

  const loadOrder = async (store: string, id: string, deadlineAt?: number) => {
    const order = await magento.rest<MagentoOrder>({
      method: 'GET',
      store,
      path: mpath`/V1/orders/${id}`,
      auth: 'integration',
      ...(deadlineAt ? { deadlineAt } : {}),
    });
    if (!order || typeof order !== 'object' || Array.isArray(order)) throw new ApiError(502, ErrorText.invalidFormat);
    return order;
  };

  router.get(
    '/order',
    apiHandler(
      deps,
      'order.get',
      async (req, res) => {
        const q = parseInput(orderQuerySchema, queryOf(req));
        const id = openToken(q.orderId);
        const order = await loadOrder(storeFor(deps.config, q.locale), id);
        sendData(res, mapOrder(await orderInStoreView(deps, q.locale, order)));
      },
      orderNotFound,
    ),
  );

  router.get(
    '/order-comment',
    apiHandler(
      deps,
      'order-comment.list',
      async (req, res) => {
        const q = parseInput(orderQuerySchema, queryOf(req));
        const id = openToken(q.orderId);
        const list = await magento.rest<MagentoSearchResult<MagentoStatusHistory>>({
          method: 'GET',
          store: storeFor(deps.config, q.locale),
          path: mpath`/V1/orders/${id}/comments`,
          auth: 'integration',
        });
        if (!list || typeof list !== 'object' || (list.items !== undefined && !Array.isArray(list.items))) {
          throw new ApiError(502, ErrorText.commentsFetchFailed);
        }
        // Only what the shop may show the shopper: comments marked visible on the front end.
        const items = (list.items ?? [])
          .filter((h) => h && (h.is_visible_on_front === true || h.is_visible_on_front === 1))
          .map((h) => ({ comment: h.comment ?? '', status: h.status ?? null, created_at: h.created_at ?? null }));
        sendData(res, { items, total_count: items.length } satisfies OrderComments);
      },
      orderNotFound,
      ErrorText.commentsFetchFailed,
    ),
  );

  router.post(
    '/order-comment',
    apiHandler(
      deps,
      'order-comment.add',
      async (req, res) => {
        const q = parseInput(z.object({ ...withLocale }), queryOf(req));
        const body = parseInput(orderCommentBodySchema, req.body ?? {});
        const id = openToken(body.orderId);
        const store = storeFor(deps.config, q.locale);
        const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
        const order = await loadOrder(store, id, deadlineAt);
        if (typeof order.status !== 'string' || !order.status) throw new ApiError(502, ErrorText.commentSubmitFailed);
        const ok = await magento.rest<unknown>({
          method: 'POST',
          store,
          path: mpath`/V1/orders/${id}/comments`,
          auth: 'integration',
          deadlineAt,
          body: {
            statusHistory: {
              comment: body.comment,
              status: order.status,
              is_customer_notified: 0,
              is_visible_on_front: 1,
              parent_id: Number(id),
            },
          },
        });
        sendData(res, ok === true);
      },
      orderNotFound,
      ErrorText.commentSubmitFailed,
    ),
  );

  return router;
}
