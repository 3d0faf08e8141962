// What views need of the browser window, by name (DESIGN §3: views never touch `window` themselves, and lint checks
// it): whether this is the browser at all, idle time, page-wide signals, the page going away, printing, the viewport.
// Each is what the views did inline before, unchanged.

/** False during server rendering. */
export function inBrowser(): boolean {
  return typeof window !== 'undefined';
}

/**
 * Runs `run` when the browser is idle (at the latest after `timeout` ms), or after `fallback` ms where there is no
 * requestIdleCallback (Safari). Returns a cancel function.
 */
export function whenIdle(run: () => void, { timeout, fallback }: { timeout: number; fallback: number }): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, fallback);
  return () => clearTimeout(timer);
}

/** A page-wide signal (a window event) between parts of a page that do not hold each other (the footer, a lazy chunk). */
export function sendPageSignal(name: string): void {
  window.dispatchEvent(new Event(name));
}

/** Listens to a page-wide signal; returns the function that stops listening. */
export function onPageSignal(name: string, listener: () => void): () => void {
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

/** The page signal main.tsx sends when a client navigation leaves the page (to another URL). */
export const PAGE_LEFT_SIGNAL = 'folt:page-left';

/** The page is going away (another site, the tab closed, into the back/forward cache); returns a stop function. */
export function onPageHide(listener: () => void): () => void {
  window.addEventListener('pagehide', listener);
  return () => window.removeEventListener('pagehide', listener);
}

/** The browser's own print dialog. */
export function printPage(): void {
  window.print();
}

/** What the viewport allows for scroll animations. */
export function viewportFacts(): { reducedMotion: boolean; hasIntersectionObserver: boolean; height: number } {
  return {
    reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    hasIntersectionObserver: 'IntersectionObserver' in window,
    height: window.innerHeight,
  };
}

/** A random key (32 hex characters): the back office's confirmation of an operation carries one (one operation per key). */
export function randomKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
