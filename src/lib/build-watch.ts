// New-version detection (spec §7, §8), started when the page is idle after hydration: asks builds/latest.json with a
// timestamp parameter hourly and whenever the tab becomes visible again. Once another build id answers, the next
// navigation is a full page load (the old chunks may be gone) and an info toast offers to reload now.
// One async step per check, so a plain module rather than a state machine: loading xstate on every marketing page
// for it would cost more than the whole check.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnyRouter } from '@tanstack/react-router';
import { showToast } from '../views/shared/toast';
import { loadBuildMeta } from './build-meta';
import { stopPreloading } from './preload-limiter';

export const CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface BuildWatchEnv {
  /** GET the URL and answer its JSON (or throw). */
  fetchJson(url: string): Promise<unknown>;
  now(): number;
  every(ms: number, task: () => void): () => void;
  /** Calls back when the tab becomes visible again; answers the unsubscribe. */
  onVisible(task: () => void): () => void;
}

export interface BuildWatchOptions {
  currentId: string;
  env: BuildWatchEnv;
  onNewBuild(id: string): void;
}

export interface BuildWatch {
  /** One check now (skipped while another runs); true when it found a new build. */
  check(): Promise<boolean>;
  stop(): void;
  readonly newBuildId: string | null;
}

export function latestUrl(now: number): string {
  return `/builds/latest.json?t=${now}`;
}

export function createBuildWatch({ currentId, env, onNewBuild }: BuildWatchOptions): BuildWatch {
  let running: Promise<boolean> | null = null;
  let stopped = false;
  let newBuildId: string | null = null;
  const stopTimer = env.every(CHECK_INTERVAL_MS, () => void check());
  const stopVisible = env.onVisible(() => void check());

  function stop(): void {
    stopped = true;
    stopTimer();
    stopVisible();
  }

  async function once(): Promise<boolean> {
    let latest: unknown;
    try {
      latest = await env.fetchJson(latestUrl(env.now()));
    } catch {
      // Offline or a deploy in progress: the next check will tell.
      return false;
    }
    const id = (latest as { id?: unknown } | null)?.id;
    if (stopped || typeof id !== 'string' || !id || id === currentId) return false;
    newBuildId = id;
    stop();
    onNewBuild(id);
    return true;
  }

  function check(): Promise<boolean> {
    if (stopped) return Promise.resolve(false);
    running ??= once().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    check,
    stop,
    get newBuildId() {
      return newBuildId;
    },
  };
}

const browserEnv: BuildWatchEnv = {
  async fetchJson(url) {
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json();
  },
  now: () => Date.now(),
  every(ms, task) {
    const timer = window.setInterval(task, ms);
    return () => window.clearInterval(timer);
  },
  onVisible(task) {
    const listener = () => {
      if (document.visibilityState === 'visible') task();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/** From the moment a new build is known, leaving the current path loads the new one in full. */
function reloadOnNextNavigation(router: AnyRouter): void {
  router.subscribe('onBeforeNavigate', (event) => {
    if (!event.pathChanged) return;
    const target = event.toLocation as { publicHref?: string; href: string };
    // The router has already written the new address into history: replace it, do not add a second entry.
    window.location.replace(target.publicHref || target.href);
  });
}

export interface StartBuildWatchOptions {
  router: AnyRouter;
  i18n: I18n;
  buildId: string | undefined;
}

export function startBuildWatch({ router, i18n, buildId }: StartBuildWatchOptions): BuildWatch | null {
  if (!buildId) return null;
  // The rules are needed by the first client navigation: fetch them now, while nothing else happens.
  void loadBuildMeta(buildId);
  const watch = createBuildWatch({
    currentId: buildId,
    env: browserEnv,
    onNewBuild: () => {
      reloadOnNextNavigation(router);
      stopPreloading();
      void showToast({
        type: 'info',
        message: i18n._(msg`A new version of the site is available.`),
        description: i18n._(msg`Reload to get the latest version.`),
        duration: Number.POSITIVE_INFINITY,
        action: { label: i18n._(msg`Reload now`), onClick: () => window.location.reload() },
      });
    },
  });
  // HTML a CDN kept for a while can be older than the build the server runs: look once right away.
  void watch.check();
  return watch;
}
