// Recovery from a code chunk that fails to load (spec §8), usually after a deploy removed the old chunks: one full
// page reload, limited by a session marker that expires after 10 s, so a chunk that stays missing never loops.
// It lives in the entry chunk on purpose: when chunks fail, this code cannot be one of them.
//
// TanStack's lazyRouteComponent reloads by itself on the same error, remembering it in sessionStorage under
// `tanstack_router_reload:<message>` for the whole session. Whenever this module sees a chunk error it sets that key
// first, so the router's reload never adds a second one: the decision is made here only.

export const CHUNK_RELOAD_MARKER = 'folt:chunk-reload';
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const ROUTER_RELOAD_PREFIX = 'tanstack_router_reload:';

export interface ReloadEnv {
  /** sessionStorage, or null where it is unavailable (then no reload: without the marker it could loop). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now(): number;
  reload(): void;
}

let reloading = false;
let preloads = 0;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : typeof error === 'string' ? error : '');

/** Chrome, Firefox and Safari's texts for a failed dynamic import, and Vite's for a failed CSS preload. */
export function isChunkLoadError(error: unknown): boolean {
  return /dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS/i.test(messageOf(error));
}

function browserEnv(): ReloadEnv {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings.
  }
  return { storage, now: () => Date.now(), reload: () => window.location.reload() };
}

function muteRouterReload(error: unknown, storage: ReloadEnv['storage']): void {
  const message = messageOf(error);
  if (message) storage?.setItem(ROUTER_RELOAD_PREFIX + message, '1');
}

/**
 * Reloads the page once for a chunk error; false (and no reload) when the last reload is less than 10 s ago, so the
 * error page shows instead.
 */
export function reloadAfterChunkError(error: unknown, env: ReloadEnv = browserEnv()): boolean {
  if (reloading) return true;
  const { storage } = env;
  if (!storage) return false;
  try {
    muteRouterReload(error, storage);
    const now = env.now();
    const last = Number(storage.getItem(CHUNK_RELOAD_MARKER));
    // A marker from the future (the clock went back) counts as expired rather than blocking recovery for good.
    if (last > 0 && now >= last && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_MARKER, String(now));
  } catch {
    return false;
  }
  reloading = true;
  env.reload();
  return true;
}

/** True once a reload has been started (the error page then shows nothing while the document goes away). */
export function isChunkReloading(): boolean {
  return reloading;
}

/**
 * Runs a route preload. A chunk that fails while preloading (a link scrolled into view) must not reload the page
 * under the visitor's eyes: the navigation that really needs the chunk fails again and reloads then.
 */
export async function asPreload<T>(task: () => Promise<T>): Promise<T> {
  preloads += 1;
  try {
    return await task();
  } finally {
    preloads -= 1;
  }
}

/** Handler of Vite's `vite:preloadError` (every dynamic import of the build goes through Vite's preload helper). */
export function onPreloadError(event: Event & { payload?: unknown }, env: ReloadEnv = browserEnv()): void {
  if (preloads > 0) {
    try {
      muteRouterReload(event.payload, env.storage);
    } catch {
      // Nothing to mute without storage.
    }
    return;
  }
  reloadAfterChunkError(event.payload, env);
}

/** Tests only: forget the in-memory state between cases. */
export function resetChunkReloadForTests(): void {
  reloading = false;
  preloads = 0;
}
