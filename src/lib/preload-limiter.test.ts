// The preload limiter: never more than 4 at once, a first-come queue with intents first, each route once, and nothing
// in data-saver mode or on slow-2g/2g; failed preloads free their slot.
import { describe, expect, it } from 'vitest';
import { connectionAllowsPreload, createPreloadLimiter } from './preload-limiter';

function deferredRuns() {
  const pending = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  const order: string[] = [];
  const run = (key: string) =>
    new Promise<void>((resolve, reject) => {
      order.push(key);
      pending.set(key, { resolve, reject });
    });
  const settle = async (key: string, fail = false) => {
    const p = pending.get(key)!;
    pending.delete(key);
    if (fail) p.reject(new Error('chunk gone'));
    else p.resolve();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { run, order, pending, settle };
}

describe('createPreloadLimiter', () => {
  it('runs at most 4 preloads at once and the rest in arrival order', async () => {
    const runs = deferredRuns();
    const limiter = createPreloadLimiter({ run: runs.run, allowed: () => true });
    for (let i = 1; i <= 10; i++) limiter.request(`/page-${i}`);
    expect(runs.order).toEqual(['/page-1', '/page-2', '/page-3', '/page-4']);
    expect(limiter.stats).toMatchObject({ inFlight: 4, maxInFlight: 4, started: 4, queued: 6 });
    await runs.settle('/page-2');
    expect(runs.order.slice(4)).toEqual(['/page-5']);
    while (runs.pending.size) await runs.settle([...runs.pending.keys()][0]!);
    expect(runs.order).toEqual(Array.from({ length: 10 }, (_, i) => `/page-${i + 1}`));
    expect(limiter.stats).toMatchObject({ inFlight: 0, maxInFlight: 4, started: 10, queued: 0 });
  });

  it('preloads each route once', async () => {
    const runs = deferredRuns();
    const limiter = createPreloadLimiter({ run: runs.run, allowed: () => true });
    limiter.request('/a');
    limiter.request('/a');
    await runs.settle('/a');
    limiter.request('/a', true);
    expect(runs.order).toEqual(['/a']);
    expect(limiter.stats.started).toBe(1);
  });

  it('puts an intent before links that only scrolled into view, also when already queued', () => {
    const runs = deferredRuns();
    const limiter = createPreloadLimiter({ run: runs.run, allowed: () => true, limit: 1 });
    limiter.request('/first');
    limiter.request('/seen-1');
    limiter.request('/seen-2');
    limiter.request('/hovered', true);
    limiter.request('/seen-2', true);
    expect(runs.order).toEqual(['/first']);
    void runs.settle('/first');
    return new Promise<void>((done) =>
      setTimeout(() => {
        expect(runs.order).toEqual(['/first', '/seen-2']);
        done();
      }, 5),
    );
  });

  it('frees the slot of a failed or throwing preload', async () => {
    const runs = deferredRuns();
    let throwNext = true;
    const limiter = createPreloadLimiter({
      run: (key) => {
        if (throwNext) {
          throwNext = false;
          throw new Error('sync failure');
        }
        return runs.run(key);
      },
      allowed: () => true,
      limit: 1,
    });
    limiter.request('/x');
    limiter.request('/y');
    await new Promise((r) => setTimeout(r, 0));
    expect(runs.order).toEqual(['/y']);
    await runs.settle('/y', true);
    limiter.request('/z');
    expect(runs.order).toEqual(['/y', '/z']);
    expect(limiter.stats.inFlight).toBe(1);
  });

  it('skips everything while the connection does not allow it', () => {
    const runs = deferredRuns();
    let allowed = false;
    const limiter = createPreloadLimiter({ run: runs.run, allowed: () => allowed });
    limiter.request('/a');
    limiter.request('/b', true);
    expect(runs.order).toEqual([]);
    expect(limiter.stats).toMatchObject({ started: 0, skipped: 2 });
    allowed = true;
    limiter.request('/a');
    expect(runs.order).toEqual(['/a']);
  });

  it('stops for good after a new build', () => {
    const runs = deferredRuns();
    const limiter = createPreloadLimiter({ run: runs.run, allowed: () => true, limit: 1 });
    limiter.request('/a');
    limiter.request('/b');
    limiter.stop();
    limiter.request('/c');
    expect(runs.order).toEqual(['/a']);
    expect(limiter.stats.queued).toBe(0);
  });
});

describe('connectionAllowsPreload', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
  ])('%j → %s', (connection, expected) => {
    expect(connectionAllowsPreload(connection)).toBe(expected);
  });
});
