// The visitor's address for rate limits and the database: IPv4-mapped addresses unwrapped, IPv6 per /64, a keyed
// hash that differs per secret and never contains the address.
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { clientIp, createIpHasher, rateLimitSubject } from './client-ip';

const req = (ip: string | undefined) => ({ ip, socket: { remoteAddress: '10.0.0.1' } }) as unknown as Request;

describe('client ip', () => {
  it('unwraps IPv4-mapped IPv6 addresses and falls back to the socket', () => {
    expect(clientIp(req('::ffff:192.0.2.10'))).toBe('192.0.2.10');
    expect(clientIp(req('2001:db8::1'))).toBe('2001:db8::1');
    expect(clientIp(req(undefined))).toBe('10.0.0.1');
  });

  it('counts an IPv6 visitor per /64 network, an IPv4 visitor per address', () => {
    expect(rateLimitSubject('192.0.2.10')).toBe('192.0.2.10');
    expect(rateLimitSubject('2001:db8:1:2::1')).toBe('2001:0db8:0001:0002::/64');
    expect(rateLimitSubject('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:0db8:0001:0002::/64');
    expect(rateLimitSubject('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(rateLimitSubject('::1')).toBe('0000:0000:0000:0000::/64');
    expect(rateLimitSubject('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
  });

  it('hashes with a key: stable per secret, different across secrets, no trace of the address', () => {
    const a = createIpHasher('secret-a');
    const b = createIpHasher('secret-b');
    expect(a('192.0.2.10')).toBe(a('192.0.2.10'));
    expect(a('192.0.2.10')).not.toBe(a('192.0.2.11'));
    expect(a('192.0.2.10')).not.toBe(b('192.0.2.10'));
    expect(a('192.0.2.10')).toMatch(/^[\w-]{22}$/);
  });
});
