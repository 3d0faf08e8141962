// What PageLink needs for preloading, kept tiny for the first render: the limiter and its observer
// (preload-limiter.ts) load on first use, after hydration.
import type { AnyRouter } from '@tanstack/react-router';

type PreloadModule = typeof import('./preload-limiter');
let preloadModule: Promise<PreloadModule> | undefined;
const load = () => (preloadModule ??= import('./preload-limiter'));

export function preloadOnIntent(router: AnyRouter, href: string): void {
  load().then(
    (m) => m.preloadOnIntent(router, href),
    () => {},
  );
}

let settled: Promise<void> | undefined;
/**
 * Resolves once the page has loaded and then gone idle (3 s at most): the links on screen preload their pages only
 * then, so their chunks do not compete with the page's own hydration (docs/decisions/022-first-load.md). An intent
 * (hover, focus, touch) preloads at once.
 */
function afterLoadAndIdle(): Promise<void> {
  return (settled ??= new Promise<void>((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 3000 });
      else setTimeout(resolve, 1500);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }));
}

/** Starts watching a link for the viewport once the page has settled; returns the clean-up for the link's effect. */
export function preloadInViewport(element: Element | null, router: AnyRouter, href: string): () => void {
  if (!element) return () => {};
  let live = true;
  let stop = () => {};
  afterLoadAndIdle()
    .then(load)
    .then(
      (m) => {
        if (live) stop = m.watchInViewport(element, router, href);
      },
      () => {},
    );
  return () => {
    live = false;
    stop();
  };
}
