// A cart line's chosen options as clean text. Magento sends a totals item's `options` as a JSON string of
// `[{value, label}]` whose values are HTML for its own storefront (Quote/Model/Cart/Totals/ItemConverter,
// Bundle/Helper/Catalog/Product/Configuration::getBundleOptions): per selection `1 x Accu 504 Wh <span class="price">€ 249,00</span>`
// with the name HTML-escaped, several selections joined with `<br />` and a newline; a long custom option value is cut
// with a `<a … class="dots">...</a>` and carries its whole text in `full_view`. The browser only ever gets text.
import type { LineOption } from '../../common/contract/totals.schema';

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities htmlspecialchars writes (and numeric ones); an unknown or invalid entity stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (whole, code: string) => {
    if (!code.startsWith('#')) return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
    const point = /^#x/i.test(code) ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
    const valid = point > 0 && point <= 0x10ffff && !(point >= 0xd800 && point <= 0xdfff);
    return valid ? String.fromCodePoint(point) : whole;
  });
}

/**
 * An HTML fragment as text: `<br>` is a line break, other tags and comments go (a lone `<` that starts no tag stays),
 * entities are decoded after that (so an escaped `&lt;b&gt;` stays visible text), spaces collapse.
 */
export function htmlToText(html: string): string {
  const stripped = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>[^\S\n]*\n?/gi, '\n')
    .replace(/<\/?[a-z!][^>]*>/gi, '');
  return decodeEntities(stripped)
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

const PRICE = /<span class="price">/i;
const QTY_PREFIX = /^(\d+(?:\.\d+)?) x /;

/**
 * A chosen part's name without its option's title in front: the seed's (and many a shop's) part names repeat the option
 * ("Kleur petrol" under "Kleur", "Akku 504 Wh" under "Akku"), which reads "Kleur: Kleur petrol". The rest starts with a
 * capital; a name that is only the title, does not start with it as a word, or whose rest does not start with a letter or
 * digit ("Tas & drager" under "Tas") stays as it is.
 */
export function withoutLabel(label: string, name: string): string {
  const title = label.trim();
  if (title === '' || name.length <= title.length) return name;
  if (name.slice(0, title.length).toLocaleLowerCase() !== title.toLocaleLowerCase()) return name;
  const rest = name.slice(title.length);
  const match = /^[\s:\-–]+/.exec(rest);
  if (!match) return name;
  const text = rest.slice(match[0].length);
  // "Tas & drager" under "Tas" is a name of its own, not "& drager".
  if (!/^[\p{L}\p{N}]/u.test(text)) return name;
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** A part as one line of an option's value: the name without the option's title, "2 × " in front of a larger qty. */
export function partLine(label: string, name: string, qty = 1): string {
  const text = withoutLabel(label, name);
  return qty === 1 ? text : `${qty} × ${text}`;
}

/** One selection of a bundle value: the text before its price, with Magento's "1 x " dropped and a larger qty kept. */
function selectionText(label: string, line: string): string {
  const price = line.search(PRICE);
  const text = htmlToText(price >= 0 ? line.slice(0, price) : line);
  const qty = QTY_PREFIX.exec(text);
  if (!qty) return text === '' ? '' : withoutLabel(label, text);
  return partLine(label, text.slice(qty[0].length).trim(), Number(qty[1]));
}

function optionText(raw: unknown): LineOption | null {
  if (!raw || typeof raw !== 'object') return null;
  const { label, value, full_view: fullView } = raw as { label?: unknown; value?: unknown; full_view?: unknown };
  const html = typeof fullView === 'string' ? fullView : typeof value === 'string' ? value : null;
  if (html === null) return null;
  const title = typeof label === 'string' ? htmlToText(label) : '';
  const lines = html
    .split(/<br\s*\/?>\s*/i)
    .map((line) => selectionText(title, line))
    .filter((line) => line !== '');
  if (lines.length === 0) return null;
  return { label: title, value: lines.join('\n') };
}

/** A totals item's `options` (the JSON string Magento sends, or an already parsed list) as text; anything else is none. */
export function totalsItemOptions(raw: unknown): LineOption[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.map(optionText).filter((option): option is LineOption => option !== null);
}
