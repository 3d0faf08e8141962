// The configurator views' pure helpers: figures per language, how options are shown, the picture's facts and the
// configuration's place in the URL.
import { describe, expect, test } from 'vitest';
import { BIKE_MODELS } from '../../../common/bike-models';
import type { OptionView, SelectionView } from '../../machines/configurator/configurator.selectors';
import {
  formatCents,
  formatFoldedSize,
  formatKg,
  formatPriceDelta,
  formatRangeKm,
  modelRangeKm,
  optionControl,
  parseReplaceId,
  partLabel,
  pictureFacts,
  searchParam,
  withSearchParam,
} from './configurator-format';

const part = (sku: string, extra: Partial<SelectionView> = {}): SelectionView => ({
  id: 1,
  sku,
  name: null,
  imageSrc: null,
  unitPriceCents: 0,
  separatePriceCents: null,
  isDefault: false,
  isChosen: false,
  unavailableReason: null,
  canChangeQuantity: false,
  ...extra,
});
const option = (extra: Partial<OptionView>): OptionView => ({
  id: 1,
  title: 'Option',
  type: 'radio',
  required: false,
  isMissing: false,
  qty: null,
  selections: [],
  ...extra,
});

describe('figures in the page language', () => {
  test('money from cents, with the house style per language', () => {
    expect(formatCents(279_900, 'nl')).toBe('€\u00a02.799,00');
    expect(formatCents(279_900, 'de')).toBe('€\u00a02.799,00');
    expect(formatCents(279_900, 'en')).toBe('€2,799.00');
  });

  test('a price delta only for parts that cost extra', () => {
    expect(formatPriceDelta(4_900, 'nl')).toBe('+€\u00a049,00');
    expect(formatPriceDelta(4_900, 'en')).toBe('+€49.00');
    expect(formatPriceDelta(0, 'de')).toBeNull();
  });

  test('weight, range and folded size', () => {
    expect(formatKg(18.4, 'nl')).toBe('18,4 kg');
    expect(formatKg(18.4, 'en')).toBe('18.4 kg');
    expect(formatRangeKm({ min: 35, max: 70 }, 'de')).toBe('35–70 km');
    expect(formatFoldedSize({ length: 84, width: 42, height: 66 }, 'en')).toBe('84 × 42 × 66 cm');
  });

  test("a model's range spans its smallest and largest battery", () => {
    const elite = BIKE_MODELS.find((model) => model.slug === 'elite')!;
    expect(modelRangeKm(elite)).toEqual({ min: 35, max: 120 });
  });
});

describe('how an option is shown', () => {
  test('a required option with one part is fixed, colours are swatches, the rest follow the input type', () => {
    expect(optionControl(option({ required: true, selections: [part('FOLT Elite Base BOM')] }))).toBe('fixed');
    expect(optionControl(option({ required: true, selections: [part('FOLT-COLOUR-GRAPHITE'), part('FOLT-COLOUR-OCEAN-BLUE')] }))).toBe('swatch');
    expect(optionControl(option({ type: 'select', required: true, selections: [part('FOLT-FRAME-M'), part('FOLT-FRAME-L')] }))).toBe('select');
    expect(optionControl(option({ type: 'checkbox', selections: [part('FOLT-RACK-REAR')] }))).toBe('checkbox');
    expect(optionControl(option({ type: 'multi', selections: [part('FOLT-RACK-REAR'), part('FOLT-RACK-FRONT')] }))).toBe('checkbox');
    // An optional radio with one part is still a choice (with "None").
    expect(optionControl(option({ selections: [part('FOLT-TUBE-20')] }))).toBe('radio');
  });

  test('parts by name: colours in the page language, else the store view name, else the SKU', () => {
    expect(partLabel(part('FOLT-COLOUR-OCEAN-BLUE', { name: 'Kleur oceaanblauw' }), 'de')).toBe('Ozeanblau');
    expect(partLabel(part('FOLT-BAT-504', { name: 'Accu 504 Wh' }), 'nl')).toBe('Accu 504 Wh');
    expect(partLabel(part('FOLT-BAT-504'), 'nl')).toBe('FOLT-BAT-504');
  });
});

test('the picture facts: colour, battery and the visible parts by name (no battery among the parts)', () => {
  const options = [
    option({ selections: [part('FOLT-BAT-600', { name: 'Akku 600 Wh', isChosen: true })] }),
    option({ selections: [part('FOLT-COLOUR-PETROL', { isChosen: true }), part('FOLT-COLOUR-SAND')] }),
    option({ selections: [part('FOLT-RACK-REAR', { name: 'Gepäckträger hinten', isChosen: true }), part('FOLT-RACK-FRONT', { name: 'Frontträger' })] }),
    option({ selections: [part('FOLT-BAG-CARRY', { name: 'Transporttasche', isChosen: true })] }),
  ];
  expect(pictureFacts('FOLT Voyage', options, 600, 'de')).toEqual({
    modelName: 'FOLT Voyage',
    colourName: 'Petrol',
    batteryWh: 600,
    parts: ['Gepäckträger hinten'],
  });
});

describe('the configuration in the URL', () => {
  test('search parameters are read as written', () => {
    expect(searchParam('?o=1-1.2-3x2&replace=7', 'o')).toBe('1-1.2-3x2');
    expect(searchParam('?coupon=X', 'o')).toBeNull();
  });

  test('only a positive whole number names a cart line to replace', () => {
    expect(parseReplaceId('7')).toBe(7);
    for (const raw of [null, '', '0', '-1', '1.5', '7abc', '"7"', '12345678901']) expect(parseReplaceId(raw)).toBeNull();
  });

  test('a parameter is written only when it changes, keeping the others and the hash', () => {
    const url = { pathname: '/de/configurator/FOLT%20Elite', search: '?coupon=HERFST50&o=1-1', hash: '#cfg-summary' };
    expect(withSearchParam(url, 'o', '1-1')).toBeNull();
    expect(withSearchParam(url, 'o', '1-1.2-3')).toBe('/de/configurator/FOLT%20Elite?coupon=HERFST50&o=1-1.2-3#cfg-summary');
    expect(withSearchParam(url, 'o', '')).toBe('/de/configurator/FOLT%20Elite?coupon=HERFST50#cfg-summary');
    expect(withSearchParam({ ...url, search: '' }, 'o', '')).toBeNull();
    expect(withSearchParam({ ...url, search: '?replace=4' }, 'replace', null)).toBe('/de/configurator/FOLT%20Elite#cfg-summary');
  });
});
