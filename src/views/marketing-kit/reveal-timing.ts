// The scroll-animation constants of spec §9 and the decision whether an element animates at all, kept pure so
// they can be tested without a browser.

/** Share of an element that must be visible before it is revealed (spec §9). */
export const REVEAL_THRESHOLD = 0.1;
/** Elements are revealed a little before they scroll into view (spec §9). */
export const REVEAL_ROOT_MARGIN = '50px';
/** Each element waits a random 0–399 ms, so a row of cards does not appear as one block (spec §9). */
export const REVEAL_MAX_DELAY_MS = 399;

/** A delay in whole milliseconds from a random number in [0, 1). */
export function revealDelayMs(random: number): number {
  return Math.min(REVEAL_MAX_DELAY_MS, Math.max(0, Math.floor(random * (REVEAL_MAX_DELAY_MS + 1))));
}

export interface RevealEnvironment {
  reducedMotion: boolean;
  hasIntersectionObserver: boolean;
  /** The element's top edge relative to the viewport, when the page has hydrated. */
  top: number;
  viewportHeight: number;
}

/**
 * Whether to hide an element now and fade it in on scroll. Never under reduced motion or without an observer, and
 * never for what the visitor already sees: server-rendered content that is on screen must not blink away.
 */
export function shouldAnimate(env: RevealEnvironment): boolean {
  return !env.reducedMotion && env.hasIntersectionObserver && env.top >= env.viewportHeight;
}
