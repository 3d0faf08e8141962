// The browser cookies read through js-cookie: a cookie counts only under its exact name and with a value.
import { afterEach, describe, expect, it } from 'vitest';
import { hasCookie } from './cookies';

const withCookies = (cookie: string) => Object.defineProperty(globalThis, 'document', { value: { cookie }, configurable: true });

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe('hasCookie', () => {
  it('finds a cookie with a value wherever it stands in document.cookie', async () => {
    withCookies('cartId=abc123');
    expect(await hasCookie('cartId')).toBe(true);
    withCookies('lang=nl; cartId=abc123; folt_consent=1.11.1');
    expect(await hasCookie('cartId')).toBe(true);
  });

  it('does not count an empty value, another name that ends in it, or no cookies at all', async () => {
    withCookies('lang=nl; cartId=');
    expect(await hasCookie('cartId')).toBe(false);
    withCookies('oldcartId=abc; cartIdx=1');
    expect(await hasCookie('cartId')).toBe(false);
    withCookies('');
    expect(await hasCookie('cartId')).toBe(false);
  });
});
