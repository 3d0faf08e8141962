// Spec §9 scroll animations: the constants, the 0–399 ms delay and when an element is left alone.
import { describe, expect, it } from 'vitest';
import { REVEAL_ROOT_MARGIN, REVEAL_THRESHOLD, revealDelayMs, shouldAnimate } from './reveal-timing';

describe('reveal timing', () => {
  it('uses the threshold and root margin of the spec', () => {
    expect(REVEAL_THRESHOLD).toBe(0.1);
    expect(REVEAL_ROOT_MARGIN).toBe('50px');
  });

  it('spreads delays over 0–399 ms', () => {
    expect(revealDelayMs(0)).toBe(0);
    expect(revealDelayMs(0.5)).toBe(200);
    expect(revealDelayMs(0.9999999)).toBe(399);
    for (let i = 0; i < 1000; i += 1) {
      const delay = revealDelayMs(Math.random());
      expect(Number.isInteger(delay) && delay >= 0 && delay <= 399).toBe(true);
    }
  });

  it('animates only elements below the fold, never under reduced motion or without an observer', () => {
    const below = { reducedMotion: false, hasIntersectionObserver: true, top: 900, viewportHeight: 800 };
    expect(shouldAnimate(below)).toBe(true);
    expect(shouldAnimate({ ...below, reducedMotion: true })).toBe(false);
    expect(shouldAnimate({ ...below, hasIntersectionObserver: false })).toBe(false);
    expect(shouldAnimate({ ...below, top: 300 })).toBe(false);
  });
});
