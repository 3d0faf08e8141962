// Guest carts (Magento_Quote): storage of quotes, items incl. bundles, coupons and shipping; their JSON as Magento
// prints it is in cart.render.ts.
import { randomBytes } from 'node:crypto';
import { MAX_SALE_QTY, storeById, type StoreCode } from '../emulator.config';
import { one, type Queryable } from '../db/emulator.store';
import { MagentoError, invalidValue, noSuchCart, productNotFound } from '../lib/magento.errors';
import { asNumber, dataObject, isObject, type Json } from '../lib/magento.input';
import type { Address } from './address.rules';
import { hasDynamicPrice, lineSku, type BundleOption, type BundleSelection, type Catalog, type ProductRecord } from './catalog.service';
import { catalogueGrossCents, computeTotals, shippingRate, checkCoupon, type CartTotals, type CouponRule, type PricedLine } from './pricing.rules';
import { customerRuleUses } from './sales-rule.service';
import { isSalableQty } from './stock-status';

export interface CartBundleOption {
  option_id: number;
  option_qty: number;
  option_selections: number[];
}

export interface CartItemRecord {
  item_id: number;
  sku: string;
  qty: number;
  bundle_options?: CartBundleOption[];
}

export interface CartDoc {
  store_id: number;
  items: CartItemRecord[];
  coupon_code?: string;
  shipping_address?: Address;
  billing_address?: Address;
  shipping_method?: { carrier_code: string; method_code: string };
  email?: string;
  customer_id?: number;
  /** Copied from the customer by Quote::setCustomer (PUT guest-carts/:cartId); the order takes them. */
  customer_email?: string;
  customer_firstname?: string;
  customer_lastname?: string;
  /** `save_in_address_book` of the addresses sent with shipping-information (a customer's quote keeps them at the order). */
  save_in_address_book?: { shipping?: boolean; billing?: boolean };
  reserved_order_id?: string;
  orig_order_id?: number;
  converted_at?: number;
}

export interface CartRow {
  entity_id: number;
  /** quote_id_mask.masked_id: null for a customer's quote until something asks for one (ensureMaskedId). */
  masked_id: string | null;
  is_active: boolean;
  doc: CartDoc;
  created_at: number;
  updated_at: number;
}

const MASK_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 32-character masked id, like quote_id_mask.masked_id. */
export function newMaskedId(): string {
  const bytes = randomBytes(32);
  let out = '';
  for (const byte of bytes) out += MASK_ALPHABET[byte % MASK_ALPHABET.length];
  return out;
}

/**
 * A guest cart (GuestCartManagement::createEmptyCart saves a quote_id_mask row) or, with a customer, their quote
 * (QuoteManagement::createEmptyCartForCustomer: no mask row).
 */
export async function createCart(q: Queryable, storeId: number, now: number, customerId?: number): Promise<CartRow> {
  const masked = customerId === undefined ? newMaskedId() : null;
  const doc: CartDoc = { store_id: storeId, items: [] };
  if (customerId !== undefined) doc.customer_id = customerId;
  const row = await one<CartRow>(q, 'insert into carts (masked_id, is_active, doc, created_at, updated_at) values ($1, true, $2, $3, $3) returning *', [
    masked,
    JSON.stringify(doc),
    now,
  ]);
  return normalizeRow(row!);
}

export function normalizeRow(row: CartRow): CartRow {
  return { ...row, entity_id: Number(row.entity_id), created_at: Number(row.created_at), updated_at: Number(row.updated_at) };
}

/** A cart the caller already holds (carts/mine) or names by its masked id (guest-carts). */
export type CartRef = string | { entity_id: number };

/**
 * QuoteIdToMaskedQuoteId::execute (GraphQL's Cart.id, MaskedCartId): the quote's masked id, a new quote_id_mask row
 * for a quote that has none (a customer's quote).
 */
export async function ensureMaskedId(q: Queryable, row: CartRow): Promise<string> {
  if (row.masked_id) return row.masked_id;
  const masked = newMaskedId();
  await q.query('update carts set masked_id = $2 where entity_id = $1', [row.entity_id, masked]);
  row.masked_id = masked;
  return masked;
}

export async function findCart(q: Queryable, maskedId: string): Promise<CartRow | undefined> {
  const row = await one<CartRow>(q, 'select * from carts where masked_id = $1', [maskedId]);
  return row ? normalizeRow(row) : undefined;
}

