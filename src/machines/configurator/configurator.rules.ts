// Compatibility rules of the bike configurator, kept as data, and the functions that apply them.
//
// Behaviour (one for every rule): a choice is never refused. What cannot be had is not offered: a part a model
// does not take is hidden, and a part excluded by a chosen part is shown as unavailable with the rule as reason.
// A choice that needs another part adds it; a choice that conflicts with chosen parts removes them; removing a
// part removes the parts that need it. Every automatic change is reported as a notice (configurator.notices.ts).
// Rules name parts by SKU, so they hold for every model's bundle whatever its option and selection ids are.
import type { BikeSlug } from '../../../common/bike-models';
import { COMPATIBILITY_RULES, type CompatibilityRule } from '../../../common/bike-fit';
import { findBySku, type BundleCatalog } from './configurator.catalog';
import type { ConfiguratorNotice } from './configurator.notices';
import { addPart, choiceOf, chosenParts, chosenSkus, removePart, type ConfigSelection } from './configurator.selection';

// The rules are data in common/bike-fit.ts: the emulator's seed derives each bike's related and cross-sell products
// from the same rules, so a product page never recommends what the configurator says does not fit.
export { COMPATIBILITY_RULES, type CompatibilityRule, type RuleId } from '../../../common/bike-fit';

/** The rules in force for a model (null: a bundle common/bike-models.ts does not know; only model-free rules apply). */
export function rulesFor(model: BikeSlug | null, rules: readonly CompatibilityRule[] = COMPATIBILITY_RULES): CompatibilityRule[] {
  return rules.filter((rule) => {
    if (rule.kind === 'not-offered') return model !== null && rule.models.includes(model);
    if (rule.kind === 'requires') return model === null || !(rule.exceptModels ?? []).includes(model);
    return true;
  });
}

/**
 * The catalogue as the shopper sees it: parts a model does not take are left out, and so are parts whose needed
 * part is not in the catalogue at all (they could never be had); options left without parts disappear.
 */
export function offeredCatalog(catalog: BundleCatalog, rules: readonly CompatibilityRule[]): BundleCatalog {
  const hidden = new Set(rules.flatMap((rule) => (rule.kind === 'not-offered' ? rule.skus : [])));
  let current = catalog;
  // Hiding a needed part can strand the part that needs it, so repeat until nothing changes.
  for (let round = 0; round <= rules.length; round += 1) {
    const present = new Set(current.options.flatMap((option) => option.selections.map((part) => part.sku)));
    const stranded = rules.flatMap((rule) => (rule.kind === 'requires' && !rule.anyOf.some((sku) => present.has(sku) && !hidden.has(sku)) ? [rule.sku] : []));
    const drop = new Set([...hidden, ...stranded]);
    const options = current.options
      .map((option) => ({ ...option, selections: option.selections.filter((part) => !drop.has(part.sku)) }))
      .filter((option) => option.selections.length > 0);
    const unchanged =
      options.length === current.options.length && options.every((option, index) => option.selections.length === current.options[index]!.selections.length);
    current = { ...current, options };
    if (unchanged) break;
  }
  return current;
}

/** The rule that makes a part unavailable under the current choices (a chosen part excludes it), or null. */
export function unavailableReason(catalog: BundleCatalog, selection: ConfigSelection, sku: string, rules: readonly CompatibilityRule[]): string | null {
  const chosen = chosenSkus(catalog, selection);
  const rule = rules.find((candidate) => candidate.kind === 'excludes' && chosen.has(candidate.when) && candidate.excludes.includes(sku));
  return rule?.id ?? null;
}

/** Every part the current choices make unavailable, with the rule that does (unavailableReason for all parts at once). */
export function excludedSkus(catalog: BundleCatalog, selection: ConfigSelection, rules: readonly CompatibilityRule[]): Map<string, string> {
  const chosen = chosenSkus(catalog, selection);
  const excluded = new Map<string, string>();
  for (const rule of rules) {
    if (rule.kind !== 'excludes' || !chosen.has(rule.when)) continue;
    for (const sku of rule.excludes) if (!excluded.has(sku)) excluded.set(sku, rule.id);
  }
  return excluded;
}

