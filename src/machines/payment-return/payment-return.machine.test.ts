import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import type { CartPaymentOutcome, PaymentProcessResult } from '../../../common/contract/checkout.schema';
import { paymentResult } from '../contract.fixtures';
import { PAYMENT_FAILED, paymentReturnMachine, type PaymentReturnInput } from './payment-return.machine';
import { selectCanDismiss, selectIsProcessing, selectOpenOrder, selectPaymentError, selectPaymentView } from './payment-return.selectors';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const restored: CartPaymentOutcome = { outcome: 'restored' };

function start(
  input: PaymentReturnInput,
  result: () => Promise<PaymentProcessResult>,
  reset: () => Promise<CartPaymentOutcome> = async () => restored,
  abandon: () => Promise<CartPaymentOutcome> = async () => restored,
) {
  const log: string[] = [];
  const machine = paymentReturnMachine.provide({
    actors: {
      processPayment: fromPromise(async ({ input: request }) => {
        log.push(`process ${request.paymentToken}`);
        return result();
      }),
      resetCart: fromPromise(async ({ input: request }) => {
        log.push(`reset ${request.cartId}`);
        return reset();
      }),
      startTransaction: fromPromise(async ({ input: request }) => {
        log.push(`start ${request.paymentToken}`);
        return 'https://mollie.test/checkout/tr_1';
      }),
      abandonPayment: fromPromise(async ({ input: request }) => {
        log.push(`abandon ${request.cartId}`);
        return abandon();
      }),
    },
    actions: {
      clearStore: () => log.push('clearStore'),
      goToConfirmation: (_, params) => log.push(`confirm ${params.orderToken}`),
      reloadCart: (_, params) => log.push(`reloadCart ${params.cartId}`),
      goToProvider: (_, params) => log.push(`provider ${params.url}`),
    },
  });
  return { actor: createActor(machine, { input }).start(), log };
}

const paid = async () => paymentResult({ redirect_to_success_page: true, redirect_to_cart: false });
const failed = async () => paymentResult({ redirect_to_success_page: false, redirect_to_cart: true });

