// Small selectors for the order-lookup page; the found order's lines and comments are derived once per answer, so
// useSelector's identity check keeps the order view from re-rendering.
import type { SnapshotFrom } from 'xstate';
import type { OrderComment } from '../../../common/contract/order.schema';
import { currentStatus, toOrderLines, visibleComments, type ConfirmedOrder, type OrderLine } from '../order-confirmation/confirmed-order';
import type { FoundOrder, OrderLookupMachine } from './order-lookup.machine';

type OrderLookupSnapshot = SnapshotFrom<OrderLookupMachine>;

export const selectLookupValues = (snapshot: OrderLookupSnapshot) => snapshot.context.values;
export const selectLookupErrors = (snapshot: OrderLookupSnapshot) => snapshot.context.fieldErrors;
export const selectLookupFailure = (snapshot: OrderLookupSnapshot) => snapshot.context.failure;
export const selectLookupBusy = (snapshot: OrderLookupSnapshot): boolean => snapshot.hasTag('busy');
export const selectFoundOrder = (snapshot: OrderLookupSnapshot): ConfirmedOrder | null =>
  snapshot.matches('found') ? (snapshot.context.found?.order ?? null) : null;
export const selectFoundStatus = (snapshot: OrderLookupSnapshot): string | null => currentStatus(selectFoundOrder(snapshot));

const derived = new WeakMap<FoundOrder, { lines: OrderLine[]; comments: OrderComment[] }>();
function derive(found: FoundOrder) {
  let entry = derived.get(found);
  if (!entry) {
    entry = { lines: toOrderLines(found.order.items), comments: visibleComments(found.comments) };
    derived.set(found, entry);
  }
  return entry;
}
const NONE: never[] = [];
export const selectFoundLines = (snapshot: OrderLookupSnapshot): OrderLine[] => (snapshot.context.found ? derive(snapshot.context.found).lines : NONE);
export const selectFoundComments = (snapshot: OrderLookupSnapshot): OrderComment[] => (snapshot.context.found ? derive(snapshot.context.found).comments : NONE);
