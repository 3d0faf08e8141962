// Sanity of the bike facts: the shop's SKU rule, realistic ranges for 16–20 inch e-folding bikes, complete translations.
import { describe, expect, it } from 'vitest';
import { BIKE_MODELS } from './bike-models';
import { BIKE_SLUGS } from './bike-slugs';
import { BIKE_SPECS } from './bike-specs';

describe('bike models', () => {
  it('has the six models with SKUs the shop recognises', () => {
    expect(BIKE_MODELS.map((model) => model.slug)).toEqual(['classic', 'elite', 'maxx', 'piccolo', 'voyage', 'folt-200-s']);
    // The route table's light list names the same bikes.
    expect([...BIKE_SLUGS]).toEqual(BIKE_MODELS.map((model) => model.slug));
    for (const model of BIKE_MODELS) expect(model.sku).toMatch(/^FOLT [\w-]+$/);
  });

  it("lists in the numbers' index (home's superlatives) the same models, with the numbers each model page shows", () => {
    expect(BIKE_SPECS.map((specs) => specs.slug)).toEqual(BIKE_MODELS.map((model) => model.slug));
    BIKE_SPECS.forEach((specs, index) => expect(BIKE_MODELS[index]).toMatchObject(specs));
  });

  it('keeps the facts realistic', () => {
    for (const model of BIKE_MODELS) {
      expect([16, 20]).toContain(model.wheelSizeInch);
      for (const battery of model.batteries) {
        expect(battery.wh).toBeGreaterThanOrEqual(250);
        expect(battery.wh).toBeLessThanOrEqual(600);
      }
    }
  });

  it("writes no price and no bike weight into its texts: Magento holds those, and a text would not follow an admin's change", () => {
    for (const model of BIKE_MODELS)
      for (const lang of ['nl', 'en', 'de'] as const) {
        const texts = [model.tagline[lang], model.description[lang], model.idealFor[lang], ...model.highlights[lang]];
        for (const text of texts) {
          expect(text, `${model.slug} ${lang}`).not.toMatch(/€|EUR\s?\d/);
          // A weight of the bike itself ("15,6 kg"); rider and load limits ("tot 150 kg") are frame facts.
          expect(text, `${model.slug} ${lang}`).not.toMatch(/\d+[.,]\d+\s?kg/);
        }
      }
  });

  it('states in its texts only the range its batteries give (the spec table shows min–max of all of them)', () => {
    for (const model of BIKE_MODELS) {
      const max = Math.max(...model.batteries.map((battery) => battery.rangeKm.max));
      for (const lang of ['nl', 'en', 'de'] as const) {
        const texts = [model.tagline[lang], model.description[lang], model.idealFor[lang], ...model.highlights[lang]];
        for (const text of texts) {
          // "Up to 70 km range" beside a spec table saying 35–100 km is a second, wrong set of facts.
          for (const match of text.matchAll(/(\d+)\s?km\b(?!\/h)/g)) expect(Number(match[1]), `${model.slug} ${lang}: ${text}`).toBe(max);
        }
      }
    }
  });

  it('has distinct url keys per language and copy in nl, en and de', () => {
    for (const lang of ['nl', 'en', 'de'] as const) {
      const keys = BIKE_MODELS.map((model) => model.urlKey[lang]);
      expect(new Set(keys).size).toBe(keys.length);
      for (const model of BIKE_MODELS) expect(model.description[lang].length).toBeGreaterThan(80);
    }
  });
});
