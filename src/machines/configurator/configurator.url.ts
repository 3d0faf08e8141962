// The configuration in the URL, as the search parameter `o` of configurator/{sku}:
//   o=<entry>.<entry>…   entries ascending by option id
//   entry = <optionId>-<selectionId>[_<selectionId>…][x<qty>]
// e.g. `?o=1-1.2-3.5-9_11.7-14x2`: option 1 → selection 1; option 2 → selection 3; option 5 (checkbox) → selections
// 9 and 11; option 7 → selection 14, quantity 2 (x only when the quantity is not 1). Optional options without a
// choice are left out; a link without `o` means "the catalogue's defaults". Only digits, '-', '.', '_' and 'x',
// so the value needs no percent-encoding. The ids are Magento's option and selection ids, which are the same in
// every store view: a link keeps its choices across languages.
// Decoding never throws: unreadable entries are reported in `invalid` and left out. Whether the ids exist is
// the catalogue's business (configurator.choices.ts `resolveRequested`), which reports unknown ones the same way.
import { MAX_OPTION_QTY } from './configurator.facts';
import { normalizeSelection, type ConfigSelection, type OptionChoice } from './configurator.selection';

/** Longer values are read up to this length; no real configuration comes near it. */
export const MAX_CONFIGURATION_LENGTH = 512;
export const MAX_CONFIGURATION_ENTRIES = 40;

const ENTRY = /^(\d{1,9})-(\d{1,9}(?:_\d{1,9})*)(?:x(\d{1,6}))?$/;

export interface DecodedConfiguration {
  /** The choices the link asks for; null when there is no link configuration (use the defaults). */
  choices: ConfigSelection | null;
  /** Parts of the value that were left out, as written (for the 'choices-dropped' notice). */
  invalid: string[];
}

function encodeEntry(choice: OptionChoice): string {
  const quantity = choice.qty !== 1 ? `x${choice.qty}` : '';
  return `${choice.optionId}-${choice.selectionIds.join('_')}${quantity}`;
}

/** The `o` value of a selection ('' for an empty one). */
export function encodeConfiguration(selection: ConfigSelection): string {
  return normalizeSelection(selection).map(encodeEntry).join('.');
}

function readEntry(entry: string): { choice: OptionChoice | null; invalid: boolean } {
  const match = ENTRY.exec(entry);
  if (!match) return { choice: null, invalid: true };
  const optionId = Number(match[1]);
  const ids = match[2]!.split('_').map(Number);
  const selectionIds = ids.filter((id) => id > 0);
  const qty = match[3] === undefined ? 1 : Number(match[3]);
  const isQtyValid = Number.isInteger(qty) && qty >= 1 && qty <= MAX_OPTION_QTY;
  if (optionId === 0 || selectionIds.length === 0) return { choice: null, invalid: true };
  // A zero id or an impossible quantity is left out; the rest of the entry still counts.
  return {
    choice: { optionId, selectionIds, qty: isQtyValid ? qty : 1 },
    invalid: selectionIds.length !== ids.length || !isQtyValid,
  };
}

/** Reads an `o` value (whatever the router hands over: string, number, array, nothing). */
export function decodeConfiguration(raw: unknown): DecodedConfiguration {
  if (raw === undefined || raw === null) return { choices: null, invalid: [] };
  if (typeof raw !== 'string' && typeof raw !== 'number') return { choices: [], invalid: [String(Array.isArray(raw) ? raw.join(',') : typeof raw)] };
  const text = String(raw).trim();
  if (text === '') return { choices: null, invalid: [] };
  const invalid: string[] = [];
  const readable = text.slice(0, MAX_CONFIGURATION_LENGTH);
  if (readable.length < text.length) invalid.push(text.slice(MAX_CONFIGURATION_LENGTH));
  const entries = readable.split('.').filter((entry) => entry !== '');
  if (entries.length > MAX_CONFIGURATION_ENTRIES) invalid.push(...entries.splice(MAX_CONFIGURATION_ENTRIES));
  const choices: OptionChoice[] = [];
  for (const entry of entries) {
    const { choice, invalid: isInvalid } = readEntry(entry);
    const isRepeated = choice !== null && choices.some((earlier) => earlier.optionId === choice.optionId);
    if (isInvalid || isRepeated) invalid.push(entry);
    if (choice !== null && !isRepeated) choices.push(choice);
  }
  return { choices: normalizeSelection(choices), invalid };
}
