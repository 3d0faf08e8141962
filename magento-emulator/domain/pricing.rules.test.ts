// Unit tests of the money rules: VAT by destination, coupons, discount allocation and parcel shipping, in integer cents.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateDiscount,
  catalogueGrossCents,
  checkCoupon,
  computeTotals,
  netCatalogueCents,
  shippingRate,
  taxInGross,
  taxRate,
  type CouponRule,
  type PricedLine,
} from './pricing.rules';

const line = (over: Partial<PricedLine> = {}): PricedLine => ({
  itemId: 1,
  sku: 'FOLT-BELL',
  qty: 1,
  unitGrossCents: 995,
  isBike: false,
  weightKg: 0.05,
  couponSkus: ['FOLT-BELL'],
  ...over,
});
const rule = (over: Partial<CouponRule> = {}): CouponRule => ({ code: 'X', type: 'percent', amount: 10, timesUsed: 0, description: '', ...over });
const now = new Date('2026-11-22T12:00:00Z');

describe('VAT', () => {
  it('uses the destination rate: NL 21, BE 21, DE 19, AT 20, LU 17, and NL when unknown', () => {
    expect(['NL', 'BE', 'DE', 'AT', 'LU', undefined, 'FR'].map((country) => taxRate(country))).toEqual([21, 21, 19, 20, 17, 21, 21]);
  });

  it('takes VAT out of a gross amount, rounded to the cent', () => {
    expect(taxInGross(121_00, 21)).toBe(21_00);
    expect(taxInGross(199_900, 21)).toBe(34_693);
    expect(taxInGross(199_900, 19)).toBe(31_917);
  });

  it('keeps the gross price and changes the VAT by country (cross-border trade)', () => {
    const lines = [line({ unitGrossCents: 199_900, isBike: true, sku: 'FOLT Classic', couponSkus: ['FOLT Classic'] })];
    const nl = computeTotals({ lines, countryId: 'NL', shippingGrossCents: 0, now });
    const lu = computeTotals({ lines, countryId: 'LU', shippingGrossCents: 0, now });
    expect(nl.grandTotal).toBe(199_900);
    expect(lu.grandTotal).toBe(199_900);
    expect(nl.tax).toBe(34_693);
    expect(lu.tax).toBe(taxInGross(199_900, 17));
  });
});