describe('payment-return machine', () => {
  test('a paid return clears the store and opens the confirmation', async () => {
    const { actor, log } = start({ paymentToken: 'tok', cartId: 'c1', orderId: 'o1' }, paid);
    await flush();
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(log).toEqual(['process tok', 'clearStore', 'confirm o1']);
  });

  test("a paid return opens the order the server found behind the payment, also when the orderId cookie is gone (Back to Mollie's page, return again)", async () => {
    const found = async () => paymentResult({ redirect_to_success_page: true, redirect_to_cart: false, orderToken: 'sealed-42', orderNumber: '000000042' });
    const again = start({ paymentToken: 'tok', cartId: null, orderId: null }, found);
    await flush();
    expect(again.log).toEqual(['process tok', 'clearStore', 'confirm sealed-42']);
    // The server's order wins over a cookie of another, older order.
    const both = start({ paymentToken: 'tok', cartId: 'c1', orderId: 'o-older' }, found);
    await flush();
    expect(both.log.at(-1)).toBe('confirm sealed-42');
  });

  test('a failed payment shows the spec message and keeps the cart', async () => {
    const { actor, log } = start({ paymentToken: 'tok', cartId: 'c1', orderId: 'o1' }, failed);
    await flush();
    expect(selectPaymentError(actor.getSnapshot())).toEqual(PAYMENT_FAILED);
    expect(log).toEqual(['process tok', 'reloadCart c1']);
  });

  test('neither flag resets the cart; no token resets the cart', async () => {
    const neither = start({ paymentToken: 'tok', cartId: 'c1', orderId: null }, async () =>
      paymentResult({
        redirect_to_success_page: false,
        redirect_to_cart: false,
      }),
    );
    await flush();
    expect(neither.log).toEqual(['process tok', 'reset c1', 'reloadCart c1']);
    const none = start({ paymentToken: null, cartId: 'c2', orderId: null }, paid);
    await flush();
    expect(none.log).toEqual(['reset c2', 'reloadCart c2']);
    expect(none.actor.getSnapshot().status).toBe('done');
  });

  test('no token and no cart does nothing', () => {
    const { actor, log } = start({ paymentToken: '', cartId: null, orderId: null }, paid);
    expect(actor.getSnapshot().value).toBe('done');
    expect(log).toEqual([]);
  });

  test('a failed request can be retried', async () => {
    let calls = 0;
    const { actor } = start({ paymentToken: 'tok', cartId: 'c1', orderId: 'o1' }, () =>
      ++calls === 1 ? Promise.reject({ code: 'network', text: 'Failed to fetch' }) : paid(),
    );
    await flush();
    expect(selectPaymentError(actor.getSnapshot())).toEqual({ code: 'network', via: 'request', text: 'Failed to fetch' });
    actor.send({ type: 'payment.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('confirmed');
  });

  const open: CartPaymentOutcome = { outcome: 'open', orderToken: 'sealed-123', orderNumber: '000000123' };
  const paidOrder: CartPaymentOutcome = { outcome: 'paid', orderToken: 'sealed-123', orderNumber: '000000123' };

  test("a cart whose order was paid without a return opens that order's confirmation, not the cart", async () => {
    const { actor, log } = start({ paymentToken: null, cartId: 'c1', orderId: null }, paid, async () => paidOrder);
    await flush();
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(log).toEqual(['reset c1', 'clearStore', 'confirm sealed-123']);
  });

  test('an open payment is offered to be continued: the same payment is started again and the provider opened', async () => {
    const { actor, log } = start({ paymentToken: null, cartId: 'c1', orderId: null, sessionPaymentToken: 'pay-1' }, paid, async () => open);
    await flush();
    expect(actor.getSnapshot().value).toBe('paymentOpen');
    expect(actor.getSnapshot().context.openOrder).toEqual({ orderToken: 'sealed-123', orderNumber: '000000123' });
    expect(log).toEqual(['reset c1']);
    actor.send({ type: 'payment.continue' });
    await flush();
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(log).toEqual(['reset c1', 'start pay-1', 'provider https://mollie.test/checkout/tr_1']);
  });

  test("without the checkout's payment token an open payment can only be given up", async () => {
    const { actor, log } = start({ paymentToken: null, cartId: 'c1', orderId: null }, paid, async () => open);
    await flush();
    actor.send({ type: 'payment.continue' });
    expect(actor.getSnapshot().value).toBe('paymentOpen');
    actor.send({ type: 'payment.abandon' });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(log).toEqual(['reset c1', 'abandon c1', 'reloadCart c1']);
  });

  test('giving up a payment that was paid meanwhile opens the confirmation; a failed give-up stays on the offer', async () => {
    let calls = 0;
    const { actor, log } = start(
      { paymentToken: null, cartId: 'c1', orderId: null },
      paid,
      async () => open,
      () => (++calls === 1 ? Promise.reject({ code: 'network', text: 'Failed to fetch' }) : Promise.resolve(paidOrder)),
    );
    await flush();
    actor.send({ type: 'payment.abandon' });
    await flush();
    expect(actor.getSnapshot().value).toBe('paymentOpen');
    expect(selectPaymentError(actor.getSnapshot())).toEqual({ code: 'network', via: 'request', text: 'Failed to fetch' });
    actor.send({ type: 'payment.abandon' });
    await flush();
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(log).toEqual(['reset c1', 'abandon c1', 'abandon c1', 'clearStore', 'confirm sealed-123']);
  });

  const stillOpen = async (): Promise<PaymentProcessResult> => ({
    paymentStatus: 'OPEN',
    redirect_to_success_page: false,
    redirect_to_cart: false,
    outcome: 'open',
    orderToken: 'sealed-123',
    orderNumber: '000000123',
  });

  test('a return while the payment is still open at Mollie offers the same payment, not the cart; continue starts the returned payment', async () => {
    const { actor, log } = start({ paymentToken: 'tok', cartId: 'c1', orderId: 'o1', sessionPaymentToken: null }, stillOpen);
    await flush();
    expect(actor.getSnapshot().value).toBe('paymentOpen');
    expect(actor.getSnapshot().context.openOrder).toEqual({ orderToken: 'sealed-123', orderNumber: '000000123' });
    // Mollie re-activated the cart, but it is not reloaded as payable and no error is shown.
    expect(log).toEqual(['process tok']);
    expect(selectPaymentError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'payment.continue' });
    await flush();
    expect(log).toEqual(['process tok', 'start tok', 'provider https://mollie.test/checkout/tr_1']);
  });

  test('a still-open return can be given up (order canceled, the cart back); without the cart cookie it can only be continued', async () => {
    const { actor, log } = start({ paymentToken: 'tok', cartId: 'c1', orderId: 'o1' }, stillOpen);
    await flush();
    actor.send({ type: 'payment.abandon' });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(log).toEqual(['process tok', 'abandon c1', 'reloadCart c1']);
    const elsewhere = start({ paymentToken: 'tok', cartId: null, orderId: null }, stillOpen);
    await flush();
    expect(elsewhere.actor.getSnapshot().can({ type: 'payment.abandon' })).toBe(false);
    expect(elsewhere.actor.getSnapshot().can({ type: 'payment.continue' })).toBe(true);
  });
});

/** A promise the test settles when it wants to: the page meanwhile shows what the shopper waits for. */
function later<T>() {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const NETWORK = { code: 'network', text: 'Failed to fetch' };
const openOrder: CartPaymentOutcome = { outcome: 'open', orderToken: 'sealed-123', orderNumber: '000000123' };

describe('what the shopper waits for and sees', () => {
  test('while the return is checked the page says so and nobody checks out; a paid return ends the visit with the confirmation', async () => {
    const answer = later<PaymentProcessResult>();
    const { actor, log } = start({ paymentToken: 'tok', cartId: 'c1', orderId: 'o1' }, () => answer.promise);
    expect(selectPaymentView(actor.getSnapshot())).toBe('checking');
    expect(selectIsProcessing(actor.getSnapshot())).toBe(true);
    answer.resolve(paymentResult({ redirect_to_success_page: true }));
    await flush();
    expect(selectIsProcessing(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().status).toBe('done');
    expect(log).toEqual(['process tok', 'clearStore', 'confirm o1']);
  });

  test('a failed payment says "Payment failed" until the shopper dismisses it; then the visit is over', async () => {
    const { actor, log } = start({ paymentToken: 'tok', cartId: 'c1', orderId: 'o1' }, failed);
    await flush();
    expect(selectPaymentError(actor.getSnapshot())).toEqual({ code: 'payment.failed' });
    expect(selectCanDismiss(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'error.dismiss' });
    expect(selectPaymentError(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().status).toBe('done');
    expect(log).toEqual(['process tok', 'reloadCart c1']);
  });

  test('a return without either flag and without a cart cookie leaves the page as it is', async () => {
    const { actor, log } = start({ paymentToken: 'tok', cartId: null, orderId: null }, async () => paymentResult());
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectPaymentView(actor.getSnapshot())).toBe('idle');
    expect(log).toEqual(['process tok']);
  });

  test('resetting the cart is busy; a reset that fails still shows the cart as the cart machine finds it', async () => {
    const reset = later<CartPaymentOutcome>();
    const { actor, log } = start({ paymentToken: null, cartId: 'c1', orderId: null }, paid, () => reset.promise);
    expect(selectIsProcessing(actor.getSnapshot())).toBe(true);
    reset.reject(NETWORK);
    await flush();
    expect(selectIsProcessing(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().status).toBe('done');
    expect(log).toEqual(['reset c1', 'reloadCart c1']);
  });

  test('continuing is busy until the provider opens (and stays busy while its page loads); a failure is shown and cleared on the next try', async () => {
    let tries = 0;
    const machine = paymentReturnMachine.provide({
      actors: {
        resetCart: fromPromise<CartPaymentOutcome, { cartId: string }>(async () => openOrder),
        startTransaction: fromPromise<string, { paymentToken: string }>(async () => {
          tries += 1;
          if (tries === 1) throw NETWORK;
          return new Promise<string>(() => {});
        }),
      },
      actions: { reloadCart: () => {}, goToProvider: () => {}, clearStore: () => {}, goToConfirmation: () => {} },
    });
    const actor = createActor(machine, { input: { paymentToken: null, cartId: 'c1', orderId: null, sessionPaymentToken: 'pay-1' } }).start();
    await flush();
    expect(selectOpenOrder(actor.getSnapshot())).toEqual({ orderToken: 'sealed-123', orderNumber: '000000123' });
    expect(selectIsProcessing(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'payment.continue' });
    expect(selectIsProcessing(actor.getSnapshot())).toBe(true);
    await flush();
    expect(selectPaymentView(actor.getSnapshot())).toBe('open');
    expect(selectPaymentError(actor.getSnapshot())).toEqual({ code: 'network', via: 'request', text: 'Failed to fetch' });
    actor.send({ type: 'payment.continue' });
    expect(selectPaymentError(actor.getSnapshot())).toBeNull();
    expect(selectIsProcessing(actor.getSnapshot())).toBe(true);
  });

  test('after the provider was opened the page stays busy and the visit is over', async () => {
    const { actor } = start({ paymentToken: null, cartId: 'c1', orderId: null, sessionPaymentToken: 'pay-1' }, paid, async () => openOrder);
    await flush();
    actor.send({ type: 'payment.continue' });
    await flush();
    expect(selectPaymentView(actor.getSnapshot())).toBe('leaving');
    expect(selectIsProcessing(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('giving up is busy; its failure is cleared when the shopper tries again', async () => {
    let tries = 0;
    const { actor } = start(
      { paymentToken: null, cartId: 'c1', orderId: null },
      paid,
      async () => openOrder,
      () => {
        tries += 1;
        return tries === 1 ? Promise.reject(NETWORK) : new Promise<CartPaymentOutcome>(() => {});
      },
    );
    await flush();
    actor.send({ type: 'payment.abandon' });
    expect(selectIsProcessing(actor.getSnapshot())).toBe(true);
    await flush();
    expect(selectPaymentError(actor.getSnapshot())).toMatchObject({ code: 'network' });
    actor.send({ type: 'payment.abandon' });
    expect(selectPaymentError(actor.getSnapshot())).toBeNull();
    expect(selectIsProcessing(actor.getSnapshot())).toBe(true);
  });

  test('an open payment the server names no order for is still offered, without an order number', async () => {
    const { actor } = start(
      { paymentToken: null, cartId: 'c1', orderId: null, sessionPaymentToken: 'pay-1' },
      paid,
      async () =>
        ({
          outcome: 'open',
          orderToken: 'sealed-123',
        }) as CartPaymentOutcome,
    );
    await flush();
    expect(selectPaymentView(actor.getSnapshot())).toBe('open');
    expect(selectOpenOrder(actor.getSnapshot())).toBeNull();
    const noToken = start(
      { paymentToken: null, cartId: 'c1', orderId: null },
      paid,
      async () => ({ outcome: 'open', orderNumber: '000000123' }) as CartPaymentOutcome,
    );
    await flush();
    expect(selectOpenOrder(noToken.actor.getSnapshot())).toBeNull();
  });

  test('a paid return with no order named anywhere still opens the confirmation (which says it cannot find the order)', async () => {
    const { actor, log } = start({ paymentToken: 'tok', cartId: 'c1', orderId: null }, paid);
    await flush();
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(log).toEqual(['process tok', 'clearStore', 'confirm ']);
  });
});
