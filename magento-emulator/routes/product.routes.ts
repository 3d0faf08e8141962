// Product routes (Magento_Catalog, Magento_Bundle): search with searchCriteria, get by SKU, store-view scoped PUT, bundle
// selection changes. ACL Magento_Catalog::products.
import { Router, type Request } from 'express';
import { MagentoError, invalidValue, productNotFound, required, wrongType } from '../lib/magento.errors';
import { asBool, asNumber, asString, dataObject, isObject, requireParam, type Json } from '../lib/magento.input';
import { PreparedJson, handle, requireResource, scopeOf } from '../lib/route.helpers';
import { pathParam } from '../lib/route.helpers';
import { applySearchCriteria, echoCriteria, parseBracketQuery, readSearchCriteria } from '../lib/search-criteria.query';
import { STORE_SCOPED_ATTRIBUTES, type ProductRecord, type ScopeCode } from '../domain/catalog.service';
import type { EmulatorContext } from '../domain/emulator.context';
import { STORE_VIEWS } from '../emulator.config';

const PRODUCT_KEYS = [
  'id',
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
  'extension_attributes',
  'product_links',
  'options',
  'media_gallery_entries',
  'tier_prices',
  'custom_attributes',
] as const;
const PRODUCT_CLASS = 'Magento\\Catalog\\Api\\Data\\ProductInterface';

const LINK_TYPES = ['related', 'crosssell', 'upsell'] as const;
type LinkType = (typeof LINK_TYPES)[number];
const isLinkType = (type: string): type is LinkType => (LINK_TYPES as readonly string[]).includes(type);

interface ProductLinkInput {
  sku?: string;
  link_type?: string;
  linked_product_sku?: string;
  position?: number;
}

/** A ProductLinkInterface from a request body (unknown keys refused as Magento 2.4 does). */
function readLink(value: Json): ProductLinkInput {
  const parsed = dataObject(value, 'Magento\\Catalog\\Api\\Data\\ProductLinkInterface', [
    'sku',
    'link_type',
    'linked_product_sku',
    'linked_product_type',
    'position',
    'extension_attributes',
  ]);
  return {
    sku: asString(parsed.sku) || undefined,
    link_type: asString(parsed.link_type) || undefined,
    linked_product_sku: asString(parsed.linked_product_sku) || undefined,
    position: asNumber(parsed.position, 'int'),
  };
}

/** Adds a link, or replaces the product's link of that type to the same product; its position as sent (else last). */
function mergeLink(record: ProductRecord, link: { link_type: LinkType; linked_product_sku: string; position?: number }, ctx: EmulatorContext): void {
  const sku = ctx.catalog.get(link.linked_product_sku)?.sku ?? link.linked_product_sku;
  const others = record.links.filter((entry) => !(entry.link_type === link.link_type && entry.linked_product_sku.toLowerCase() === sku.toLowerCase()));
  const sameType = others.filter((entry) => entry.link_type === link.link_type);
  const position = link.position ?? (sameType.length ? Math.max(...sameType.map((entry) => entry.position)) + 1 : 0);
  record.links = [...others, { link_type: link.link_type, linked_product_sku: sku, position }];
}

function rawQuery(req: Request): string {
  const index = req.originalUrl.indexOf('?');
  return index < 0 ? '' : req.originalUrl.slice(index + 1);
}

async function stockMap(ctx: EmulatorContext): Promise<Map<string, number>> {
  const { rows } = await ctx.store.query<{ sku: string; qty: number }>('select sku, qty from stock');
  return new Map(rows.map((row) => [row.sku, row.qty]));
}

/**
 * Applies a ProductInterface body to a record. Store-scoped attributes go to the store view of the URL (or to the admin
 * values through `/rest/all`); global ones (price, status, weight, sort_order…) always go to the global value.
 */
