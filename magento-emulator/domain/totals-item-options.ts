// A totals item's `options` exactly as Magento 2.4 renders them: HTML inside a JSON string, for the storefront's
// knockout templates (which bind the value with `html:`). Followed, byte for byte:
// - Magento/Quote/Model/Cart/Totals/ItemConverter.php getFormattedOptionValue(): per option the formatted value, then
//   `label` (the raw option title, not escaped), serialised with Framework/Serialize/Serializer/Json (plain
//   json_encode: `/` as `\/`, non-ASCII as `\uXXXX`);
// - Magento/Bundle/Helper/Catalog/Product/Configuration.php getBundleOptions(): per chosen selection
//   `{qty} x {escapeHtml(name)} {Pricing\Helper\Data::currency(price)}`, options and selections in position order;
// - Magento/Catalog/Helper/Product/Configuration.php getFormattedOptionValue(): an array value is
//   `nl2br(implode("\n", values))`, i.e. selections joined with `<br />` and a newline;
// - Directory/Model/Currency::formatPrecision(): `<span class="price">` + the ICU currency format of the store's
//   locale + `</span>` (nl_NL `€ 249,00`, en_US `€249.00`, de_DE `249,00 €`, with a no-break space).
import { storeById } from '../emulator.config';
import type { Catalog, ProductRecord } from './catalog.service';
import type { CartBundleOption } from './cart.service';
import type { ScopeCode } from './catalog.service';

/** Framework\Escaper::escapeHtml on a string: htmlspecialchars(ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', double_encode false). */
export function escapeHtml(text: string): string {
  return text.replace(/&(?!(?:[A-Za-z][A-Za-z0-9]*|#\d+|#x[0-9A-Fa-f]+);)|[<>"']/g, (char) => {
    switch (char) {
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      case "'":
        return '&#039;';
      default:
        return '&amp;';
    }
  });
}

const JSON_ESCAPES: Record<string, string> = { '"': '\\"', '\\': '\\\\', '/': '\\/', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

/** PHP's json_encode without flags: slashes escaped, every non-ASCII UTF-16 unit as a lowercase `\uXXXX`. */
export function phpJsonEncode(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') {
    let out = '"';
    for (let i = 0; i < value.length; i++) {
      const char = value.charAt(i);
      const unit = value.charCodeAt(i);
      out += JSON_ESCAPES[char] ?? (unit < 0x20 || unit > 0x7f ? `\\u${unit.toString(16).padStart(4, '0')}` : char);
    }
    return `${out}"`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(phpJsonEncode).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, entry]) => `${phpJsonEncode(key)}:${phpJsonEncode(entry)}`);
  return `{${entries.join(',')}}`;
}

/** Pricing\Helper\Data::currency($value, true, true) in the store view's locale. */
export function priceHtml(euros: number, locale: string): string {
  const text = new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency: 'EUR' }).format(euros).trim();
  return `<span class="price">${text}</span>`;
}

const byPosition =
  <T extends { position: number }>(key: (entry: T) => number) =>
  (a: T, b: T) =>
    a.position - b.position || key(a) - key(b);

/**
 * The `options` string of a bundle line: `[]` for anything else. The price shown is the selection's own price
 * (Bundle\Model\Product\Price::getSelectionFinalTotalPrice with multiplyQty false: a fixed bundle's selection
 * price as entered, not multiplied by its quantity).
 */
export function renderTotalsItemOptions(
  catalog: Catalog,
  product: ProductRecord,
  chosen: readonly CartBundleOption[] | undefined,
  scope: ScopeCode,
  storeId: number,
): string {
  const locale = storeById(storeId).locale;
  const options: Array<{ value: string; label: string }> = [];
  for (const option of [...(product.bundle_options ?? [])].sort(byPosition((entry) => entry.option_id))) {
    const ids = chosen?.find((entry) => entry.option_id === option.option_id)?.option_selections ?? [];
    const values = option.selections
      .filter((selection) => ids.includes(selection.selection_id))
      .sort(byPosition((entry) => entry.selection_id))
      .map((selection) => {
        const selected = catalog.get(selection.sku);
        const name = selected ? String(catalog.storeValue(selected, scope, 'name')) : selection.sku;
        return `${Math.max(1, selection.qty)} x ${escapeHtml(name)} ${priceHtml(selection.price_cents / 100, locale)}`;
      });
    if (values.length > 0) options.push({ value: values.join('\n').replace(/\n/g, '<br />\n'), label: catalog.optionTitle(option, scope) });
  }
  return phpJsonEncode(options);
}
