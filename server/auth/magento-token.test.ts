import { describe, expect, it } from 'vitest';
import { sessionPartExpiry, tokenExpiry } from './magento-token';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token shaped like Magento 2.4.4+'s (Magento_JwtUserToken Issuer): header, claims, signature. */
const jwt = (claims: Record<string, unknown>) => `${part({ kid: '1', alg: 'HS256' })}.${part(claims)}.c2lnbmF0dXJl`;
const NOW = Date.UTC(2025, 4, 1, 12, 0, 0);
const HOUR = 3_600_000;

describe('tokenExpiry', () => {
  it('reads exp (seconds) from a JWS payload', () => {
    expect(tokenExpiry(jwt({ uid: 7, utypid: 3, iat: NOW / 1000, exp: NOW / 1000 + 3600 }))).toBe(NOW + HOUR);
  });

  it('is null for an opaque OAuth token, a five-part JWE, a payload without an integer exp, or garbage', () => {
    expect(tokenExpiry('q2ly2l0d8wz1f8u0ymqv3hbi3y8d3l2x')).toBeNull();
    expect(tokenExpiry('a.b.c.d.e')).toBeNull();
    expect(tokenExpiry(jwt({ uid: 7 }))).toBeNull();
    expect(tokenExpiry(jwt({ exp: '1700000000' }))).toBeNull();
    expect(tokenExpiry(jwt({ exp: 1.5 }))).toBeNull();
    expect(tokenExpiry('x.!!!.y')).toBeNull();
    expect(tokenExpiry(`x.${Buffer.from('not json').toString('base64url')}.y`)).toBeNull();
  });
});

describe('sessionPartExpiry', () => {
  it("follows the token's own exp, whatever Magento's lifetime setting is", () => {
    expect(sessionPartExpiry(jwt({ exp: NOW / 1000 + 3600 }), NOW, 4 * HOUR)).toBe(NOW + HOUR);
    expect(sessionPartExpiry(jwt({ exp: NOW / 1000 + 5 * 3600 }), NOW, HOUR)).toBe(NOW + 5 * HOUR);
  });

  it('falls back to the configured lifetime for an unreadable, past or unbelievably distant exp', () => {
    expect(sessionPartExpiry('opaque-oauth-token', NOW, HOUR)).toBe(NOW + HOUR);
    expect(sessionPartExpiry(jwt({ exp: NOW / 1000 - 1 }), NOW, HOUR)).toBe(NOW + HOUR);
    expect(sessionPartExpiry(jwt({ exp: NOW / 1000 + 31 * 24 * 3600 }), NOW, HOUR)).toBe(NOW + HOUR);
  });
});
