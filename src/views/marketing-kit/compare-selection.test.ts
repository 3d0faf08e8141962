// The compare page's ?models= parameter: parsing hostile or partial input, toggling within 2–3 models, the partner.
import { describe, expect, it } from 'vitest';
import { findBikeModel } from '../../../common/bike-models';
import { bikeFactsView } from '../shared/bike-facts';
import { comparePartner, DEFAULT_COMPARISON, formatCompareSelection, parseCompareSelection, toggleCompareSelection } from './compare-selection';

describe('compare selection', () => {
  it('reads two or three known models in the given order', () => {
    expect(parseCompareSelection('elite,maxx')).toEqual(['elite', 'maxx']);
    expect(parseCompareSelection('voyage, folt-200-s ,piccolo')).toEqual(['voyage', 'folt-200-s', 'piccolo']);
    expect(parseCompareSelection('ELITE,Maxx')).toEqual(['elite', 'maxx']);
  });

  it('drops unknown and repeated models and keeps at most three', () => {
    expect(parseCompareSelection('elite,elite,brompton,maxx')).toEqual(['elite', 'maxx']);
    expect(parseCompareSelection('classic,elite,maxx,piccolo,voyage')).toEqual(['classic', 'elite', 'maxx']);
    expect(parseCompareSelection('<script>,__proto__,constructor,elite,maxx')).toEqual(['elite', 'maxx']);
  });

  it('tops up fewer than two models from the default comparison', () => {
    expect(parseCompareSelection(null)).toEqual(DEFAULT_COMPARISON.slice(0, 2));
    expect(parseCompareSelection('')).toEqual(['piccolo', 'classic']);
    expect(parseCompareSelection('maxx')).toEqual(['maxx', 'piccolo']);
    expect(parseCompareSelection('piccolo')).toEqual(['piccolo', 'classic']);
  });

  it('round-trips through the URL value', () => {
    expect(parseCompareSelection(formatCompareSelection(['voyage', 'elite']))).toEqual(['voyage', 'elite']);
  });

  it('toggles within two to three models', () => {
    expect(toggleCompareSelection(['classic', 'elite'], 'maxx')).toEqual(['classic', 'elite', 'maxx']);
    expect(toggleCompareSelection(['classic', 'elite', 'maxx'], 'elite')).toEqual(['classic', 'maxx']);
    expect(toggleCompareSelection(['classic', 'elite'], 'elite')).toBeNull();
    expect(toggleCompareSelection(['classic', 'elite', 'maxx'], 'voyage')).toBeNull();
  });

  // Prices as the catalogue has them (bike-facts.ts); the seed's starting prices here.
  const price = (cents: number) => ({ fromPriceCents: cents, weightKg: 18, batterySurchargeCents: {}, stockStatus: null });
  const bikes = {
    classic: price(199_900),
    elite: price(279_900),
    maxx: price(249_900),
    piccolo: price(179_900),
    voyage: price(299_900),
    'folt-200-s': price(349_900),
  };
  const priced = bikeFactsView({ status: 'ready', bikes });

  it('pairs a model with the one closest in price', () => {
    expect(comparePartner(findBikeModel('classic')!, priced).slug).toBe('piccolo');
    expect(comparePartner(findBikeModel('elite')!, priced).slug).toBe('voyage');
    expect(comparePartner(findBikeModel('folt-200-s')!, priced).slug).toBe('voyage');
  });

  it('follows a price change in the back office and never pairs a bike that is no longer sold', () => {
    const { voyage, ...withoutVoyage } = bikes;
    expect(voyage.fromPriceCents).toBe(299_900);
    const facts = bikeFactsView({ status: 'ready', bikes: { ...withoutVoyage, elite: price(355_000) } });
    expect(comparePartner(findBikeModel('folt-200-s')!, facts).slug).toBe('elite');
    expect(
      parseCompareSelection(
        'voyage,maxx',
        facts.offered.map((model) => model.slug),
      ),
    ).toEqual(['maxx', 'piccolo']);
  });
});
