import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import type { PaymentDetails, Region } from '../../../common/contract/checkout.schema';
import { totals } from '../contract.fixtures';
import type { BillingAddressForm } from './billing-address';
import { checkoutMachine, NO_PAYMENT_METHODS, PAYMENT_METHOD_REQUIRED, type SaveShippingInput } from './checkout.machine';
import { placeOrderMachine } from './place-order.machine';
import { selectCanPlaceOrder, selectFieldErrors, selectPaymentMethods, selectStep } from './checkout.selectors';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const address: BillingAddressForm = {
  firstname: 'Jan',
  lastname: 'Jansen',
  street: 'Damrak',
  houseNumber: '1',
  postcode: '1012LG',
  city: 'Amsterdam',
  country_id: 'NL',
  email: 'jan@example.nl',
  telephone: '0612345678',
  region_id: null,
};

interface Options {
  failComment?: boolean;
  failTransaction?: boolean;
  holdPaymentInformation?: boolean;
}

function start(options: Options = {}) {
  const log: string[] = [];
  const reports: string[] = [];
  let releasePaymentInformation: () => void = () => {};
  const placeOrder = placeOrderMachine.provide({
    actors: {
      getPaymentToken: fromPromise(async ({ input }) => {
        log.push(`token ${input.cartId}`);
        return 'pay-1';
      }),
      savePaymentInformation: fromPromise(async ({ input }) => {
        log.push(`payment-information ${input.paymentMethodCode} ${input.email} ${input.billingAddress.postcode}`);
        if (options.holdPaymentInformation) await new Promise<void>((resolve) => (releasePaymentInformation = resolve));
        return 'order-token';
      }),
      addOrderComment: fromPromise(async ({ input }) => {
        log.push(`comment ${JSON.stringify(input.comment)}`);
        if (options.failComment) throw new Error('comment failed');
      }),
      startTransaction: fromPromise(async ({ input }) => {
        log.push(`transaction ${input.paymentToken}`);
        if (options.failTransaction) throw { code: 'unknown', status: 500, text: 'Mollie is down' };
        return 'https://mollie.test/checkout/1';
      }),
    },
    actions: {
      savePaymentToken: (_, params) => log.push(`cookie paymentToken ${params.paymentToken}`),
      saveOrderToken: (_, params) => log.push(`cookie orderId ${params.orderToken}`),
      clearStore: () => log.push('clearStore'),
      goToConfirmation: (_, params) => log.push(`confirmation ${params.orderToken}`),
      redirectToProvider: (_, params) => log.push(`redirect ${params.url}`),
      logCommentFailure: () => log.push('warn comment'),
    },
  });
  const machine = checkoutMachine.provide({
    actors: {
      placeOrder,
      loadRegions: fromPromise(async ({ input }) => {
        log.push(`regions ${input.countryId}`);
        return input.countryId === 'DE' ? [{ id: '82', code: 'BER', name: 'Berlin' }] : [];
      }),
      saveShipping: fromPromise(async ({ input }) => {
        log.push(`shipping ${input.addressInformation.billing_address.postcode}`);
        return {
          payment_methods: [
            { code: 'cashondelivery', title: 'Cash On Delivery' },
            { code: 'mollie_methods_ideal', title: 'iDEAL' },
          ],
          totals: totals({ grand_total: 100 }),
          shipping_method: { carrier_code: 'freeshipping', method_code: 'freeshipping' },
        };
      }),
    },
    actions: { reportCheckoutStarted: () => reports.push('begin_checkout') },
  });
  const actor = createActor(machine, { input: { cartId: 'cart-1' } }).start();
  return { actor, log, reports, release: () => releasePaymentInformation() };
}

async function toPayment(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'address.change', values: address });
  actor.send({ type: 'shipping.save' });
  await flush();
}

