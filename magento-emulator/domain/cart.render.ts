// Guest carts as Magento's REST API prints them (Magento_Quote): the cart, its items, the totals with their segments,
// the payment and shipping methods. Split from cart.service.ts, which keeps storing and changing carts.
import { PAYMENT_METHODS, storeById, type StoreCode } from '../emulator.config';
import { euros, magentoDate } from '../lib/magento.output';
import type { Address } from './address.rules';
import type { Catalog, ScopeCode } from './catalog.service';
import { renderTotalsItemOptions } from './totals-item-options';
import { computeTotals, shippingRate, type CartTotals } from './pricing.rules';
import { countryOf, itemSku, pricedLines, scopeOf, type CartDoc, type CartItemRecord, type CartRow } from './cart.service';

/**
 * CartItemInterface. `product_option` only where Magento runs CartItemOptionsProcessor::addProductOptions: the items
 * list (Quote/Model/Quote/Item/Repository::getList) and the saved item (Quote/Model/Quote/Item/CartItemPersister::save).
 * The cart itself (GET guest-carts/:id) has the bare quote items (Quote/Model/QuoteRepository/LoadHandler), without it.
 */
export function renderCartItem(catalog: Catalog, row: CartRow, item: CartItemRecord, quoteId: string, withProductOption = true): Record<string, unknown> {
  const product = catalog.get(item.sku);
  const scope = scopeOf(row.doc.store_id);
  const lines = pricedLines(catalog, { ...row.doc, items: [item] });
  const totals = computeTotals({ lines, countryId: countryOf(row.doc), coupon: null, shippingGrossCents: null, now: new Date(0) });
  const out: Record<string, unknown> = {
    item_id: item.item_id,
    sku: product ? itemSku(catalog, product, item) : item.sku,
    qty: item.qty,
    name: product ? catalog.storeValue(product, scope, 'name') : item.sku,
    price: euros(totals.lines[0]?.unitNet ?? 0),
    product_type: product?.type_id ?? 'simple',
    quote_id: quoteId,
  };
  if (item.bundle_options && withProductOption) {
    out.product_option = {
      extension_attributes: {
        bundle_options: item.bundle_options.map((entry) => ({
          option_id: entry.option_id,
          option_qty: entry.option_qty,
          option_selections: entry.option_selections,
        })),
      },
    };
  }
  return out;
}

function renderAddress(address: Address | undefined, id: number, type: 'billing' | 'shipping', email: string | undefined): Record<string, unknown> | undefined {
  if (!address) return undefined;
  return {
    id,
    region: address.region ?? null,
    region_id: address.region_id ?? null,
    region_code: address.region_code ?? null,
    country_id: address.country_id,
    street: address.street,
    company: address.company,
    telephone: address.telephone,
    postcode: address.postcode,
    city: address.city,
    firstname: address.firstname,
    lastname: address.lastname,
    vat_id: address.vat_id,
    email: address.email ?? email,
    same_as_billing: type === 'shipping' ? 0 : undefined,
    save_in_address_book: 0,
  };
}