/** GuestCartRepository::get: any cart, active or not; unknown → 404 with fieldValue null. */
export async function getCart(q: Queryable, ref: CartRef): Promise<CartRow> {
  const row =
    typeof ref === 'string'
      ? await findCart(q, ref)
      : await one<CartRow>(q, 'select * from carts where entity_id = $1', [ref.entity_id]).then((found) => (found ? normalizeRow(found) : undefined));
  if (!row) throw noSuchCart(null);
  return row;
}

/** QuoteRepository::getActive: an inactive cart is 404 too, but with the numeric quote id as fieldValue. */
export async function getActiveCart(q: Queryable, ref: CartRef): Promise<CartRow> {
  const row = await getCart(q, ref);
  if (!row.is_active) throw noSuchCart(row.entity_id);
  return row;
}

export async function saveCart(q: Queryable, row: CartRow, now: number): Promise<void> {
  await q.query('update carts set doc = $2, is_active = $3, updated_at = $4 where entity_id = $1', [
    row.entity_id,
    JSON.stringify(row.doc),
    row.is_active,
    now,
  ]);
}

export function scopeOf(storeId: number): StoreCode {
  return storeById(storeId).code;
}

export function countryOf(doc: CartDoc): string | undefined {
  return doc.shipping_address?.country_id ?? doc.billing_address?.country_id;
}

/** The chosen selections of a bundle line, in the order of bundle_selection_ids (options by id, then selection ids). */
export function chosenSelections(catalog: Catalog, item: CartItemRecord): BundleSelection[] {
  return (item.bundle_options ?? []).flatMap((chosen) => chosen.option_selections.flatMap((id) => catalog.selection(id)?.selection ?? []));
}

/** The quote line's SKU (Bundle\\Model\\Product\\Type::getSku): a dynamic-SKU bundle's carries its selections' SKUs. */
export function itemSku(catalog: Catalog, product: ProductRecord, item: CartItemRecord): string {
  return lineSku(
    product,
    chosenSelections(catalog, item).map((selection) => selection.sku),
  );
}

/** A selection's unit price in a bundle (Bundle/Model/Product/Price::getSelectionFinalTotalPrice, per selection qty). */
export function selectionUnitCents(catalog: Catalog, product: ProductRecord, selection: BundleSelection): number {
  return hasDynamicPrice(product) ? (catalog.get(selection.sku)?.price_cents ?? 0) : selection.price_cents;
}

/**
 * The unit catalogue price of a line (Bundle/Model/Product/Price::getFinalPrice): a fixed-price bundle costs its own
 * price plus each chosen selection's price; a dynamic-price one has no own price (getPrice is 0) and costs the sum of
 * the selected products' own prices, selection_price_value ignored.
 */
export function unitGrossCents(catalog: Catalog, product: ProductRecord, item: CartItemRecord): number {
  const base = hasDynamicPrice(product) ? 0 : product.price_cents;
  return chosenSelections(catalog, item).reduce((sum, selection) => sum + selectionUnitCents(catalog, product, selection) * Math.max(1, selection.qty), base);
}

export function pricedLines(catalog: Catalog, doc: CartDoc): PricedLine[] {
  return doc.items.flatMap((item) => {
    const product = catalog.get(item.sku);
    if (!product) return [];
    const selectionSkus = chosenSelections(catalog, item).map((selection) => selection.sku);
    const weight = product.weight + selectionSkus.reduce((sum, sku) => sum + (catalog.get(sku)?.weight ?? 0), 0) * (product.is_bike ? 0 : 1);
    return [
      {
        itemId: item.item_id,
        sku: product.sku,
        qty: item.qty,
        // Catalogue prices incl. or excl. VAT (tax/calculation/price_includes_tax, pricing.rules.ts).
        unitGrossCents: catalogueGrossCents(unitGrossCents(catalog, product, item), countryOf(doc), catalog.pricesIncludeTax),
        isBike: product.is_bike,
        weightKg: weight,
        // Only the line's own SKU: a bike's battery selection (FOLT-BAT-…) must not make a parts-only coupon discount the bike.
        couponSkus: [product.sku],
        couponCategories: product.category_links.map((link) => String(link.category_id)),
      },
    ];
  });
}

/** The coupon as the cart of `customerId` (none: a guest's) sees it: with the customer's uses of its rule when it limits them. */
export async function loadCoupon(q: Queryable, code: string, customerId?: number): Promise<CouponRule | undefined> {
  const row = await one<{ code: string; doc: Omit<CouponRule, 'timesUsed' | 'code'>; times_used: number; rule_id: number | null }>(
    q,
    'select code, doc, times_used, rule_id from coupons where lower(code) = lower($1)',
    [code],
  );
  if (!row) return undefined;
  const rule: CouponRule = { ...row.doc, code: row.code, timesUsed: row.times_used };
  if (customerId !== undefined && rule.usesPerCustomer) rule.timesUsedByCustomer = await customerRuleUses(q, row, customerId);
  return rule;
}

