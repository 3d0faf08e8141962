// The cart mapper on answers shaped as Magento 2.4 sends them: a totals item's options are HTML inside a JSON string
// (Quote/Model/Cart/Totals/ItemConverter + Bundle/Helper/Catalog/Product/Configuration), and the cart's items have no
// product_option (only GET …/items has it). What leaves the mapper is text, and the options the "Change" link needs.
import { describe, expect, it } from 'vitest';
import { mapCart, mapTotals } from './cart.mapper';
import type { MagentoCart, MagentoCartItem, MagentoTotals } from './magento.types';
import { decodeEntities, htmlToText, totalsItemOptions } from './option-text';

/**
 * A bundle's `options` byte for byte as PHP's json_encode writes ItemConverter's array: `{value, label}`, `\/`,
 * `\u20ac` and `\u00a0`, the name escaped by Escaper::escapeHtml (`&amp;`, `&#039;`), two selections joined by nl2br.
 */
const MAGENTO_OPTIONS =
  '[{"value":"1 x Classic Base BOM <span class=\\"price\\">\\u20ac\\u00a00,00<\\/span>","label":"Frame en aandrijving"},' +
  '{"value":"1 x Accu 504 Wh <span class=\\"price\\">\\u20ac\\u00a0249,00<\\/span>","label":"Accu"},' +
  '{"value":"1 x Fietstas &amp; drager <span class=\\"price\\">\\u20ac\\u00a069,00<\\/span><br \\/>\\n2 x Bidon &#039;Classic&#039; <span class=\\"price\\">\\u20ac\\u00a09,95<\\/span>","label":"Tassen"}]';

function totalsWith(options: unknown): MagentoTotals {
  return {
    grand_total: 100,
    items: [{ item_id: 7, price: 82.64, price_incl_tax: 100, qty: 1, row_total_incl_tax: 100, name: 'FOLT Classic', options }],
  } as unknown as MagentoTotals;
}

describe('totals item options', () => {
  it('turns Magento\'s HTML into text: no tags, entities decoded, the price and "1 x" dropped, one line per selection', () => {
    const [item] = mapTotals(totalsWith(MAGENTO_OPTIONS)).items;
    expect(item!.options).toEqual([
      { label: 'Frame en aandrijving', value: 'Classic Base BOM' },
      { label: 'Accu', value: '504 Wh' },
      { label: 'Tassen', value: "Fietstas & drager\n2 × Bidon 'Classic'" },
    ]);
    expect(JSON.stringify(item!.options)).not.toMatch(/[<>]|&amp;|&#0?39;|€/);
  });

  it('cuts a selection at its price in every locale and with "Excl. tax:" after it', () => {
    const de =
      '[{"value":"1 x Akku 504 Wh <span class=\\"price\\">249,00\\u00a0\\u20ac<\\/span> Excl. tax: <span class=\\"price\\">209,24\\u00a0\\u20ac<\\/span>","label":"Akku"}]';
    expect(totalsItemOptions(de)).toEqual([{ label: 'Akku', value: '504 Wh' }]);
  });

  it('reads a custom option cut at 55 characters from its full_view', () => {
    const cut = JSON.stringify([
      {
        value: 'Graveer: Voor Anna, met liefde van Jan en de kinderen, z <a href="#" class="dots tooltip toggle" onclick="return false">...</a>',
        label: 'Gravure',
        full_view: 'Graveer: Voor Anna, met liefde van Jan en de kinderen, zomer 2026',
      },
    ]);
    expect(totalsItemOptions(cut)).toEqual([{ label: 'Gravure', value: 'Graveer: Voor Anna, met liefde van Jan en de kinderen, zomer 2026' }]);
  });

  it('keeps escaped markup as visible text and never lets a tag through', () => {
    const hostile = JSON.stringify([
      { value: '1 x &lt;img src=x onerror=alert(1)&gt; <img src=x onerror=alert(1)><script>x</script> <span class="price">€1</span>', label: '<b>Extra</b>' },
    ]);
    const [option] = totalsItemOptions(hostile);
    expect(option).toEqual({ label: 'Extra', value: '<img src=x onerror=alert(1)> x' });
  });

  it('answers no options for "[]", broken JSON, non-lists and entries without a value', () => {
    expect(totalsItemOptions('[]')).toEqual([]);
    expect(totalsItemOptions('not json')).toEqual([]);
    expect(totalsItemOptions('{"value":"x"}')).toEqual([]);
    expect(totalsItemOptions(undefined)).toEqual([]);
    expect(totalsItemOptions('[{"label":"Accu"},null,3]')).toEqual([]);
  });

  it('decodes numeric and named entities, and leaves invalid ones as written', () => {
    expect(decodeEntities('&lt;&gt;&quot;&apos;&#039;&#x20AC;&#8364;&nbsp;&unknown;&#0;&#xD800;')).toBe("<>\"''€€\u00a0&unknown;&#0;&#xD800;");
    expect(htmlToText('a < b<br />\nc <!-- x --> <em>d</em>')).toBe('a < b\nc d');
  });
});

describe('cart items and product_option', () => {
  const cart = {
    id: 42,
    is_active: true,
    items_count: 2,
    items_qty: 2,
    items: [
      { item_id: 7, sku: 'FOLT Classic', qty: 1, name: 'FOLT Classic', price: 1900, product_type: 'bundle', quote_id: '42' },
      { item_id: 8, sku: 'FOLT-BELL', qty: 1, name: 'Bel', price: 9.95, product_type: 'simple', quote_id: '42' },
    ],
  } as MagentoCart;
  const bundleOptions = { extension_attributes: { bundle_options: [{ option_id: 2, option_qty: 1, option_selections: [5] }] } };
  const listed: MagentoCartItem[] = [{ ...cart.items![0]!, quote_id: 'masked', product_option: bundleOptions }, { ...cart.items![1]! }];

  it("takes each item's product_option from the items list, by item id", () => {
    const mapped = mapCart(cart, 'masked', listed);
    expect(mapped.items[0]!.product_option).toEqual(bundleOptions);
    expect(mapped.items[1]).not.toHaveProperty('product_option');
  });

  it("has no product_option without the list (as Magento's cart alone), and never the numeric quote id", () => {
    const mapped = mapCart(cart, 'masked');
    expect(mapped.items.some((item) => 'product_option' in item)).toBe(false);
    expect(JSON.stringify(mapped)).not.toMatch(/"quote_id"|"id":42/);
  });
});
