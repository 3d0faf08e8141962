// The session-bound calls of the browser on the one ky client: the request helper every account and back-office
// call goes through (X-CSRF-Token on writes, the { success, data, error } envelope, HTTP answers turned into a
// RequestFailure the machines decide on), the customer and admin login/logout, and the customer's own orders.
import { HTTPError, TimeoutError } from 'ky';
import { errorCodeOf, SERVER_ERROR_TEXT } from '../../../common/contract/error-codes';
import type { AccountRole, RequestFailure, RequestFailureKind } from '../../machines/admin-common/request-failure';
import type { CustomerOrderDetail, CustomerOrderSummary, Page } from '../../machines/admin-common/admin.types';
import { api } from './client';
import { csrfToken, forgetRole, refreshSession } from './session';
import { num, obj, readAddress, readComments, readLines, readPage, readTotals, str } from '../../machines/admin-common/answer-reading';
import type { Lang } from '../../locales/paths';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const WRITES: ReadonlySet<Method> = new Set(['post', 'put', 'patch', 'delete']);

export interface CallOptions {
  search?: Record<string, string | number | undefined>;
  json?: unknown;
  signal?: AbortSignal;
  /** Whose session the call needs: a 401 then means "log in as this role" (login calls leave it out). */
  role?: AccountRole;
}

interface Envelope {
  success?: unknown;
  data?: unknown;
  error?: unknown;
}

function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

const byStatus: Record<number, RequestFailureKind> = {
  400: 'invalid',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'invalid',
  415: 'invalid',
  422: 'invalid',
  423: 'locked',
  429: 'rate-limited',
};

/** An HTTP error answer as a RequestFailure; `role` decides what a plain 401 means. */
export function failureOfAnswer(status: number, body: unknown, headers: Headers, role: AccountRole | undefined): RequestFailure {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as Envelope;
  const text = typeof envelope.error === 'string' ? envelope.error : '';
  const code = text ? errorCodeOf(text) : null;
  const data = (typeof envelope.data === 'object' && envelope.data !== null ? envelope.data : {}) as { login?: unknown; otpRequired?: unknown };
  const retry = retryAfterOf({ headers } as Response);
  const withRetry = (failure: RequestFailure): RequestFailure => (retry === undefined ? failure : { ...failure, retryAfterSeconds: retry });
  if (status === 401) {
    if (data.login === 'customer' || data.login === 'admin') return { kind: 'login-required', code, text, status, login: data.login };
    if (data.otpRequired === true) return { kind: 'otp-required', code, text, status };
    if (role) return { kind: 'login-required', code, text, status, login: role };
    if (code === 'login.otp-wrong') return { kind: 'wrong-otp', code, text, status };
    return { kind: 'wrong-credentials', code, text, status };
  }
  const kind = byStatus[status] ?? 'server';
  return withRetry({ kind, code, text, status });
}

function failureOf(error: unknown, role: AccountRole | undefined): RequestFailure {
  // ky 2 has read the body already (error.data); the response's own body can no longer be read.
  if (error instanceof HTTPError) return failureOfAnswer(error.response.status, error.data ?? null, error.response.headers, role);
  if (error instanceof TimeoutError) return { kind: 'network', code: 'request.timeout', text: SERVER_ERROR_TEXT['request.timeout'] };
  if (error instanceof Error && error.name === 'AbortError') return { kind: 'network', code: 'request.aborted', text: 'Request aborted' };
  return { kind: 'network', code: 'network', text: 'Failed to fetch' };
}

