// The visitor's address as the forms use it: for rate limits (IPv6 per /64 network, since one household or phone
// gets a whole /64 and can pick any address in it) and as a keyed hash in the database instead of the address.
import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * `req.ip` honours the app's `trust proxy` setting: X-Forwarded-For counts only when it comes from a trusted proxy,
 * so a visitor cannot pick a fresh address per request by sending the header themselves.
 */
export function clientIp(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  // IPv4 clients of a dual-stack socket arrive as "::ffff:1.2.3.4".
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip;
}

function expandIPv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0]!;
  const [head, tail] = withoutZone.includes('::') ? (withoutZone.split('::') as [string, string]) : [withoutZone, undefined];
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const parts = tail === undefined ? headParts : [...headParts, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailParts];
  return parts.map((part) => part.padStart(4, '0').toLowerCase());
}

/** What one visitor is for a rate limit: the IPv4 address, or the /64 network of an IPv6 address. */
export function rateLimitSubject(ip: string): string {
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** A keyed hash (HMAC-SHA-256, truncated): unlike a plain hash it cannot be reversed by trying all 2^32 IPv4 addresses. */
export function createIpHasher(secret: string): (ip: string) => string {
  const key = createHmac('sha256', secret).update('folt:form-ip-hash:v1').digest();
  return (ip) => createHmac('sha256', key).update(ip).digest('base64url').slice(0, 22);
}
