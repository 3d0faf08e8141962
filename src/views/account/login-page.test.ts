// Where a successful login leads: back to the page that asked (same site only, never a login page), else the start page.
import { describe, expect, test } from 'vitest';
import { loginTarget } from './login-page';

describe('loginTarget', () => {
  test('the way back when it stays on this site', () => {
    expect(loginTarget('admin', 'en', '/en/admin/orders?status=processing')).toBe('/en/admin/orders?status=processing');
    expect(loginTarget('customer', 'nl', '/customer-orders?order=abc')).toBe('/customer-orders?order=abc');
  });

  test('the start page for no, foreign or looping return paths', () => {
    expect(loginTarget('admin', 'de', null)).toBe('/de/admin');
    expect(loginTarget('customer', 'nl', 'https://evil.example/')).toBe('/customer-orders');
    expect(loginTarget('customer', 'en', '//evil.example/')).toBe('/en/customer-orders');
    expect(loginTarget('admin', 'en', '/en/admin/login?redirect=%2Fen%2Fadmin')).toBe('/en/admin');
  });
});
