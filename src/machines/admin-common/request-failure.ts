// Why a call of the account or back-office API failed, as the machines decide on it and the views word it. The
// API layer (src/lib/api/account-api.ts) turns every HTTP answer into one of these; `message` is the server's
// English text (translated by the view), so nothing here depends on ky or the browser.
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
  /** The server's English error text ('' when it sent none). */
  readonly message: string;
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
  return typeof value === 'object' && value !== null && KINDS.includes((value as RequestFailure).kind) && typeof (value as RequestFailure).message === 'string';
}

/** Anything a fake or a bug throws becomes a server failure, so machines always hold a RequestFailure. */
export function toRequestFailure(value: unknown): RequestFailure {
  if (isRequestFailure(value)) return value;
  return { kind: 'server', message: value instanceof Error ? value.message : '' };
}

export function isLoginRequired(value: unknown): boolean {
  return isRequestFailure(value) && value.kind === 'login-required';
}
