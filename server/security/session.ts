// Account sessions without a server-side store: the customer's and the admin's Magento tokens and the CSRF value live in
// one cookie, `folt_session`, sealed with AES-256-GCM (key from SESSION_SECRET through HKDF, 16-byte tag checked by
// length, final() always called), httpOnly and SameSite=Strict, so the browser can neither read nor forge it and any
// instance behind a load balancer can open it. Expired parts are dropped (at the end their Magento token names, see
// auth/magento-token.ts).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';
import { z } from 'zod';
import type { SessionInfo } from '../ssr/renderer';
import { requestCookieValues } from './request-cookies';
import type { SessionRevocations } from './session-revocations';

export const SESSION_COOKIE = 'folt_session';
export const CSRF_HEADER = 'x-csrf-token';

export interface CustomerPart {
  /** The Magento customer token; never leaves the server. */
  token: string;
  /** Magento's customer id, from /V1/customers/me at login. */
  id: number;
  name: string;
  email: string;
  /** ms since the epoch; the part is void from then on. */
  expiresAt: number;
  /** This login's own id, what a logout revokes (two logins in one second get the same Magento JWT). */
  sid?: string;
}

export interface AdminPart {
  /** The Magento admin token; never leaves the server. */
  token: string;
  username: string;
  expiresAt: number;
  sid?: string;
}

/** What a logout revokes for a part: its login id; a cookie from before login ids existed, its token. */
export const revocationKey = (part: CustomerPart | AdminPart): string => part.sid ?? part.token;

/** A fresh login id: 16 random bytes. */
export function newSid(): string {
  return randomBytes(16).toString('base64url');
}

export interface AccountSession {
  customer?: CustomerPart;
  admin?: AdminPart;
  /** Double-submit value: the browser reads it from GET /api/session and sends it as X-CSRF-Token on writes. */
  csrf: string;
}

export type SessionRole = 'customer' | 'admin';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES;
/** Browsers keep cookies up to 4096 bytes (name, value and attributes); stay well below. */
const MAX_COOKIE_VALUE = 3800;
const TOKEN = z
  .string()
  .min(1)
  .max(2048)
  .regex(/^[\x21-\x7e]+$/);
const SID = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

const sessionSchema = z.strictObject({
  customer: z
    .strictObject({
      token: TOKEN,
      id: z.number().int().positive(),
      name: z.string().max(512),
      email: z.string().max(254),
      expiresAt: z.number().int().positive(),
      sid: SID.optional(),
    })
    .optional(),
  admin: z.strictObject({ token: TOKEN, username: z.string().min(1).max(254), expiresAt: z.number().int().positive(), sid: SID.optional() }).optional(),
  csrf: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/),
});

export interface SessionCodec {
  seal(session: AccountSession): string;
  /** null for anything that is not an intact, well-formed session of this key. Never throws. */
  open(value: string): AccountSession | null;
}

export function createSessionCodec(secret: string): SessionCodec {
  if (!secret) throw new Error('session secret is empty');
  // Its own HKDF info string: the same secret also keys the visitors' IP hashes, and the keys must never coincide.
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from('folt-session-salt'), Buffer.from('folt/session-cookie/v1'), 32));
  const aad = (header: Buffer) => Buffer.concat([header, Buffer.from(`cookie:${SESSION_COOKIE}`, 'utf8')]);

  return {
    seal(session) {
      const plain = Buffer.from(JSON.stringify(sessionSchema.parse(session)), 'utf8');
      const iv = randomBytes(IV_BYTES);
      const header = Buffer.concat([Buffer.from([VERSION]), iv]);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(header));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      const value = Buffer.concat([header, body, cipher.getAuthTag()]).toString('base64url');
      if (value.length > MAX_COOKIE_VALUE) throw new Error('session cookie too large');
      return value;
    },

    open(value) {
      if (typeof value !== 'string' || value.length > MAX_COOKIE_VALUE || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
      const raw = Buffer.from(value, 'base64url');
      // base64url decoding ignores stray bits: re-encode to refuse non-canonical spellings of the same bytes.
      if (raw.toString('base64url') !== value) return null;
      const bodyLength = raw.length - HEADER_BYTES - TAG_BYTES;
      if (raw[0] !== VERSION || bodyLength < 2) return null;
      const header = raw.subarray(0, HEADER_BYTES);
      const iv = raw.subarray(1, HEADER_BYTES);
      const body = raw.subarray(HEADER_BYTES, HEADER_BYTES + bodyLength);
      const tag = raw.subarray(HEADER_BYTES + bodyLength);
      if (tag.length !== TAG_BYTES) return null; // GCM would accept a tag as short as 4 bytes
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(tag);
        decipher.setAAD(aad(header));
        const plain = Buffer.concat([decipher.update(body), decipher.final()]); // final() throws on a bad tag
        const parsed = sessionSchema.safeParse(JSON.parse(plain.toString('utf8')));
        return parsed.success ? (parsed.data as AccountSession) : null;
      } catch {
        return null;
      }
    },
  };
}

