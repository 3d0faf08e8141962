// Which parts fit which bike, as data both sides read: the configurator's compatibility rules (applied in
// src/machines/configurator/configurator.rules.ts) and the inner tube each model's wheels take. The emulator's seed
// derives every bike's related and cross-sell products from these (magento-emulator/seed/seed.catalog.ts), so a
// product page never recommends a part the configurator says does not fit.
import type { BikeModel, BikeSlug } from './bike-models';

/** A part is not offered on some models: hidden in the configurator, dropped from links. */
export interface NotOfferedRule {
  id: string;
  kind: 'not-offered';
  skus: readonly string[];
  models: readonly BikeSlug[];
  /** English source text for the view's catalogue (the view translates it by rule id). */
  reason: string;
}

/** A part needs one of `anyOf`; choosing it adds the first one, removing that one removes the part. */
export interface RequiresRule {
  id: string;
  kind: 'requires';
  sku: string;
  anyOf: readonly string[];
  /** Models that already have what the part needs. */
  exceptModels?: readonly BikeSlug[];
  reason: string;
}

/** While `when` is chosen, `excludes` are unavailable; choosing `when` removes them. */
export interface ExcludesRule {
  id: string;
  kind: 'excludes';
  when: string;
  excludes: readonly string[];
  reason: string;
}

export type CompatibilityRule = NotOfferedRule | RequiresRule | ExcludesRule;

export const COMPATIBILITY_RULES = [
  {
    id: 'pannier-needs-rear-rack',
    kind: 'requires',
    sku: 'FOLT-BAG-PANNIER',
    anyOf: ['FOLT-RACK-REAR'],
    // The Voyage's integrated rear rack carries two panniers.
    exceptModels: ['voyage'],
    reason: 'A pannier bag hangs on a rear rack.',
  },
  {
    id: 'no-front-rack-on-piccolo',
    kind: 'not-offered',
    skus: ['FOLT-RACK-FRONT'],
    models: ['piccolo'],
    reason: 'The front hub motor of the Piccolo leaves no mounting points for a front rack.',
  },
  {
    id: 'carry-bag-too-small-for-maxx',
    kind: 'not-offered',
    skus: ['FOLT-BAG-CARRY'],
    models: ['maxx'],
    reason: 'The folded Maxx with its 3-inch tyres does not fit in the carry bag.',
  },
  {
    id: 'large-battery-excludes-frame-bag',
    kind: 'excludes',
    when: 'FOLT-BAT-600',
    excludes: ['FOLT-BAG-FRAME'],
    reason: 'The 600 Wh battery fills the frame space the frame bag needs.',
  },
] as const satisfies readonly CompatibilityRule[];

export type RuleId = (typeof COMPATIBILITY_RULES)[number]['id'];

/** Whether a part fits a model: no rule keeps it off that model. */
export function fitsModel(sku: string, model: BikeSlug): boolean {
  return !COMPATIBILITY_RULES.some((rule: CompatibilityRule) => rule.kind === 'not-offered' && rule.models.includes(model) && rule.skus.includes(sku));
}

/** The inner tube for a model's wheels: 16 inch, 20 inch up to 2.15 wide, or the wide 20 x 3.0 tube. */
export function innerTubeFor(model: Pick<BikeModel, 'wheelSizeInch' | 'tyreWidthInch'>): string {
  if (model.wheelSizeInch === 16) return 'FOLT-TUBE-16';
  return model.tyreWidthInch > 2.15 ? 'FOLT-TUBE-20-WIDE' : 'FOLT-TUBE-20';
}
