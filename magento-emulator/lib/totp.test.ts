// TOTP against the RFC 6238 appendix B vectors (SHA-1, the ASCII key "12345678901234567890") and the drift window.
import { describe, expect, it } from 'vitest';
import { base32Decode, hotp, totp, verifyTotp } from './totp';

// "12345678901234567890" in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totp', () => {
  it('decodes base32 with any case, spaces and padding', () => {
    expect(base32Decode(RFC_SECRET).toString('ascii')).toBe('12345678901234567890');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq==').toString('ascii')).toBe('12345678901234567890');
    expect(() => base32Decode('not-base32!')).toThrow();
  });

  it('matches the RFC 6238 SHA-1 test vectors (last six digits)', () => {
    const vectors: Array<[number, string]> = [
      [59, '94287082'],
      [1_111_111_109, '07081804'],
      [1_111_111_111, '14050471'],
      [1_234_567_890, '89005924'],
      [2_000_000_000, '69279037'],
      [20_000_000_000, '65353130'],
    ];
    for (const [seconds, eight] of vectors) expect(totp(RFC_SECRET, seconds * 1000)).toBe(eight.slice(-6));
    expect(hotp(base32Decode(RFC_SECRET), 1)).toBe('287082');
  });

  it('accepts the neighbouring steps only', () => {
    const now = 1_700_000_000_000;
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now - 30_000), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now + 30_000), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now - 90_000), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, '12345', now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, 'abcdef', now)).toBe(false);
  });
});