export async function cartTotals(
  q: Queryable,
  catalog: Catalog,
  doc: CartDoc,
  now: number,
): Promise<{ totals: CartTotals; lines: PricedLine[]; coupon: CouponRule | null }> {
  const lines = pricedLines(catalog, doc);
  const coupon = doc.coupon_code ? ((await loadCoupon(q, doc.coupon_code, doc.customer_id)) ?? null) : null;
  const preliminary = computeTotals({ lines, countryId: countryOf(doc), coupon, shippingGrossCents: 0, now: new Date(now) });
  let shippingGross: number | null = null;
  if (doc.shipping_method) {
    const rate = shippingRate(lines, preliminary.discount);
    shippingGross = rate && rate.carrierCode === doc.shipping_method.carrier_code ? rate.amountGrossCents : null;
  }
  const totals = computeTotals({ lines, countryId: countryOf(doc), coupon, shippingGrossCents: shippingGross, now: new Date(now) });
  return { totals, lines, coupon };
}

/** After the items changed, Magento's collectTotals drops a coupon whose rule no longer applies, and a shipping method that no longer exists. */
export async function revalidateCart(q: Queryable, catalog: Catalog, doc: CartDoc, now: number): Promise<void> {
  const lines = pricedLines(catalog, doc);
  if (doc.coupon_code) {
    const coupon = await loadCoupon(q, doc.coupon_code, doc.customer_id);
    if (!coupon || !checkCoupon(coupon, lines, new Date(now)).ok) delete doc.coupon_code;
  }
  if (doc.shipping_method) {
    const rate = shippingRate(lines, 0);
    if (!rate || rate.carrierCode !== doc.shipping_method.carrier_code) delete doc.shipping_method;
  }
}

// ---- item input -------------------------------------------------------------------------------------------------

const CART_ITEM_KEYS = ['item_id', 'sku', 'qty', 'name', 'price', 'product_type', 'quote_id', 'product_option', 'extension_attributes'] as const;
const CART_ITEM_CLASS = 'Magento\\Quote\\Api\\Data\\CartItemInterface';

export interface CartItemInput {
  item_id?: number;
  sku?: string;
  qty: unknown;
  bundle_options?: CartBundleOption[];
}

function readBundleOptions(productOption: Json | undefined): CartBundleOption[] | undefined {
  if (productOption === undefined || productOption === null) return undefined;
  const option = dataObject(productOption, 'Magento\\Quote\\Api\\Data\\ProductOptionInterface', ['extension_attributes']);
  if (option.extension_attributes === undefined || option.extension_attributes === null) return undefined;
  const ext = dataObject(option.extension_attributes, 'Magento\\Quote\\Api\\Data\\ProductOptionExtensionInterface', [
    'bundle_options',
    'custom_options',
    'configurable_item_options',
    'downloadable_option',
    'giftcard_item_option',
  ]);
  if (ext.bundle_options === undefined || ext.bundle_options === null) return undefined;
  if (!Array.isArray(ext.bundle_options)) throw invalidValue('bundle_options', ext.bundle_options);
  if (ext.bundle_options.length > 50) throw invalidValue('bundle_options', 'too many options');
  return ext.bundle_options.map((entry) => {
    const raw = dataObject(entry, 'Magento\\Bundle\\Api\\Data\\BundleOptionInterface', [
      'option_id',
      'option_qty',
      'option_selections',
      'extension_attributes',
    ]);
    const optionId = asNumber(raw.option_id, 'int');
    if (optionId === undefined) throw invalidValue('option_id', '');
    const optionQty = asNumber(raw.option_qty, 'int') ?? 1;
    const selectionsRaw = raw.option_selections ?? [];
    if (!Array.isArray(selectionsRaw) || selectionsRaw.length > 50) throw invalidValue('option_selections', selectionsRaw);
    const selections = selectionsRaw.map((id) => {
      const parsed = asNumber(id, 'int');
      if (parsed === undefined) throw invalidValue('option_selections', id);
      return parsed;
    });
    return { option_id: optionId, option_qty: optionQty, option_selections: selections };
  });
}

