// The live loadBundleProduct request: the bundle, then its parts' products for names and pictures.
import { describe, expect, test } from 'vitest';
import type { Envelope } from '../../../common/contract/envelope.schema';
import type { ProductFilters, ProductList } from '../../../common/contract/product.schema';
import { answerOf as answer, eliteBundle, eliteParts } from './configurator.fixtures';
import { createBundleProductLoader } from './configurator.loader';

const input = { sku: 'FOLT Elite', lang: 'de' as const };
const storeClosed: Envelope<ProductList> = { success: false, data: null, error: 'Store is closed' };

function fake(...answers: Array<Envelope<ProductList> | Error>) {
  const calls: ProductFilters[] = [];
  const fetchProducts = async (filters: ProductFilters) => {
    calls.push(filters);
    const next = answers.shift();
    if (next instanceof Error || next === undefined) throw next ?? new Error('no answer');
    return next;
  };
  return { calls, load: createBundleProductLoader(fetchProducts) };
}

describe('bundle product loader', () => {
  test('loads the bundle, then its parts, and answers them together', async () => {
    const { calls, load } = fake(answer([eliteBundle]), answer([...eliteParts, eliteBundle]));
    const result = await load({ input });
    expect(calls[0]).toEqual({ sku: ['FOLT Elite'] });
    expect(calls[1]?.sku).toHaveLength(14);
    expect(result.data?.items.map((item) => item.sku)).toEqual(['FOLT Elite', ...eliteParts.map((part) => part.sku)]);
  });

  test('answers the bundle alone when the parts cannot be loaded', async () => {
    for (const parts of [new Error('Failed to fetch'), storeClosed]) {
      const { load } = fake(answer([eliteBundle]), parts);
      expect((await load({ input })).data?.items).toEqual([eliteBundle]);
    }
  });

  test('passes an unsuccessful or empty first answer on as it is, without a second request', async () => {
    for (const first of [storeClosed, answer([]), answer([{ sku: 'FOLT Elite', type_id: 'simple' }])]) {
      const { calls, load } = fake(first);
      expect(await load({ input })).toBe(first);
      expect(calls).toHaveLength(1);
    }
  });

  test('a request the machine gave up on fails instead of answering', async () => {
    const controller = new AbortController();
    const aborted = new Error('Request aborted');
    const calls: ProductFilters[] = [];
    const load = createBundleProductLoader(async (filters) => {
      calls.push(filters);
      if (calls.length === 1) return answer([eliteBundle]);
      controller.abort();
      throw aborted;
    });
    await expect(load({ input, signal: controller.signal })).rejects.toBe(aborted);
  });
});
