// The product catalogue: records as stored, store-view scoping, Magento's ProductInterface rendering, search and save.
// Products are few and read on every page, so they live in memory and are written through to PGlite.
import type { StoreCode } from '../emulator.config';
import { magentoDate, withoutNulls } from '../lib/magento.output';
import type { Queryable } from '../db/emulator.store';
import { CATEGORIES, type CategorySeed } from '../seed/seed.parts';

export type ScopeCode = StoreCode | 'all';

/** Attributes whose values differ per store view (the rest are global, like price). */
export const STORE_SCOPED_ATTRIBUTES = [
  'name',
  'url_key',
  'short_description',
  'description',
  'one_liner',
  'meta_title',
  'meta_description',
  'meta_keyword',
] as const;

export interface BundleSelection {
  selection_id: number;
  sku: string;
  qty: number;
  position: number;
  is_default: boolean;
  /** selection_price_value in cents (a fixed amount, selection price_type 0); a dynamic-price bundle ignores it. */
  price_cents: number;
}

export interface BundleOption {
  option_id: number;
  title: string;
  titles: Partial<Record<StoreCode, string>>;
  required: boolean;
  type: 'radio' | 'checkbox' | 'select' | 'multi';
  position: number;
  selections: BundleSelection[];
}

export interface MediaEntry {
  id: number;
  file: string;
  label: string;
  position: number;
  disabled: boolean;
  types: string[];
}

export interface ProductRecord {
  entity_id: number;
  sku: string;
  type_id: 'simple' | 'bundle';
  attribute_set_id: number;
  name: string;
  price_cents: number;
  status: 1 | 2;
  visibility: 1 | 2 | 3 | 4;
  weight: number;
  created_at: number;
  updated_at: number;
  /** Admin-scope (global) custom attribute values. */
  attrs: Record<string, string | string[]>;
  /** Store-view overrides of the store-scoped attributes (name included). */
  stores: Partial<Record<StoreCode, Record<string, string>>>;
  category_links: Array<{ category_id: number; position: number }>;
  links: Array<{ link_type: 'related' | 'crosssell' | 'upsell'; linked_product_sku: string; position: number }>;
  media: MediaEntry[];
  bundle_options?: BundleOption[];
  /** True for bikes: they ship by van, free (see SHIPPING). */
  is_bike: boolean;
}

export interface RenderedProduct {
  [key: string]: unknown;
}

/** A catalogue price as Magento prints it: decimal(20,6), so a net price keeps its fractions of a cent. */
function catalogueEuros(cents: number): number {
  return Math.round(cents * 10_000) / 1_000_000;
}

/** Bundle\\Model\\Product\\Price::PRICE_TYPE_DYNAMIC (0): the bundle costs the sum of its selections' own prices. */
export function hasDynamicPrice(product: ProductRecord): boolean {
  return product.type_id === 'bundle' && product.attrs.price_type === '0';
}

/**
 * The SKU of a quote (and so order) line: Bundle\\Model\\Product\\Type::getSku. A fixed SKU (sku_type 1) is the bundle's
 * own; a dynamic one (sku_type 0) is the bundle's SKU and each chosen selection's SKU, in the order of
 * bundle_selection_ids, joined with '-'.
 */
export function lineSku(product: ProductRecord, selectionSkus: readonly string[]): string {
  if (product.type_id !== 'bundle' || product.attrs.sku_type !== '0') return product.sku;
  return [product.sku, ...selectionSkus].join('-');
}

const PRODUCT_FIELDS = new Set([
  'id',
  'entity_id',
  'sku',
  'name',
  'attribute_set_id',
  'price',
  'status',
  'visibility',
  'type_id',
  'created_at',
  'updated_at',
  'weight',
  'category_id',
]);

export class Catalog {
  private readonly bySku = new Map<string, ProductRecord>();
  private readonly lowerSku = new Map<string, ProductRecord>();
  private readonly selectionOwner = new Map<number, { product: ProductRecord; option: BundleOption; selection: BundleSelection }>();
  private readonly attributeCodes = new Set<string>();
  /** Rendered products per scope, without the stock item (stock moves with every order); dropped when a product changes. */
  private readonly rendered = new Map<string, RenderedProduct>();

  /** The store's categories below "Default Category" (seeded; a data directory from before they were stored has the default ids). */
  categories: readonly CategorySeed[] = CATEGORIES;
  /** tax/calculation/price_includes_tax of the seed (stored with the data): prices incl. VAT (true) or excl. VAT. */
  pricesIncludeTax = true;

