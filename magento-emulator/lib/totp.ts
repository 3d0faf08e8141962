// TOTP as Google Authenticator speaks it (RFC 6238 over RFC 4226): HMAC-SHA-1, 30-second steps, 6 digits, a base32
// secret. The emulator checks admin codes with it when two-factor login is on; tests use it to compute a valid code.
import { createHmac, timingSafeEqual } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_MS = 30_000;
const DIGITS = 6;

/** RFC 4648 base32 (padding, spaces and case ignored, as authenticator apps accept it). */
export function base32Decode(secret: string): Buffer {
  const clean = secret.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('TOTP secret is not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP with dynamic truncation. */
export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return String(code).padStart(DIGITS, '0');
}

/** The code an authenticator app shows at `now` (ms). */
export function totp(secret: string, now: number): string {
  return hotp(base32Decode(secret), Math.floor(now / TOTP_STEP_MS));
}

/** Accepts the current code and the one before or after it (clock drift between phone and server). */
export function verifyTotp(secret: string, code: string, now: number, window = 1): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const key = base32Decode(secret);
  const step = Math.floor(now / TOTP_STEP_MS);
  let ok = false;
  for (let delta = -window; delta <= window; delta += 1) {
    // Every candidate is compared (no early exit), so the time taken says nothing about which one matched.
    if (timingSafeEqual(Buffer.from(hotp(key, step + delta)), Buffer.from(code))) ok = true;
  }
  return ok;
}
