// The product-loading machine: filters and page size, sorting, the 15 s timeout and the spec's error texts; started
// with filters it loads at once, and it reports the products that arrived.
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, test } from 'vitest';
import type { ApiEnvelope, ProductList } from '../shop.types.ts';
import { productLoadingMachine, PRODUCT_REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE, type ProductLoadingInput } from './product-loading.machine.ts';
import { selectError, selectIsLoaded, selectIsLoading, selectProduct } from './product-loading.selectors.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(answer: () => Promise<ApiEnvelope<ProductList>>, input: ProductLoadingInput = {}) {
  const clock = new SimulatedClock();
  const requests: unknown[] = [];
  const loaded: string[][] = [];
  const machine = productLoadingMachine.provide({
    actors: {
      loadProducts: fromPromise(async ({ input: request }) => {
        requests.push(request);
        return answer();
      }),
    },
    actions: { notifyLoaded: (_, params) => loaded.push(params.products.map((product) => product.sku)) },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, requests, loaded };
}

describe('product-loading machine', () => {
  test('started with filters it loads at once and reports the products; without, it waits for products.load', async () => {
    const answer = async () => ({ success: true, data: { items: [{ sku: 'BAT-1' }] } }) as ApiEnvelope<ProductList>;
    const waiting = start(answer);
    await flush();
    expect(waiting.requests).toEqual([]);
    expect(waiting.actor.getSnapshot().value).toBe('idle');
    const { actor, requests, loaded } = start(answer, { filters: { sku: ['BAT-1'] }, pageSize: 48 });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await flush();
    expect(requests).toEqual([{ filters: { sku: ['BAT-1'] }, pageSize: 48 }]);
    expect(loaded).toEqual([['BAT-1']]);
  });

  test('loads products by filters, sorted by sort_order, with derived fields', async () => {
    const { actor, requests } = start(async () => ({
      success: true,
      data: {
        items: [
          {
            sku: 'B',
            custom_attributes: [
              { attribute_code: 'sort_order', value: '5' },
              { attribute_code: 'url_key', value: 'b' },
            ],
            product_links: [{ sku: 'B', link_type: 'related', linked_product_sku: 'A' }],
            media_gallery_entries: [{ media_type: 'image', file: '/b/b.jpg' }],
          },
          { sku: 'A', custom_attributes: [{ attribute_code: 'sort_order', value: '1' }] },
        ],
      },
    }));
    actor.send({ type: 'products.load', filters: { sku: ['A', 'B'] } });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectIsLoaded(actor.getSnapshot())).toBe(false);
    await flush();
    expect(requests).toEqual([{ filters: { sku: ['A', 'B'] } }]);
    expect(actor.getSnapshot().value).toBe('success');
    expect(selectIsLoaded(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.products.map((p) => p.sku)).toEqual(['A', 'B']);
    const second = actor.getSnapshot().context.products[1]!;
    expect(second.image_src).toBe('/b/b.jpg');
    expect(second.related_product_skus).toEqual(['A']);
    expect(selectProduct(actor.getSnapshot())?.sku).toBe('A');
  });

  test('times out after 15 s with the spec text and can retry', async () => {
    const { actor, clock } = start(() => new Promise(() => {}));
    actor.send({ type: 'products.load', filters: { url_key: ['x'] } });
    clock.increment(PRODUCT_REQUEST_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(1);
    expect(selectError(actor.getSnapshot())).toBe(TIMEOUT_MESSAGE);
    expect(selectIsLoaded(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'products.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  test('maps failures to the spec texts', async () => {
    const cases: Array<[() => Promise<ApiEnvelope<ProductList>>, string]> = [
      [async () => ({ success: true, data: { items: [] } }), 'Product not found'],
      [async () => ({ success: false, error: 'Nope' }), 'Nope'],
      [async () => ({ success: false }), 'Invalid response format'],
      [async () => ({ success: true }), 'Invalid response format'],
      [() => Promise.reject({ message: 'Bad Gateway', status: 502 }), 'API error: Bad Gateway'],
      [() => Promise.reject(new TypeError('Failed to fetch')), 'Request failed: Failed to fetch'],
    ];
    for (const [answer, message] of cases) {
      const { actor } = start(answer);
      actor.send({ type: 'products.load', filters: {} });
      await flush();
      expect(selectError(actor.getSnapshot())).toBe(message);
    }
  });

  test('a new load while loading replaces the running request', async () => {
    const { actor, requests } = start(() => new Promise(() => {}));
    actor.send({ type: 'products.load', filters: { sku: ['A'] } });
    actor.send({ type: 'products.load', filters: { sku: ['B'] } });
    await flush();
    expect(requests).toEqual([{ filters: { sku: ['A'] } }, { filters: { sku: ['B'] } }]);
    expect(actor.getSnapshot().context.filters).toEqual({ sku: ['B'] });
  });

  test('a page size travels with the load and is forgotten by the next load without one', async () => {
    const { actor, requests } = start(async () => ({ success: true, data: { items: [{ sku: 'A' }] } }));
    actor.send({ type: 'products.load', filters: { category_id: ['11', '12'] }, pageSize: 200 });
    await flush();
    actor.send({ type: 'products.retry' });
    actor.send({ type: 'products.load', filters: { url_key: ['a'] } });
    await flush();
    expect(requests).toEqual([{ filters: { category_id: ['11', '12'] }, pageSize: 200 }, { filters: { url_key: ['a'] } }]);
  });

  test('the unprovided actor fails loudly', async () => {
    const actor = createActor(productLoadingMachine, { input: {} }).start();
    actor.send({ type: 'products.load', filters: {} });
    await flush();
    expect(selectError(actor.getSnapshot())).toBe('Request failed: actor "loadProducts" not provided');
  });
});