/** CartInterface; `items` and the shipping assignments only for an active cart (LoadHandler). */
export function renderCart(catalog: Catalog, row: CartRow): Record<string, unknown> {
  const active = row.is_active;
  const store = storeById(row.doc.store_id);
  const items = row.doc.items.map((item) => renderCartItem(catalog, row, item, String(row.entity_id), false));
  const itemsQty = row.doc.items.reduce((sum, item) => sum + item.qty, 0);
  const out: Record<string, unknown> = {
    id: row.entity_id,
    created_at: magentoDate(row.created_at),
    updated_at: magentoDate(row.updated_at),
    converted_at: row.doc.converted_at ? magentoDate(row.doc.converted_at) : undefined,
    is_active: active,
    is_virtual: false,
    items: active ? items : undefined,
    items_count: row.doc.items.length,
    items_qty: itemsQty,
    customer: row.doc.email ? { email: row.doc.email, firstname: row.doc.billing_address?.firstname, lastname: row.doc.billing_address?.lastname } : {},
    billing_address: renderAddress(row.doc.billing_address, row.entity_id * 2, 'billing', row.doc.email),
    reserved_order_id: row.doc.reserved_order_id,
    orig_order_id: row.doc.orig_order_id ?? 0,
    currency: {
      global_currency_code: 'EUR',
      base_currency_code: 'EUR',
      store_currency_code: 'EUR',
      quote_currency_code: 'EUR',
      store_to_base_rate: 0,
      store_to_quote_rate: 0,
      base_to_global_rate: 1,
      base_to_quote_rate: 1,
    },
    customer_is_guest: row.doc.customer_id === undefined,
    customer_note_notify: true,
    customer_tax_class_id: 3,
    store_id: store.id,
  };
  if (active && itemsQty > 0) {
    const shipping: Record<string, unknown> = { address: renderAddress(row.doc.shipping_address, row.entity_id * 2 + 1, 'shipping', row.doc.email) ?? {} };
    if (row.doc.shipping_method) shipping.method = `${row.doc.shipping_method.carrier_code}_${row.doc.shipping_method.method_code}`;
    out.extension_attributes = { shipping_assignments: [{ shipping, items }] };
  }
  return out;
}

const SEGMENT_TITLES: Record<StoreCode, { subtotal: string; shipping: string; discount: string; tax: string; grand: string }> = {
  nl: { subtotal: 'Subtotaal', shipping: 'Verzending', discount: 'Korting', tax: 'BTW', grand: 'Totaal' },
  en: { subtotal: 'Subtotal', shipping: 'Shipping & Handling', discount: 'Discount', tax: 'Tax', grand: 'Grand Total' },
  de: { subtotal: 'Zwischensumme', shipping: 'Versand', discount: 'Rabatt', tax: 'MwSt.', grand: 'Gesamtsumme' },
};

