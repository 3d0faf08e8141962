import { describe, expect, it } from 'vitest';
import { partLine, totalsItemOptions, withoutLabel } from './option-text';

describe('withoutLabel', () => {
  it("drops the option's title in front of a part's name and starts the rest with a capital", () => {
    expect(withoutLabel('Kleur', 'Kleur petrol')).toBe('Petrol');
    expect(withoutLabel('Farbe', 'Farbe Petrol')).toBe('Petrol');
    expect(withoutLabel('Colour', 'colour signal red')).toBe('Signal red');
    expect(withoutLabel('Akku', 'Akku 504 Wh')).toBe('504 Wh');
    expect(withoutLabel('Accu', 'Accu: 504 Wh')).toBe('504 Wh');
  });

  it('keeps a name that does not start with the title as a word, or that is only the title', () => {
    expect(withoutLabel('Tas', 'Tassenset')).toBe('Tassenset');
    expect(withoutLabel('Zadel', 'Comfortzadel')).toBe('Comfortzadel');
    expect(withoutLabel('Kleur', 'Kleur')).toBe('Kleur');
    expect(withoutLabel('Tas', 'Tas & drager')).toBe('Tas & drager');
    expect(withoutLabel('', 'Kleur petrol')).toBe('Kleur petrol');
  });

  it('partLine puts a larger quantity in front', () => {
    expect(partLine('Tassen', 'Bidon', 2)).toBe('2 × Bidon');
    expect(partLine('Kleur', 'Kleur petrol')).toBe('Petrol');
  });

  it("Magento's totals options come out without the repeated title", () => {
    const raw = '[{"value":"1 x Kleur petrol <span class=\\"price\\">\\u20ac\\u00a049,00<\\/span>","label":"Kleur"}]';
    expect(totalsItemOptions(raw)).toEqual([{ label: 'Kleur', value: 'Petrol' }]);
  });
});
