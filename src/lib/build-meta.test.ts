// The browser's route rules: builds/meta/<id>.json fetched once (again only after a network failure), internal
// redirects as router redirects, external ones as a full load (never from a preload), refused ones logged, invalid pages.
import { isRedirect } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuildMeta } from '../routes/route-rules';
import { applyRouteRules, forgetBuildMetaForTests, loadBuildMeta } from './build-meta';

const meta: BuildMeta = {
  redirects: [
    { from: '/winkel/*', to: 'shop' },
    { from: '/dealer-portal', to: 'https://dealers.folt.example', external: true },
    { from: '/weg', to: 'https://evil.example' },
  ],
  pages: { bedum: { valid: false } },
};

let fetchMock: ReturnType<typeof vi.fn>;
const assign = vi.fn();

beforeEach(() => {
  forgetBuildMetaForTests();
  fetchMock = vi.fn(async () => new Response(JSON.stringify(meta), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { location: { assign } });
  assign.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function thrown(run: Promise<unknown>): Promise<unknown> {
  try {
    await run;
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('loadBuildMeta', () => {
  it('fetches the build meta once per build id', async () => {
    await loadBuildMeta('abc');
    await loadBuildMeta('abc');
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/builds/meta/abc.json', expect.anything());
  });

  it('asks again after a network failure, not after a 404 (an old build)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    expect(await loadBuildMeta('abc')).toBeNull();
    expect(await loadBuildMeta('abc')).toEqual(meta);
    forgetBuildMetaForTests();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    expect(await loadBuildMeta('old')).toBeNull();
    expect(await loadBuildMeta('old')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('ignores an answer that is not build meta', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"redirects":"nope"}', { status: 200 }));
    expect(await loadBuildMeta('abc')).toBeNull();
  });
});

describe('applyRouteRules', () => {
  it('turns an internal rule into a router redirect that keeps the query', async () => {
    const error = await thrown(applyRouteRules('abc', { pathname: '/winkel/x', searchStr: '?coupon=A' }, false));
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { href: string; replace: boolean } }).options).toMatchObject({ href: '/shop?coupon=A', replace: true });
  });

  it('leaves the site with a full page load for a flagged external rule, never from a preload', async () => {
    expect(await applyRouteRules('abc', { pathname: '/dealer-portal' }, true)).toEqual({});
    expect(assign).not.toHaveBeenCalled();
    const pending = applyRouteRules('abc', { pathname: '/dealer-portal' }, false);
    await new Promise((r) => setTimeout(r, 0));
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://dealers.folt.example');
    const settled = await Promise.race([pending.then(() => 'settled'), new Promise((r) => setTimeout(() => r('waiting'), 20))]);
    expect(settled).toBe('waiting');
  });

  it('refuses an external target without the flag with a console error and no navigation', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await applyRouteRules('abc', { pathname: '/weg' }, false)).toEqual({});
    expect(assign).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('https://evil.example refused'));
  });

  it('marks an invalid page as gone and leaves other paths alone', async () => {
    expect(await applyRouteRules('abc', { pathname: '/de/bedum' }, false)).toEqual({ pageGone: true });
    expect(await applyRouteRules('abc', { pathname: '/shop' }, false)).toEqual({});
  });

  it('navigates without rules when the meta cannot be had', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect(await applyRouteRules('abc', { pathname: '/winkel' }, false)).toEqual({});
  });
});
