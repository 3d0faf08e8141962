// The shopper's operations and the resolution of requested configurations (links, cart lines) against a catalogue.
import { describe, expect, test } from 'vitest';
import { catalogFromAnswer } from './configurator.catalog';
import {
  canClear,
  canSelect,
  canSetQuantity,
  canToggle,
  clearOption,
  resetSelection,
  resolveRequested,
  selectPart,
  setQuantity,
  togglePart,
  type ChoiceScope,
} from './configurator.choices';
import { eliteAnswer, OPTION, PART } from './configurator.fixtures';
import { rulesFor } from './configurator.rules';
import { choiceOf, missingRequiredOptions } from './configurator.selection';
import { decodeConfiguration } from './configurator.url';

const elite = catalogFromAnswer(eliteAnswer(), 'FOLT Elite')!;
const scope: ChoiceScope = { catalog: elite, rules: rulesFor('elite') };
const defaults = resetSelection(scope).selection;
const resolve = (link: string) => {
  const decoded = decodeConfiguration(link);
  return resolveRequested(scope, decoded.choices, decoded.invalid);
};

describe('configurator choices', () => {
  test('a fresh configuration holds the defaults; a required option without one stays open', () => {
    expect(defaults).toEqual([
      { optionId: OPTION.base, selectionIds: [PART.base], qty: 1 },
      { optionId: OPTION.battery, selectionIds: [PART.bat360], qty: 1 },
      { optionId: OPTION.colour, selectionIds: [PART.graphite], qty: 1 },
    ]);
    expect(missingRequiredOptions(elite, defaults)).toEqual([OPTION.frameSize]);
    expect(resolveRequested(scope, null)).toEqual({ selection: defaults, notices: [] });
  });

  test('radio and select options hold one part; choosing another replaces it', () => {
    const sized = selectPart(scope, defaults, OPTION.frameSize, PART.frameL).selection;
    expect(choiceOf(sized, OPTION.frameSize)?.selectionIds).toEqual([PART.frameL]);
    expect(choiceOf(selectPart(scope, sized, OPTION.frameSize, PART.frameM).selection, OPTION.frameSize)?.selectionIds).toEqual([PART.frameM]);
    expect(canSelect(scope, defaults, OPTION.battery, 99)).toBe(false);
    expect(canSelect(scope, defaults, 99, PART.bat504)).toBe(false);
    expect(canSelect(scope, defaults, OPTION.battery, PART.bat360)).toBe(true);
    // select on a checkbox option adds the part.
    const bagged = selectPart(scope, defaults, OPTION.bag, PART.carryBag).selection;
    expect(choiceOf(selectPart(scope, bagged, OPTION.bag, PART.frameBag).selection, OPTION.bag)?.selectionIds).toEqual([PART.frameBag, PART.carryBag]);
  });

  test('checkbox parts toggle; single-choice parts do not; the last part of a required checkbox option stays', () => {
    expect(canToggle(scope, defaults, OPTION.battery, PART.bat504)).toBe(false);
    expect(canToggle(scope, defaults, OPTION.bag, PART.carryBag)).toBe(true);
    const on = togglePart(scope, defaults, OPTION.bag, PART.carryBag).selection;
    expect(choiceOf(on, OPTION.bag)?.selectionIds).toEqual([PART.carryBag]);
    expect(togglePart(scope, on, OPTION.bag, PART.carryBag).selection).toEqual(defaults);
    const requiredBags: ChoiceScope = {
      ...scope,
      catalog: { ...elite, options: elite.options.map((option) => (option.id === OPTION.bag ? { ...option, required: true } : option)) },
    };
    expect(canToggle(requiredBags, on, OPTION.bag, PART.carryBag)).toBe(false);
    const two = togglePart(requiredBags, on, OPTION.bag, PART.frameBag).selection;
    expect(canToggle(requiredBags, two, OPTION.bag, PART.carryBag)).toBe(true);
  });

  test('only optional options can be emptied', () => {
    const tubes = selectPart(scope, defaults, OPTION.tubes, PART.tube).selection;
    expect(canClear(scope, OPTION.tubes)).toBe(true);
    expect(canClear(scope, OPTION.battery)).toBe(false);
    expect(canClear(scope, 99)).toBe(false);
    expect(clearOption(scope, tubes, OPTION.tubes).selection).toEqual(defaults);
  });

  test('a quantity is set only on a chosen part that allows it, from 1 to 10', () => {
    expect(canSetQuantity(scope, defaults, OPTION.tubes, 2)).toBe(false);
    const tubes = selectPart(scope, defaults, OPTION.tubes, PART.tube).selection;
    expect(choiceOf(tubes, OPTION.tubes)?.qty).toBe(1);
    for (const qty of [0, 11, 1.5, Number.NaN]) expect(canSetQuantity(scope, tubes, OPTION.tubes, qty)).toBe(false);
    expect(canSetQuantity(scope, tubes, OPTION.tubes, 10)).toBe(true);
    expect(canSetQuantity(scope, tubes, OPTION.battery, 2)).toBe(false);
    const three = setQuantity(tubes, OPTION.tubes, 3).selection;
    expect(choiceOf(three, OPTION.tubes)?.qty).toBe(3);
    // Choosing the same part again keeps the quantity.
    expect(choiceOf(selectPart(scope, three, OPTION.tubes, PART.tube).selection, OPTION.tubes)?.qty).toBe(3);
    expect(setQuantity(defaults, OPTION.tubes, 3).selection).toEqual(defaults);
  });

  test('a link keeps what the catalogue knows and reports the rest once', () => {
    const result = resolve('2-3.4-8.5-10.7-14x3');
    expect(result.notices).toEqual([]);
    expect(result.selection).toEqual([
      { optionId: OPTION.base, selectionIds: [PART.base], qty: 1 },
      { optionId: OPTION.battery, selectionIds: [PART.bat504], qty: 1 },
      { optionId: OPTION.colour, selectionIds: [PART.graphite], qty: 1 },
      { optionId: OPTION.frameSize, selectionIds: [PART.frameL], qty: 1 },
      { optionId: OPTION.rack, selectionIds: [PART.rackFront], qty: 1 },
      { optionId: OPTION.tubes, selectionIds: [PART.tube], qty: 3 },
    ]);
  });

  test('unknown options and parts, extra parts of a single choice and unreadable entries are dropped and reported', () => {
    const result = resolve('2-3_4.3-77.99-1.6-13_55.junk.5-9x4');
    expect(choiceOf(result.selection, OPTION.battery)?.selectionIds).toEqual([PART.bat504]);
    // The colour the link asked for is gone: the default takes its place.
    expect(choiceOf(result.selection, OPTION.colour)?.selectionIds).toEqual([PART.graphite]);
    expect(choiceOf(result.selection, OPTION.bag)?.selectionIds).toEqual([PART.carryBag]);
    // A quantity on a part that has a fixed one is ignored.
    expect(choiceOf(result.selection, OPTION.rack)).toEqual({ optionId: OPTION.rack, selectionIds: [PART.rackRear], qty: 1 });
    expect(result.notices).toEqual([{ code: 'choices-dropped', tokens: ['junk', '2-4', '3-77', '6-55', '99-1'] }]);
  });

  test('a link breaking a rule is repaired like a choice: its parts count as chosen', () => {
    const result = resolve('2-4.6-11_12');
    expect(choiceOf(result.selection, OPTION.rack)?.selectionIds).toEqual([PART.rackRear]);
    expect(choiceOf(result.selection, OPTION.bag)?.selectionIds).toEqual([PART.pannier]);
    expect(result.notices.map((notice) => notice.code)).toEqual(['part-removed', 'part-added']);
  });

  test('a link of garbage only gives the defaults and one notice', () => {
    const result = resolve('%%%.--.x');
    expect(result.selection).toEqual(defaults);
    expect(result.notices).toEqual([{ code: 'choices-dropped', tokens: ['%%%', '--', 'x'] }]);
  });
});
