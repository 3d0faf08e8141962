// Order tokens: round trip, and rejection of every bit flip, truncation, foreign key, other purpose and garbage.
import { describe, expect, it } from 'vitest';
import { createOrderTokenCodec } from './order-token';

const codec = createOrderTokenCodec('test-secret-0123456789-abcdefghijklmnop');

describe('order tokens', () => {
  it('round-trips an entity id and hides it', () => {
    const t = codec.seal('order', '123');
    expect(t).not.toContain('123');
    expect(codec.open('order', t)).toMatchObject({ orderId: '123' });
    expect(codec.seal('order', 123)).not.toBe(t); // random IV
  });

  it('rejects every single-bit flip', () => {
    const t = codec.seal('order', '98765');
    const raw = Buffer.from(t, 'base64url');
    for (let i = 0; i < raw.length * 8; i++) {
      const copy = Buffer.from(raw);
      copy[i >> 3]! ^= 1 << (i & 7);
      expect(codec.open('order', copy.toString('base64url')), `bit ${i}`).toBeNull();
    }
  });

  it('rejects truncated tags and tokens, and appended bytes', () => {
    const raw = Buffer.from(codec.seal('order', '42'), 'base64url');
    for (let cut = 1; cut < raw.length; cut++) expect(codec.open('order', raw.subarray(0, raw.length - cut).toString('base64url'))).toBeNull();
    expect(codec.open('order', Buffer.concat([raw, Buffer.from([0])]).toString('base64url'))).toBeNull();
  });

  it('rejects another key, another purpose and garbage', () => {
    const t = codec.seal('order', '42');
    expect(createOrderTokenCodec('another-secret-0123456789-abcdefghijklm').open('order', t)).toBeNull();
    expect(codec.open('admin-order', t)).toBeNull();
    expect(codec.open('admin-order', codec.seal('admin-order', '42'))).toMatchObject({ orderId: '42' });
    for (const bad of ['', 'x', '42', 'a'.repeat(60), `${t}=`, t.replace(/.$/, '+'), ' '.repeat(60)]) expect(codec.open('order', bad)).toBeNull();
    expect(codec.open('order', 42 as unknown as string)).toBeNull();
  });

  it('refuses to seal what is not an entity id', () => {
    expect(() => codec.seal('order', '0')).toThrow();
    expect(() => codec.seal('order', '12a')).toThrow();
  });
});
