import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import type { PaymentProcessResult } from '../shop.types.ts';
import { PAYMENT_FAILED_MESSAGE, paymentReturnMachine, type PaymentReturnInput } from './payment-return.machine.ts';
import { selectPaymentError } from './payment-return.selectors.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: PaymentReturnInput, result: () => Promise<PaymentProcessResult>) {
  const log: string[] = [];
  const machine = paymentReturnMachine.provide({
    actors: {
      processPayment: fromPromise(async ({ input: request }) => {
        log.push(`process ${request.paymentToken}`);
        return result();
      }),
      resetCart: fromPromise(async ({ input: request }) => {
        log.push(`reset ${request.cartId}`);
        return true;
      }),
    },
    actions: {
      clearStore: () => log.push('clearStore'),
      goToConfirmation: (_, params) => log.push(`confirm ${params.orderToken}`),
      reloadCart: () => log.push('reloadCart'),
    },
  });
  return { actor: createActor(machine, { input }).start(), log };
}

const paid = async () => ({ redirect_to_success_page: true, redirect_to_cart: false });
const failed = async () => ({ redirect_to_success_page: false, redirect_to_cart: true });

describe('payment-return machine', () => {
  test('a paid return clears the store and opens the confirmation', async () => {
    const { actor, log } = start({ paymentToken: 'tok', cartId: 'c1', orderId: 'o1' }, paid);
    await flush();
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(log).toEqual(['process tok', 'clearStore', 'confirm o1']);
  });

  test('a failed payment shows the spec message and keeps the cart', async () => {
    const { actor, log } = start({ paymentToken: 'tok', cartId: 'c1', orderId: 'o1' }, failed);
    await flush();
    expect(selectPaymentError(actor.getSnapshot())).toBe(PAYMENT_FAILED_MESSAGE);
    expect(log).toEqual(['process tok', 'reloadCart']);
  });

  test('neither flag resets the cart; no token resets the cart', async () => {
    const neither = start({ paymentToken: 'tok', cartId: 'c1', orderId: null }, async () => ({
      redirect_to_success_page: false,
      redirect_to_cart: false,
    }));
    await flush();
    expect(neither.log).toEqual(['process tok', 'reset c1', 'reloadCart']);
    const none = start({ paymentToken: null, cartId: 'c2', orderId: null }, paid);
    await flush();
    expect(none.log).toEqual(['reset c2', 'reloadCart']);
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
      ++calls === 1 ? Promise.reject({ message: 'Failed to fetch' }) : paid(),
    );
    await flush();
    expect(selectPaymentError(actor.getSnapshot())).toBe('Request failed: Failed to fetch');
    actor.send({ type: 'payment.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('confirmed');
  });
});
