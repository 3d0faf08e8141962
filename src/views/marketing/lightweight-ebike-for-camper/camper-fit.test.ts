// Folded bikes in a camper space: height must fit as the bike stands, length and width may turn, count capped at two.
import { describe, expect, it } from 'vitest';
import { findBikeModel } from '../../../../common/bike-models';
import { foldedBikesThatFit } from './camper-fit';

const piccolo = findBikeModel('piccolo')!.foldedSizeCm;
const maxx = findBikeModel('maxx')!.foldedSizeCm;

describe('camper fit', () => {
  it('fits a bike that is smaller in every direction, turned if needed', () => {
    expect(foldedBikesThatFit(piccolo, { length: 70, depth: 40, height: 60 })).toBe(1);
    expect(foldedBikesThatFit(piccolo, { length: 40, depth: 70, height: 60 })).toBe(1);
  });

  it('does not stand a bike on its end: the height must fit as it is', () => {
    expect(foldedBikesThatFit(piccolo, { length: 70, depth: 60, height: 40 })).toBe(0);
    expect(foldedBikesThatFit(maxx, { length: 100, depth: 100, height: 71 })).toBe(0);
  });

  it('counts two bikes side by side, never more', () => {
    expect(foldedBikesThatFit(piccolo, { length: 140, depth: 40, height: 60 })).toBe(2);
    expect(foldedBikesThatFit(piccolo, { length: 72, depth: 80, height: 60 })).toBe(2);
    expect(foldedBikesThatFit(piccolo, { length: 300, depth: 300, height: 100 })).toBe(2);
  });

  it('answers 0 for empty or nonsense measurements', () => {
    expect(foldedBikesThatFit(piccolo, { length: Number.NaN, depth: 60, height: 60 })).toBe(0);
    expect(foldedBikesThatFit(piccolo, { length: 0, depth: 60, height: 60 })).toBe(0);
  });
});