  async load(q: Queryable): Promise<void> {
    const meta = await q.query<{ value: CategorySeed[] }>("select value from meta where key = 'categories'");
    this.categories = meta.rows[0]?.value ?? CATEGORIES;
    const taxMode = await q.query<{ value: boolean }>("select value from meta where key = 'prices_include_tax'");
    this.pricesIncludeTax = taxMode.rows[0]?.value ?? true;
    const { rows } = await q.query<{ doc: ProductRecord }>('select doc from products order by entity_id');
    this.bySku.clear();
    this.lowerSku.clear();
    this.selectionOwner.clear();
    for (const row of rows) this.remember(row.doc);
  }

  private remember(product: ProductRecord): void {
    this.rendered.clear();
    this.bySku.set(product.sku, product);
    this.lowerSku.set(product.sku.toLowerCase(), product);
    for (const code of Object.keys(product.attrs)) this.attributeCodes.add(code);
    for (const option of product.bundle_options ?? [])
      for (const selection of option.selections) this.selectionOwner.set(selection.selection_id, { product, option, selection });
  }

  /** Magento's SKU lookup is case-insensitive (MySQL collation). */
  get(sku: string): ProductRecord | undefined {
    return this.bySku.get(sku) ?? this.lowerSku.get(sku.toLowerCase());
  }

  byId(entityId: number): ProductRecord | undefined {
    for (const product of this.bySku.values()) if (product.entity_id === entityId) return product;
    return undefined;
  }

  all(): ProductRecord[] {
    return [...this.bySku.values()];
  }

  nextEntityId(): number {
    return Math.max(0, ...[...this.bySku.values()].map((p) => p.entity_id)) + 1;
  }

  async save(q: Queryable, product: ProductRecord): Promise<void> {
    await q.query('insert into products (entity_id, sku, doc) values ($1, $2, $3) on conflict (sku) do update set doc = excluded.doc', [
      product.entity_id,
      product.sku,
      JSON.stringify(product),
    ]);
  }

  /** Call after the transaction that saved `product` committed, so a rollback never leaks into the cache. */
  commit(product: ProductRecord): void {
    this.remember(product);
  }

  isKnownField(field: string): boolean {
    return PRODUCT_FIELDS.has(field) || this.attributeCodes.has(field) || (STORE_SCOPED_ATTRIBUTES as readonly string[]).includes(field);
  }

  storeValue(product: ProductRecord, scope: ScopeCode, code: string): string | string[] | undefined {
    if (scope !== 'all') {
      const override = product.stores[scope]?.[code];
      if (override !== undefined) return override;
    }
    if (code === 'name') return product.name;
    return product.attrs[code];
  }

  /** Field values for searchCriteria, store-view scoped. */
  readField(product: ProductRecord, field: string, scope: ScopeCode): unknown {
    switch (field) {
      case 'id':
      case 'entity_id':
        return product.entity_id;
      case 'sku':
        return product.sku;
      case 'attribute_set_id':
        return product.attribute_set_id;
      case 'price':
        return catalogueEuros(product.price_cents);
      case 'status':
        return product.status;
      case 'visibility':
        return product.visibility;
      case 'type_id':
        return product.type_id;
      case 'created_at':
        return magentoDate(product.created_at);
      case 'updated_at':
        return magentoDate(product.updated_at);
      case 'weight':
        return product.weight;
      case 'category_id':
        return product.category_links.map((link) => String(link.category_id));
      default:
        return this.storeValue(product, scope, field);
    }
  }

  selection(selectionId: number): { product: ProductRecord; option: BundleOption; selection: BundleSelection } | undefined {
    return this.selectionOwner.get(selectionId);
  }

  optionTitle(option: BundleOption, scope: ScopeCode): string {
    return scope === 'all' ? option.title : (option.titles[scope] ?? option.title);
  }

