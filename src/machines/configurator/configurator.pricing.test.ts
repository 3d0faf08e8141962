// Live figures of a configuration: price incl. VAT from the catalogue, ride weight and range from the facts.
import { describe, expect, test } from 'vitest';
import { BATTERIES } from '../../../common/bike-models';
import { catalogFromAnswer, toBundleCatalog } from './configurator.catalog';
import { resetSelection, selectPart, setQuantity, togglePart, type ChoiceScope } from './configurator.choices';
import { eliteAnswer, eliteBundle, OPTION, PART } from './configurator.fixtures';
import { partWeightKg } from './configurator.facts';
import { rideWeightKg, summarize, totalPriceCents } from './configurator.pricing';
import { rulesFor } from './configurator.rules';

const elite = catalogFromAnswer(eliteAnswer(), 'FOLT Elite')!;
const scope: ChoiceScope = { catalog: elite, rules: rulesFor('elite') };
const defaults = resetSelection(scope).selection;

describe('configurator price, weight and range', () => {
  test('the defaults cost the base price, weigh what the model weighs and reach the included battery range', () => {
    expect(summarize(elite, defaults)).toMatchObject({
      basePriceCents: 279_900,
      totalCents: 279_900,
      weightKg: 19.6,
      rangeKm: BATTERIES.wh360.rangeKm,
      batteryWh: 360,
    });
  });

  test('the total is the base price plus each chosen part × its quantity', () => {
    let selection = selectPart(scope, defaults, OPTION.battery, PART.bat504).selection;
    selection = selectPart(scope, selection, OPTION.colour, PART.oceanBlue).selection;
    selection = togglePart(scope, selection, OPTION.bag, PART.pannier).selection; // adds the rear rack
    selection = selectPart(scope, selection, OPTION.tubes, PART.tube).selection;
    selection = setQuantity(selection, OPTION.tubes, 3).selection;
    const summary = summarize(elite, selection);
    expect(summary.totalCents).toBe(279_900 + 24_900 + 4_900 + 5_900 + 6_900 + 3 * 795);
    expect(totalPriceCents(elite, selection)).toBe(summary.totalCents);
    expect(summary.lines.find((line) => line.optionId === OPTION.tubes)).toMatchObject({ qty: 3, unitPriceCents: 795, priceCents: 2_385 });
    expect(summary.lines.map((line) => line.sku)).toEqual([
      'FOLT Elite Base BOM',
      'FOLT-BAT-504',
      'FOLT-COLOUR-OCEAN-BLUE',
      'FOLT-RACK-REAR',
      'FOLT-BAG-PANNIER',
      'FOLT-TUBE-20',
    ]);
    expect(summary.lines[1]).toMatchObject({ optionTitle: 'Accu', name: 'Accu 504 Wh' });
  });

  test('a bigger battery adds only the difference to the included one; mounted parts add weight, loose ones do not', () => {
    const big = selectPart(scope, defaults, OPTION.battery, PART.bat600).selection;
    expect(rideWeightKg(elite, big)).toBe(Math.round((19.6 - BATTERIES.wh360.weightKg + BATTERIES.wh600.weightKg) * 100) / 100);
    expect(summarize(elite, big)).toMatchObject({ rangeKm: BATTERIES.wh600.rangeKm, batteryWh: 600 });
    const racked = togglePart(scope, defaults, OPTION.rack, PART.rackRear).selection;
    expect(rideWeightKg(elite, racked)).toBe(Math.round((19.6 + partWeightKg('FOLT-RACK-REAR')) * 100) / 100);
    const carried = togglePart(scope, defaults, OPTION.bag, PART.carryBag).selection;
    expect(rideWeightKg(elite, carried)).toBe(19.6);
  });

  test('a bundle unknown to the model facts weighs what Magento says, or nothing is claimed', () => {
    const unknown = toBundleCatalog({ ...eliteBundle, sku: 'FOLT Prototype', weight: 17 })!;
    expect(rideWeightKg(unknown, resetSelection({ catalog: unknown, rules: rulesFor(null) }).selection)).toBe(17);
    const weightless = toBundleCatalog({ ...eliteBundle, sku: 'FOLT Prototype', weight: undefined })!;
    expect(summarize(weightless, []).weightKg).toBeNull();
    expect(summarize(weightless, [])).toMatchObject({ totalCents: 279_900, rangeKm: null, batteryWh: null, lines: [] });
  });
});