/** A fresh CSRF value: 32 random bytes. */
export function newCsrf(): string {
  return randomBytes(32).toString('base64url');
}

export interface SessionManagerOptions {
  secret: string;
  /** Secure cookies (PUBLIC_URL is https); tests on http leave it off, or the browser would never send the cookie back. */
  secure: boolean;
  clock?: () => number;
  /** Parts ended by a logout (session-revocations.ts): a copy of the cookie from before it is refused. */
  revocations?: Pick<SessionRevocations, 'isRevoked'>;
}

export interface SessionRead {
  /** The valid session, expired parts removed; null without an intact cookie. */
  session: AccountSession | null;
  /** Parts that were in the cookie but have expired or were logged out (the caller should write the cleaned cookie). */
  expired: SessionRole[];
}

export interface SessionManager {
  read(req: IncomingMessage): SessionRead;
  /** Sets the cookie for `session` (replacing one set earlier in this response) and remembers it for this request. */
  write(req: IncomingMessage, res: Response, session: AccountSession): void;
  /** The request's session, or a new one with only a CSRF value, written to the response when new or cleaned. */
  ensure(req: IncomingMessage, res: Response): AccountSession;
  /** Drops one part (logout, expiry, Magento's 401) and writes the cookie. */
  drop(req: IncomingMessage, res: Response, role: SessionRole): AccountSession;
  /** Who is logged in, for server rendering and GET /api/session. */
  info(req: IncomingMessage): SessionInfo;
  /** X-CSRF-Token equals the session's value (constant-time). */
  csrfMatches(req: IncomingMessage, session: AccountSession): boolean;
}

export function createSessionManager(options: SessionManagerOptions): SessionManager {
  const codec = createSessionCodec(options.secret);
  const clock = options.clock ?? Date.now;
  // One decryption per request, and later reads see what this request wrote.
  const memo = new WeakMap<IncomingMessage, SessionRead>();
  const attributes = `Path=/; HttpOnly; SameSite=Strict${options.secure ? '; Secure' : ''}`;

  const read = (req: IncomingMessage): SessionRead => {
    const known = memo.get(req);
    if (known) return known;
    let session: AccountSession | null = null;
    // Every one sent, in order: a stale duplicate (set for another path) must not hide the valid one.
    for (const value of requestCookieValues(req, SESSION_COOKIE)) {
      session = codec.open(value);
      if (session) break;
    }
    const expired: SessionRole[] = [];
    if (session) {
      const now = clock();
      const ended = (part: CustomerPart | AdminPart | undefined) => !!part && (part.expiresAt <= now || !!options.revocations?.isRevoked(revocationKey(part)));
      if (ended(session.customer)) expired.push('customer');
      if (ended(session.admin)) expired.push('admin');
      if (expired.length) {
        session = { ...session };
        for (const role of expired) delete session[role];
      }
    }
    const result = { session, expired };
    memo.set(req, result);
    return result;
  };

  const write = (req: IncomingMessage, res: Response, session: AccountSession): void => {
    const cookie = `${SESSION_COOKIE}=${codec.seal(session)}; ${attributes}`;
    const previous = res.getHeader('Set-Cookie');
    const others = (Array.isArray(previous) ? previous : previous === undefined ? [] : [String(previous)]).filter(
      (line) => !line.startsWith(`${SESSION_COOKIE}=`),
    );
    res.setHeader('Set-Cookie', [...others, cookie]);
    memo.set(req, { session, expired: [] });
  };

  return {
    read,
    write,
    ensure(req, res) {
      const { session, expired } = read(req);
      if (session && !expired.length) return session;
      const next = session ?? { csrf: newCsrf() };
      write(req, res, next);
      return next;
    },
    drop(req, res, role) {
      const current = read(req).session ?? { csrf: newCsrf() };
      const next = { ...current };
      delete next[role];
      write(req, res, next);
      return next;
    },
    info(req) {
      const { session } = read(req);
      return {
        customer: session?.customer ? { name: session.customer.name } : null,
        admin: session?.admin ? { username: session.admin.username } : null,
      };
    },
    csrfMatches(req, session) {
      const sent = req.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || sent.length !== session.csrf.length) return false;
      return timingSafeEqual(Buffer.from(sent), Buffer.from(session.csrf));
    },
  };
}
