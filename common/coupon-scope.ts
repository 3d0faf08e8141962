// Whether a coupon's discount applies to a product as it stands (issue 20: a badge shows only there): the rule's
// product conditions as the contract carries them (common/contract/coupon.schema.ts), checked the way Magento's
// AbstractCondition::validateAttribute does (values compared case-insensitively; '()' is one of, '{}' contains; a
// product's several categories match '==' / '()' when one of them does), and the rule's minimum order amount, which a
// single product reaches only when its own price does. Shared by the server's tests and the browser's badge.
import type { Discount, ProductCondition } from './contract/coupon.schema';

/** What of a catalogue product the conditions read. */
export interface ScopedProduct {
  sku: string;
  /** null when not known (a linked product in short): then a category condition never holds. */
  category_ids: readonly string[] | null;
  /** Incl. VAT; null while unknown (a bundle's "from" price not known yet). */
  price?: number | null;
}

const lower = (value: string) => value.toLowerCase();

function holds(condition: ProductCondition, product: ScopedProduct): boolean {
  if (condition.attribute === 'category_ids' && product.category_ids === null) return false;
  const actual = condition.attribute === 'sku' ? [lower(product.sku)] : (product.category_ids ?? []).map(lower);
  const wanted = condition.values.map(lower);
  const oneOf = actual.some((value) => wanted.includes(value));
  switch (condition.operator) {
    case '==':
    case '()':
      return oneOf;
    case '!=':
    case '!()':
      return !oneOf;
    case '{}':
      return actual.some((value) => wanted.some((part) => value.includes(part)));
    case '!{}':
      return !actual.some((value) => wanted.some((part) => value.includes(part)));
  }
}

/** Whether the product meets the discount's product conditions (no conditions: every product). */
export function productMatches(scope: NonNullable<Discount['products']>, product: ScopedProduct): boolean {
  if (scope.conditions.length === 0) return true;
  return scope.match === 'all' ? scope.conditions.every((c) => holds(c, product)) : scope.conditions.some((c) => holds(c, product));
}

/**
 * Whether the discount would apply to this product on its own: it is one of the discount's products and its price
 * reaches the discount's minimum order amount. A discount without a known product scope applies nowhere.
 */
export function discountAppliesTo(discount: Discount, product: ScopedProduct): boolean {
  if (!discount.products || !productMatches(discount.products, product)) return false;
  if (discount.min_subtotal === undefined) return true;
  return typeof product.price === 'number' && product.price >= discount.min_subtotal;
}
