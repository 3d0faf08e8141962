// The configurator's choices as plain data and the primitive edits on them (no compatibility rules here; those
// live in configurator.rules.ts, and configurator.choices.ts combines both into the shopper's operations).
import { findOption, findSelection, isSingleChoice, type BundleCatalog, type CatalogOption, type CatalogSelection } from './configurator.catalog';

/**
 * One option's choice: the chosen selection ids (at most one for radio and select) and the option quantity.
 * `qty` matters only when the chosen selection allows changing its quantity; it is 1 otherwise.
 */
export interface OptionChoice {
  optionId: number;
  selectionIds: number[];
  qty: number;
}

/** A configuration: one choice per option that has one, ascending by option id, selection ids ascending. */
export type ConfigSelection = OptionChoice[];

/** The canonical form: sorted, no empty choices, no repeated ids, one choice per option (the first wins). */
export function normalizeSelection(choices: readonly OptionChoice[]): ConfigSelection {
  const byOption = new Map<number, OptionChoice>();
  for (const choice of choices) {
    if (byOption.has(choice.optionId)) continue;
    const selectionIds = [...new Set(choice.selectionIds)].sort((a, b) => a - b);
    if (selectionIds.length > 0) byOption.set(choice.optionId, { optionId: choice.optionId, selectionIds, qty: choice.qty });
  }
  return [...byOption.values()].sort((a, b) => a.optionId - b.optionId);
}

export function choiceOf(selection: ConfigSelection, optionId: number): OptionChoice | undefined {
  return selection.find((choice) => choice.optionId === optionId);
}

export function isChosen(selection: ConfigSelection, optionId: number, selectionId: number): boolean {
  return choiceOf(selection, optionId)?.selectionIds.includes(selectionId) ?? false;
}

/** Replaces an option's choice (an empty one removes it). */
export function withChoice(selection: ConfigSelection, choice: OptionChoice): ConfigSelection {
  return normalizeSelection([choice, ...selection.filter((entry) => entry.optionId !== choice.optionId)]);
}

export function withoutOption(selection: ConfigSelection, optionId: number): ConfigSelection {
  return selection.filter((choice) => choice.optionId !== optionId);
}

/** The pieces a chosen selection adds per bike: the option quantity if the shopper may change it, else Magento's qty. */
export function effectiveQty(selection: CatalogSelection, choice: OptionChoice | undefined): number {
  return selection.canChangeQuantity ? (choice?.qty ?? selection.defaultQty) : selection.defaultQty;
}

/** Chooses a selection: it replaces the current one in a single-choice option and joins the others otherwise. */
export function addPart(catalog: BundleCatalog, selection: ConfigSelection, optionId: number, selectionId: number): ConfigSelection {
  const option = findOption(catalog, optionId);
  const part = findSelection(option, selectionId);
  if (!option || !part) return selection;
  if (isSingleChoice(option)) {
    const current = choiceOf(selection, optionId);
    // Choosing the same part again keeps the quantity the shopper set.
    if (current?.selectionIds[0] === selectionId) return selection;
    return withChoice(selection, { optionId, selectionIds: [selectionId], qty: part.canChangeQuantity ? part.defaultQty : 1 });
  }
  const current = choiceOf(selection, optionId)?.selectionIds ?? [];
  return withChoice(selection, { optionId, selectionIds: [...current, selectionId], qty: 1 });
}

export function removePart(selection: ConfigSelection, optionId: number, selectionId: number): ConfigSelection {
  const current = choiceOf(selection, optionId);
  if (!current) return selection;
  return withChoice(selection, { ...current, selectionIds: current.selectionIds.filter((id) => id !== selectionId) });
}

/** The chosen parts with their option, in option order. */
export function chosenParts(
  catalog: BundleCatalog,
  selection: ConfigSelection,
): Array<{ option: CatalogOption; part: CatalogSelection; choice: OptionChoice }> {
  return catalog.options.flatMap((option) => {
    const choice = choiceOf(selection, option.id);
    if (!choice) return [];
    return option.selections.filter((part) => choice.selectionIds.includes(part.id)).map((part) => ({ option, part, choice }));
  });
}

export function chosenSkus(catalog: BundleCatalog, selection: ConfigSelection): Set<string> {
  return new Set(chosenParts(catalog, selection).map(({ part }) => part.sku));
}

/** Magento's defaults (is_default): what a fresh configurator shows. A required option without a default stays open. */
export function defaultSelection(catalog: BundleCatalog): ConfigSelection {
  return normalizeSelection(
    catalog.options.map((option) => {
      const defaults = option.selections.filter((part) => part.isDefault);
      const chosen = isSingleChoice(option) ? defaults.slice(0, 1) : defaults;
      const qty = chosen.length === 1 && chosen[0]!.canChangeQuantity ? chosen[0]!.defaultQty : 1;
      return { optionId: option.id, selectionIds: chosen.map((part) => part.id), qty };
    }),
  );
}

/** Required options without a choice: the configuration cannot go to the cart until they have one. */
/** Chosen parts that are sold out: Magento refuses the bike with them (Bundle Type::checkSelectionsIsSale). */
export function soldOutChoices(catalog: BundleCatalog, selection: ConfigSelection): string[] {
  return catalog.options.flatMap((option) =>
    option.selections.filter((part) => part.soldOut && (choiceOf(selection, option.id)?.selectionIds.includes(part.id) ?? false)).map((part) => part.sku),
  );
}

export function missingRequiredOptions(catalog: BundleCatalog, selection: ConfigSelection): number[] {
  return catalog.options.filter((option) => option.required && !choiceOf(selection, option.id)).map((option) => option.id);
}
