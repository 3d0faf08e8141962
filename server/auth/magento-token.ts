// When a Magento user token ends. Magento 2.4.4+ issues admin and customer tokens as JWTs (Magento_JwtUserToken;
// JWS with HS256 by default) whose payload carries `exp`, the moment its ExpirationValidator refuses the token
// (webapi/jwtauth/customer_expiration and admin_expiration, 60 minutes each by default). The session keeps a token
// exactly that long. The claims are read, not verified: they only decide when this server forgets the token, never
// who may do what — Magento checks the signature on every call. A token without a readable `exp` (an encrypted JWE, or
// an older Magento's opaque OAuth token) lives the configured lifetime (MAGENTO_*_TOKEN_HOURS) instead.

/** Longest lifetime believed from a token (Magento's own admin setting stops well below it). */
const MAX_LIFETIME_MS = 720 * 3_600_000;

/** The `exp` claim in ms since the epoch, or null when the token is no JWS with an integer `exp`. */
export function tokenExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[\w-]+$/.test(parts[1]!)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as unknown;
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isInteger(exp) && exp > 0 ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * When the session part holding `token` ends: at the token's own `exp` when it has a believable one (in the future,
 * within 30 days), else `fallbackLifetimeMs` from now.
 */
export function sessionPartExpiry(token: string, now: number, fallbackLifetimeMs: number): number {
  const exp = tokenExpiry(token);
  return exp !== null && exp > now && exp <= now + MAX_LIFETIME_MS ? exp : now + fallbackLifetimeMs;
}
