// The configurator's smaller slices and the selectors of one option or quantity: what the summary, the options and
// the picture text read (the selectors made per key stay the same function, so a view subscribes once).
import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import { isFixedOption, MAX_BIKE_QTY, MAX_OPTION_QTY } from './configurator.facts';
import { eliteAnswer, ELITE_SKU, OPTION, PART } from './configurator.fixtures';
import { configuratorMachine } from './configurator.machine';
import {
  selectBatteryWh,
  selectCanAddBikes,
  selectCanSetQuantity,
  selectFixedOptionIds,
  selectHasProduct,
  selectHasSummary,
  selectMissingOptionTitles,
  selectOption,
} from './configurator.selectors';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  const machine = configuratorMachine.provide({
    actors: { loadBundleProduct: fromPromise(async () => eliteAnswer()) },
    actions: { updateUrl: () => {}, addToCart: () => {} },
  });
  const actor = createActor(machine, { input: { sku: ELITE_SKU, lang: 'nl' } }).start();
  const loading = actor.getSnapshot();
  await flush();
  return { actor, loading };
}

describe('configurator view selectors', () => {
  test('nothing to show before the catalogue is loaded', async () => {
    const { loading } = await start();
    expect(selectHasProduct(loading)).toBe(false);
    expect(selectHasSummary(loading)).toBe(false);
    expect(selectBatteryWh(loading)).toBeNull();
    expect(selectCanAddBikes(1)(loading)).toBe(false);
  });

  test('the frame size is still open, so no bike goes to the cart until it is chosen', async () => {
    const { actor } = await start();
    expect(selectHasProduct(actor.getSnapshot())).toBe(true);
    expect(selectHasSummary(actor.getSnapshot())).toBe(true);
    expect(selectMissingOptionTitles(actor.getSnapshot())).toEqual(['Framemaat']);
    expect(selectCanAddBikes(1)(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'option.select', optionId: OPTION.frameSize, selectionId: PART.frameM });
    expect(selectMissingOptionTitles(actor.getSnapshot())).toEqual([]);
    expect(selectCanAddBikes(1)(actor.getSnapshot())).toBe(true);
    expect(selectCanAddBikes(MAX_BIKE_QTY)(actor.getSnapshot())).toBe(true);
    expect(selectCanAddBikes(MAX_BIKE_QTY + 1)(actor.getSnapshot())).toBe(false);
    expect(selectCanAddBikes(0)(actor.getSnapshot())).toBe(false);
  });

  test('the included frame is a fixed line; every other option is a choice', async () => {
    const { actor } = await start();
    expect(selectFixedOptionIds(actor.getSnapshot())).toEqual([OPTION.base]);
    expect(isFixedOption({ required: true, selections: [1] })).toBe(true);
    expect(isFixedOption({ required: true, selections: [1, 2] })).toBe(false);
    expect(isFixedOption({ required: false, selections: [1] })).toBe(false);
  });

  test("one option's view, and the battery on the picture", async () => {
    const { actor } = await start();
    expect(selectOption(OPTION.battery)).toBe(selectOption(OPTION.battery));
    expect(selectOption(OPTION.battery)(actor.getSnapshot())?.title).toBe('Accu');
    expect(selectOption(999)(actor.getSnapshot())).toBeUndefined();
    expect(selectBatteryWh(actor.getSnapshot())).toBe(360);
    actor.send({ type: 'option.select', optionId: OPTION.battery, selectionId: PART.bat600 });
    expect(selectBatteryWh(actor.getSnapshot())).toBe(600);
  });

  test('the quantities an option with a quantity takes', async () => {
    const { actor } = await start();
    actor.send({ type: 'option.select', optionId: OPTION.tubes, selectionId: PART.tube });
    expect(selectCanSetQuantity(OPTION.tubes, 2)).toBe(selectCanSetQuantity(OPTION.tubes, 2));
    expect(selectCanSetQuantity(OPTION.tubes, 2)(actor.getSnapshot())).toBe(true);
    expect(selectCanSetQuantity(OPTION.tubes, MAX_OPTION_QTY + 1)(actor.getSnapshot())).toBe(false);
    expect(selectCanSetQuantity(OPTION.tubes, 0)(actor.getSnapshot())).toBe(false);
    expect(selectCanSetQuantity(OPTION.battery, 2)(actor.getSnapshot())).toBe(false);
  });
});