interface RepairStep {
  selection: ConfigSelection;
  notice: ConfiguratorNotice;
  added: string | null;
}

function removeSku(catalog: BundleCatalog, selection: ConfigSelection, sku: string): ConfigSelection {
  return chosenParts(catalog, selection)
    .filter(({ part }) => part.sku === sku)
    .reduce((current, { option, part }) => removePart(current, option.id, part.id), selection);
}

/** Finds the first broken rule and fixes it with one change. */
function repairOnce(catalog: BundleCatalog, selection: ConfigSelection, rules: readonly CompatibilityRule[], anchors: ReadonlySet<string>): RepairStep | null {
  const chosen = chosenSkus(catalog, selection);
  for (const rule of rules) {
    if (rule.kind !== 'excludes' || !chosen.has(rule.when)) continue;
    const conflict = rule.excludes.find((sku) => chosen.has(sku));
    if (conflict === undefined) continue;
    const notice: ConfiguratorNotice = { code: 'part-removed', ruleId: rule.id, sku: conflict, causeSku: rule.when };
    return { selection: removeSku(catalog, selection, conflict), notice, added: null };
  }
  for (const rule of rules) {
    if (rule.kind !== 'requires' || !chosen.has(rule.sku) || rule.anyOf.some((sku) => chosen.has(sku))) continue;
    const candidate = anchors.has(rule.sku)
      ? rule.anyOf.find((sku) => findBySku(catalog, sku) !== null && unavailableReason(catalog, selection, sku, rules) === null)
      : undefined;
    if (candidate !== undefined) {
      const found = findBySku(catalog, candidate)!;
      const notice: ConfiguratorNotice = { code: 'part-added', ruleId: rule.id, sku: candidate, causeSku: rule.sku };
      return { selection: addPart(catalog, selection, found.option.id, found.selection.id), notice, added: candidate };
    }
    const notice: ConfiguratorNotice = { code: 'part-removed', ruleId: rule.id, sku: rule.sku, causeSku: rule.anyOf[0] ?? rule.sku };
    return { selection: removeSku(catalog, selection, rule.sku), notice, added: null };
  }
  return null;
}

/** A required option a repair emptied gets its default back (or its first part the rules allow). */
function refillRequired(catalog: BundleCatalog, before: ConfigSelection, selection: ConfigSelection, rules: readonly CompatibilityRule[]): ConfigSelection {
  let current = selection;
  for (const option of catalog.options) {
    if (!option.required || !choiceOf(before, option.id) || choiceOf(current, option.id)) continue;
    const allowed = option.selections.filter((part) => unavailableReason(catalog, current, part.sku, rules) === null);
    const part = allowed.find((candidate) => candidate.isDefault) ?? allowed[0];
    if (part) current = addPart(catalog, current, option.id, part.id);
  }
  return current;
}

/**
 * Brings a selection in line with the rules. `anchors` are the SKUs the shopper just chose (or the link asked
 * for): a part they need is added; a part whose needed part went away is removed instead.
 */
export function repairSelection(
  catalog: BundleCatalog,
  selection: ConfigSelection,
  rules: readonly CompatibilityRule[],
  anchors: ReadonlySet<string> = new Set(),
): { selection: ConfigSelection; notices: ConfiguratorNotice[] } {
  const anchored = new Set(anchors);
  const notices: ConfiguratorNotice[] = [];
  let current = selection;
  // Each round changes one part; the bound only guards against rule data that contradicts itself.
  const maxRounds = 4 * (rules.length + catalog.options.length) + 4;
  for (let round = 0; round < maxRounds; round += 1) {
    const step = repairOnce(catalog, current, rules, anchored);
    if (step) {
      current = step.selection;
      notices.push(step.notice);
      if (step.added !== null) anchored.add(step.added);
      continue;
    }
    const refilled = refillRequired(catalog, selection, current, rules);
    if (refilled === current) break;
    current = refilled;
  }
  return { selection: current, notices };
}
