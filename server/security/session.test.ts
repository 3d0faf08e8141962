// The session cookie: sealed and opened with the key of SESSION_SECRET only, tampering and short tags refused, expired
// parts dropped, cookie attributes (httpOnly, SameSite=Strict, Secure on https), CSRF comparison.
import type { IncomingMessage } from 'node:http';
import { parseSetCookie, stringifyCookie } from 'cookie';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { createSessionCodec, createSessionManager, newCsrf, type AccountSession } from './session';

const SECRET = 'test-session-secret-0123456789-abcdefghijklmnop';
const NOW = Date.parse('2026-03-10T09:00:00Z');
const session: AccountSession = {
  csrf: newCsrf(),
  customer: { token: 'customer-token-abc', id: 1, name: 'Sanne de Vries', email: 'klant@example.com', expiresAt: NOW + 3_600_000 },
  admin: { token: 'admin-token-xyz', username: 'admin', expiresAt: NOW + 4 * 3_600_000 },
};

function request(cookie?: string, headers: Record<string, string> = {}): IncomingMessage {
  return { headers: { ...(cookie ? { cookie } : {}), ...headers } } as unknown as IncomingMessage;
}

function response(): Response & { cookies(): string[] } {
  const headers = new Map<string, unknown>();
  return {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    cookies: () => (headers.get('set-cookie') as string[] | undefined) ?? [],
  } as unknown as Response & { cookies(): string[] };
}

describe('session codec', () => {
  const codec = createSessionCodec(SECRET);

  it('round-trips a session and never shows the tokens in the sealed value', () => {
    const sealed = codec.seal(session);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('customer-token');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('admin-token');
    expect(codec.open(sealed)).toEqual(session);
    // A fresh IV each time: the same session never seals to the same value.
    expect(codec.seal(session)).not.toBe(sealed);
  });

  it('refuses tampered values, short tags, another key and non-canonical spellings', () => {
    const sealed = codec.seal(session);
    const raw = Buffer.from(sealed, 'base64url');
    for (const index of [0, 5, 20, raw.length - 1]) {
      const flipped = Buffer.from(raw);
      flipped[index]! ^= 1;
      expect(codec.open(flipped.toString('base64url'))).toBeNull();
    }
    // Cutting the tag to 12 or 4 bytes: GCM would check a short tag if we let it.
    expect(codec.open(raw.subarray(0, raw.length - 4).toString('base64url'))).toBeNull();
    expect(codec.open(raw.subarray(0, raw.length - 12).toString('base64url'))).toBeNull();
    expect(createSessionCodec(`${SECRET}-other`).open(sealed)).toBeNull();
    expect(codec.open('')).toBeNull();
    expect(codec.open('not base64!')).toBeNull();
    expect(codec.open('x'.repeat(5000))).toBeNull();
    const last = sealed.at(-1)!;
    // Base64url of a length that leaves spare bits: another last character can decode to the same bytes.
    const sibling = sealed.slice(0, -1) + String.fromCharCode(last.charCodeAt(0) ^ 1);
    if (Buffer.from(sibling, 'base64url').equals(raw)) expect(codec.open(sibling)).toBeNull();
  });

  it('refuses a well-sealed payload of the wrong shape', () => {
    expect(() => codec.seal({ csrf: 'short' })).toThrow();
    expect(() => codec.seal({ ...session, extra: 1 } as AccountSession)).toThrow();
  });
});

describe('session manager', () => {
  const manager = createSessionManager({ secret: SECRET, secure: false, clock: () => NOW });
  /** The `name=value` a browser would send back for the response's first Set-Cookie. */
  const cookieOf = (res: ReturnType<typeof response>) => {
    const { name, value } = parseSetCookie(res.cookies()[0]!);
    return stringifyCookie({ [name]: value });
  };

  it('writes an httpOnly, SameSite=Strict cookie (Secure on https) and reads it back', () => {
    const res = response();
    manager.write(request(), res, session);
    const [line] = res.cookies();
    expect(line).toMatch(/^folt_session=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(manager.read(request(`lang=nl; ${cookieOf(res)}`)).session).toEqual(session);
    const secure = response();
    createSessionManager({ secret: SECRET, secure: true }).write(request(), secure, session);
    expect(secure.cookies()[0]).toMatch(/; Secure$/);
  });

  it('drops expired parts and reports them; info() names who is logged in', () => {
    const res = response();
    manager.write(request(), res, session);
    const cookie = cookieOf(res);
    const later = createSessionManager({ secret: SECRET, secure: false, clock: () => NOW + 2 * 3_600_000 });
    const read = later.read(request(cookie));
    expect(read.expired).toEqual(['customer']);
    expect(read.session?.customer).toBeUndefined();
    expect(read.session?.admin?.username).toBe('admin');
    expect(later.info(request(cookie))).toEqual({ customer: null, admin: { username: 'admin' } });
    expect(manager.info(request(cookie))).toEqual({ customer: { name: 'Sanne de Vries' }, admin: { username: 'admin' } });
    expect(manager.info(request())).toEqual({ customer: null, admin: null });
    expect(manager.info(request('folt_session=garbage'))).toEqual({ customer: null, admin: null });
  });

  it('ensure() creates a CSRF-only session once; drop() removes one part and keeps the rest', () => {
    const req = request();
    const res = response();
    const created = manager.ensure(req, res);
    expect(created.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.cookies()).toHaveLength(1);
    expect(manager.ensure(req, res)).toBe(created);
    const withBoth = response();
    manager.write(request(), withBoth, session);
    const req2 = request(cookieOf(withBoth));
    const res2 = response();
    const dropped = manager.drop(req2, res2, 'admin');
    expect(dropped.admin).toBeUndefined();
    expect(dropped.customer?.id).toBe(1);
    expect(manager.read(request(cookieOf(res2))).session).toEqual(dropped);
    // Writing twice in one response leaves one session cookie.
    manager.write(req2, res2, session);
    expect(res2.cookies()).toHaveLength(1);
  });

  it('a stale duplicate cookie does not hide the valid one', () => {
    const res = response();
    manager.write(request(), res, session);
    expect(manager.read(request(`folt_session=stale; ${cookieOf(res)}`)).session).toEqual(session);
  });

  it('compares the CSRF header in constant time, refusing missing, wrong and differently long values', () => {
    expect(manager.csrfMatches(request(undefined, { 'x-csrf-token': session.csrf }), session)).toBe(true);
    expect(manager.csrfMatches(request(), session)).toBe(false);
    expect(manager.csrfMatches(request(undefined, { 'x-csrf-token': newCsrf() }), session)).toBe(false);
    expect(manager.csrfMatches(request(undefined, { 'x-csrf-token': session.csrf.slice(1) }), session)).toBe(false);
  });
});
