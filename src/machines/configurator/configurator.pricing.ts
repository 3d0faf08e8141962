// The live figures of a configuration: total price incl. VAT (catalogue prices, as Magento prices a fixed-price
// bundle: base price + each chosen selection's price × its quantity), the ride weight and the range estimate.
import type { BundleCatalog } from './configurator.catalog';
import { batteryOfSku, partWeightKg } from './configurator.facts';
import { chosenParts, effectiveQty, type ConfigSelection } from './configurator.selection';

export interface SummaryLine {
  optionId: number;
  /** Store-view option title (e.g. 'Accu'). */
  optionTitle: string;
  selectionId: number;
  sku: string;
  /** Store-view name of the part; null when the loader had none (the view shows the SKU). */
  name: string | null;
  qty: number;
  unitPriceCents: number;
  /** unitPriceCents × qty, incl. VAT. */
  priceCents: number;
}

export interface ConfigurationSummary {
  basePriceCents: number;
  /** Base price plus every line, incl. VAT, in cents: what one configured bike costs. */
  totalCents: number;
  lines: SummaryLine[];
  /** Ride weight in kg (two decimals), or null for a bundle whose base weight nobody knows. */
  weightKg: number | null;
  /** Range of the chosen battery, from common/bike-models.ts; null without a battery choice. */
  rangeKm: { min: number; max: number } | null;
  batteryWh: number | null;
}

export function summaryLines(catalog: BundleCatalog, selection: ConfigSelection): SummaryLine[] {
  return chosenParts(catalog, selection).map(({ option, part, choice }) => {
    const qty = effectiveQty(part, choice);
    return {
      optionId: option.id,
      optionTitle: option.title,
      selectionId: part.id,
      sku: part.sku,
      name: part.name,
      qty,
      unitPriceCents: part.unitPriceCents,
      priceCents: part.unitPriceCents * qty,
    };
  });
}

export function totalPriceCents(catalog: BundleCatalog, selection: ConfigSelection): number {
  return summaryLines(catalog, selection).reduce((sum, line) => sum + line.priceCents, catalog.basePriceCents);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The model's weight (ready to ride with its included parts) adjusted by the choices: each chosen part adds its
 * weight, and in a required option the default part is already in the model's weight, so it is taken off again
 * (choosing the 504 Wh pack over the included 360 Wh adds only the difference).
 */
export function rideWeightKg(catalog: BundleCatalog, selection: ConfigSelection): number | null {
  // The bundle's weight in Magento (the bike ready to ride with its included parts), never a number from code.
  const base = catalog.weightKg;
  if (base === null) return null;
  const lines = summaryLines(catalog, selection);
  let weight = base + lines.reduce((sum, line) => sum + partWeightKg(line.sku) * line.qty, 0);
  for (const option of catalog.options) {
    if (!option.required) continue;
    const included = option.selections.find((part) => part.isDefault);
    if (included) weight -= partWeightKg(included.sku) * included.defaultQty;
  }
  return round2(weight);
}

export function summarize(catalog: BundleCatalog, selection: ConfigSelection): ConfigurationSummary {
  const lines = summaryLines(catalog, selection);
  const battery = lines.map((line) => batteryOfSku(line.sku)).find((found) => found !== null) ?? null;
  return {
    basePriceCents: catalog.basePriceCents,
    totalCents: lines.reduce((sum, line) => sum + line.priceCents, catalog.basePriceCents),
    lines,
    weightKg: rideWeightKg(catalog, selection),
    rangeKm: battery ? { min: battery.rangeKm.min, max: battery.rangeKm.max } : null,
    batteryWh: battery?.wh ?? null,
  };
}
