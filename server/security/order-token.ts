// Order tokens: the only form in which a Magento order id reaches the browser (contract Part A §5). AES-256-GCM
// with a key derived from ORDER_TOKEN_SECRET, the purpose as additional authenticated data, a 16-byte tag that is
// checked by length before decryption, and final() always called, so a tampered token can never decrypt.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a token may be used for (order: the shopper's confirmation page, order comments and orderId cookie;
 * admin-order: links inside the back office). A token made for one purpose fails to open for another. */
export type OrderTokenPurpose = 'order' | 'admin-order';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES;
/** Plaintext: 8-byte issued-at seconds + decimal entity id (≤ 20 digits). */
const MIN_PLAIN = 9;
const MAX_PLAIN = 8 + 20;

export interface OrderTokenPayload {
  /** Magento order entity_id (not the increment id). */
  orderId: string;
  issuedAt: number;
}

export interface OrderTokenCodec {
  seal(purpose: OrderTokenPurpose, orderId: string | number): string;
  /** Returns null for anything that is not an intact token of this key and purpose. Never throws. */
  open(purpose: OrderTokenPurpose, token: string): OrderTokenPayload | null;
}

/** Cheap syntactic check so routes can reject garbage with 400 before any crypto. */
export const ORDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{40,120}$/;

export function createOrderTokenCodec(secret: string, clock: () => number = Date.now): OrderTokenCodec {
  if (!secret) throw new Error('order token secret is empty');
  // HKDF rather than a bare hash: the same secret may serve other uses; the info string keeps keys apart.
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from('folt-order-token-salt'), Buffer.from('folt/order-token/v1'), 32));

  return {
    seal(purpose, orderId) {
      const id = String(orderId);
      if (!/^[1-9]\d{0,19}$/.test(id)) throw new Error('order id must be a positive integer');
      const plain = Buffer.alloc(8 + id.length);
      plain.writeBigUInt64BE(BigInt(Math.floor(clock() / 1000)), 0);
      plain.write(id, 8, 'ascii');
      const iv = randomBytes(IV_BYTES);
      const header = Buffer.concat([Buffer.from([VERSION]), iv]);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.concat([header, Buffer.from(`purpose:${purpose}`, 'utf8')]));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([header, body, cipher.getAuthTag()]).toString('base64url');
    },

    open(purpose, token) {
      if (typeof token !== 'string' || !ORDER_TOKEN_PATTERN.test(token)) return null;
      const raw = Buffer.from(token, 'base64url');
      // base64url decoding is lenient (ignores stray bits): re-encode to refuse non-canonical spellings.
      if (raw.toString('base64url') !== token) return null;
      const bodyLen = raw.length - HEADER_BYTES - TAG_BYTES;
      if (raw[0] !== VERSION || bodyLen < MIN_PLAIN || bodyLen > MAX_PLAIN) return null;
      const header = raw.subarray(0, HEADER_BYTES);
      const iv = raw.subarray(1, HEADER_BYTES);
      const body = raw.subarray(HEADER_BYTES, HEADER_BYTES + bodyLen);
      const tag = raw.subarray(HEADER_BYTES + bodyLen);
      if (tag.length !== TAG_BYTES) return null; // never let a short tag through (GCM would accept 4+ bytes)
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(tag);
        decipher.setAAD(Buffer.concat([header, Buffer.from(`purpose:${purpose}`, 'utf8')]));
        const plain = Buffer.concat([decipher.update(body), decipher.final()]); // final() throws on a bad tag
        const issuedAt = Number(plain.readBigUInt64BE(0)) * 1000;
        const orderId = plain.subarray(8).toString('ascii');
        if (!/^[1-9]\d{0,19}$/.test(orderId)) return null;
        return { orderId, issuedAt };
      } catch {
        return null;
      }
    },
  };
}
