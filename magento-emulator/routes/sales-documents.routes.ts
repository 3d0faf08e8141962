// Sales document routes (Magento_Sales etc/webapi.xml): POST /V1/order/:orderId/invoice (InvoiceOrderInterface),
// /V1/order/:orderId/ship (ShipOrderInterface), /V1/invoice/:invoiceId/refund (RefundInvoiceInterface),
// /V1/order/:orderId/refund (RefundOrderInterface), /V1/orders/:id/hold and /unhold (OrderManagementInterface), and
// reading invoices, shipments and credit memos (per id, and searched, e.g. by order_id). Each write runs in one
// transaction, so two identical calls are serialised and the second meets the first one's result (Magento's
// OrderMutex on InvoiceOrder/ShipOrder): an invoiced order refuses a second invoice, a shipped one a second shipment.
import { sendInvoiceMail, sendShipmentMail } from '../domain/mail.service';
import { randomBytes } from 'node:crypto';
import { Router, type Request } from 'express';
import { MagentoError, internalError } from '../lib/magento.errors';
import { asBool, asNumber, asString, dataObject, isObject, param, type Json } from '../lib/magento.input';
import { handle, pathParam, requireResource } from '../lib/route.helpers';
import { applySearchCriteria, echoCriteria, parseBracketQuery, readSearchCriteria } from '../lib/search-criteria.query';
import type { EmulatorContext } from '../domain/emulator.context';
import type { Queryable } from '../db/emulator.store';
import { latestTransaction } from '../domain/mollie.service';
import { allOrders, requireOrder, type OrderDoc } from '../domain/order.service';
import { DOCUMENT_FIELDS, readDocumentField, renderCreditmemo, renderInvoice, renderShipment } from '../domain/sales-documents.render';
import {
  createCreditmemo,
  createInvoice,
  createShipment,
  holdOrder,
  materialiseSeededInvoice,
  unholdOrder,
  type ItemQty,
  type RefundArguments,
  type TrackInput,
} from '../domain/sales-documents.service';

function rawQuery(req: Request): string {
  const index = req.originalUrl.indexOf('?');
  return index < 0 ? '' : req.originalUrl.slice(index + 1);
}

function entityId(raw: string, notFound: () => MagentoError): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
}

function itemsOf(body: unknown, className: string): ItemQty[] {
  const raw = param(body, 'items');
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw))
    throw new MagentoError(400, 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.', {
      value: String(raw),
      type: `${className}[]`,
    });
  return raw.map((entry) => {
    const item = dataObject(entry, className, ['order_item_id', 'qty', 'extension_attributes']);
    const orderItemId = asNumber(item.order_item_id, 'int');
    const qty = asNumber(item.qty, 'float');
    if (orderItemId === undefined) throw new MagentoError(400, '"%fieldName" is required. Enter and try again.', { fieldName: 'order_item_id' });
    if (qty === undefined) throw new MagentoError(400, '"%fieldName" is required. Enter and try again.', { fieldName: 'qty' });
    return { order_item_id: orderItemId, qty };
  });
}

function tracksOf(body: unknown): TrackInput[] {
  const raw = param(body, 'tracks');
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw))
    throw new MagentoError(400, 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.', {
      value: String(raw),
      type: 'Magento\\Sales\\Api\\Data\\ShipmentTrackCreationInterface[]',
    });
  return raw.map((entry) => {
    const track = dataObject(entry, 'Magento\\Sales\\Api\\Data\\ShipmentTrackCreationInterface', [
      'track_number',
      'title',
      'carrier_code',
      'extension_attributes',
    ]);
    return { track_number: asString(track.track_number) ?? '', title: asString(track.title) ?? '', carrier_code: asString(track.carrier_code) ?? '' };
  });
}

const cents = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 100));

