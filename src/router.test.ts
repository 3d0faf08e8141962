// The router's guard against leaving the site: an absolute address to another origin needs external: true.
import { describe, expect, it, vi } from 'vitest';
import { isExternalAddress, refuseUnflaggedExternalNavigation } from './router';

const origin = 'https://www.folt.example';

describe('isExternalAddress', () => {
  it.each([
    ['/shop', false],
    ['over-ons', false],
    ['https://www.folt.example/shop', false],
    ['https://dealers.folt.example', true],
    ['//evil.example/x', true],
    ['mailto:info@folt.example', true],
  ])('%s → %s', (href, expected) => {
    expect(isExternalAddress(href, origin)).toBe(expected);
  });
});

describe('refuseUnflaggedExternalNavigation', () => {
  function guarded() {
    const navigate = vi.fn(async () => {});
    const router = { navigate } as unknown as { navigate: (options: Record<string, unknown>) => Promise<void> };
    refuseUnflaggedExternalNavigation(router as never, origin);
    return { router, navigate };
  }

  it('refuses an external address without the flag, with a console error and no navigation', async () => {
    const { router, navigate } = guarded();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await router.navigate({ href: 'https://evil.example/login' });
    await router.navigate({ to: 'https://evil.example/login' });
    expect(navigate).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]![0]).toContain('https://evil.example/login refused');
    log.mockRestore();
  });

  it('lets flagged external and internal navigations through (without the flag itself)', async () => {
    const { router, navigate } = guarded();
    await router.navigate({ href: 'https://dealers.folt.example', external: true });
    await router.navigate({ to: '/shop', replace: true });
    await router.navigate({ href: `${origin}/over-ons` });
    expect(navigate.mock.calls).toEqual([[{ href: 'https://dealers.folt.example' }], [{ to: '/shop', replace: true }], [{ href: `${origin}/over-ons` }]]);
  });
});