  /**
   * The rendered product from the cache, with the live stock item added. The result has no null members, so the route
   * may send it as it is (see PreparedJson).
   */
  renderCached(product: ProductRecord, scope: ScopeCode, stockQty: number | undefined): RenderedProduct {
    const key = `${scope}|${product.sku}`;
    let base = this.rendered.get(key);
    if (!base) {
      base = withoutNulls(this.render(product, scope, undefined));
      this.rendered.set(key, base);
    }
    if (stockQty === undefined) return base;
    const extension = base.extension_attributes as Record<string, unknown>;
    return {
      ...base,
      extension_attributes: {
        ...extension,
        stock_item: {
          item_id: product.entity_id,
          product_id: product.entity_id,
          stock_id: 1,
          qty: stockQty,
          is_in_stock: stockQty > 0,
          is_qty_decimal: false,
          min_sale_qty: 1,
          max_sale_qty: 10000,
          manage_stock: true,
          backorders: 0,
        },
      },
    };
  }

  /**
   * LinkInterface of a selection. A fixed-price bundle prints the stored selection price and its type (see README). A
   * dynamic-price bundle follows Bundle/Model/Product/LinksList::getItems: selection_price_value when above 0, else the
   * child product's own price, no `price` when that is 0 too, and no `price_type` (only fixed-price bundles have one).
   */
  private renderLink(product: ProductRecord, option: BundleOption, selection: BundleSelection): Record<string, unknown> {
    const link: Record<string, unknown> = {
      id: String(selection.selection_id),
      sku: selection.sku,
      option_id: option.option_id,
      qty: selection.qty,
      position: selection.position,
      is_default: selection.is_default,
    };
    if (!hasDynamicPrice(product)) return { ...link, price: catalogueEuros(selection.price_cents), price_type: 0, can_change_quantity: 0 };
    const cents = selection.price_cents > 0 ? selection.price_cents : (this.get(selection.sku)?.price_cents ?? 0);
    return { ...link, ...(cents > 0 ? { price: catalogueEuros(cents) } : {}), can_change_quantity: 0 };
  }

  /** ProductInterface as `GET /V1/products[/:sku]` prints it (with the getList read extensions). */
  render(product: ProductRecord, scope: ScopeCode, stockQty: number | undefined): RenderedProduct {
    const custom: Array<{ attribute_code: string; value: string | string[] }> = [];
    const codes = new Set<string>([...Object.keys(product.attrs), ...Object.keys(scope === 'all' ? {} : (product.stores[scope] ?? {}))]);
    codes.delete('name');
    for (const code of codes) {
      const value = this.storeValue(product, scope, code);
      if (value !== undefined && value !== '') custom.push({ attribute_code: code, value });
    }
    custom.push({ attribute_code: 'category_ids', value: product.category_links.map((link) => String(link.category_id)) });
    const extension: Record<string, unknown> = {
      website_ids: [1],
      category_links: product.category_links.map((link) => ({ position: link.position, category_id: String(link.category_id) })),
    };
    if (stockQty !== undefined) {
      extension.stock_item = {
        item_id: product.entity_id,
        product_id: product.entity_id,
        stock_id: 1,
        qty: stockQty,
        is_in_stock: stockQty > 0,
        is_qty_decimal: false,
        min_sale_qty: 1,
        max_sale_qty: 10000,
        manage_stock: true,
        backorders: 0,
      };
    }
    if (product.bundle_options) {
      extension.bundle_product_options = product.bundle_options.map((option) => ({
        option_id: option.option_id,
        title: this.optionTitle(option, scope),
        required: option.required,
        type: option.type,
        position: option.position,
        sku: product.sku,
        product_links: option.selections.map((selection) => this.renderLink(product, option, selection)),
      }));
    }
    return {
      id: product.entity_id,
      sku: product.sku,
      name: this.storeValue(product, scope, 'name'),
      attribute_set_id: product.attribute_set_id,
      price: catalogueEuros(product.price_cents),
      status: product.status,
      visibility: product.visibility,
      type_id: product.type_id,
      created_at: magentoDate(product.created_at),
      updated_at: magentoDate(product.updated_at),
      weight: product.weight,
      extension_attributes: extension,
      product_links: product.links.map((link) => ({
        sku: product.sku,
        link_type: link.link_type,
        linked_product_sku: link.linked_product_sku,
        linked_product_type: this.get(link.linked_product_sku)?.type_id ?? 'simple',
        position: link.position,
      })),
      options: [],
      media_gallery_entries: product.media.map((entry) => ({
        id: entry.id,
        media_type: 'image',
        label: entry.label,
        position: entry.position,
        disabled: entry.disabled,
        types: entry.types,
        file: entry.file,
      })),
      tier_prices: [],
      custom_attributes: custom,
    };
  }
}