async function send(method: Method, path: string, options: CallOptions, csrf: string | null): Promise<Envelope> {
  const search = Object.fromEntries(
    Object.entries(options.search ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''),
  );
  return api(path, {
    method,
    searchParams: search,
    cache: 'no-store',
    headers: csrf ? { 'X-CSRF-Token': csrf } : {},
    ...(options.json !== undefined ? { json: options.json } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  }).json<Envelope>();
}

/**
 * One call: the envelope's data, or a thrown RequestFailure. A write refused with 403 gets one more try with a
 * fresh CSRF value (the session may have been renewed by a login in another tab); the server refused it before
 * doing anything, so the retry cannot double an effect.
 */
export async function call<T>(method: Method, path: string, options: CallOptions = {}): Promise<T> {
  const isWrite = WRITES.has(method);
  let answer: Envelope;
  try {
    answer = await send(method, path, options, isWrite ? await csrfToken() : null);
  } catch (error) {
    let failure = failureOf(error, options.role);
    if (isWrite && failure.kind === 'forbidden') {
      try {
        answer = await send(method, path, options, (await refreshSession()).csrf);
        return dataOf<T>(answer);
      } catch (again) {
        failure = failureOf(again, options.role);
      }
    }
    if (failure.kind === 'login-required') forgetRole(failure.login ?? options.role ?? 'customer');
    throw failure;
  }
  return dataOf<T>(answer);
}

function dataOf<T>(answer: Envelope): T {
  if (!answer || answer.success !== true) {
    const text = typeof answer?.error === 'string' ? answer.error : SERVER_ERROR_TEXT['response.invalid'];
    throw { kind: 'server', code: text ? errorCodeOf(text) : null, text } satisfies RequestFailure;
  }
  return answer.data as T;
}

// ---- Login and logout ----

export interface LoginCredentials {
  /** The customer's e-mail address or the admin's username. */
  identifier: string;
  password: string;
  otp?: string;
}

/** What a customer's login or registration made of the browser's cart (server/auth/cart-merge.ts). */
export interface CartSwitch {
  /** The cart id the browser holds from now on (`mine`: the customer's Magento cart). */
  cartId: string;
  /** Lines of the guest cart that could not move into the customer's cart (they stay in the guest cart). */
  leftBehind: { name: string; qty: number }[];
}

/** The login answer's `cart`, or null when there is none (an admin, or Magento gave the customer no cart). */
export function cartSwitchOf(value: unknown): CartSwitch | null {
  const cart = obj(value);
  const cartId = str(cart.cartId);
  if (!cartId) return null;
  const leftBehind = Array.isArray(cart.leftBehind) ? cart.leftBehind.map((line) => ({ name: str(obj(line).name), qty: num(obj(line).qty) ?? 0 })) : [];
  return { cartId, leftBehind };
}

export interface LoginResult {
  displayName: string;
  cart: CartSwitch | null;
}

export interface AuthApi {
  login(role: AccountRole, credentials: LoginCredentials, signal?: AbortSignal): Promise<LoginResult>;
  /**
   * Ends this browser's session part. `everywhere` (customers) also revokes every token of the account at Magento,
   * which logs the customer out in every other browser and app too; it fails when that could not be done.
   */
  logout(role: AccountRole, options?: { everywhere?: boolean }): Promise<void>;
}

/** `locale`: the page's language, the store view a customer's guest cart is merged in at the login. */
export function createAuthApi(locale?: Lang): AuthApi {
  return {
    async login(role, { identifier, password, otp }, signal) {
      const body =
        role === 'customer'
          ? { email: identifier.trim(), password, ...(locale ? { locale } : {}) }
          : { username: identifier.trim(), password, ...(otp ? { otp: otp.replace(/\s+/g, '') } : {}) };
      const data = obj(await call<unknown>('post', `auth/${role}/login`, { json: body, ...(signal ? { signal } : {}) }));
      // A login renews the session (and its CSRF value): ask for the new one before the next write.
      await refreshSession().catch(() => undefined);
      const who = obj(data[role]);
      return { displayName: str(role === 'customer' ? who.name : who.username) || identifier.trim(), cart: cartSwitchOf(data.cart) };
    },
    async logout(role, { everywhere = false } = {}) {
      try {
        await call('post', `auth/${role}/logout`, everywhere ? { json: { everywhere: true } } : {});
      } finally {
        forgetRole(role);
        await refreshSession().catch(() => undefined);
      }
    },
  };
}

// ---- The customer's own orders ----

export interface CustomerApi {
  orders(page: number, signal?: AbortSignal): Promise<Page<CustomerOrderSummary>>;
  order(orderToken: string, signal?: AbortSignal): Promise<CustomerOrderDetail>;
}

export const CUSTOMER_ORDERS_PAGE_SIZE = 10;

function readSummary(value: unknown): CustomerOrderSummary {
  const row = obj(value);
  return {
    orderToken: str(row.orderToken ?? row.order_token ?? row.token),
    number: str(row.number ?? row.increment_id),
    date: str(row.date ?? row.created_at) || null,
    status: str(row.status),
    total: num(row.total ?? row.grand_total),
  };
}

export function readCustomerOrder(value: unknown): CustomerOrderDetail {
  const order = obj(value);
  const payment = obj(order.paymentMethod ?? order.payment_method ?? order.payment);
  const paymentCode =
    typeof (order.paymentMethod ?? order.payment_method) === 'string' ? str(order.paymentMethod ?? order.payment_method) : str(payment.code ?? payment.method);
  return {
    number: str(order.number ?? order.increment_id),
    date: str(order.date ?? order.created_at) || null,
    status: str(order.status),
    lines: readLines(order.items ?? order.lines),
    totals: readTotals(order.totals ?? order),
    billingAddress: readAddress(order.billingAddress ?? order.billing_address),
    paymentMethod: paymentCode ? { code: paymentCode, title: str(payment.title) || null } : null,
    comments: readComments(order.comments ?? order.status_histories ?? order.history),
  };
}

/** The customer's orders in the page's language (product and option names come from that store view). */
export function createCustomerApi(lang: () => string): CustomerApi {
  return {
    async orders(page, signal) {
      const data = await call<unknown>('get', 'customer/orders', {
        search: { page, pageSize: CUSTOMER_ORDERS_PAGE_SIZE, locale: lang() },
        role: 'customer',
        ...(signal ? { signal } : {}),
      });
      return readPage(data, readSummary, page, CUSTOMER_ORDERS_PAGE_SIZE);
    },
    async order(orderToken, signal) {
      return readCustomerOrder(
        await call<unknown>('get', `customer/orders/${encodeURIComponent(orderToken)}`, {
          search: { locale: lang() },
          role: 'customer',
          ...(signal ? { signal } : {}),
        }),
      );
    },
  };
}
