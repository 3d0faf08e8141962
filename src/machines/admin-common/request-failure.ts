// Why a call of the account or back-office API failed, as the machines decide on it and the views word it. The
// API layer (src/lib/api/account-api.ts) turns every HTTP answer into one of these: a kind to decide on and the code
// of the server's text (common/contract/error-codes.ts) for the view's words, so nothing here depends on ky or the
// browser.
import type { ErrorCode } from '../../../common/contract/error-codes';

export type AccountRole = 'customer' | 'admin';

export type RequestFailureKind =
  /** No (or an expired) session: the page goes to its login page and comes back. */
  | 'login-required'
  /** Login only: wrong e-mail address / username or password. */
  | 'wrong-credentials'
  /** Admin login only: the back end wants the authenticator code. */
  | 'otp-required'
  /** Admin login only: the authenticator code was wrong. */
  | 'wrong-otp'
  | 'locked'
  | 'rate-limited'
  | 'forbidden'
  | 'invalid'
  | 'not-found'
  | 'conflict'
  | 'network'
  | 'server';

export interface RequestFailure {
  readonly kind: RequestFailureKind;
  /** The code of the server's error text; null when it sent none (the view then words the kind). */
  readonly code: ErrorCode | null;
  /** The server's English error text as it came ('' when it sent none): for logs, and shown for a code 'unknown'. */
  readonly text: string;
  readonly status?: number;
  /** Which login page a 'login-required' failure leads to. */
  readonly login?: AccountRole;
  readonly retryAfterSeconds?: number;
}

const KINDS: readonly RequestFailureKind[] = [
  'login-required',
  'wrong-credentials',
  'otp-required',
  'wrong-otp',
  'locked',
  'rate-limited',
  'forbidden',
  'invalid',
  'not-found',
  'conflict',
  'network',
  'server',
];

export function isRequestFailure(value: unknown): value is RequestFailure {
  return typeof value === 'object' && value !== null && KINDS.includes((value as RequestFailure).kind) && typeof (value as RequestFailure).text === 'string';
}

/** Anything a fake or a bug throws becomes a server failure, so machines always hold a RequestFailure. */
export function toRequestFailure(value: unknown): RequestFailure {
  if (isRequestFailure(value)) return value;
  const text = value instanceof Error ? value.message : '';
  return { kind: 'server', code: text ? 'unknown' : null, text };
}

export function isLoginRequired(value: unknown): boolean {
  return isRequestFailure(value) && value.kind === 'login-required';
}
