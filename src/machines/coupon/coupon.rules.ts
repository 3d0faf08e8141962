// The coupon's pure rules (spec §4, §9): when the URL shows the code, how a discount is displayed, and what a
// coupon-discounts answer holds. No xstate here, so a view's first render can use them without the machine.
import type { CouponRefusal, Discount, ProductCondition } from '../../../common/contract/coupon.schema';
import { isRequestFailure } from '../shop-error';

/** The `coupon` URL parameter: the code when it differs from the default, otherwise none. */
export function urlCouponFor(context: { couponCode: string; defaultCoupon: string }): string | null {
  return context.couponCode !== '' && context.couponCode !== context.defaultCoupon ? context.couponCode : null;
}

function formatAmount(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}

/** The discount a badge shows: the largest, fixed amounts preferred over percentages; null without a positive one. */
export function chooseDiscount(discounts: readonly Discount[]): Discount | null {
  const positive = discounts.filter((discount) => Number.isFinite(discount.discount_amount) && discount.discount_amount > 0);
  const largest = (type: Discount['discount_type']) =>
    positive
      .filter((discount) => discount.discount_type === type)
      .reduce<Discount | null>((max, discount) => (max === null || discount.discount_amount > max.discount_amount ? discount : max), null);
  return largest('number') ?? largest('percent');
}

/**
 * The discount badge: percent as 'N%', fixed as '€N'. The largest discount is shown, fixed amounts
 * preferred: any fixed discount wins over percentages. Null when there is no positive discount.
 */
export function formatDiscount(discounts: readonly Discount[]): string | null {
  const chosen = chooseDiscount(discounts);
  if (!chosen) return null;
  return chosen.discount_type === 'number' ? `€${formatAmount(chosen.discount_amount)}` : `${formatAmount(chosen.discount_amount)}%`;
}

const OPERATORS: readonly string[] = ['==', '!=', '()', '!()', '{}', '!{}'] satisfies ProductCondition['operator'][];

/** The contract's reasons (a record, so a new reason fails the type check until it is added here). */
const REASONS: Record<CouponRefusal['reason'], true> = {
  unknown: true,
  expired: true,
  'used-up': true,
  'min-subtotal': true,
  'not-for-products': true,
  'not-valid': true,
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isCondition(value: unknown): value is ProductCondition {
  if (!isRecord(value)) return false;
  const { attribute, operator, values } = value;
  return (
    (attribute === 'sku' || attribute === 'category_ids') &&
    typeof operator === 'string' &&
    OPERATORS.includes(operator) &&
    Array.isArray(values) &&
    values.every((v) => typeof v === 'string')
  );
}

/** The contract's discount, checked by hand: this module is read by the first render of a shop page (no zod there). */
function isDiscount(value: unknown): value is Discount {
  if (!isRecord(value)) return false;
  const { discount_type: type, discount_amount: amount, min_subtotal: min, products } = value;
  if ((type !== 'percent' && type !== 'number') || typeof amount !== 'number' || !Number.isFinite(amount)) return false;
  if (min !== undefined && (typeof min !== 'number' || !Number.isFinite(min))) return false;
  if (products === undefined) return true;
  return (
    isRecord(products) && (products.match === 'all' || products.match === 'any') && Array.isArray(products.conditions) && products.conditions.every(isCondition)
  );
}

/** Why a code was refused, as the shopper is told: the server's reason, or 'failed' when the check itself failed. */
export type RefusalReason = CouponRefusal['reason'] | 'failed';

export interface Refusal {
  /** The refused code as it was sent. */
  code: string;
  reason: RefusalReason;
  /** For 'min-subtotal': the order amount (incl. VAT) the code starts from. */
  min_subtotal?: number;
  /** The shopper typed it in the cart page's field (said there); else it came from a link or an earlier visit (a notice). */
  typed: boolean;
  /** The notice was shown (a typed code's refusal is said on the cart page, not noticed). */
  told: boolean;
}

/**
 * The reason of a failed apply: PUT cart/coupon's refusal data (`{ reason, min_subtotal }`), 'not-valid' for a refusal
 * without one, 'failed' when the request itself failed (the code may be fine: try again).
 */
export function refusalOf(error: unknown): Pick<Refusal, 'reason' | 'min_subtotal'> {
  if (!isRequestFailure(error)) return { reason: 'failed' };
  if (error.code !== 'coupon.rejected') return { reason: 'failed' };
  const data = isRecord(error.data) ? error.data : {};
  const reason = typeof data.reason === 'string' && Object.hasOwn(REASONS, data.reason) ? (data.reason as CouponRefusal['reason']) : null;
  if (!reason) return { reason: 'not-valid' };
  const min = data.min_subtotal;
  if (reason === 'min-subtotal') return typeof min === 'number' && Number.isFinite(min) ? { reason, min_subtotal: min } : { reason: 'not-valid' };
  return { reason };
}

/**
 * The discounts of a GET /api/magento/coupon-discounts answer's data. The server answers `{ code, discounts }`;
 * a bare list is accepted too. Anything that is not a well-formed discount is left out: a badge must never
 * show a made-up number.
 */
export function discountsOf(data: unknown): Discount[] {
  const list = Array.isArray(data) ? data : (data as { discounts?: unknown } | null | undefined)?.discounts;
  return Array.isArray(list)
    ? list.filter(isDiscount).map(({ discount_type, discount_amount, min_subtotal, products }) => ({
        discount_type,
        discount_amount,
        ...(min_subtotal !== undefined ? { min_subtotal } : {}),
        ...(products
          ? { products: { match: products.match, conditions: products.conditions.map(({ attribute, operator, values }) => ({ attribute, operator, values })) } }
          : {}),
      }))
    : [];
}
