// New-version detection with a fake fetch and fake timers: hourly and on visibility, a timestamp query on every ask,
// one report of a new build and then silence, tolerance of failures and odd answers, no overlapping checks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_INTERVAL_MS, createBuildWatch, latestUrl, type BuildWatchEnv } from './build-watch';

function fakeEnv(answer: () => unknown) {
  const asked: string[] = [];
  let visible: (() => void) | null = null;
  const env: BuildWatchEnv = {
    fetchJson: vi.fn(async (url: string) => {
      asked.push(url);
      const value = answer();
      if (value instanceof Error) throw value;
      return value;
    }),
    now: () => Date.now(),
    every: (ms, task) => {
      const timer = setInterval(task, ms);
      return () => clearInterval(timer);
    },
    onVisible: (task) => {
      visible = task;
      return () => {
        visible = null;
      };
    },
  };
  return { env, asked, becomeVisible: () => visible?.(), hasVisibilityListener: () => visible !== null };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createBuildWatch', () => {
  it('asks builds/latest.json with a timestamp every hour', async () => {
    const fake = fakeEnv(() => ({ id: 'abc', timestamp: 1 }));
    const onNewBuild = vi.fn();
    createBuildWatch({ currentId: 'abc', env: fake.env, onNewBuild });
    expect(fake.asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
    expect(fake.asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.asked).toEqual([latestUrl(Date.parse('2026-11-22T11:00:00Z'))]);
    expect(fake.asked[0]).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fake.asked).toHaveLength(2);
    expect(fake.asked[0]).not.toBe(fake.asked[1]);
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it('asks when the tab becomes visible again', async () => {
    const fake = fakeEnv(() => ({ id: 'abc' }));
    createBuildWatch({ currentId: 'abc', env: fake.env, onNewBuild: vi.fn() });
    fake.becomeVisible();
    await vi.advanceTimersByTimeAsync(0);
    fake.becomeVisible();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.asked).toHaveLength(2);
  });

  it('reports a new build id once, then stops asking', async () => {
    let id = 'abc';
    const fake = fakeEnv(() => ({ id, timestamp: 2 }));
    const onNewBuild = vi.fn();
    const watch = createBuildWatch({ currentId: 'abc', env: fake.env, onNewBuild });
    expect(await watch.check()).toBe(false);
    id = 'def';
    expect(await watch.check()).toBe(true);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith('def');
    expect(watch.newBuildId).toBe('def');
    expect(fake.hasVisibilityListener()).toBe(false);
    await vi.advanceTimersByTimeAsync(3 * CHECK_INTERVAL_MS);
    fake.becomeVisible();
    expect(await watch.check()).toBe(false);
    expect(fake.asked).toHaveLength(2);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('shares one request between checks that overlap', async () => {
    const fake = fakeEnv(() => ({ id: 'new' }));
    const onNewBuild = vi.fn();
    const watch = createBuildWatch({ currentId: 'abc', env: fake.env, onNewBuild });
    const [a, b] = await Promise.all([watch.check(), watch.check()]);
    expect([a, b]).toEqual([true, true]);
    expect(fake.asked).toHaveLength(1);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a failed request', () => new Error('offline')],
    ['an answer without id', () => ({ timestamp: 3 })],
    ['an empty id', () => ({ id: '' })],
    ['a non-object', () => 'oops'],
    ['null', () => null],
  ])('ignores %s and keeps watching', async (_name, answer) => {
    const fake = fakeEnv(answer);
    const onNewBuild = vi.fn();
    const watch = createBuildWatch({ currentId: 'abc', env: fake.env, onNewBuild });
    expect(await watch.check()).toBe(false);
    expect(onNewBuild).not.toHaveBeenCalled();
    expect(fake.hasVisibilityListener()).toBe(true);
  });

  it('stop() ends the hourly and the visibility checks', async () => {
    const fake = fakeEnv(() => ({ id: 'abc' }));
    const watch = createBuildWatch({ currentId: 'abc', env: fake.env, onNewBuild: vi.fn() });
    watch.stop();
    await vi.advanceTimersByTimeAsync(2 * CHECK_INTERVAL_MS);
    fake.becomeVisible();
    expect(fake.asked).toEqual([]);
  });
});
