// The product-loading machine: filters and page size, sorting, the 15 s timeout and the spec's error texts; started
// with filters it loads at once, and it reports the products that arrived.
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, test } from 'vitest';
import type { Envelope } from '../../../common/contract/envelope.schema';
import type { ProductList } from '../../../common/contract/product.schema';
import { productLoadingMachine, PRODUCT_NOT_FOUND, PRODUCT_REQUEST_TIMEOUT_MS, REQUEST_TIMED_OUT, type ProductLoadingInput } from './product-loading.machine';
import { selectError, selectIsLoaded, selectIsLoading, selectProduct } from './product-loading.selectors';
import type { ShopError } from '../shop-error';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An answer as it came, whatever its shape: the machine judges success, emptiness and shape itself. */
const raw = (answer: object): Envelope<ProductList> => answer as Envelope<ProductList>;

function start(answer: () => Promise<Envelope<ProductList>>, input: ProductLoadingInput = {}) {
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
    const answer = async () => ({ success: true, data: { items: [{ sku: 'BAT-1' }] } }) as Envelope<ProductList>;
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
    const { actor, requests } = start(async () =>
      raw({
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
      }),
    );
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
    expect(selectError(actor.getSnapshot())).toEqual(REQUEST_TIMED_OUT);
    expect(selectIsLoaded(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'products.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  test('maps failures to the spec texts', async () => {
    const cases: Array<[() => Promise<Envelope<ProductList>>, ShopError]> = [
      [async () => raw({ success: true, data: { items: [] } }), PRODUCT_NOT_FOUND],
      [async () => raw({ success: false, error: 'Nope' }), { code: 'unknown', text: 'Nope' }],
      [
        async () => raw({ success: false, error: 'The shop is temporarily unavailable. Please try again.' }),
        { code: 'shop.unavailable', text: 'The shop is temporarily unavailable. Please try again.' },
      ],
      [async () => raw({ success: false }), { code: 'response.invalid' }],
      [async () => raw({ success: true }), { code: 'response.invalid' }],
      [() => Promise.reject({ code: 'unknown', status: 502, text: 'Bad Gateway' }), { code: 'unknown', via: 'api', text: 'Bad Gateway' }],
      [() => Promise.reject({ code: 'network', text: 'Failed to fetch' }), { code: 'network', via: 'request', text: 'Failed to fetch' }],
    ];
    for (const [answer, error] of cases) {
      const { actor } = start(answer);
      actor.send({ type: 'products.load', filters: {} });
      await flush();
      expect(selectError(actor.getSnapshot())).toEqual(error);
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
    const { actor, requests } = start(async () => raw({ success: true, data: { items: [{ sku: 'A' }] } }));
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
    expect(selectError(actor.getSnapshot())).toEqual({ code: 'unknown', via: 'request', text: 'actor "loadProducts" not provided' });
  });
});
