// The selectors the configurator's views subscribe to: a choice re-renders only the parts of the page whose slice of
// the state changed, so the slices that did not change must stay the same objects (issue 6, one frame per choice).
import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import { eliteAnswer, ELITE_SKU, OPTION, PART } from './configurator.fixtures';
import { configuratorMachine } from './configurator.machine';
import {
  selectFigures,
  selectNotices,
  selectOptions,
  selectPartsBySku,
  selectPictureView,
  selectProduct,
  selectSharedLines,
  selectSharedOptions,
  selectSummary,
  selectTotalCents,
  shareEqual,
} from './configurator.selectors';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  const machine = configuratorMachine.provide({
    actors: { loadBundleProduct: fromPromise(async () => eliteAnswer()) },
    actions: { updateUrl: () => {}, addToCart: () => {} },
  });
  const actor = createActor(machine, { input: { sku: ELITE_SKU, lang: 'nl' } }).start();
  await flush();
  return actor;
}

describe('shareEqual', () => {
  test('keeps the previous value where the next one equals it, and only there', () => {
    const previous = { a: [1, { b: 2 }], c: { d: 'e' }, f: null };
    expect(shareEqual(previous, { a: [1, { b: 2 }], c: { d: 'e' }, f: null })).toBe(previous);
    const next = { a: [1, { b: 3 }], c: { d: 'e' }, f: null };
    const shared = shareEqual(previous, next);
    expect(shared).toEqual(next);
    expect(shared.c).toBe(previous.c);
    expect(shared.a).not.toBe(previous.a);
    // The next value itself is left as it was.
    expect(next.c).not.toBe(previous.c);
  });

  test('added and removed keys and items are changes', () => {
    expect(shareEqual<Record<string, number>>({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(shareEqual<Record<string, number>>({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    expect(shareEqual([1, 2], [1])).toEqual([1]);
    expect(shareEqual([1], [1, 2])).toEqual([1, 2]);
    const map = new Map();
    expect(shareEqual(new Map(), map)).toBe(map);
  });
});

describe('shared selectors', () => {
  test('a colour choice keeps the options, lines and figures it did not change', async () => {
    const actor = await start();
    const before = actor.getSnapshot();
    const options = selectSharedOptions(before);
    const lines = selectSharedLines(before);
    const figures = selectFigures(before);
    const product = selectProduct(before);
    const parts = selectPartsBySku(before);
    const notices = selectNotices(before);
    actor.send({ type: 'option.select', optionId: OPTION.colour, selectionId: PART.oceanBlue });
    const after = actor.getSnapshot();
    expect(after).not.toBe(before);
    const sharedOptions = selectSharedOptions(after);
    expect(sharedOptions).toEqual(selectOptions(after));
    expect(sharedOptions).not.toBe(options);
    for (const [index, option] of sharedOptions.entries()) {
      if (option.id === OPTION.colour) expect(option).not.toBe(options[index]);
      else expect(option).toBe(options[index]);
    }
    expect(selectFigures(after)).toBe(figures);
    expect(selectProduct(after)).toBe(product);
    expect(selectPartsBySku(after)).toBe(parts);
    // A choice without notices keeps the (empty) notices array.
    expect(selectNotices(after)).toBe(notices);
    const sharedLines = selectSharedLines(after);
    expect(sharedLines).toEqual(selectSummary(after)!.lines);
    expect(sharedLines.find((line) => line.optionId === OPTION.battery)).toBe(lines.find((line) => line.optionId === OPTION.battery));
    expect(selectTotalCents(after)).toBe(selectSummary(after)!.totalCents);
    expect(selectTotalCents(after)).toBe(selectTotalCents(before)! + 4_900);
  });

  test('the picture view follows the colour, the visible parts and the battery', async () => {
    const actor = await start();
    const first = selectPictureView(actor.getSnapshot());
    expect(first).toEqual({ modelSlug: 'elite', colour: { code: 'graphite', hex: expect.any(String) }, layers: [], batteryWh: 360 });
    actor.send({ type: 'option.select', optionId: OPTION.frameSize, selectionId: PART.frameM });
    expect(selectPictureView(actor.getSnapshot())).toBe(first);
    actor.send({ type: 'option.select', optionId: OPTION.battery, selectionId: PART.bat600 });
    expect(selectPictureView(actor.getSnapshot())).toMatchObject({ layers: ['battery-large'], batteryWh: 600 });
    expect(selectPictureView(actor.getSnapshot()).colour).toBe(first.colour);
  });

  test('an option made unavailable by a choice changes with it', async () => {
    const actor = await start();
    const before = selectSharedOptions(actor.getSnapshot());
    actor.send({ type: 'option.select', optionId: OPTION.battery, selectionId: PART.bat600 });
    const after = selectSharedOptions(actor.getSnapshot());
    const bags = after.find((option) => option.id === OPTION.bag)!;
    expect(bags).not.toBe(before.find((option) => option.id === OPTION.bag));
    expect(bags.selections.find((part) => part.id === PART.frameBag)?.unavailableReason).toBe('large-battery-excludes-frame-bag');
    expect(after.find((option) => option.id === OPTION.rack)).toBe(before.find((option) => option.id === OPTION.rack));
  });
});
