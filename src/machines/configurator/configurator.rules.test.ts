// The compatibility rules as data and their one behaviour: hide what a model does not take, mark what a chosen
// part excludes, add what a choice needs, remove what conflicts or lost its needed part, and say so in notices.
import { describe, expect, test } from 'vitest';
import { catalogFromAnswer, type BundleCatalog } from './configurator.catalog';
import { canSelect, canToggle, selectPart, togglePart, type ChoiceScope } from './configurator.choices';
import { eliteAnswer, OPTION, PART } from './configurator.fixtures';
import { COMPATIBILITY_RULES, offeredCatalog, repairSelection, rulesFor, unavailableReason, type CompatibilityRule } from './configurator.rules';
import { defaultSelection, isChosen, type ConfigSelection } from './configurator.selection';

const elite = catalogFromAnswer(eliteAnswer(), 'FOLT Elite')!;
const scope: ChoiceScope = { catalog: elite, rules: rulesFor('elite') };
const base: ConfigSelection = [...defaultSelection(elite), { optionId: OPTION.frameSize, selectionIds: [PART.frameM], qty: 1 }].sort(
  (a, b) => a.optionId - b.optionId,
);
const skus = (catalog: BundleCatalog) => catalog.options.flatMap((option) => option.selections.map((part) => part.sku));

