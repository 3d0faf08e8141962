// The commerce rules in integer cents: VAT by destination, coupons (percent / fixed, min subtotal, expiry, usage, SKUs),
// parcel shipping. Pure functions, so the unit tests pin them down without a database or HTTP.
import { SHIPPING, TAX_RATES, ORIGIN_COUNTRY } from '../emulator.config';

export interface PricedLine {
  itemId: number;
  sku: string;
  qty: number;
  /** Unit price incl. VAT in cents (bundle: base + chosen selections). */
  unitGrossCents: number;
  isBike: boolean;
  /** Unit weight in kg, for parcels. */
  weightKg: number;
  /** The SKUs a coupon's SKU restriction can match: the item's own and, for a bundle, its selections'. */
  couponSkus: readonly string[];
  /** The product's category ids, for a rule's "category is one of" restriction. */
  couponCategories?: readonly string[];
}

export interface CouponRule {
  code: string;
  type: 'percent' | 'fixed';
  /** Percent (0–100) for `percent`, cents for `fixed` (one amount off the whole matching part of the cart). */
  amount: number;
  /** Minimum cart subtotal incl. VAT, in cents, before discount. */
  minSubtotalCents?: number;
  /** ISO date (YYYY-MM-DD); the coupon works up to and including that day (UTC). */
  expiresOn?: string;
  usageLimit?: number;
  timesUsed: number;
  /** The rule's uses_per_customer (0 or absent: no limit), for a logged-in customer's cart only. */
  usesPerCustomer?: number;
  /** How often the cart's customer has used the rule (salesrule_customer.times_used); absent for a guest cart. */
  timesUsedByCustomer?: number;
  /** SKU patterns; a trailing `*` matches a prefix (`FOLT *` = every bike). Without it the coupon applies to all lines. */
  skus?: readonly string[];
  /** Category ids (rules made through /V1/salesRules): the line's product must be in one of them. */
  categories?: readonly string[];
  /** ISO date (YYYY-MM-DD): valid from that day (the rule's from_date). */
  startsOn?: string;
  /** The rule is switched off (is_active false), or it says something the emulator cannot price (see sales-rule.service.ts). */
  inactive?: boolean;
  description: string;
}

export type CouponVerdict =
  | { ok: true }
  | { ok: false; reason: 'empty' | 'inactive' | 'not-yet-valid' | 'expired' | 'used-up' | 'used-up-by-customer' | 'min-subtotal' | 'no-matching-sku' };

export function taxRate(countryId: string | undefined): number {
  return TAX_RATES[(countryId ?? ORIGIN_COUNTRY).toUpperCase()] ?? TAX_RATES[ORIGIN_COUNTRY]!;
}

/**
 * The gross unit price of a catalogue price (cents, possibly with fractions: Magento keeps prices as decimal(20,6)).
 * With tax/calculation/price_includes_tax = 1 (the seed's default) the catalogue price is the gross price everywhere
 * (cross-border trade); with 0 it is a net price and the destination's VAT is added (Tax/Model/Calculation, unit base).
 */
export function catalogueGrossCents(catalogueCents: number, countryId: string | undefined, pricesIncludeTax: boolean): number {
  if (pricesIncludeTax) return Math.round(catalogueCents);
  const rate = taxRate(countryId);
  return Math.round((catalogueCents * (100 + rate)) / 100);
}

/** The net price to enter for a gross one when prices exclude VAT: 6 decimals of a euro, as Magento stores them. */
export function netCatalogueCents(grossCents: number, ratePercent: number): number {
  return Math.round(((grossCents * 100) / (100 + ratePercent)) * 10_000) / 10_000;
}

/** The VAT inside a gross amount, rounded half away from zero to the cent. */
export function taxInGross(grossCents: number, ratePercent: number): number {
  return Math.round((grossCents * ratePercent) / (100 + ratePercent));
}

function skuMatches(sku: string, pattern: string): boolean {
  const p = pattern.toLowerCase();
  const s = sku.toLowerCase();
  return p.endsWith('*') ? s.startsWith(p.slice(0, -1)) : s === p;
}

/** Whether one SKU falls under the coupon's SKU restriction (always, without one). */
export function skuMatchesCoupon(sku: string, rule: CouponRule): boolean {
  if (!rule.skus || rule.skus.length === 0) return true;
  return rule.skus.some((pattern) => skuMatches(sku, pattern));
}

export function lineMatchesCoupon(line: PricedLine, rule: CouponRule): boolean {
  const categories = rule.categories ?? [];
  if (categories.length > 0 && !(line.couponCategories ?? []).some((id) => categories.includes(id))) return false;
  return line.couponSkus.some((sku) => skuMatchesCoupon(sku, rule));
}

export function subtotalGross(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitGrossCents * line.qty, 0);
}

export function checkCoupon(rule: CouponRule, lines: readonly PricedLine[], now: Date): CouponVerdict {
  if (lines.length === 0) return { ok: false, reason: 'empty' };
  if (rule.inactive) return { ok: false, reason: 'inactive' };
  if (rule.startsOn && now.toISOString().slice(0, 10) < rule.startsOn) return { ok: false, reason: 'not-yet-valid' };
  if (rule.expiresOn && now.toISOString().slice(0, 10) > rule.expiresOn) return { ok: false, reason: 'expired' };
  if (rule.usageLimit !== undefined && rule.timesUsed >= rule.usageLimit) return { ok: false, reason: 'used-up' };
  // SalesRule/Model/Utility::canProcessRule: a customer who has used the rule uses_per_customer times is refused it.
  if (rule.usesPerCustomer && rule.timesUsedByCustomer !== undefined && rule.timesUsedByCustomer >= rule.usesPerCustomer) {
    return { ok: false, reason: 'used-up-by-customer' };
  }
  if (rule.minSubtotalCents !== undefined && subtotalGross(lines) < rule.minSubtotalCents) return { ok: false, reason: 'min-subtotal' };
  if (!lines.some((line) => lineMatchesCoupon(line, rule))) return { ok: false, reason: 'no-matching-sku' };
  return { ok: true };
}