function applyProductBody(record: ProductRecord, body: Record<string, Json>, scope: ScopeCode, now: number): void {
  const setScoped = (code: string, value: string) => {
    if (scope === 'all') {
      if (code === 'name') record.name = value;
      else record.attrs[code] = value;
    } else {
      record.stores[scope] = { ...(record.stores[scope] ?? {}), [code]: value };
    }
  };
  const name = asString(body.name);
  if (name !== undefined) {
    if (name.trim() === '' || name.length > 255)
      throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: name.slice(0, 40), fieldName: 'name' });
    setScoped('name', name);
  }
  const price = asNumber(body.price, 'float');
  if (price !== undefined) {
    if (price < 0 || price > 1_000_000)
      throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: String(price), fieldName: 'price' });
    record.price_cents = Math.round(price * 100);
  }
  const status = asNumber(body.status, 'int');
  if (status !== undefined) {
    if (status !== 1 && status !== 2)
      throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: String(status), fieldName: 'status' });
    record.status = status;
  }
  const visibility = asNumber(body.visibility, 'int');
  if (visibility !== undefined) {
    if (![1, 2, 3, 4].includes(visibility))
      throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: String(visibility), fieldName: 'visibility' });
    record.visibility = visibility as 1 | 2 | 3 | 4;
  }
  const weight = asNumber(body.weight, 'float');
  if (weight !== undefined) {
    if (weight < 0 || weight > 10_000)
      throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: String(weight), fieldName: 'weight' });
    record.weight = weight;
  }
  if (body.custom_attributes !== undefined && body.custom_attributes !== null) {
    if (!Array.isArray(body.custom_attributes))
      throw new MagentoError(400, 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.', {
        value: String(body.custom_attributes),
        type: 'Magento\\Framework\\Api\\AttributeInterface[]',
      });
    for (const entry of body.custom_attributes) {
      const attribute = dataObject(entry, 'Magento\\Framework\\Api\\AttributeInterface', ['attribute_code', 'value']);
      const code = asString(attribute.attribute_code);
      if (!code || !/^[a-z][a-z0-9_]{0,59}$/.test(code))
        throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: String(code ?? ''), fieldName: 'attribute_code' });
      if (code === 'category_ids') continue;
      const value = Array.isArray(attribute.value) ? attribute.value.map(String).join(',') : (asString(attribute.value) ?? '');
      if (value.length > 65_535)
        throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: value.slice(0, 40), fieldName: code });
      if (code === 'url_key' && value !== '' && !/^[a-z0-9][a-z0-9-]*$/.test(value))
        throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value, fieldName: 'url_key' });
      if ((STORE_SCOPED_ATTRIBUTES as readonly string[]).includes(code)) setScoped(code, value);
      else record.attrs[code] = value;
    }
  }
  if (body.extension_attributes !== undefined && body.extension_attributes !== null) {
    if (!isObject(body.extension_attributes))
      throw new MagentoError(400, 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.', {
        value: String(body.extension_attributes),
        type: 'Magento\\Catalog\\Api\\Data\\ProductExtensionInterface',
      });
    const links = body.extension_attributes.category_links ?? body.extension_attributes.categoryLinks;
    if (links !== undefined && links !== null) {
      if (!Array.isArray(links))
        throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: String(links), fieldName: 'category_links' });
      record.category_links = links.map((link) => {
        const parsed = dataObject(link, 'Magento\\Catalog\\Api\\Data\\CategoryLinkInterface', ['position', 'category_id', 'extension_attributes']);
        const categoryId = asNumber(parsed.category_id, 'int');
        if (categoryId === undefined || categoryId <= 0)
          throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', {
            value: String(parsed.category_id ?? ''),
            fieldName: 'category_id',
          });
        return { category_id: categoryId, position: asNumber(parsed.position, 'int') ?? 0 };
      });
    }
  }
  if (body.product_links !== undefined && body.product_links !== null) {
    if (!Array.isArray(body.product_links))
      throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', {
        value: String(body.product_links),
        fieldName: 'product_links',
      });
    record.links = body.product_links.map((link, index) => {
      const parsed = dataObject(link, 'Magento\\Catalog\\Api\\Data\\ProductLinkInterface', [
        'sku',
        'link_type',
        'linked_product_sku',
        'linked_product_type',
        'position',
        'extension_attributes',
      ]);
      const type = asString(parsed.link_type);
      const linked = asString(parsed.linked_product_sku);
      if (type !== 'related' && type !== 'crosssell' && type !== 'upsell')
        throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: String(type ?? ''), fieldName: 'link_type' });
      if (!linked) throw new MagentoError(400, '"%fieldName" is required. Enter and try again.', { fieldName: 'linked_product_sku' });
      return { link_type: type, linked_product_sku: linked, position: asNumber(parsed.position, 'int') ?? index };
    });
  }
  record.updated_at = now;
}

