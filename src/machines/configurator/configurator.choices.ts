// The shopper's operations on a configuration (choose, toggle, clear, quantity, reset) and the resolution of a
// requested configuration (a link, a cart line, a reload) against the catalogue: each returns the new selection
// with the rules applied and the notices the shopper should see. The machine's guards use the can* checks.
import { findOption, findSelection, isSingleChoice, type BundleCatalog } from './configurator.catalog';
import { MAX_OPTION_QTY } from './configurator.facts';
import type { ConfiguratorNotice } from './configurator.notices';
import { repairSelection, unavailableReason, type CompatibilityRule } from './configurator.rules';
import {
  addPart,
  choiceOf,
  chosenSkus,
  defaultSelection,
  isChosen,
  normalizeSelection,
  removePart,
  withChoice,
  withoutOption,
  type ConfigSelection,
  type OptionChoice,
} from './configurator.selection';

/** The catalogue as offered to this model and the rules in force for it. */
export interface ChoiceScope {
  catalog: BundleCatalog;
  rules: readonly CompatibilityRule[];
}

export interface ChoiceResult {
  selection: ConfigSelection;
  notices: ConfiguratorNotice[];
}

function partOf(scope: ChoiceScope, optionId: number, selectionId: number) {
  const option = findOption(scope.catalog, optionId);
  const part = findSelection(option, selectionId);
  return option && part ? { option, part } : null;
}

function isAvailable(scope: ChoiceScope, selection: ConfigSelection, sku: string): boolean {
  return unavailableReason(scope.catalog, selection, sku, scope.rules) === null;
}

/** A part of the catalogue in stock that no chosen part excludes (already chosen counts as choosable: nothing changes). */
export function canSelect(scope: ChoiceScope, selection: ConfigSelection, optionId: number, selectionId: number): boolean {
  const found = partOf(scope, optionId, selectionId);
  return found !== null && (isChosen(selection, optionId, selectionId) || (!found.part.soldOut && isAvailable(scope, selection, found.part.sku)));
}

export function selectPart(scope: ChoiceScope, selection: ConfigSelection, optionId: number, selectionId: number): ChoiceResult {
  const found = partOf(scope, optionId, selectionId);
  if (!found) return { selection, notices: [] };
  return repairSelection(scope.catalog, addPart(scope.catalog, selection, optionId, selectionId), scope.rules, new Set([found.part.sku]));
}

/**
 * Checkbox and multiple-select parts switch on and off. Switching on needs an available part; switching off is
 * refused only for the last part of a required option (there is nothing to fall back on).
 */
export function canToggle(scope: ChoiceScope, selection: ConfigSelection, optionId: number, selectionId: number): boolean {
  const found = partOf(scope, optionId, selectionId);
  if (!found || isSingleChoice(found.option)) return false;
  if (!isChosen(selection, optionId, selectionId)) return !found.part.soldOut && isAvailable(scope, selection, found.part.sku);
  return !found.option.required || (choiceOf(selection, optionId)?.selectionIds.length ?? 0) > 1;
}

export function togglePart(scope: ChoiceScope, selection: ConfigSelection, optionId: number, selectionId: number): ChoiceResult {
  if (!isChosen(selection, optionId, selectionId)) return selectPart(scope, selection, optionId, selectionId);
  return repairSelection(scope.catalog, removePart(selection, optionId, selectionId), scope.rules);
}

/** Only optional options can be emptied ("None"). */
export function canClear(scope: ChoiceScope, optionId: number): boolean {
  const option = findOption(scope.catalog, optionId);
  return option !== undefined && !option.required;
}

export function clearOption(scope: ChoiceScope, selection: ConfigSelection, optionId: number): ChoiceResult {
  return repairSelection(scope.catalog, withoutOption(selection, optionId), scope.rules);
}

/** A whole quantity from 1 to MAX_OPTION_QTY, for an option whose chosen part lets the shopper change it. */
export function canSetQuantity(scope: ChoiceScope, selection: ConfigSelection, optionId: number, qty: number): boolean {
  const option = findOption(scope.catalog, optionId);
  const choice = choiceOf(selection, optionId);
  const part = findSelection(option, choice?.selectionIds[0] ?? 0);
  return Boolean(option && isSingleChoice(option) && part?.canChangeQuantity) && Number.isInteger(qty) && qty >= 1 && qty <= MAX_OPTION_QTY;
}

export function setQuantity(selection: ConfigSelection, optionId: number, qty: number): ChoiceResult {
  const choice = choiceOf(selection, optionId);
  return { selection: choice ? withChoice(selection, { ...choice, qty }) : selection, notices: [] };
}

/** Magento's defaults, with the rules applied. */
export function resetSelection(scope: ChoiceScope): ChoiceResult {
  const defaults = defaultSelection(scope.catalog);
  return repairSelection(scope.catalog, defaults, scope.rules, chosenSkus(scope.catalog, defaults));
}

function token(optionId: number, selectionIds: readonly number[], qty = 1): string {
  return `${optionId}-${selectionIds.join('_')}${qty !== 1 ? `x${qty}` : ''}`;
}

/** Keeps what the catalogue knows of one requested choice; the rest goes to `dropped`. */
function resolveChoice(scope: ChoiceScope, requested: OptionChoice, dropped: string[]): OptionChoice | null {
  const option = findOption(scope.catalog, requested.optionId);
  if (!option) {
    dropped.push(token(requested.optionId, requested.selectionIds, requested.qty));
    return null;
  }
  const known = requested.selectionIds.filter((id) => findSelection(option, id) !== undefined);
  const kept = isSingleChoice(option) ? known.slice(0, 1) : known;
  const left = requested.selectionIds.filter((id) => !kept.includes(id));
  if (left.length > 0) dropped.push(token(option.id, left));
  if (kept.length === 0) return null;
  const part = findSelection(option, kept[0]!)!;
  if (!isSingleChoice(option) || !part.canChangeQuantity) return { optionId: option.id, selectionIds: kept, qty: 1 };
  return { optionId: option.id, selectionIds: kept, qty: requested.qty };
}

/**
 * A requested configuration against the catalogue: unknown options and parts (and parts this model does not
 * take) are dropped and reported with one 'choices-dropped' notice listing `invalid` and the dropped parts;
 * required options the request leaves open get their default; then the rules apply, with the requested parts
 * as the shopper's choices. `requested` null means no request: the defaults.
 */
export function resolveRequested(scope: ChoiceScope, requested: ConfigSelection | null, invalid: readonly string[] = []): ChoiceResult {
  if (requested === null && invalid.length === 0) return resetSelection(scope);
  const dropped = [...invalid];
  const kept = (requested ?? []).flatMap((choice) => resolveChoice(scope, choice, dropped) ?? []);
  const defaults = defaultSelection(scope.catalog).filter((choice) => findOption(scope.catalog, choice.optionId)?.required);
  const selection = normalizeSelection([...kept, ...defaults]);
  const repaired = repairSelection(scope.catalog, selection, scope.rules, chosenSkus(scope.catalog, selection));
  const notices: ConfiguratorNotice[] = dropped.length > 0 ? [{ code: 'choices-dropped', tokens: dropped }] : [];
  return { selection: repaired.selection, notices: [...notices, ...repaired.notices] };
}
