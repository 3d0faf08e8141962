// Chunk-load recovery: one reload per 10 s marker window, never a loop, the router's own reload muted, preloads
// never reloading, and the error texts of Chrome, Firefox, Safari and Vite's CSS preload recognised.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  asPreload,
  CHUNK_RELOAD_MARKER,
  isChunkLoadError,
  isChunkReloading,
  onPreloadError,
  reloadAfterChunkError,
  resetChunkReloadForTests,
  type ReloadEnv,
} from './chunk-reload';

const chromeError = new TypeError('Failed to fetch dynamically imported module: https://www.folt.example/assets/shop-page-abc123.js');

function fakeEnv(start = 1_000_000) {
  const store = new Map<string, string>();
  const env = {
    clock: start,
    reloads: 0,
    store,
    storage: { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) },
    now: () => env.clock,
    reload: () => {
      env.reloads += 1;
    },
  };
  return env satisfies ReloadEnv;
}

/** A new document: the module state starts over, sessionStorage stays. */
const newPage = () => resetChunkReloadForTests();

beforeEach(() => resetChunkReloadForTests());

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/a.js',
    'error loading dynamically imported module: https://x/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  it('leaves other errors to the error page', () => {
    expect(isChunkLoadError(new Error('Request failed: 500'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloadAfterChunkError', () => {
  it('reloads once, then shows the error page while the marker is fresh', () => {
    const env = fakeEnv();
    expect(reloadAfterChunkError(chromeError, env)).toBe(true);
    expect(env.reloads).toBe(1);
    expect(isChunkReloading()).toBe(true);
    expect(env.store.get(CHUNK_RELOAD_MARKER)).toBe(String(env.clock));

    newPage();
    env.clock += 9_999;
    expect(reloadAfterChunkError(chromeError, env)).toBe(false);
    expect(env.reloads).toBe(1);
  });

  it('reloads again once the marker is older than 10 s (a later deploy), never twice within the window', () => {
    const env = fakeEnv();
    reloadAfterChunkError(chromeError, env);
    newPage();
    env.clock += 10_000;
    expect(reloadAfterChunkError(chromeError, env)).toBe(true);
    newPage();
    env.clock += 500;
    expect(reloadAfterChunkError(chromeError, env)).toBe(false);
    expect(env.reloads).toBe(2);
  });

  it('asks for one reload only within one document', () => {
    const env = fakeEnv();
    reloadAfterChunkError(chromeError, env);
    reloadAfterChunkError(chromeError, env);
    expect(env.reloads).toBe(1);
  });

  it("mutes TanStack's own reload for the same error", () => {
    const env = fakeEnv();
    reloadAfterChunkError(chromeError, env);
    expect(env.store.get(`tanstack_router_reload:${chromeError.message}`)).toBe('1');
  });

  it('does not reload without sessionStorage (no marker, so it could loop)', () => {
    const env = { ...fakeEnv(), storage: null };
    expect(reloadAfterChunkError(chromeError, env)).toBe(false);
    expect(env.reloads).toBe(0);
  });

  it('treats a marker from the future (clock set back) as expired', () => {
    const env = fakeEnv();
    env.store.set(CHUNK_RELOAD_MARKER, String(env.clock + 60_000));
    expect(reloadAfterChunkError(chromeError, env)).toBe(true);
  });

  it('does not reload when storage throws', () => {
    const env = fakeEnv();
    env.storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(reloadAfterChunkError(chromeError, env)).toBe(false);
    expect(env.reloads).toBe(0);
  });
});

describe('onPreloadError', () => {
  const event = (payload: unknown) => Object.assign(new Event('vite:preloadError'), { payload });

  it('reloads for a failed import outside preloading', () => {
    const env = fakeEnv();
    onPreloadError(event(chromeError), env);
    expect(env.reloads).toBe(1);
  });

  it('never reloads for a failed preload, but mutes the router for the navigation that follows', async () => {
    const env = fakeEnv();
    await asPreload(async () => {
      onPreloadError(event(chromeError), env);
    });
    expect(env.reloads).toBe(0);
    expect(env.store.get(`tanstack_router_reload:${chromeError.message}`)).toBe('1');
    // The navigation to that page fails again, outside the preload: now it reloads.
    onPreloadError(event(chromeError), env);
    expect(env.reloads).toBe(1);
  });
});
