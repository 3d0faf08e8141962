// The shop API reads every answer once, against the contract (common/contract): an answer as the server sends it
// comes through, a shape that drifted is an 'Invalid response format' failure with the difference logged (never an
// undefined in a view), and failed calls become error codes with the text kept.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cart as cartOf, cartItem, totals } from '../../machines/contract.fixtures';

const answers: Array<(url: URL) => Response> = [];
const asked: string[] = [];

vi.mock('./client', async () => {
  const { default: ky } = await import('ky');
  // ky hands its fetch the Request it built.
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    asked.push(`${request.method} ${url.pathname}`);
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer(url);
  };
  return { api: ky.create({ prefix: 'https://shop.test/api/', retry: 0, timeout: 1000, fetch }) };
});

const { createShopApi } = await import('./shop-api');
const shop = createShopApi(() => 'nl');
const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { success: true, data, error: null });

afterEach(() => {
  answers.length = 0;
  asked.length = 0;
  vi.restoreAllMocks();
});

describe('answers as the contract says', () => {
  test('a cart and its totals come through as the server sent them', async () => {
    const cart = cartOf({
      cartId: 'c1',
      items: [cartItem({ item_id: 7, sku: 'FOLT-LOCK-FOLD', qty: 2, name: 'Vouwslot', price: 79.95, product_type: 'simple' })],
    });
    answers.push(ok(cart), ok(totals({ grand_total: 159.9 })));
    expect(await shop.loadCart('c1')).toEqual({ cart, totals: totals({ grand_total: 159.9 }) });
    expect(asked).toEqual(['GET /api/magento/cart', 'GET /api/magento/cart/totals']);
  });

  test('a shape that drifted is an invalid response, its difference logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A line whose quantity became a string, and totals that lost their items.
    answers.push(ok({ ...cartOf({ cartId: 'c1' }), items: [{ ...cartItem({ item_id: 7 }), qty: '2' }] }));
    const failure = await shop.loadCart('c1').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'response.invalid' });
    expect(failure).not.toHaveProperty('status');
    expect(warn.mock.calls[0]?.[0]).toContain('/api/magento/cart: the answer is not what the contract says');
    expect(warn.mock.calls[0]?.[0]).toContain('items[0].qty');

    const { items: _lost, ...withoutItems } = totals();
    answers.push(ok(cartOf({ cartId: 'c1' })), ok(withoutItems));
    await expect(shop.loadCart('c1')).rejects.toMatchObject({ code: 'response.invalid' });
    answers.push(ok(null));
    await expect(shop.createCart()).rejects.toMatchObject({ code: 'response.invalid' });
    answers.push(() => new Response('<html>', { status: 200 }));
    await expect(shop.paymentMethods('c1')).rejects.toMatchObject({ code: 'unknown' });
  });

  test("the products answer is the machine's to judge, but only in the contract's shape", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answers.push(json(200, { success: false, data: null, error: 'The shop is temporarily unavailable. Please try again.' }));
    expect(await shop.products({ sku: ['X'] })).toEqual({ success: false, data: null, error: 'The shop is temporarily unavailable. Please try again.' });
    answers.push(ok({ items: [{ sku: 'X' }], total_count: 1, page_size: 24, current_page: 1 }));
    await expect(shop.products({ sku: ['X'] })).rejects.toMatchObject({ code: 'response.invalid' });
  });
});

describe('failures become codes, their texts kept', () => {
  test.each([
    [404, 'Cart not found', 'cart.not-found'],
    [409, 'This cart has already been ordered', 'cart.already-ordered'],
    [400, 'The requested qty is not available', 'cart.qty-not-available'],
    [400, 'Invalid request: cartItem.qty', 'request.invalid'],
    [400, 'Het gevraagde aantal is niet beschikbaar', 'unknown'],
  ])('%i %s → %s', async (status, text, code) => {
    answers.push(json(status, { success: false, data: null, error: text }));
    await expect(shop.addItem('c1', { sku: 'A', qty: 1 })).rejects.toEqual({ code, status, text });
  });

  test("an error answer without an envelope is its status text; the network's failure is 'network'", async () => {
    answers.push(() => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(shop.createCart()).rejects.toEqual({ code: 'unknown', status: 502, text: 'Bad Gateway' });
    await expect(shop.createCart()).rejects.toEqual({ code: 'network', text: 'Failed to fetch' });
  });
});
