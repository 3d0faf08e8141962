// Route preloading for PageLink (spec §9), loaded after first render: links preload their route on intent (hover,
// focus, touch) and when they scroll into view (one shared IntersectionObserver), all through one limiter: at most
// 4 preloads in parallel, a queue served first come first served (an intent moves its link to the front), each
// route once, and nothing at all in data-saver mode or on slow-2g/2g connections. The counters are on
// window.__foltPreload for the end-to-end tests.
import type { AnyRouter } from '@tanstack/react-router';
import { langOfPath } from '../locales/paths';
import { asPreload } from './chunk-reload';

export const MAX_PARALLEL_PRELOADS = 4;

export interface PreloadStats {
  inFlight: number;
  maxInFlight: number;
  started: number;
  /** Requests dropped because of data-saver mode or a slow connection. */
  skipped: number;
  queued: number;
}

export interface PreloadLimiterOptions {
  run(key: string): Promise<unknown>;
  /** Asked on every request: the connection can change while the page is open. */
  allowed(): boolean;
  limit?: number;
  stats?: PreloadStats;
}

export interface PreloadLimiter {
  /** Queues a preload once per key; `urgent` (an intent) goes before the links that merely scrolled into view. */
  request(key: string, urgent?: boolean): void;
  /** Drops the queue and refuses further requests (a new build is out: the old chunks are not worth fetching). */
  stop(): void;
  readonly stats: PreloadStats;
}

export function emptyPreloadStats(): PreloadStats {
  return { inFlight: 0, maxInFlight: 0, started: 0, skipped: 0, queued: 0 };
}

export function createPreloadLimiter({ run, allowed, limit = MAX_PARALLEL_PRELOADS, stats = emptyPreloadStats() }: PreloadLimiterOptions): PreloadLimiter {
  const seen = new Set<string>();
  const queue: string[] = [];
  let stopped = false;

  const finish = () => {
    stats.inFlight -= 1;
    pump();
  };
  function pump(): void {
    while (!stopped && stats.inFlight < limit && queue.length) {
      const key = queue.shift()!;
      stats.queued = queue.length;
      stats.inFlight += 1;
      stats.started += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      let task: Promise<unknown>;
      try {
        task = Promise.resolve(run(key));
      } catch (error) {
        task = Promise.reject(error);
      }
      // A failed preload is not retried: the navigation itself will load (and report) what is missing.
      task.then(finish, finish);
    }
  }

  return {
    stats,
    request(key, urgent = false) {
      if (stopped) return;
      if (!allowed()) {
        stats.skipped += 1;
        return;
      }
      if (seen.has(key)) {
        const waiting = queue.indexOf(key);
        if (urgent && waiting > 0) {
          queue.splice(waiting, 1);
          queue.unshift(key);
        }
        return;
      }
      seen.add(key);
      if (urgent) queue.unshift(key);
      else queue.push(key);
      stats.queued = queue.length;
      pump();
    },
    stop() {
      stopped = true;
      queue.length = 0;
      stats.queued = 0;
    },
  };
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** False in data-saver mode and on slow-2g/2g connections (Network Information API; absent means allowed). */
export function connectionAllowsPreload(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}

declare global {
  interface Window {
    __foltPreload?: PreloadStats;
  }
}

let limiter: PreloadLimiter | undefined;
let stoppedForGood = false;
let observer: IntersectionObserver | undefined;
const inView = new Map<Element, () => void>();
let idle: Promise<void> | undefined;

function browserLimiter(router: AnyRouter): PreloadLimiter {
  if (!limiter) {
    limiter = createPreloadLimiter({
      // Asked again when its turn comes: the shopper may have switched language since it was queued.
      run: (href) => (worthPreloading(href) ? asPreload(() => router.preloadRoute({ to: href } as never)) : Promise.resolve()),
      allowed: () => connectionAllowsPreload((navigator as Navigator & { connection?: NetworkInformationLike }).connection),
      stats: (window.__foltPreload = emptyPreloadStats()),
    });
    if (stoppedForGood) limiter.stop();
  }
  return limiter;
}

/**
 * Not the page itself, and not the language switch: a preload runs the root route's beforeLoad, which activates the
 * target's language on the tab's one i18n instance, and would turn the page being read into another language.
 */
const worthPreloading = (href: string) => href !== window.location.pathname && langOfPath(href) === langOfPath(window.location.pathname);

export function preloadOnIntent(router: AnyRouter, href: string): void {
  if (worthPreloading(href)) browserLimiter(router).request(href, true);
}

/** Preloads the link's route once it is in view; returns the clean-up for the link's unmount. */
export function watchInViewport(element: Element, router: AnyRouter, href: string): () => void {
  if (typeof IntersectionObserver === 'undefined' || !worthPreloading(href)) return () => {};
  inView.set(element, () => {
    if (worthPreloading(href)) browserLimiter(router).request(href);
  });
  // Links on screen at load would otherwise preload while the page's own images and fonts still come in.
  idle ??= new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 300);
  });
  void idle.then(() => {
    if (!inView.has(element)) return;
    observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const preload = inView.get(entry.target);
        observer!.unobserve(entry.target);
        inView.delete(entry.target);
        preload?.();
      }
    });
    observer.observe(element);
  });
  return () => {
    inView.delete(element);
    observer?.unobserve(element);
  };
}

/** Called when a new build is detected: from now on every navigation is a full page load anyway. */
export function stopPreloading(): void {
  stoppedForGood = true;
  limiter?.stop();
}
