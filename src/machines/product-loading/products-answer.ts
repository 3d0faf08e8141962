// How a GET /api/magento/products answer (`{ success, data, error }`) is read (spec §8): the one interpretation
// shared by the product-loading machine in the browser and the shop pages' server-rendering loaders. No xstate
// here (not even through ../shared.ts): the shop pages' loaders run it while rendering.
import { errorCodeOf } from '../../../common/contract/error-codes';
import type { Product } from '../../../common/contract/product.schema';
import type { ShopError } from '../shop-error';
import { toShopProducts } from './products';

/** Spec §8: an empty result ('Product not found'). */
export const PRODUCT_NOT_FOUND: ShopError = { code: 'product.not-found' };
export type ProductsAnswerReading =
  { outcome: 'products'; products: Product[] } | { outcome: 'empty'; error: ShopError } | { outcome: 'unsuccessful'; error: ShopError };

interface AnswerShape {
  success?: unknown;
  data?: { items?: unknown } | null;
  error?: unknown;
}

/** Whether the answer is not a successful envelope with a list of items. */
export function isUnsuccessfulAnswer(answer: unknown): boolean {
  const envelope = answer as AnswerShape | null | undefined;
  return !envelope?.success || !Array.isArray(envelope.data?.items);
}

/** The answer's own error (its text's code) when it has one, else 'Invalid response format'. */
export function answerError(answer: unknown): ShopError {
  const envelope = answer as AnswerShape | null | undefined;
  const text = envelope?.success === false && typeof envelope.error === 'string' ? envelope.error : '';
  return text ? { code: errorCodeOf(text), text } : { code: 'response.invalid' };
}

function itemsOf(answer: unknown): Product[] {
  const items = (answer as AnswerShape | null | undefined)?.data?.items;
  return Array.isArray(items) ? (items as Product[]) : [];
}

export function isEmptyAnswer(answer: unknown): boolean {
  return itemsOf(answer).length === 0;
}

/** The products of an answer, with derived fields and sorted by sort_order. */
export function productsOf(answer: unknown): Product[] {
  return toShopProducts(itemsOf(answer));
}

/** Unsuccessful → its error; no items → PRODUCT_NOT_FOUND; otherwise the sorted products. */
export function readProductsAnswer(answer: unknown): ProductsAnswerReading {
  if (isUnsuccessfulAnswer(answer)) return { outcome: 'unsuccessful', error: answerError(answer) };
  if (isEmptyAnswer(answer)) return { outcome: 'empty', error: PRODUCT_NOT_FOUND };
  return { outcome: 'products', products: productsOf(answer) };
}
