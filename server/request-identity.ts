// What every response gets for itself, whichever path sends it (Express in app.ts, or a stored page from the raw http
// server in cache/page-fast-path.ts): a request id (the caller's when it is a plausible one) and a CSP nonce.
import { randomBytes, randomUUID } from 'node:crypto';

/** The caller's X-Request-Id when it is 8–64 word characters or dashes, else a new one (a log line must not be forged). */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

/** A fresh nonce for one response's Content-Security-Policy and the page's own scripts. */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}
