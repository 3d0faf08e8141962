// Named route checks: unknown names fail at start-up, redirects carry a safe return path.
import { describe, expect, it } from 'vitest';
import { isRedirect } from '@tanstack/react-router';
import { safeReturnPath } from '../locales/paths';
import { resolveCheck, routeChecks } from './guards';

describe('route checks', () => {
  it('throws for an unknown route middleware name', () => {
    expect(() => resolveCheck('superuser')).toThrow('Unknown route middleware: superuser');
    expect(resolveCheck('admin')).toBe(routeChecks.admin);
  });

  it('lets a visitor with the right session through', async () => {
    const probe = async () => ({ admin: { username: 'admin' }, customer: null });
    await expect(routeChecks.admin({ probe, lang: 'nl', returnTo: '/admin' })).resolves.toBeUndefined();
  });

  it('sends a visitor without a session to the login page of the language, with a return path', async () => {
    const probe = async () => ({ admin: null, customer: { name: 'Klant' } });
    const thrown = await routeChecks.admin({ probe, lang: 'de', returnTo: '/de/admin/orders?page=2' }).catch((e: unknown) => e);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { href: string } }).options.href).toBe('/de/admin/login?redirect=%2Fde%2Fadmin%2Forders%3Fpage%3D2');
    const customer = await routeChecks
      .customer({ probe: async () => ({ admin: null, customer: null }), lang: 'nl', returnTo: '/customer-orders' })
      .catch((e: unknown) => e);
    expect((customer as { options: { href: string } }).options.href).toBe('/customer-login?redirect=%2Fcustomer-orders');
  });

  it('treats a failing session probe as no session', async () => {
    const thrown = await routeChecks
      .customer({ probe: async () => Promise.reject(new Error('offline')), lang: 'en', returnTo: '/en/customer-orders' })
      .catch((e: unknown) => e);
    expect(isRedirect(thrown)).toBe(true);
  });

  it('accepts only same-site return paths', () => {
    expect(safeReturnPath('/admin/orders')).toBe('/admin/orders');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'admin', '', 42, null, `/${'a'.repeat(2001)}`]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});
