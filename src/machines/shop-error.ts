// Why a shop request or step failed, as the shop machines hold it and the views word it (src/views/shop/shop-text.ts):
// a code of the contract (common/contract/error-codes.ts), never an English sentence.
import type { ErrorCode } from '../../common/contract/error-codes';

/** What an injected request actor rejects with; src/lib/api/errors.ts makes them from every failed call. */
export interface RequestFailure {
  readonly code: ErrorCode;
  /** The HTTP status when the server answered with an error status; absent when the request itself failed. */
  readonly status?: number;
  /** The text as it came (the server's, Magento's, the browser's): for logs, and shown for a code 'unknown'. */
  readonly text: string;
  /** The error answer's `data`, when it carried some (a refused coupon's reason). */
  readonly data?: unknown;
}

export interface ShopError {
  readonly code: ErrorCode;
  /**
   * How a failed request is worded (spec §8): 'api' when the server answered with an error status ('API error: …'),
   * 'request' when the request itself failed ('Request failed: …'); absent for what a machine found itself.
   */
  readonly via?: 'api' | 'request';
  /** The text as it came, for logs, and shown for a code 'unknown'. */
  readonly text?: string;
}

export function isRequestFailure(value: unknown): value is RequestFailure {
  return (
    typeof value === 'object' && value !== null && typeof (value as RequestFailure).code === 'string' && typeof (value as RequestFailure).text === 'string'
  );
}

/** The error of a failed request; anything else a fake or a bug throws is an 'unknown' request failure with its message. */
export function requestError(error: unknown): ShopError {
  if (!isRequestFailure(error)) return { code: 'unknown', via: 'request', text: error instanceof Error ? error.message : String(error) };
  return { code: error.code, via: typeof error.status === 'number' ? 'api' : 'request', text: error.text };
}
