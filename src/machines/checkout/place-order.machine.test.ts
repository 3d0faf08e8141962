import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import { isCardMethod, placeOrderMachine, type PlaceOrderInput } from './place-order.machine';

const flush = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
};

function run(input: Partial<PlaceOrderInput>, failing: string[] = []) {
  const log: string[] = [];
  const answer = <T>(name: string, value: T) =>
    fromPromise<T, unknown>(async () => {
      log.push(name);
      if (failing.includes(name)) throw { code: 'unknown', status: 500, text: `${name} failed` };
      return value;
    }) as never; // the fakes accept any input; each actor's input type is checked by the machine
  const machine = placeOrderMachine.provide({
    actors: {
      getPaymentToken: answer('getPaymentToken', 'pay-1'),
      savePaymentInformation: answer('savePaymentInformation', 'order-1'),
      addOrderComment: answer('addOrderComment', true),
      startTransaction: answer('startTransaction', 'https://pay.test/1'),
    },
    actions: {
      savePaymentToken: () => log.push('savePaymentToken'),
      saveOrderToken: () => log.push('saveOrderToken'),
      clearStore: () => log.push('clearStore'),
      goToConfirmation: (_, params) => log.push(`goToConfirmation ${params.orderToken}`),
      redirectToProvider: (_, params) => log.push(`redirectToProvider ${params.url}`),
      logCommentFailure: () => log.push('logCommentFailure'),
    },
  });
  const actor = createActor(machine, {
    input: { cartId: 'c1', email: 'a@b.nl', billingAddress: {}, paymentMethodCode: 'cashondelivery', comment: '', ...input },
  }).start();
  return { actor, log };
}

describe('place-order machine', () => {
  test('card methods are the mollie_methods_* codes', () => {
    expect(isCardMethod('mollie_methods_ideal')).toBe(true);
    expect(isCardMethod('mollie_methods_creditcard')).toBe(true);
    expect(isCardMethod('cashondelivery')).toBe(false);
    expect(isCardMethod('checkmo')).toBe(false);
  });

  test('card: the payment token comes before the payment information', async () => {
    const { actor, log } = run({ paymentMethodCode: 'mollie_methods_ideal' });
    await flush();
    expect(log).toEqual([
      'getPaymentToken',
      'savePaymentToken',
      'savePaymentInformation',
      'saveOrderToken',
      'startTransaction',
      'redirectToProvider https://pay.test/1',
    ]);
    expect(actor.getSnapshot().output).toEqual({ orderToken: 'order-1', error: null });
  });

  test('a failing step stops the order with its text and no navigation', async () => {
    for (const step of ['getPaymentToken', 'savePaymentInformation', 'startTransaction']) {
      const { actor, log } = run({ paymentMethodCode: 'mollie_methods_ideal' }, [step]);
      await flush();
      expect(actor.getSnapshot().output?.error).toEqual({ code: 'unknown', via: 'api', text: `${step} failed` });
      expect(log.some((line) => line.startsWith('redirectToProvider') || line.startsWith('goToConfirmation'))).toBe(false);
    }
  });

  test('cash on delivery: a comment failure only warns', async () => {
    const { actor, log } = run({ comment: 'Ring twice' }, ['addOrderComment']);
    await flush();
    expect(log).toEqual(['savePaymentInformation', 'saveOrderToken', 'addOrderComment', 'logCommentFailure', 'clearStore', 'goToConfirmation order-1']);
    expect(actor.getSnapshot().value).toBe('confirmed');
  });

  test('a saved comment goes with the order on both routes, and the order goes on to the confirmation or the provider', async () => {
    const cash = run({ comment: ' Ring twice ' });
    await flush();
    expect(cash.log).toEqual(['savePaymentInformation', 'saveOrderToken', 'addOrderComment', 'clearStore', 'goToConfirmation order-1']);
    expect(cash.actor.getSnapshot().status).toBe('done');
    expect(cash.actor.getSnapshot().output).toEqual({ orderToken: 'order-1', error: null });
    const card = run({ paymentMethodCode: 'mollie_methods_ideal', comment: 'Ring twice' });
    await flush();
    expect(card.log).toEqual([
      'getPaymentToken',
      'savePaymentToken',
      'savePaymentInformation',
      'saveOrderToken',
      'addOrderComment',
      'startTransaction',
      'redirectToProvider https://pay.test/1',
    ]);
  });
});