export function productRoutes(ctx: EmulatorContext): Router {
  const router = Router();
  const acl = requireResource('Magento_Catalog::products');

  router.get(
    '/products',
    acl,
    handle(async (req, res) => {
      const { scope } = scopeOf(res);
      const criteria = readSearchCriteria(parseBracketQuery(rawQuery(req)));
      const result = applySearchCriteria(
        ctx.catalog.all(),
        criteria,
        (product, field) => ctx.catalog.readField(product, field, scope),
        (field) => ctx.catalog.isKnownField(field),
        (field) => new MagentoError(400, 'Invalid attribute name: %1', [field]),
      );
      // No stock_item in getList items: CatalogInventory adds it on ProductRepository::get only (magento/magento2#36533);
      // stock in bulk is GET /V1/inventory/source-items (routes/inventory.routes.ts).
      return new PreparedJson({
        items: result.items.map((product) => ctx.catalog.renderCached(product, scope, undefined)),
        search_criteria: echoCriteria(criteria),
        total_count: result.total_count,
      });
    }),
  );

  router.get(
    '/products/:sku',
    acl,
    handle(async (req, res) => {
      const product = ctx.catalog.get(pathParam(req, 'sku'));
      if (!product) throw productNotFound();
      const stock = await stockMap(ctx);
      return new PreparedJson(ctx.catalog.renderCached(product, scopeOf(res).scope, stock.get(product.sku)));
    }),
  );

  // ProductLinkManagement::getLinkedItemsByType (Catalog/Model/ProductLink/Management.php): an unknown type is a 404
  // before the product is looked up.
  router.get(
    '/products/:sku/links/:type',
    requireResource('Magento_Catalog::catalog'),
    handle(async (req, res) => {
      const type = pathParam(req, 'type');
      if (!isLinkType(type)) throw new MagentoError(404, 'The "%1" link type is unknown. Verify the type and try again.', [type]);
      const product = ctx.catalog.get(pathParam(req, 'sku'));
      if (!product) throw productNotFound();
      const rendered = ctx.catalog.renderCached(product, scopeOf(res).scope, undefined) as { product_links: Array<{ link_type: string }> };
      return rendered.product_links.filter((link) => link.link_type === type);
    }),
  );

  const saveLinks = async (record: ProductRecord) => {
    record.updated_at = ctx.clock.now();
    await ctx.store.tx((q) => ctx.catalog.save(q, record));
    ctx.catalog.commit(record);
  };

  // ProductLinkManagement::setProductLinks (2.4, Catalog/Model/ProductLink/Management.php): `items` must not be empty,
  // every item needs a known link_type; the items are ADDED to the product's links (array_merge; 2.4 no longer
  // replaces a type's links); the save of a link to a missing product fails as CouldNotSaveException. A link to a
  // product already linked with that type replaces it (Link resource saveProductLinks keys links by product id).
  router.post(
    '/products/:sku/links',
    requireResource('Magento_Catalog::catalog'),
    handle(async (req) => {
      const raw = requireParam(req.body, 'items');
      if (!Array.isArray(raw)) throw wrongType(raw, 'Magento\\Catalog\\Api\\Data\\ProductLinkInterface[]');
      if (raw.length === 0) throw invalidValue('items', 'empty array');
      const items = raw.map((item) => readLink(item));
      for (const item of items) {
        if (!item.link_type) throw required('linkType');
        if (!isLinkType(item.link_type)) throw new MagentoError(404, 'The "%1" link type wasn\'t found. Verify the type and try again.', [item.link_type]);
      }
      const product = ctx.catalog.get(pathParam(req, 'sku'));
      if (!product) throw productNotFound();
      if (items.some((item) => !item.linked_product_sku || !ctx.catalog.get(item.linked_product_sku)))
        throw new MagentoError(400, 'The linked products data is invalid. Verify the data and try again.');
      const record = structuredClone(product);
      for (const item of items) mergeLink(record, item as ProductLinkInput & { link_type: LinkType; linked_product_sku: string }, ctx);
      await saveLinks(record);
      return true;
    }),
  );

  // ProductLinkRepository::save (2.4, Catalog/Model/ProductLink/Repository.php): one link from `entity`; the parent is
  // entity.sku (the path's :sku names no parameter of save()), both products must exist (404), the type must be known.
  router.put(
    '/products/:sku/links',
    requireResource('Magento_Catalog::catalog'),
    handle(async (req) => {
      const entity = readLink(requireParam(req.body, 'entity'));
      if (!entity.linked_product_sku) throw new MagentoError(400, 'The linked product SKU is invalid. Verify the data and try again.');
      if (!entity.sku)
        throw new MagentoError(
          400,
          'The parent product SKU is required for linking child products. Please ensure the parent product SKU is provided and try again.',
        );
      const linked = ctx.catalog.get(entity.linked_product_sku);
      const product = ctx.catalog.get(entity.sku);
      if (!linked || !product) throw productNotFound();
      if (!entity.link_type || !isLinkType(entity.link_type)) throw new MagentoError(400, 'Invalid data provided for linked products');
      const record = structuredClone(product);
      mergeLink(record, { ...entity, link_type: entity.link_type, linked_product_sku: linked.sku }, ctx);
      await saveLinks(record);
      return true;
    }),
  );

  // ProductLinkRepository::deleteById: the links of that type (unknown type 404 as in getLinkedItemsByType), then
  // the one to linkedProductSku or 404 "Product %1 doesn't have linked %2 as %3".
  router.delete(
    '/products/:sku/links/:type/:linkedProductSku',
    requireResource('Magento_Catalog::catalog'),
    handle(async (req) => {
      const type = pathParam(req, 'type');
      const linkedSku = pathParam(req, 'linkedProductSku');
      if (!isLinkType(type)) throw new MagentoError(404, 'The "%1" link type is unknown. Verify the type and try again.', [type]);
      const product = ctx.catalog.get(pathParam(req, 'sku'));
      if (!product) throw productNotFound();
      const at = product.links.findIndex((link) => link.link_type === type && link.linked_product_sku.toLowerCase() === linkedSku.toLowerCase());
      if (at < 0) throw new MagentoError(404, "Product %1 doesn't have linked %2 as %3", [pathParam(req, 'sku'), linkedSku, type]);
      const record = structuredClone(product);
      record.links.splice(at, 1);
      await saveLinks(record);
      return true;
    }),
  );

  router.get(
    '/products/:sku/media',
    requireResource('Magento_Catalog::catalog'),
    handle(async (req, res) => {
      const product = ctx.catalog.get(pathParam(req, 'sku'));
      if (!product) throw productNotFound();
      return (ctx.catalog.renderCached(product, scopeOf(res).scope, undefined) as { media_gallery_entries: unknown[] }).media_gallery_entries;
    }),
  );

  router.get(
    '/bundle-products/:sku/options/all',
    acl,
    handle(async (req, res) => {
      const product = ctx.catalog.get(pathParam(req, 'sku'));
      if (!product) throw productNotFound();
      if (product.type_id !== 'bundle') throw new MagentoError(400, 'This is implemented for bundle products only.');
      const rendered = ctx.catalog.render(product, scopeOf(res).scope, undefined) as { extension_attributes: { bundle_product_options: unknown } };
      return rendered.extension_attributes.bundle_product_options;
    }),
  );

  // ProductLinkManagementInterface::saveChild (Bundle/Model/LinkManagement.php): changes one selection of a bundle
  // option (price, default, qty, position); `:id` is the selection id and is copied into linkedProduct.id. Magento
  // does not clear other defaults itself, so a caller moving a default sends both selections. Fixed prices only.
  router.put(
    '/bundle-products/:sku/links/:id',
    acl,
    handle(async (req) => {
      const product = ctx.catalog.get(pathParam(req, 'sku'));
      if (!product) throw productNotFound();
      if (product.type_id !== 'bundle' || !product.bundle_options) {
        throw new MagentoError(400, 'The product with the "%1" SKU isn\'t a bundle product.', [product.sku]);
      }
      const link = dataObject(requireParam(req.body, 'linkedProduct'), 'Magento\\Bundle\\Api\\Data\\LinkInterface', [
        'id',
        'sku',
        'option_id',
        'qty',
        'position',
        'is_default',
        'price',
        'price_type',
        'can_change_quantity',
        'selection_id',
        'extension_attributes',
      ]);
      link.id = pathParam(req, 'id');
      const child = ctx.catalog.get(asString(link.sku) ?? '');
      if (!child) throw productNotFound();
      if (child.type_id === 'bundle') throw new MagentoError(400, "The bundle product can't contain another composite product.");
      const selectionId = asNumber(link.id === '' ? undefined : link.id, 'int');
      if (!selectionId) throw new MagentoError(400, 'The product link needs an ID field entered. Enter and try again.');
      const record = structuredClone(product);
      const option = record.bundle_options!.find((entry) => entry.selections.some((selection) => selection.selection_id === selectionId));
      const selection = option?.selections.find((entry) => entry.selection_id === selectionId);
      if (!option || !selection) {
        throw new MagentoError(400, 'The product link with the "%1" ID field wasn\'t found. Verify the ID and try again.', [String(selectionId)]);
      }
      const optionId = asNumber(link.option_id, 'int');
      if (optionId !== undefined && optionId !== option.option_id) {
        throw new MagentoError(400, 'Product with specified sku: "%1" does not contain option: "%2"', [record.sku, String(optionId)]);
      }
      const priceType = asNumber(link.price_type, 'int');
      if (priceType !== undefined && priceType !== 0)
        throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: String(priceType), fieldName: 'price_type' });
      const price = asNumber(link.price, 'float');
      if (price !== undefined) {
        if (price < 0 || price > 1_000_000)
          throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: String(price), fieldName: 'price' });
        selection.price_cents = Math.round(price * 100);
      }
      const qty = asNumber(link.qty, 'float');
      if (qty !== undefined) {
        if (qty <= 0 || qty > 10_000)
          throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: String(qty), fieldName: 'qty' });
        selection.qty = qty;
      }
      const position = asNumber(link.position, 'int');
      if (position !== undefined) selection.position = position;
      const isDefault = asBool(link.is_default);
      if (isDefault !== undefined) selection.is_default = isDefault;
      asNumber(link.can_change_quantity, 'int');
      // saveChild sets the selection's product from linkedProduct.sku.
      selection.sku = child.sku;
      record.updated_at = ctx.clock.now();
      await ctx.store.tx((q) => ctx.catalog.save(q, record));
      ctx.catalog.commit(record);
      return true;
    }),
  );

  router.put(
    '/products/:sku',
    acl,
    handle(async (req, res) => {
      const { scope } = scopeOf(res);
      const body = dataObject(requireParam(req.body, 'product'), PRODUCT_CLASS, PRODUCT_KEYS);
      // saveOptions (bundle options, custom options) is accepted and ignored: the emulator never edits options through PUT.
      const existing = ctx.catalog.get(pathParam(req, 'sku'));
      const now = ctx.clock.now();
      let record: ProductRecord;
      if (existing) {
        record = structuredClone(existing);
      } else {
        // PUT to an unknown SKU creates the product in Magento; the emulator allows that for complete simple products only.
        const name = asString(body.name);
        const price = asNumber(body.price, 'float');
        const type = asString(body.type_id) ?? 'simple';
        if (!name || price === undefined || type !== 'simple') throw new MagentoError(400, 'The product was unable to be saved. Please try again.');
        const sku = pathParam(req, 'sku');
        if (sku.length > 64) throw new MagentoError(400, 'SKU length should be 64 characters maximum.');
        record = {
          entity_id: ctx.catalog.nextEntityId(),
          sku,
          type_id: 'simple',
          attribute_set_id: 4,
          name,
          price_cents: 0,
          status: 1,
          visibility: 4,
          weight: 0,
          created_at: now,
          updated_at: now,
          attrs: {},
          stores: {},
          category_links: [],
          links: [],
          media: [],
          is_bike: false,
        };
      }
      applyProductBody(record, body, scope, now);
      // Magento keeps url_key unique per store view (url_rewrite); the shop's /shop/{urlKey} depends on it.
      for (const view of STORE_VIEWS) {
        const key = ctx.catalog.storeValue(record, view.code, 'url_key');
        if (!key) continue;
        const clash = ctx.catalog.all().some((other) => other.sku !== record.sku && ctx.catalog.storeValue(other, view.code, 'url_key') === key);
        if (clash) throw new MagentoError(400, 'URL key for specified store already exists.');
      }
      await ctx.store.tx(async (q) => {
        await ctx.catalog.save(q, record);
        if (!existing) await q.query('insert into stock (sku, qty) values ($1, 0) on conflict do nothing', [record.sku]);
      });
      ctx.catalog.commit(record);
      const stock = await stockMap(ctx);
      return ctx.catalog.render(record, scope, stock.get(record.sku));
    }),
  );

  return router;
}
