// The confirmation of one order operation: what the admin fills in (carrier and tracking number for a shipment;
// whole or per line, shipping and return to stock for a refund), its check, the body sent, and the refund amount the
// dialog shows. Pure; the order view machine holds one of these while a confirmation is open.
import type { Carrier } from '../../../common/contract/track-and-trace';
import type { AdminOrderDetail, OperationBody, OrderAbilities, OrderOperation, RefundInfo } from '../admin-common/admin.types';

export interface OperationDraft {
  carrier: Carrier;
  trackingNumber: string;
  notifyCustomer: boolean;
  /** Refund everything that is left (with the shipping), or the lines below. */
  whole: boolean;
  /** Quantity to refund per order item id. */
  lines: Record<number, number>;
  refundShipping: boolean;
  returnToStock: boolean;
}

export type OperationError = 'tracking_required' | 'tracking_invalid' | 'nothing_to_refund';

export interface OperationDialog {
  operation: OrderOperation;
  /** Made when the confirmation opened: the server runs the operation once per key. */
  key: string;
  draft: OperationDraft;
  error: OperationError | null;
}

export type DraftField = 'carrier' | 'trackingNumber' | 'notifyCustomer' | 'whole' | 'refundShipping' | 'returnToStock';

/** Which ability of the order allows each operation (Magento's can*()). */
export const OPERATION_ABILITY: Readonly<Record<OrderOperation, keyof OrderAbilities>> = {
  cancel: 'cancel',
  invoice: 'invoice',
  ship: 'ship',
  refund: 'creditmemo',
  hold: 'hold',
  unhold: 'unhold',
};

export const ORDER_OPERATIONS: readonly OrderOperation[] = ['invoice', 'ship', 'refund', 'hold', 'unhold', 'cancel'];

export const TRACKING_MAX = 40;

export function newDraft(): OperationDraft {
  return { carrier: 'postnl', trackingNumber: '', notifyCustomer: true, whole: true, lines: {}, refundShipping: false, returnToStock: false };
}

export function changeDraft(draft: OperationDraft, field: DraftField, value: string | boolean): OperationDraft {
  switch (field) {
    case 'carrier':
      return { ...draft, carrier: value as Carrier };
    case 'trackingNumber':
      return { ...draft, trackingNumber: String(value) };
    default:
      return { ...draft, [field]: value === true };
  }
}

/** A line's quantity, kept between 0 and what is left to refund on it. */
export function changeLine(draft: OperationDraft, refund: RefundInfo | undefined, itemId: number, qty: number): OperationDraft {
  const line = refund?.lines.find((entry) => entry.itemId === itemId);
  if (!line) return draft;
  const clamped = Math.max(0, Math.min(line.qty, Math.floor(Number.isFinite(qty) ? qty : 0)));
  return { ...draft, lines: { ...draft.lines, [itemId]: clamped } };
}

export function operationError(dialog: OperationDialog): OperationError | null {
  const { draft } = dialog;
  if (dialog.operation === 'ship') {
    const number = draft.trackingNumber.trim();
    if (draft.carrier !== 'own' && number === '') return 'tracking_required';
    if (number.length > TRACKING_MAX || !/^[A-Za-z0-9]*$/.test(number)) return 'tracking_invalid';
  }
  if (dialog.operation === 'refund' && !draft.whole && !Object.values(draft.lines).some((qty) => qty > 0) && !draft.refundShipping) {
    return 'nothing_to_refund';
  }
  return null;
}

export function operationBody(dialog: OperationDialog): OperationBody {
  const { draft, key } = dialog;
  switch (dialog.operation) {
    case 'ship':
      return { key, carrier: draft.carrier, trackingNumber: draft.trackingNumber.trim(), notifyCustomer: draft.notifyCustomer };
    case 'refund':
      return draft.whole
        ? { key, lines: [], refundShipping: true, returnToStock: draft.returnToStock }
        : {
            key,
            lines: Object.entries(draft.lines)
              .filter(([, qty]) => qty > 0)
              .map(([itemId, qty]) => ({ itemId: Number(itemId), qty })),
            refundShipping: draft.refundShipping,
            returnToStock: draft.returnToStock,
          };
    default:
      return { key };
  }
}

/** The amount a refund will pay back, never more than what is left of the payment. */
export function refundAmount(draft: OperationDraft, order: Pick<AdminOrderDetail, 'refund'>): number {
  const { refund } = order;
  if (draft.whole) return refund.available;
  const lines = refund.lines.reduce((sum, line) => sum + (draft.lines[line.itemId] ?? 0) * line.unitAmount, 0);
  const total = lines + (draft.refundShipping ? refund.shipping : 0);
  return Math.min(refund.available, Math.round(total * 100) / 100);
}