/**
 * Splits a discount over the matching lines. Percent: per line, rounded. Fixed: one amount capped at the matching gross,
 * spread in proportion with the largest-remainder method so the parts add up to the cent.
 */
export function allocateDiscount(rule: CouponRule, lines: readonly PricedLine[]): Map<number, number> {
  const out = new Map<number, number>();
  const matching = lines.filter((line) => lineMatchesCoupon(line, rule));
  if (rule.type === 'percent') {
    const pct = Math.min(100, Math.max(0, rule.amount));
    for (const line of matching) out.set(line.itemId, Math.round((line.unitGrossCents * line.qty * pct) / 100));
    return out;
  }
  const base = subtotalGross(matching);
  const total = Math.min(Math.max(0, Math.round(rule.amount)), base);
  if (base === 0) return out;
  const shares = matching.map((line) => {
    const exact = (total * line.unitGrossCents * line.qty) / base;
    return { id: line.itemId, floor: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = total - shares.reduce((sum, share) => sum + share.floor, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break;
    share.floor += 1;
    left -= 1;
  }
  for (const share of shares) out.set(share.id, share.floor);
  return out;
}

export interface ShippingRate {
  carrierCode: 'flatrate' | 'freeshipping';
  methodCode: 'flatrate' | 'freeshipping';
  amountGrossCents: number;
  parcels: number;
}

/**
 * One method per cart so the shop never has to choose: a cart with a bike gets free home delivery; a parts-only cart goes
 * as parcels at the flat rate each, free from the threshold (measured after discount).
 */
export function shippingRate(lines: readonly PricedLine[], discountCents: number): ShippingRate | null {
  if (lines.length === 0) return null;
  if (lines.some((line) => line.isBike))
    return { carrierCode: 'freeshipping', methodCode: 'freeshipping', amountGrossCents: SHIPPING.bikeDeliveryCents, parcels: 0 };
  const weight = lines.reduce((sum, line) => sum + line.weightKg * line.qty, 0);
  const parcels = Math.max(1, Math.ceil(weight / SHIPPING.parcelMaxKg));
  const free = subtotalGross(lines) - discountCents >= SHIPPING.freeAboveCents;
  return { carrierCode: 'flatrate', methodCode: 'flatrate', amountGrossCents: free ? 0 : parcels * SHIPPING.parcelRateCents, parcels };
}

export interface LineTotals {
  itemId: number;
  ratePercent: number;
  unitGross: number;
  unitNet: number;
  rowGross: number;
  rowNet: number;
  discount: number;
  tax: number;
}

export interface CartTotals {
  lines: LineTotals[];
  ratePercent: number;
  subtotalNet: number;
  subtotalGross: number;
  discount: number;
  couponApplied: boolean;
  shippingGross: number;
  shippingNet: number;
  shippingTax: number;
  tax: number;
  grandTotal: number;
  itemsQty: number;
}

/**
 * Totals of a cart. `shipping` is the chosen method's gross amount (null: none chosen yet, like a Magento cart before
 * shipping-information). VAT is taken out of the gross amounts after the discount.
 */
export function computeTotals(input: {
  lines: readonly PricedLine[];
  countryId?: string;
  coupon?: CouponRule | null;
  shippingGrossCents: number | null;
  now: Date;
}): CartTotals {
  const rate = taxRate(input.countryId);
  const couponApplied = !!input.coupon && checkCoupon(input.coupon, input.lines, input.now).ok;
  const discounts = couponApplied && input.coupon ? allocateDiscount(input.coupon, input.lines) : new Map<number, number>();
  const lines = input.lines.map((line): LineTotals => {
    const rowGross = line.unitGrossCents * line.qty;
    const discount = discounts.get(line.itemId) ?? 0;
    return {
      itemId: line.itemId,
      ratePercent: rate,
      unitGross: line.unitGrossCents,
      unitNet: line.unitGrossCents - taxInGross(line.unitGrossCents, rate),
      rowGross,
      rowNet: rowGross - taxInGross(rowGross, rate),
      discount,
      tax: taxInGross(rowGross - discount, rate),
    };
  });
  const shippingGross = input.shippingGrossCents ?? 0;
  const shippingTax = taxInGross(shippingGross, rate);
  const subtotalGrossCents = lines.reduce((sum, line) => sum + line.rowGross, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
  return {
    lines,
    ratePercent: rate,
    subtotalNet: lines.reduce((sum, line) => sum + line.rowNet, 0),
    subtotalGross: subtotalGrossCents,
    discount,
    couponApplied,
    shippingGross,
    shippingNet: shippingGross - shippingTax,
    shippingTax,
    tax: lines.reduce((sum, line) => sum + line.tax, 0) + shippingTax,
    grandTotal: subtotalGrossCents - discount + shippingGross,
    itemsQty: input.lines.reduce((sum, line) => sum + line.qty, 0),
  };
}
