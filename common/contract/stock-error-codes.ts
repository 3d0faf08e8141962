// The stock refusals among the error codes (error-codes.ts), in a module of their own: the shop's views word them on
// pages whose first render must not carry the table of every server text (docs/decisions/037-first-render-javascript.md).
import type { ErrorCode } from './error-codes';

/** Stock refusals: the shopper's situation, not a failure of the server, so their words stand without "API error:". */
export const STOCK_ERROR_CODES: ReadonlySet<ErrorCode> = new Set([
  'cart.qty-not-available',
  'cart.product-not-available',
  'cart.option-not-available',
  'order.stock-changed',
]);
