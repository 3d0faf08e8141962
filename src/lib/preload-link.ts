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

/** Starts watching a link for the viewport; returns the clean-up for the link's effect. */
export function preloadInViewport(element: Element | null, router: AnyRouter, href: string): () => void {
  if (!element) return () => {};
  let live = true;
  let stop = () => {};
  load().then(
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
