// Order routes (Magento_Sales, ACL Magento_Sales::sales): get by entity id, search, status comments.
import { Router, type Request } from 'express';
import { MagentoError, internalError } from '../lib/magento.errors';
import { asBool, asNumber, asString, dataObject, requireParam } from '../lib/magento.input';
import { handle, requireResource } from '../lib/route.helpers';
import { pathParam } from '../lib/route.helpers';
import { applySearchCriteria, echoCriteria, parseBracketQuery, readSearchCriteria } from '../lib/search-criteria.query';
import type { EmulatorContext } from '../domain/emulator.context';
import { addHistory, allOrders, cancelOrder, requireOrder, saveOrder } from '../domain/order.service';
import { ORDER_FIELDS, readOrderField, renderHistory, renderOrder, sortedHistories } from '../domain/order.render';

function rawQuery(req: Request): string {
  const index = req.originalUrl.indexOf('?');
  return index < 0 ? '' : req.originalUrl.slice(index + 1);
}

export function orderRoutes(ctx: EmulatorContext): Router {
  const router = Router();
  const acl = requireResource('Magento_Sales::sales');

  router.get(
    '/orders',
    acl,
    handle(async (req) => {
      const criteria = readSearchCriteria(parseBracketQuery(rawQuery(req)));
      // An unknown column is an SQL error inside Magento's flat order collection: a masked 500.
      const result = applySearchCriteria(
        await allOrders(ctx.store),
        criteria,
        readOrderField,
        (field) => ORDER_FIELDS.has(field),
        () => internalError(),
      );
      return { items: result.items.map(renderOrder), search_criteria: echoCriteria(criteria), total_count: result.total_count };
    }),
  );

  router.get(
    '/orders/:id',
    acl,
    handle(async (req) => renderOrder(await requireOrder(ctx.store, pathParam(req, 'id')))),
  );

  // Sales/etc/webapi.xml: POST /V1/orders/:id/cancel → OrderManagementInterface::cancel (ACL Magento_Sales::cancel),
  // answering a bare true, or false when Order::canCancel() refuses (canceled, invoiced, complete, on hold).
  router.post(
    '/orders/:id/cancel',
    requireResource('Magento_Sales::cancel'),
    handle(async (req) =>
      ctx.store.tx(async (q) => {
        const order = await requireOrder(q, pathParam(req, 'id'));
        return cancelOrder(q, order, '', ctx.clock.now());
      }),
    ),
  );

  router.get(
    '/orders/:id/comments',
    acl,
    handle(async (req) => {
      const order = await requireOrder(ctx.store, pathParam(req, 'id'));
      const items = sortedHistories(order).map((entry) => renderHistory(order, entry));
      return {
        items,
        search_criteria: { filter_groups: [{ filters: [{ field: 'parent_id', value: String(order.entity_id), condition_type: 'eq' }] }] },
        total_count: items.length,
      };
    }),
  );

  router.post(
    '/orders/:id/comments',
    acl,
    handle(async (req) => {
      const history = dataObject(requireParam(req.body, 'statusHistory'), 'Magento\\Sales\\Api\\Data\\OrderStatusHistoryInterface', [
        'comment',
        'created_at',
        'entity_id',
        'entity_name',
        'is_customer_notified',
        'is_visible_on_front',
        'parent_id',
        'status',
        'extension_attributes',
      ]);
      const comment = asString(history.comment);
      if (comment === undefined) throw new MagentoError(400, '"%fieldName" is required. Enter and try again.', { fieldName: 'comment' });
      if (comment.length > 65_535)
        throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: comment.slice(0, 40), fieldName: 'comment' });
      const status = asString(history.status);
      if (status !== undefined && (status.length > 32 || !/^[a-z0-9_]*$/.test(status))) {
        throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: status.slice(0, 40), fieldName: 'status' });
      }
      const notified = asBool(history.is_customer_notified) ?? false;
      const visible = asBool(history.is_visible_on_front) ?? false;
      asNumber(history.parent_id, 'int'); // only type-checked: the URL id decides the order, as ParamsOverrider does
      await ctx.store.tx(async (q) => {
        const order = await requireOrder(q, pathParam(req, 'id'));
        // 2.4.6 addStatusHistory(): the status sent becomes the order status, unchecked; none sent keeps the current one.
        await addHistory(q, order, {
          comment,
          status: status && status !== '' ? status : order.status,
          is_customer_notified: notified ? 1 : 0,
          is_visible_on_front: visible ? 1 : 0,
          created_at: ctx.clock.now(),
        });
        await saveOrder(q, order);
      });
      return true;
    }),
  );

  return router;
}