describe('coupons', () => {
  it('applies a percentage to every matching line', () => {
    const totals = computeTotals({ lines: [line({ qty: 2 })], coupon: rule({ amount: 10 }), shippingGrossCents: null, now });
    expect(totals.discount).toBe(199);
    expect(totals.grandTotal).toBe(1990 - 199);
  });

  it('caps a fixed amount at the matching subtotal', () => {
    const totals = computeTotals({ lines: [line()], coupon: rule({ type: 'fixed', amount: 5_000 }), shippingGrossCents: null, now });
    expect(totals.discount).toBe(995);
    expect(totals.grandTotal).toBe(0);
  });

  it('checks minimum subtotal, expiry, usage limit and SKU restriction', () => {
    expect(checkCoupon(rule({ minSubtotalCents: 1_000 }), [line()], now)).toEqual({ ok: false, reason: 'min-subtotal' });
    expect(checkCoupon(rule({ minSubtotalCents: 995 }), [line()], now)).toEqual({ ok: true });
    expect(checkCoupon(rule({ expiresOn: '2026-11-21' }), [line()], now)).toEqual({ ok: false, reason: 'expired' });
    expect(checkCoupon(rule({ expiresOn: '2026-11-22' }), [line()], now)).toEqual({ ok: true });
    expect(checkCoupon(rule({ usageLimit: 1, timesUsed: 1 }), [line()], now)).toEqual({ ok: false, reason: 'used-up' });
    // uses_per_customer: the customer's own uses of the rule; a guest's cart carries none and is never refused for it.
    expect(checkCoupon(rule({ usesPerCustomer: 2, timesUsedByCustomer: 2 }), [line()], now)).toEqual({ ok: false, reason: 'used-up-by-customer' });
    expect(checkCoupon(rule({ usesPerCustomer: 2, timesUsedByCustomer: 1 }), [line()], now)).toEqual({ ok: true });
    expect(checkCoupon(rule({ usesPerCustomer: 2 }), [line()], now)).toEqual({ ok: true });
    expect(checkCoupon(rule({ skus: ['FOLT *'] }), [line()], now)).toEqual({ ok: false, reason: 'no-matching-sku' });
    expect(checkCoupon(rule({ skus: ['folt-*'] }), [line()], now)).toEqual({ ok: true });
    expect(checkCoupon(rule(), [], now)).toEqual({ ok: false, reason: 'empty' });
  });

  it('checks what a rule saved through /V1/salesRules adds: switched off, a start date, a category restriction', () => {
    expect(checkCoupon(rule({ inactive: true }), [line()], now)).toEqual({ ok: false, reason: 'inactive' });
    expect(checkCoupon(rule({ startsOn: '2026-11-23' }), [line()], now)).toEqual({ ok: false, reason: 'not-yet-valid' });
    expect(checkCoupon(rule({ startsOn: '2026-11-22' }), [line()], now)).toEqual({ ok: true });
    expect(checkCoupon(rule({ categories: ['12'] }), [line({ couponCategories: ['11'] })], now)).toEqual({ ok: false, reason: 'no-matching-sku' });
    const inCategory = line({ itemId: 2, couponCategories: ['12', '11'] });
    expect(checkCoupon(rule({ categories: ['12'] }), [line({ couponCategories: ['11'] }), inCategory], now)).toEqual({ ok: true });
    // Category and SKU together: both must hold (aggregator "all").
    expect(checkCoupon(rule({ categories: ['12'], skus: ['OTHER'] }), [inCategory], now)).toEqual({ ok: false, reason: 'no-matching-sku' });
    const totals = computeTotals({ lines: [line({ couponCategories: ['11'] }), inCategory], coupon: rule({ categories: ['12'] }), shippingGrossCents: 0, now });
    expect(totals.lines.find((entry) => entry.itemId === 1)!.discount).toBe(0);
    expect(totals.lines.find((entry) => entry.itemId === 2)!.discount).toBe(100);
  });

  it('discounts only the lines a SKU restriction matches', () => {
    const bike = line({ itemId: 2, sku: 'FOLT Elite', unitGrossCents: 279_900, isBike: true, couponSkus: ['FOLT Elite'] });
    const totals = computeTotals({ lines: [line(), bike], coupon: rule({ type: 'fixed', amount: 10_000, skus: ['FOLT *'] }), shippingGrossCents: 0, now });
    expect(totals.lines.find((entry) => entry.itemId === 1)!.discount).toBe(0);
    expect(totals.lines.find((entry) => entry.itemId === 2)!.discount).toBe(10_000);
  });

  it('ignores a coupon that no longer applies', () => {
    const totals = computeTotals({ lines: [line()], coupon: rule({ minSubtotalCents: 50_000 }), shippingGrossCents: null, now });
    expect(totals.couponApplied).toBe(false);
    expect(totals.discount).toBe(0);
  });

  it('property: a fixed discount is spread exactly, never above a line, never negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 0, max: 500_000 }), qty: fc.integer({ min: 1, max: 20 }) }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (rows, amount) => {
          const lines = rows.map((row, index) => line({ itemId: index + 1, unitGrossCents: row.price, qty: row.qty }));
          const shares = allocateDiscount(rule({ type: 'fixed', amount }), lines);
          const total = [...shares.values()].reduce((sum, value) => sum + value, 0);
          const gross = lines.reduce((sum, entry) => sum + entry.unitGrossCents * entry.qty, 0);
          expect(total).toBe(Math.min(amount, gross));
          for (const entry of lines) {
            const share = shares.get(entry.itemId) ?? 0;
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(entry.unitGrossCents * entry.qty);
          }
        },
      ),
    );
  });

  it('property: totals add up in whole cents for any cart, coupon and country', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 1, max: 400_000 }), qty: fc.integer({ min: 1, max: 10 }) }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom('NL', 'BE', 'DE', 'AT', 'LU'),
        fc.oneof(fc.constant(null), fc.record({ type: fc.constantFrom<'percent' | 'fixed'>('percent', 'fixed'), amount: fc.integer({ min: 0, max: 100 }) })),
        fc.integer({ min: 0, max: 5_000 }),
        (rows, country, coupon, shipping) => {
          const lines = rows.map((row, index) => line({ itemId: index + 1, unitGrossCents: row.price, qty: row.qty }));
          const couponRule = coupon ? rule({ type: coupon.type, amount: coupon.type === 'fixed' ? coupon.amount * 100 : coupon.amount }) : null;
          const totals = computeTotals({ lines, countryId: country, coupon: couponRule, shippingGrossCents: shipping, now });
          expect(totals.grandTotal).toBe(totals.subtotalGross - totals.discount + totals.shippingGross);
          expect(Number.isInteger(totals.tax)).toBe(true);
          expect(totals.tax).toBeLessThanOrEqual(totals.grandTotal);
          expect(totals.grandTotal).toBeGreaterThanOrEqual(0);
          expect(totals.subtotalNet + totals.lines.reduce((sum, entry) => sum + (entry.rowGross - entry.rowNet), 0)).toBe(totals.subtotalGross);
        },
      ),
    );
  });
});

describe('shipping', () => {
  it('delivers a cart with a bike free of charge', () => {
    expect(shippingRate([line({ isBike: true, unitGrossCents: 199_900 }), line({ itemId: 2 })], 0)).toMatchObject({
      carrierCode: 'freeshipping',
      amountGrossCents: 0,
    });
  });

  it('charges €6.95 per parcel of at most 20 kg for parts, free from €75 after discount', () => {
    expect(shippingRate([line({ weightKg: 1 })], 0)).toMatchObject({ carrierCode: 'flatrate', amountGrossCents: 695, parcels: 1 });
    expect(shippingRate([line({ weightKg: 4.2, qty: 6, unitGrossCents: 1_000 })], 0)).toMatchObject({ amountGrossCents: 2 * 695, parcels: 2 });
    expect(shippingRate([line({ unitGrossCents: 7_500 })], 0)).toMatchObject({ amountGrossCents: 0 });
    expect(shippingRate([line({ unitGrossCents: 7_500 })], 1)).toMatchObject({ amountGrossCents: 695 });
  });

  it('has no rate for an empty cart', () => {
    expect(shippingRate([], 0)).toBeNull();
  });
});

describe('catalogue prices incl. or excl. VAT (tax/calculation/price_includes_tax)', () => {
  it('takes a price incl. VAT as the gross price in every country (cross-border trade)', () => {
    expect(catalogueGrossCents(199_900, 'NL', true)).toBe(199_900);
    expect(catalogueGrossCents(199_900, 'DE', true)).toBe(199_900);
  });

  it("adds the destination's VAT to a price excl. VAT", () => {
    expect(catalogueGrossCents(100_000, 'NL', false)).toBe(121_000);
    expect(catalogueGrossCents(100_000, 'DE', false)).toBe(119_000);
    expect(catalogueGrossCents(100_000, undefined, false)).toBe(121_000);
  });

  it('a net price entered for a Dutch gross price gives that gross price back, to the cent, for any price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (gross) => {
        expect(catalogueGrossCents(netCatalogueCents(gross, 21), 'NL', false)).toBe(gross);
      }),
    );
  });
});
