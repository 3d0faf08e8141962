// How a GET /api/magento/products answer (`{ success, data, error }`) is read (spec §8): the one interpretation
// shared by the product-loading machine in the browser and the shop pages' server-rendering loaders. No xstate
// here (not even through ../shared.ts): views import the texts below in their first render.
import type { Product } from '../shop.types.ts';
import { toShopProducts } from './products.ts';

/** The spec's text for an empty result. */
export const NOT_FOUND_MESSAGE = 'Product not found';
/** Spec §8: an unsuccessful answer without a text of its own (the same text as shared.ts INVALID_RESPONSE). */
export const INVALID_RESPONSE_MESSAGE = 'Invalid response format';
export type ProductsAnswerReading =
  | { outcome: 'products'; products: Product[] }
  | { outcome: 'empty'; error: typeof NOT_FOUND_MESSAGE }
  | { outcome: 'unsuccessful'; error: string };

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

/** The answer's own error text when it has one, else 'Invalid response format'. */
export function answerError(answer: unknown): string {
  const envelope = answer as AnswerShape | null | undefined;
  return envelope?.success === false && typeof envelope.error === 'string' && envelope.error ? envelope.error : INVALID_RESPONSE_MESSAGE;
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

/** Unsuccessful → its error; no items → 'Product not found'; otherwise the sorted products. */
export function readProductsAnswer(answer: unknown): ProductsAnswerReading {
  if (isUnsuccessfulAnswer(answer)) return { outcome: 'unsuccessful', error: answerError(answer) };
  if (isEmptyAnswer(answer)) return { outcome: 'empty', error: NOT_FOUND_MESSAGE };
  return { outcome: 'products', products: productsOf(answer) };
}