export function readCartItem(value: Json): CartItemInput {
  if (!isObject(value))
    throw new MagentoError(400, 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.', {
      value: JSON.stringify(value),
      type: CART_ITEM_CLASS,
    });
  const raw = dataObject(value, CART_ITEM_CLASS, CART_ITEM_KEYS);
  const sku = raw.sku === undefined || raw.sku === null ? undefined : typeof raw.sku === 'string' ? raw.sku : String(raw.sku);
  // CartItemInterface::setQty(float): ServiceInputProcessor refuses a non-numeric qty with its type error.
  const input: CartItemInput = { sku, qty: asNumber(raw.qty, 'float') };
  const itemId = asNumber(raw.item_id, 'int');
  if (itemId !== undefined) input.item_id = itemId;
  const bundle = readBundleOptions(raw.product_option);
  if (bundle) input.bundle_options = bundle;
  return input;
}

/** CartItemPersister: qty must be numeric and > 0; the stock item caps it at max_sale_qty. Decimals are refused (is_qty_decimal = 0). */
export function validQty(raw: unknown): number {
  const qty = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(qty) || qty <= 0) throw invalidValue('qty', raw);
  if (!Number.isInteger(qty)) throw new MagentoError(400, 'You cannot use decimal quantity for this product.');
  if (qty > MAX_SALE_QTY) throw new MagentoError(400, `The most you may purchase is ${MAX_SALE_QTY}.`);
  return qty;
}

/** Bundle\Model\Product\Type::_prepareProduct, reduced to what matters: known options, own selections, required ones chosen. */
export function validateBundle(product: ProductRecord, chosen: CartBundleOption[] | undefined): CartBundleOption[] {
  const options = product.bundle_options ?? [];
  if (!chosen || chosen.length === 0) throw new MagentoError(400, 'Please specify product option(s).');
  const byId = new Map<number, CartBundleOption>();
  for (const entry of chosen) {
    const option: BundleOption | undefined = options.find((candidate) => candidate.option_id === entry.option_id);
    if (!option) throw new MagentoError(400, 'The options you selected are not available.');
    const unique = [...new Set(entry.option_selections)];
    if (unique.some((id) => !option.selections.some((selection) => selection.selection_id === id)))
      throw new MagentoError(400, 'The options you selected are not available.');
    if ((option.type === 'radio' || option.type === 'select') && unique.length > 1) throw new MagentoError(400, 'The options you selected are not available.');
    if (unique.length === 0) continue;
    const previous = byId.get(option.option_id);
    byId.set(option.option_id, {
      option_id: option.option_id,
      option_qty: 1,
      option_selections: previous ? [...new Set([...previous.option_selections, ...unique])] : unique,
    });
  }
  for (const option of options) if (option.required && !byId.has(option.option_id)) throw new MagentoError(400, 'Please select all required options.');
  return [...byId.values()]
    .sort((a, b) => a.option_id - b.option_id)
    .map((entry) => ({ ...entry, option_selections: [...entry.option_selections].sort((a, b) => a - b) }));
}

function sameOptions(a: CartBundleOption[] | undefined, b: CartBundleOption[] | undefined): boolean {
  return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
}

export async function stockOf(q: Queryable, sku: string): Promise<number> {
  const row = await one<{ qty: number }>(q, 'select qty from stock where sku = $1', [sku]);
  return row?.qty ?? 0;
}

/**
 * The stock checks of a quote item (Magento 2.4.6): adding a product that is not salable stops in Quote::addProduct
 * ("Product that you are trying to add is not available."), a bundle with a chosen selection that is not salable in
 * Bundle\Model\Product\Type::checkSelectionsIsSale ("The required options you selected are not available."); setting
 * the qty of a line whose product is out of stock answers CatalogInventory's QuantityValidator ("This product is out of
 * stock."), and a qty above the quantity StockStateProvider::checkQuoteItemQty ("The requested qty is not available"),
 * for a bundle per selection (its children's quote items).
 */
async function assertStock(
  q: Queryable,
  catalog: Catalog,
  product: ProductRecord,
  qty: number,
  mode: 'add' | 'update',
  bundle?: CartBundleOption[],
): Promise<void> {
  const own = await stockOf(q, product.sku);
  if (!isSalableQty(own)) {
    throw new MagentoError(400, mode === 'add' ? 'Product that you are trying to add is not available.' : 'This product is out of stock.');
  }
  const children = (bundle ?? []).flatMap((entry) => entry.option_selections.map((id) => catalog.selection(id)?.selection).filter((s) => s !== undefined));
  const childStock = await Promise.all(children.map(async (selection) => ({ selection, stock: await stockOf(q, selection.sku) })));
  if (childStock.some((child) => !isSalableQty(child.stock))) throw new MagentoError(400, 'The required options you selected are not available.');
  if (qty > own || childStock.some((child) => child.selection.qty * qty > child.stock)) throw new MagentoError(400, 'The requested qty is not available');
}

