// The `o` search parameter: its format, round trips of any configuration, and garbage that must never crash.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_OPTION_QTY } from './configurator.facts';
import { normalizeSelection, type ConfigSelection } from './configurator.selection';
import { decodeConfiguration, encodeConfiguration, MAX_CONFIGURATION_ENTRIES, MAX_CONFIGURATION_LENGTH } from './configurator.url';

const id = fc.integer({ min: 1, max: 999_999_999 });
const choice = fc.record({
  optionId: id,
  selectionIds: fc.array(id, { minLength: 1, maxLength: 4 }),
  qty: fc.integer({ min: 1, max: MAX_OPTION_QTY }),
});
const selection = fc.array(choice, { maxLength: 12 }).map(normalizeSelection);

describe('configuration URL codec', () => {
  test('writes entries ascending by option id, several parts joined by _ and a quantity only when it is not 1', () => {
    const value: ConfigSelection = [
      { optionId: 7, selectionIds: [14], qty: 2 },
      { optionId: 1, selectionIds: [1], qty: 1 },
      { optionId: 5, selectionIds: [11, 9], qty: 1 },
      { optionId: 6, selectionIds: [], qty: 1 },
    ];
    expect(encodeConfiguration(value)).toBe('1-1.5-9_11.7-14x2');
    expect(encodeConfiguration([])).toBe('');
    expect(encodeURIComponent(encodeConfiguration(value))).toBe(encodeConfiguration(value));
  });

  test('reads what it writes', () => {
    expect(decodeConfiguration('1-1.5-9_11.7-14x2')).toEqual({
      choices: [
        { optionId: 1, selectionIds: [1], qty: 1 },
        { optionId: 5, selectionIds: [9, 11], qty: 1 },
        { optionId: 7, selectionIds: [14], qty: 2 },
      ],
      invalid: [],
    });
  });

  test('no value means the defaults; a number from a search parser is read as text', () => {
    for (const raw of [undefined, null, '', '   ']) expect(decodeConfiguration(raw)).toEqual({ choices: null, invalid: [] });
    expect(decodeConfiguration(12)).toEqual({ choices: [], invalid: ['12'] });
    expect(decodeConfiguration(['1-1', '2-2'])).toEqual({ choices: [], invalid: ['1-1,2-2'] });
    expect(decodeConfiguration({ o: 1 })).toEqual({ choices: [], invalid: ['object'] });
  });

  test.each([
    ['0-1', [], ['0-1']],
    ['1-0', [], ['1-0']],
    ['1-0_2', [{ optionId: 1, selectionIds: [2], qty: 1 }], ['1-0_2']],
    ['1-2x0', [{ optionId: 1, selectionIds: [2], qty: 1 }], ['1-2x0']],
    [`1-2x${MAX_OPTION_QTY + 1}`, [{ optionId: 1, selectionIds: [2], qty: 1 }], [`1-2x${MAX_OPTION_QTY + 1}`]],
    ['1-2.1-3', [{ optionId: 1, selectionIds: [2], qty: 1 }], ['1-3']],
    ['1-2_2..', [{ optionId: 1, selectionIds: [2], qty: 1 }], []],
    ['1-2-3', [], ['1-2-3']],
    ['-1-2', [], ['-1-2']],
    ['1- 2', [], ['1- 2']],
    ['1234567890-1', [], ['1234567890-1']],
    ['1-2x', [], ['1-2x']],
  ])('%j reads as %j, leaving out %j', (raw, choices, invalid) => {
    expect(decodeConfiguration(raw)).toEqual({ choices, invalid });
  });

  test('overlong values are read up to the limit, the rest is reported', () => {
    const entries = Array.from({ length: MAX_CONFIGURATION_ENTRIES + 5 }, (_, index) => `${index + 1}-1`);
    const decoded = decodeConfiguration(entries.join('.'));
    expect(decoded.choices).toHaveLength(MAX_CONFIGURATION_ENTRIES);
    expect(decoded.invalid).toEqual(entries.slice(MAX_CONFIGURATION_ENTRIES));
    const long = decodeConfiguration(`1-1.${'9'.repeat(MAX_CONFIGURATION_LENGTH * 4)}`);
    expect(long.choices).toEqual([{ optionId: 1, selectionIds: [1], qty: 1 }]);
    expect(long.invalid.length).toBeGreaterThan(0);
  });

  test('every configuration survives encoding and decoding unchanged', () => {
    fc.assert(
      fc.property(selection, (value) => {
        expect(decodeConfiguration(encodeConfiguration(value))).toEqual({ choices: value.length > 0 ? value : null, invalid: [] });
      }),
    );
  });

  test('any string decodes without throwing into a canonical configuration that encodes stably', () => {
    const garbage = fc.oneof(
      fc.string({ maxLength: 600 }),
      fc.string({ unit: fc.constantFrom('0', '1', '2', '9', '-', '.', '_', 'x', ' ', '%', '~'), maxLength: 80 }),
      fc
        .array(fc.tuple(fc.nat(20), fc.array(fc.nat(20), { maxLength: 3 }), fc.nat(20)), { maxLength: 8 })
        .map((entries) => entries.map(([option, parts, qty]) => `${option}-${parts.join('_')}x${qty}`).join('.')),
    );
    fc.assert(
      fc.property(garbage, (raw) => {
        const decoded = decodeConfiguration(raw);
        const choices = decoded.choices ?? [];
        expect(choices).toEqual(normalizeSelection(choices));
        for (const entry of choices) {
          expect(entry.optionId).toBeGreaterThan(0);
          expect(entry.qty).toBeGreaterThanOrEqual(1);
          expect(entry.qty).toBeLessThanOrEqual(MAX_OPTION_QTY);
        }
        const again = decodeConfiguration(encodeConfiguration(choices));
        expect(again.invalid).toEqual([]);
        expect(again.choices ?? []).toEqual(choices);
      }),
    );
  });
});