function refundArguments(body: unknown): RefundArguments {
  const raw = param(body, 'arguments');
  if (raw === undefined || raw === null) return { adjustment_positive_cents: 0, adjustment_negative_cents: 0, return_to_stock_items: [] };
  const args = dataObject(raw, 'Magento\\Sales\\Api\\Data\\CreditmemoCreationArgumentsInterface', [
    'shipping_amount',
    'adjustment_positive',
    'adjustment_negative',
    'extension_attributes',
  ]);
  const extension: Json | undefined = args.extension_attributes;
  const stock = isObject(extension) ? extension.return_to_stock_items : undefined;
  const shipping = cents(asNumber(args.shipping_amount, 'float'));
  return {
    ...(shipping !== undefined ? { shipping_amount_cents: shipping } : {}),
    adjustment_positive_cents: cents(asNumber(args.adjustment_positive, 'float')) ?? 0,
    adjustment_negative_cents: cents(asNumber(args.adjustment_negative, 'float')) ?? 0,
    return_to_stock_items: Array.isArray(stock) ? stock.map((entry) => asNumber(entry, 'int') ?? 0) : [],
  };
}

async function findDocument<T extends { entity_id: number }>(
  q: Queryable,
  id: number,
  list: (order: OrderDoc) => T[] | undefined,
): Promise<{ order: OrderDoc; doc: T } | undefined> {
  for (const order of await allOrders(q)) {
    materialiseSeededInvoice(order);
    const doc = list(order)?.find((entry) => entry.entity_id === id);
    if (doc) return { order, doc };
  }
  return undefined;
}