describe('compatibility rules', () => {
  test('rule ids are unique and every rule names parts by SKU', () => {
    const ids = COMPATIBILITY_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of COMPATIBILITY_RULES) expect(rule.reason.length).toBeGreaterThan(10);
  });

  test('the rules in force depend on the model', () => {
    const ids = (model: Parameters<typeof rulesFor>[0]) => rulesFor(model).map((rule) => rule.id);
    expect(ids('piccolo')).toEqual(['pannier-needs-rear-rack', 'no-front-rack-on-piccolo', 'large-battery-excludes-frame-bag']);
    expect(ids('maxx')).toEqual(['pannier-needs-rear-rack', 'carry-bag-too-small-for-maxx', 'large-battery-excludes-frame-bag']);
    // The Voyage's integrated rack carries panniers.
    expect(ids('voyage')).toEqual(['large-battery-excludes-frame-bag']);
    expect(ids(null)).toEqual(['pannier-needs-rear-rack', 'large-battery-excludes-frame-bag']);
  });

  test('parts a model does not take are hidden, and so are parts whose needed part can never be had', () => {
    expect(skus(offeredCatalog(elite, rulesFor('piccolo')))).not.toContain('FOLT-RACK-FRONT');
    expect(skus(offeredCatalog(elite, rulesFor('maxx')))).not.toContain('FOLT-BAG-CARRY');
    expect(skus(offeredCatalog(elite, rulesFor('elite')))).toEqual(skus(elite));
    const noRearRack: CompatibilityRule[] = [
      ...rulesFor('elite'),
      { id: 'no-racks', kind: 'not-offered', skus: ['FOLT-RACK-REAR', 'FOLT-RACK-FRONT'], models: ['elite'], reason: 'test' },
    ];
    const offered = offeredCatalog(elite, noRearRack);
    expect(skus(offered)).not.toContain('FOLT-BAG-PANNIER');
    // The rack option has no parts left and disappears.
    expect(offered.options.map((option) => option.id)).not.toContain(OPTION.rack);
  });

  test('choosing a pannier bag adds the rear rack and says so', () => {
    const result = togglePart(scope, base, OPTION.bag, PART.pannier);
    expect(isChosen(result.selection, OPTION.rack, PART.rackRear)).toBe(true);
    expect(result.notices).toEqual([{ code: 'part-added', ruleId: 'pannier-needs-rear-rack', sku: 'FOLT-RACK-REAR', causeSku: 'FOLT-BAG-PANNIER' }]);
  });

  test('removing the rear rack removes the pannier bag that needs it', () => {
    const withPannier = togglePart(scope, base, OPTION.bag, PART.pannier).selection;
    expect(canToggle(scope, withPannier, OPTION.rack, PART.rackRear)).toBe(true);
    const result = togglePart(scope, withPannier, OPTION.rack, PART.rackRear);
    expect(isChosen(result.selection, OPTION.bag, PART.pannier)).toBe(false);
    expect(result.selection.find((choice) => choice.optionId === OPTION.bag)).toBeUndefined();
    expect(result.notices).toEqual([{ code: 'part-removed', ruleId: 'pannier-needs-rear-rack', sku: 'FOLT-BAG-PANNIER', causeSku: 'FOLT-RACK-REAR' }]);
  });

  test('the 600 Wh battery removes a chosen frame bag, and the frame bag is unavailable while it is chosen', () => {
    const withFrameBag = togglePart(scope, base, OPTION.bag, PART.frameBag).selection;
    const result = selectPart(scope, withFrameBag, OPTION.battery, PART.bat600);
    expect(isChosen(result.selection, OPTION.bag, PART.frameBag)).toBe(false);
    expect(result.notices).toEqual([{ code: 'part-removed', ruleId: 'large-battery-excludes-frame-bag', sku: 'FOLT-BAG-FRAME', causeSku: 'FOLT-BAT-600' }]);
    expect(unavailableReason(elite, result.selection, 'FOLT-BAG-FRAME', scope.rules)).toBe('large-battery-excludes-frame-bag');
    expect(canToggle(scope, result.selection, OPTION.bag, PART.frameBag)).toBe(false);
    expect(canSelect(scope, result.selection, OPTION.bag, PART.frameBag)).toBe(false);
    // Back to a smaller pack, and the frame bag can be had again.
    const smaller = selectPart(scope, result.selection, OPTION.battery, PART.bat504).selection;
    expect(canToggle(scope, smaller, OPTION.bag, PART.frameBag)).toBe(true);
  });

  test('the Voyage takes a pannier bag without a rack', () => {
    const result = togglePart({ catalog: elite, rules: rulesFor('voyage') }, base, OPTION.bag, PART.pannier);
    expect(isChosen(result.selection, OPTION.rack, PART.rackRear)).toBe(false);
    expect(result.notices).toEqual([]);
  });

  test('a required option a rule empties gets its default back', () => {
    const rules: CompatibilityRule[] = [
      { id: 'rack-excludes-colour', kind: 'excludes', when: 'FOLT-RACK-REAR', excludes: ['FOLT-COLOUR-OCEAN-BLUE'], reason: 'test' },
    ];
    const blue = selectPart({ catalog: elite, rules }, base, OPTION.colour, PART.oceanBlue).selection;
    const result = togglePart({ catalog: elite, rules }, blue, OPTION.rack, PART.rackRear);
    expect(isChosen(result.selection, OPTION.colour, PART.graphite)).toBe(true);
    expect(result.notices).toEqual([{ code: 'part-removed', ruleId: 'rack-excludes-colour', sku: 'FOLT-COLOUR-OCEAN-BLUE', causeSku: 'FOLT-RACK-REAR' }]);
  });

  test('contradictory rule data cannot make the repair loop forever', () => {
    const rules: CompatibilityRule[] = [
      { id: 'a-needs-b', kind: 'requires', sku: 'FOLT-BAG-PANNIER', anyOf: ['FOLT-RACK-REAR'], reason: 'test' },
      { id: 'b-excludes-a', kind: 'excludes', when: 'FOLT-RACK-REAR', excludes: ['FOLT-BAG-PANNIER'], reason: 'test' },
    ];
    const wanted = [...base, { optionId: OPTION.bag, selectionIds: [PART.pannier], qty: 1 }];
    const result = repairSelection(elite, wanted, rules, new Set(['FOLT-BAG-PANNIER']));
    expect(isChosen(result.selection, OPTION.bag, PART.pannier)).toBe(false);
    expect(result.notices.length).toBeLessThan(100);
  });
});