/** Adds an item (merging with an identical line, as Magento does) and returns the saved record. */
export async function addItem(q: Queryable, catalog: Catalog, row: CartRow, input: CartItemInput, now: number): Promise<CartItemRecord> {
  const qty = validQty(input.qty);
  if (!input.sku) throw productNotFound();
  const product = catalog.get(input.sku);
  if (!product) throw productNotFound();
  if (product.status !== 1) throw new MagentoError(400, 'Product that you are trying to add is not available.');
  const bundle = product.type_id === 'bundle' ? validateBundle(product, input.bundle_options) : undefined;
  const existing = row.doc.items.find((item) => item.sku === product.sku && sameOptions(item.bundle_options, bundle));
  const total = (existing?.qty ?? 0) + qty;
  if (total > MAX_SALE_QTY) throw new MagentoError(400, `The most you may purchase is ${MAX_SALE_QTY}.`);
  await assertStock(q, catalog, product, total, 'add', bundle);
  let item: CartItemRecord;
  if (existing) {
    existing.qty = total;
    item = existing;
  } else {
    const id = await one<{ id: string }>(q, "select nextval('quote_item_seq') as id");
    item = { item_id: Number(id!.id), sku: product.sku, qty };
    if (bundle) item.bundle_options = bundle;
    row.doc.items.push(item);
  }
  await revalidateCart(q, catalog, row.doc, now);
  await saveCart(q, row, now);
  return item;
}

export function missingItem(row: CartRow, itemId: unknown): MagentoError {
  return new MagentoError(404, "The %1 Cart doesn't contain the %2 item.", [String(row.entity_id), String(itemId)]);
}

export async function updateItem(q: Queryable, catalog: Catalog, row: CartRow, itemId: number, input: CartItemInput, now: number): Promise<CartItemRecord> {
  // CartItemPersister::save checks the qty before it looks for the item.
  const qty = validQty(input.qty);
  const item = row.doc.items.find((entry) => entry.item_id === itemId);
  if (!item) throw missingItem(row, itemId);
  const product = catalog.get(item.sku);
  if (!product) throw productNotFound();
  if (input.bundle_options && product.type_id === 'bundle') item.bundle_options = validateBundle(product, input.bundle_options);
  await assertStock(q, catalog, product, qty, 'update', item.bundle_options);
  item.qty = qty;
  await revalidateCart(q, catalog, row.doc, now);
  await saveCart(q, row, now);
  return item;
}

export async function deleteItem(q: Queryable, catalog: Catalog, row: CartRow, itemId: number, now: number): Promise<void> {
  const index = row.doc.items.findIndex((entry) => entry.item_id === itemId);
  if (index < 0) throw missingItem(row, itemId);
  row.doc.items.splice(index, 1);
  await revalidateCart(q, catalog, row.doc, now);
  await saveCart(q, row, now);
}

/**
 * Puts a coupon on the cart; false when the code is not valid for it. Like Magento's `CouponManagement::set()`, the
 * code replaces the earlier one before it is checked and the quote is saved either way: a rejected code leaves the
 * cart without a coupon (the caller answers 404 after saving).
 */
export async function applyCoupon(q: Queryable, catalog: Catalog, row: CartRow, code: string, now: number, rejectedByFault: boolean): Promise<boolean> {
  if (row.doc.items.length === 0) throw new MagentoError(404, 'The "%1" Cart doesn\'t contain products.', [String(row.entity_id)]);
  const coupon = rejectedByFault || code.trim() === '' ? undefined : await loadCoupon(q, code.trim(), row.doc.customer_id);
  const valid = coupon !== undefined && checkCoupon(coupon, pricedLines(catalog, row.doc), new Date(now)).ok;
  if (valid) row.doc.coupon_code = coupon.code;
  else delete row.doc.coupon_code;
  await revalidateCart(q, catalog, row.doc, now);
  await saveCart(q, row, now);
  return valid;
}

export async function removeCoupon(q: Queryable, row: CartRow, now: number): Promise<void> {
  if (row.doc.items.length === 0) throw new MagentoError(404, 'The "%1" Cart doesn\'t contain products.', [String(row.entity_id)]);
  delete row.doc.coupon_code;
  await saveCart(q, row, now);
}
