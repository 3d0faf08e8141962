// The range estimator: anchored on the facts' min and max per battery, monotonic in every input, rounded, banded.
import { describe, expect, it } from 'vitest';
import { BATTERIES } from '../../../../common/bike-models';
import { ASSIST_LEVELS, estimateRange, rideEffort, TERRAINS, type RangeInput } from './range-estimator';

const batteries = Object.values(BATTERIES);

describe('range estimator', () => {
  it('gives the battery maximum in the best case and its minimum in the worst case', () => {
    for (const battery of batteries) {
      expect(estimateRange({ battery, assist: 'low', terrain: 'flat', riderKg: 60 }).km).toBe(battery.rangeKm.max);
      expect(estimateRange({ battery, assist: 'high', terrain: 'hilly', riderKg: 150 }).km).toBe(battery.rangeKm.min);
    }
  });

  it('never leaves the measured range, and rounds to 5 km with a band around the estimate', () => {
    for (const battery of batteries) {
      for (const assist of ASSIST_LEVELS)
        for (const terrain of TERRAINS)
          for (const riderKg of [40, 60, 85, 110, 150, 200]) {
            const { km, lowKm, highKm } = estimateRange({ battery, assist, terrain, riderKg });
            expect(km % 5).toBe(0);
            expect(lowKm).toBeGreaterThanOrEqual(battery.rangeKm.min);
            expect(highKm).toBeLessThanOrEqual(battery.rangeKm.max);
            expect(lowKm).toBeLessThanOrEqual(km);
            expect(highKm).toBeGreaterThanOrEqual(km);
          }
    }
  });

  it('falls as assistance, terrain or weight go up, and rises with a bigger battery', () => {
    const base: RangeInput = { battery: BATTERIES.wh504, assist: 'medium', terrain: 'rolling', riderKg: 85 };
    const km = (change: Partial<RangeInput>) => estimateRange({ ...base, ...change }).km;
    expect(km({ assist: 'low' })).toBeGreaterThan(km({ assist: 'medium' }));
    expect(km({ assist: 'medium' })).toBeGreaterThan(km({ assist: 'high' }));
    expect(km({ terrain: 'flat' })).toBeGreaterThan(km({ terrain: 'hilly' }));
    expect(km({ riderKg: 60 })).toBeGreaterThan(km({ riderKg: 140 }));
    expect(km({ battery: BATTERIES.wh600 })).toBeGreaterThan(km({ battery: BATTERIES.wh360 }));
  });

  it('gives a realistic everyday figure: 504 Wh, medium assist, rolling roads, 85 kg', () => {
    expect(estimateRange({ battery: BATTERIES.wh504, assist: 'medium', terrain: 'rolling', riderKg: 85 })).toEqual({ km: 75, lowKm: 65, highKm: 80 });
  });

  it('treats weights outside 60–150 kg and non-numbers as the nearest supported weight', () => {
    expect(rideEffort({ assist: 'low', terrain: 'flat', riderKg: 40 })).toBe(0);
    expect(rideEffort({ assist: 'low', terrain: 'flat', riderKg: Number.NaN })).toBe(0);
    expect(rideEffort({ assist: 'high', terrain: 'hilly', riderKg: 300 })).toBeCloseTo(1, 10);
  });
});
