// The browser-facing answer shape `{ success, data, error }`, the fixed English error texts the browser translates,
// and the one mapping from any failure (Magento, network, validation, conflicts) to a status and a shopper-safe text.
import type { Response } from 'express';
import type { Logger } from 'pino';
import type { Envelope } from '../../common/contract/envelope.schema';
import { SERVER_ERROR_TEXT } from '../../common/contract/error-codes';
import { fillPlaceholders } from '../magento/magento-message';
import { UnsafePathParameter } from '../magento/magento.client';
import { UpstreamError } from '../magento/upstream-error';
import { PlaceOrderConflict } from '../security/place-order-claim';

/**
 * Every text the API can put in `error`, besides Magento's own (filled-in) messages for 4xx answers: the contract's
 * texts (common/contract/error-codes.ts, where the browser finds the code of each) under the names the routes use.
 */
export const ErrorText = {
  timeout: SERVER_ERROR_TEXT['request.timeout'],
  invalidFormat: SERVER_ERROR_TEXT['response.invalid'],
  unavailable: SERVER_ERROR_TEXT['shop.unavailable'],
  upstreamFailed: SERVER_ERROR_TEXT['request.failed'],
  invalidRequest: SERVER_ERROR_TEXT['request.invalid'],
  unsupportedMediaType: SERVER_ERROR_TEXT['request.unsupported-media-type'],
  tooLarge: SERVER_ERROR_TEXT['request.too-large'],
  crossSite: SERVER_ERROR_TEXT['request.cross-site'],
  notFound: SERVER_ERROR_TEXT['not-found'],
  cartNotFound: SERVER_ERROR_TEXT['cart.not-found'],
  cartAlreadyOrdered: SERVER_ERROR_TEXT['cart.already-ordered'],
  cartItemNotFound: SERVER_ERROR_TEXT['cart.item-not-found'],
  cartEmpty: SERVER_ERROR_TEXT['cart.empty'],
  couponRejected: SERVER_ERROR_TEXT['coupon.rejected'],
  orderNotFound: SERVER_ERROR_TEXT['order.not-found'],
  commentsFetchFailed: SERVER_ERROR_TEXT['order.comments-failed'],
  commentSubmitFailed: SERVER_ERROR_TEXT['order.comment-failed'],
  cartChanged: SERVER_ERROR_TEXT['order.cart-changed'],
  orderInProgress: SERVER_ERROR_TEXT['order.in-progress'],
  noShippingMethod: SERVER_ERROR_TEXT['checkout.no-shipping-method'],
  paymentStartFailed: SERVER_ERROR_TEXT['payment.start-failed'],
  paymentNotFound: SERVER_ERROR_TEXT['payment.not-found'],
  internal: SERVER_ERROR_TEXT.internal,
} as const;

export const NO_STORE = 'no-store';
/** Catalogue: shared caches (CDN) may keep it a minute, serve it stale while refreshing, and when we are down. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300, stale-if-error=86400';
export const REFERENCE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
export const CONFIG_CACHE_CONTROL = 'public, max-age=300';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(text);
    this.name = 'ApiError';
  }
}

export function sendData<T>(res: Response, data: T, cacheControl: string = NO_STORE): void {
  res.setHeader('Cache-Control', cacheControl);
  res.status(200).json({ success: true, data, error: null } satisfies Envelope<T>);
}

export function sendError(res: Response, status: number, text: string): void {
  res.setHeader('Cache-Control', NO_STORE);
  res.status(status).json({ success: false, data: null, error: text } satisfies Envelope<never>);
}

/** Per-route translation of Magento 4xx answers; return undefined to fall back to the generic mapping. */
export type MagentoErrorMapper = (err: UpstreamError) => ApiError | undefined;

const CART_NOT_FOUND = 'No such entity with %fieldName = %fieldValue';

export function isCartNotFound(err: UpstreamError): boolean {
  const params = err.body?.parameters;
  return (
    err.status === 404 &&
    err.magentoMessage === CART_NOT_FOUND &&
    !!params &&
    !Array.isArray(params) &&
    /^(cart_?id|masked_?id|quote_?id)$/i.test(String((params as Record<string, unknown>).fieldName ?? ''))
  );
}

/** Fills Magento's placeholders but drops values that are internal ids (quote ids, entity ids). */
export function shopperSafeMagentoText(err: UpstreamError): string {
  const body = err.body;
  if (!body) return ErrorText.upstreamFailed;
  let params = body.parameters;
  if (params && !Array.isArray(params)) {
    const p = { ...(params as Record<string, unknown>) };
    if (/id$/i.test(String(p.fieldName ?? ''))) p.fieldValue = '';
    params = p;
  }
  const text = fillPlaceholders(body.message, params).slice(0, 300);
  return text || ErrorText.upstreamFailed;
}