/** TotalsInterface. Money in euros; `discount_amount` negative; the subtotal segment shows the amount incl. VAT (display setting). */
export function renderTotals(catalog: Catalog, doc: CartDoc, totals: CartTotals, scope: ScopeCode): Record<string, unknown> {
  const titles = SEGMENT_TITLES[scope === 'all' ? 'en' : scope];
  const items = doc.items.flatMap((item) => {
    const line = totals.lines.find((entry) => entry.itemId === item.item_id);
    const product = catalog.get(item.sku);
    if (!line || !product) return [];
    const discountNet = line.discount - Math.round((line.discount * line.ratePercent) / (100 + line.ratePercent));
    return [
      {
        item_id: item.item_id,
        price: euros(line.unitNet),
        base_price: euros(line.unitNet),
        qty: item.qty,
        row_total: euros(line.rowNet),
        base_row_total: euros(line.rowNet),
        row_total_with_discount: euros(line.rowNet - discountNet),
        tax_amount: euros(line.tax),
        base_tax_amount: euros(line.tax),
        tax_percent: line.ratePercent,
        discount_amount: euros(line.discount),
        base_discount_amount: euros(line.discount),
        discount_percent: line.rowGross > 0 && line.discount > 0 ? Math.round((line.discount / line.rowGross) * 10000) / 100 : 0,
        price_incl_tax: euros(line.unitGross),
        base_price_incl_tax: euros(line.unitGross),
        row_total_incl_tax: euros(line.rowGross),
        base_row_total_incl_tax: euros(line.rowGross),
        options: renderTotalsItemOptions(catalog, product, item.bundle_options, scope, doc.store_id),
        name: String(catalog.storeValue(product, scope, 'name')),
      },
    ];
  });
  const segments: Array<Record<string, unknown>> = [{ code: 'subtotal', title: titles.subtotal, value: euros(totals.subtotalGross) }];
  if (doc.shipping_method) {
    const label = doc.shipping_method.carrier_code === 'freeshipping' ? 'Free Shipping - Free' : 'Flat Rate - Fixed';
    segments.push({ code: 'shipping', title: `${titles.shipping} (${label})`, value: euros(totals.shippingGross) });
  }
  if (totals.discount > 0) segments.push({ code: 'discount', title: `${titles.discount} (${doc.coupon_code ?? ''})`, value: -euros(totals.discount) });
  segments.push({
    code: 'tax',
    title: titles.tax,
    value: euros(totals.tax),
    area: 'taxes',
    extension_attributes: {
      tax_grandtotal_details:
        totals.tax > 0
          ? [{ amount: euros(totals.tax), rates: [{ percent: String(totals.ratePercent), title: `${titles.tax} ${totals.ratePercent}%` }], group_id: 1 }]
          : [],
    },
  });
  segments.push({ code: 'grand_total', title: titles.grand, value: euros(totals.grandTotal), area: 'footer' });
  const discountNet = totals.discount - Math.round((totals.discount * totals.ratePercent) / (100 + totals.ratePercent));
  return {
    grand_total: euros(totals.grandTotal),
    base_grand_total: euros(totals.grandTotal),
    subtotal: euros(totals.subtotalNet),
    base_subtotal: euros(totals.subtotalNet),
    discount_amount: -euros(totals.discount),
    base_discount_amount: -euros(totals.discount),
    subtotal_with_discount: euros(totals.subtotalNet - discountNet),
    base_subtotal_with_discount: euros(totals.subtotalNet - discountNet),
    shipping_amount: euros(totals.shippingNet),
    base_shipping_amount: euros(totals.shippingNet),
    shipping_discount_amount: 0,
    base_shipping_discount_amount: 0,
    tax_amount: euros(totals.tax),
    base_tax_amount: euros(totals.tax),
    shipping_tax_amount: euros(totals.shippingTax),
    base_shipping_tax_amount: euros(totals.shippingTax),
    subtotal_incl_tax: euros(totals.subtotalGross),
    shipping_incl_tax: euros(totals.shippingGross),
    base_shipping_incl_tax: euros(totals.shippingGross),
    base_currency_code: 'EUR',
    quote_currency_code: 'EUR',
    coupon_code: totals.couponApplied ? doc.coupon_code : undefined,
    items_qty: totals.itemsQty,
    items,
    total_segments: segments,
  };
}

export function renderPaymentMethods(): Array<{ code: string; title: string }> {
  return PAYMENT_METHODS.map((method) => ({ code: method.code, title: method.title }));
}

const CARRIER_TITLES: Record<StoreCode, { flatrate: [string, string]; freeshipping: [string, string] }> = {
  nl: { flatrate: ['Pakketdienst', 'Pakket'], freeshipping: ['FOLT thuisbezorging', 'Gratis thuisbezorgd'] },
  en: { flatrate: ['Parcel service', 'Parcel'], freeshipping: ['FOLT home delivery', 'Free home delivery'] },
  de: { flatrate: ['Paketdienst', 'Paket'], freeshipping: ['FOLT Heimlieferung', 'Kostenlose Lieferung'] },
};

/** ShippingMethodInterface[] for estimate-shipping-methods. */
export function renderShippingMethods(
  catalog: Catalog,
  doc: CartDoc,
  countryId: string | undefined,
  scope: ScopeCode,
  discountCents: number,
): Array<Record<string, unknown>> {
  const lines = pricedLines(catalog, doc);
  const rate = shippingRate(lines, discountCents);
  if (!rate) return [];
  const titles = CARRIER_TITLES[scope === 'all' ? 'en' : scope][rate.carrierCode];
  const taxed = computeTotals({ lines: [], countryId, coupon: null, shippingGrossCents: rate.amountGrossCents, now: new Date(0) });
  return [
    {
      carrier_code: rate.carrierCode,
      method_code: rate.methodCode,
      carrier_title: titles[0],
      method_title: titles[1],
      amount: euros(rate.amountGrossCents),
      base_amount: euros(rate.amountGrossCents),
      available: true,
      error_message: '',
      price_excl_tax: euros(taxed.shippingNet),
      price_incl_tax: euros(taxed.shippingGross),
    },
  ];
}