export function salesDocumentRoutes(ctx: EmulatorContext): Router {
  const router = Router();

  router.post(
    '/order/:orderId/invoice',
    requireResource('Magento_Sales::sales_invoice'),
    handle(async (req) => {
      const items = itemsOf(req.body, 'Magento\\Sales\\Api\\Data\\InvoiceItemCreationInterface');
      const capture = asBool(param(req.body, 'capture')) ?? false;
      // InvoiceOrder::execute: `notify` → InvoiceNotifier (the invoice mail, sales_email/invoice/template).
      const notify = asBool(param(req.body, 'notify')) ?? false;
      return ctx.store.tx(async (q) => {
        const order = await requireOrder(q, pathParam(req, 'orderId'));
        const id = await createInvoice(q, order, items, capture, ctx.clock.now());
        const invoice = order.invoices?.find((entry) => entry.entity_id === id);
        if (notify && invoice) await sendInvoiceMail(q, ctx.settings, order, invoice, ctx.clock.now());
        return id;
      });
    }),
  );

  router.post(
    '/order/:orderId/ship',
    requireResource('Magento_Sales::ship'),
    handle(async (req) => {
      const items = itemsOf(req.body, 'Magento\\Sales\\Api\\Data\\ShipmentItemCreationInterface');
      const tracks = tracksOf(req.body);
      const notify = asBool(param(req.body, 'notify')) ?? false;
      // ShipOrder::execute: `notify` → ShipmentNotifier (the shipment mail with its track & trace links).
      return ctx.store.tx(async (q) => {
        const order = await requireOrder(q, pathParam(req, 'orderId'));
        const id = await createShipment(q, order, items, tracks, notify, ctx.clock.now());
        const shipment = order.shipments?.find((entry) => entry.entity_id === id);
        if (notify && shipment) await sendShipmentMail(q, ctx.settings, order, shipment, ctx.clock.now());
        return id;
      });
    }),
  );

  router.post(
    '/invoice/:invoiceId/refund',
    requireResource('Magento_Sales::sales_invoice'),
    handle(async (req) => {
      const items = itemsOf(req.body, 'Magento\\Sales\\Api\\Data\\CreditmemoItemCreationInterface');
      const args = refundArguments(req.body);
      const online = asBool(param(req.body, 'isOnline')) ?? false;
      const id = entityId(
        pathParam(req, 'invoiceId'),
        () => new MagentoError(404, "The entity that was requested doesn't exist. Verify the entity and try again."),
      );
      return ctx.store.tx(async (q) => {
        const found = await findDocument(q, id, (order) => order.invoices);
        if (!found) throw new MagentoError(404, "The entity that was requested doesn't exist. Verify the entity and try again.");
        const { order, doc: invoice } = found;
        const now = ctx.clock.now();
        return createCreditmemo(
          q,
          order,
          {
            items,
            args,
            online,
            invoice,
            // Model/Mollie.php::refund: a refund of the order's Mollie payment; its id becomes the transaction.
            refundAtMollie: async () => {
              const transaction = await latestTransaction(q, order.entity_id);
              if (!transaction || !['paid', 'authorized', 'completed'].includes(transaction.status))
                throw new MagentoError(400, 'Could not save a Creditmemo, see error log for details');
              return `re_${randomBytes(6).toString('hex')}`;
            },
          },
          now,
        );
      });
    }),
  );

  router.post(
    '/order/:orderId/refund',
    requireResource('Magento_Sales::creditmemo'),
    handle(async (req) => {
      const items = itemsOf(req.body, 'Magento\\Sales\\Api\\Data\\CreditmemoItemCreationInterface');
      const args = refundArguments(req.body);
      return ctx.store.tx(async (q) => createCreditmemo(q, await requireOrder(q, pathParam(req, 'orderId')), { items, args, online: false }, ctx.clock.now()));
    }),
  );

  router.post(
    '/orders/:id/hold',
    requireResource('Magento_Sales::hold'),
    handle(async (req) => ctx.store.tx(async (q) => holdOrder(q, await requireOrder(q, pathParam(req, 'id')), ctx.clock.now()))),
  );

  router.post(
    '/orders/:id/unhold',
    requireResource('Magento_Sales::unhold'),
    handle(async (req) => ctx.store.tx(async (q) => unholdOrder(q, await requireOrder(q, pathParam(req, 'id')), ctx.clock.now()))),
  );

  const documents = [
    { path: 'invoices', single: 'invoices', acl: 'Magento_Sales::sales_invoice', list: (order: OrderDoc) => order.invoices, render: renderInvoice },
    { path: 'shipments', single: 'shipment', acl: 'Magento_Sales::shipment', list: (order: OrderDoc) => order.shipments, render: renderShipment },
    {
      path: 'creditmemos',
      single: 'creditmemo',
      acl: 'Magento_Sales::sales_creditmemo',
      list: (order: OrderDoc) => order.creditmemos,
      render: renderCreditmemo,
    },
  ] as const;

  for (const kind of documents) {
    const render = kind.render as (order: OrderDoc, doc: never) => Record<string, unknown>;
    const list = kind.list as (order: OrderDoc) => Array<{ entity_id: number }> | undefined;
    router.get(
      `/${kind.path}`,
      requireResource(kind.acl),
      handle(async (req) => {
        const criteria = readSearchCriteria(parseBracketQuery(rawQuery(req)));
        const rendered = (await allOrders(ctx.store)).flatMap((order) => {
          materialiseSeededInvoice(order);
          return (list(order) ?? []).map((doc) => render(order, doc as never));
        });
        const result = applySearchCriteria(
          rendered,
          criteria,
          readDocumentField,
          (field) => DOCUMENT_FIELDS.has(field),
          () => internalError(),
        );
        return { items: result.items, search_criteria: echoCriteria(criteria), total_count: result.total_count };
      }),
    );
    // GET /V1/invoices/:id, /V1/shipment/:id, /V1/creditmemo/:id (webapi.xml spells them so).
    router.get(
      `/${kind.single}/:id`,
      requireResource(kind.acl),
      handle(async (req) => {
        const missing = () => new MagentoError(404, "The entity that was requested doesn't exist. Verify the entity and try again.");
        const found = await findDocument(ctx.store, entityId(pathParam(req, 'id'), missing), list);
        if (!found) throw missing();
        return render(found.order, found.doc as never);
      }),
    );
  }

  return router;
}