describe('checkout machine', () => {
  test('a checkout that starts is reported once (begin_checkout), not again as the shopper goes on', async () => {
    const { actor, reports } = start();
    expect(reports).toEqual(['begin_checkout']);
    actor.send({ type: 'address.change', values: address });
    actor.send({ type: 'shipping.save' });
    await flush();
    actor.send({ type: 'address.edit' });
    expect(reports).toEqual(['begin_checkout']);
  });

  test('shows field errors on an invalid address and clears a field error when it changes', async () => {
    const { actor } = start();
    actor.send({ type: 'address.change', values: { ...address, postcode: '12', email: '' } });
    actor.send({ type: 'shipping.save' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ postcode: 'invalid_postcode', email: 'required' });
    actor.send({ type: 'address.change', values: { postcode: '1012 LG' } });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ email: 'required' });
    expect(selectStep(actor.getSnapshot())).toBe('address');
  });

  test('loads regions for the chosen country', async () => {
    const { actor, log } = start();
    await flush();
    actor.send({ type: 'address.change', values: { country_id: 'DE' } });
    await flush();
    expect(actor.getSnapshot().context.regions).toEqual([{ id: '82', code: 'BER', name: 'Berlin' }]);
    expect(log).toEqual(['regions NL', 'regions DE']);
  });

  test('saving shipping gives the payment methods in reversed order', async () => {
    const { actor } = start();
    await toPayment(actor);
    expect(selectStep(actor.getSnapshot())).toBe('payment');
    expect(selectPaymentMethods(actor.getSnapshot()).map((method) => method.code)).toEqual(['mollie_methods_ideal', 'cashondelivery']);
    expect(selectCanPlaceOrder(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'order.place' });
    expect(actor.getSnapshot().context.error).toBe(PAYMENT_METHOD_REQUIRED);
  });

  test('card payment: token, payment information, comment, transaction, redirect', async () => {
    const { actor, log } = start();
    await toPayment(actor);
    actor.send({ type: 'payment.select', code: 'mollie_methods_ideal' });
    actor.send({ type: 'comment.change', comment: '  Ring twice  ' });
    actor.send({ type: 'order.place' });
    await flush();
    expect(log.slice(2)).toEqual([
      'token cart-1',
      'cookie paymentToken pay-1',
      'payment-information mollie_methods_ideal jan@example.nl 1012 LG',
      'cookie orderId order-token',
      'comment "Ring twice"',
      'transaction pay-1',
      'redirect https://mollie.test/checkout/1',
    ]);
    expect(selectStep(actor.getSnapshot())).toBe('placed');
  });

  test('cash on delivery: payment information, order token, no blank comment, clear, confirmation', async () => {
    const { actor, log } = start();
    await toPayment(actor);
    actor.send({ type: 'payment.select', code: 'cashondelivery' });
    actor.send({ type: 'comment.change', comment: '   ' });
    actor.send({ type: 'order.place' });
    await flush();
    expect(log.slice(2)).toEqual([
      'payment-information cashondelivery jan@example.nl 1012 LG',
      'cookie orderId order-token',
      'clearStore',
      'confirmation order-token',
    ]);
  });

  test('a failed comment logs a warning and the order goes on', async () => {
    const { actor, log } = start({ failComment: true });
    await toPayment(actor);
    actor.send({ type: 'payment.select', code: 'cashondelivery' });
    actor.send({ type: 'comment.change', comment: 'Leave at the door' });
    actor.send({ type: 'order.place' });
    await flush();
    expect(log.slice(-3)).toEqual(['warn comment', 'clearStore', 'confirmation order-token']);
  });

  test('a double submit places one order and the submission in flight survives other events', async () => {
    const { actor, log, release } = start({ holdPaymentInformation: true });
    await toPayment(actor);
    actor.send({ type: 'payment.select', code: 'cashondelivery' });
    actor.send({ type: 'order.place' });
    actor.send({ type: 'order.place' });
    actor.send({ type: 'address.edit' });
    actor.send({ type: 'payment.select', code: 'mollie_methods_ideal' });
    await flush();
    release();
    await flush();
    expect(log.filter((line) => line.startsWith('payment-information'))).toEqual(['payment-information cashondelivery jan@example.nl 1012 LG']);
    expect(log.filter((line) => line.startsWith('confirmation'))).toHaveLength(1);
  });

  test('a failed transaction returns to the payment step with the error', async () => {
    const { actor } = start({ failTransaction: true });
    await toPayment(actor);
    actor.send({ type: 'payment.select', code: 'mollie_methods_ideal' });
    actor.send({ type: 'order.place' });
    await flush();
    expect(selectStep(actor.getSnapshot())).toBe('payment');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'unknown', via: 'api', text: 'Mollie is down' });
  });

  test('no payment methods keeps the shopper on the address step', async () => {
    const machine = checkoutMachine.provide({
      actors: {
        loadRegions: fromPromise<Region[], { countryId: string }>(async () => []),
        saveShipping: fromPromise<PaymentDetails, SaveShippingInput>(async () => ({
          payment_methods: [],
          totals: totals(),
          shipping_method: { carrier_code: 'flatrate', method_code: 'flatrate' },
        })),
      },
      actions: { reportCheckoutStarted: () => {} },
    });
    const actor = createActor(machine, { input: { cartId: 'c', form: address } }).start();
    actor.send({ type: 'shipping.save' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(NO_PAYMENT_METHODS);
    expect(selectStep(actor.getSnapshot())).toBe('address');
  });
});