/**
 * An error that Express, its router or the body parser raised with a 4xx status (http-errors: a malformed
 * percent-escape in a path parameter, a body that is not the gzip its Content-Encoding says, an unknown encoding):
 * the client's mistake, answered with that status and a fixed text. Null for anything else.
 */
export function clientErrorOf(err: unknown): ApiError | null {
  const status = (err as { status?: unknown; statusCode?: unknown } | null)?.status ?? (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 499) return null;
  if (status === 404) return new ApiError(404, ErrorText.notFound);
  if (status === 413) return new ApiError(413, ErrorText.tooLarge);
  if (status === 415) return new ApiError(415, ErrorText.unsupportedMediaType);
  return new ApiError(status, ErrorText.invalidRequest);
}

/** The generic mapping; `mapper` gets the first say on Magento 4xx answers and GraphQL errors. */
export function toApiError(err: unknown, mapper?: MagentoErrorMapper): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof PlaceOrderConflict) {
    return new ApiError(409, err.reason === 'changed' ? ErrorText.cartChanged : ErrorText.orderInProgress);
  }
  // A '.' or '..' (however encoded) where Magento expects an id, code or SKU: the caller's input, and nothing was sent.
  if (err instanceof UnsafePathParameter) return new ApiError(400, ErrorText.invalidRequest);
  if (!(err instanceof UpstreamError)) return new ApiError(500, ErrorText.internal);
  switch (err.failure) {
    case 'timeout':
      return new ApiError(504, ErrorText.timeout);
    case 'network':
      return new ApiError(503, ErrorText.unavailable);
    case 'format':
      return new ApiError(502, ErrorText.invalidFormat);
    case 'graphql':
      return mapper?.(err) ?? new ApiError(502, ErrorText.upstreamFailed);
    case 'http':
      break;
  }
  const status = err.status ?? 502;
  if (status === 503) return new ApiError(503, ErrorText.unavailable);
  if (status >= 500) return new ApiError(502, ErrorText.upstreamFailed);
  // 401/403 mean our server-side token is wrong or lacks a permission: not the shopper's doing.
  if (status === 401 || status === 403) return new ApiError(502, ErrorText.upstreamFailed);
  if (!err.body) return new ApiError(502, ErrorText.invalidFormat);
  const mapped = mapper?.(err);
  if (mapped) return mapped;
  if (isCartNotFound(err)) return new ApiError(404, ErrorText.cartNotFound);
  const msg = err.magentoMessage ?? '';
  if (msg === 'Request does not match any route.') return new ApiError(502, ErrorText.upstreamFailed);
  if (/Cart doesn't contain the %2 item/.test(msg)) return new ApiError(404, ErrorText.cartItemNotFound);
  if (/Cart doesn't contain products/.test(msg)) return new ApiError(400, ErrorText.cartEmpty);
  return new ApiError(status === 404 ? 404 : 400, shopperSafeMagentoText(err));
}

/** Sends the mapped error and logs it without ids, tokens or personal data. */
export function sendFailure(
  res: Response,
  log: Logger,
  route: string,
  err: unknown,
  mapper?: MagentoErrorMapper,
  /** Replaces the text of every failure except invalid input and timeouts (spec §8's per-call texts). */
  failureText?: string,
): void {
  let apiErr = toApiError(err, mapper);
  if (failureText && apiErr.text !== ErrorText.timeout && !apiErr.text.startsWith(ErrorText.invalidRequest)) {
    apiErr = new ApiError(apiErr.status, failureText);
  }
  const fields: Record<string, unknown> = { route, status: apiErr.status };
  if (err instanceof UpstreamError) {
    fields.upstream = err.label;
    fields.failure = err.failure;
    if (err.status) fields.upstreamStatus = err.status;
    if (err.magentoMessage) fields.magentoMessage = err.magentoMessage; // the template, parameters stay out
  } else if (err instanceof UnsafePathParameter) {
    fields.refused = err.label;
  } else if (!(err instanceof ApiError) && !(err instanceof PlaceOrderConflict)) {
    fields.err = err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err);
  }
  if (apiErr.status >= 500) log.error(fields, 'api call failed');
  else log.info(fields, 'api call refused');
  sendError(res, apiErr.status, apiErr.text);
}
