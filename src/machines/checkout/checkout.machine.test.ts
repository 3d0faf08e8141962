import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import type { PaymentDetails, Region } from '../../../common/contract/checkout.schema';
import { totals } from '../contract.fixtures';
import type { BillingAddressForm } from './billing-address';
import { checkoutMachine, NO_PAYMENT_METHODS, PAYMENT_METHOD_REQUIRED, type SaveShippingInput } from './checkout.machine';
import { placeOrderMachine } from './place-order.machine';
import {
  selectCanChangeAddress,
  selectCanPlaceOrder,
  selectError,
  selectFieldErrors,
  selectForm,
  selectGrandTotal,
  selectIsBusy,
  selectIsLoadingRegions,
  selectPaymentMethods,
  selectRegions,
  selectSelectedMethod,
  selectStep,
} from './checkout.selectors';
import type { PlaceOrderInput, PlaceOrderOutput } from './place-order.machine';

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

describe('what the shopper sees of each checkout step (issue 24 item 5)', () => {
  const both = [
    { code: 'cashondelivery', title: 'Cash On Delivery' },
    { code: 'mollie_methods_ideal', title: 'iDEAL' },
  ];
  interface Answers {
    shipping?: Array<PaymentDetails | Promise<PaymentDetails>>;
    placed?: Array<PlaceOrderOutput | Promise<PlaceOrderOutput>>;
    regions?: Record<string, Region[] | 'fail'>;
    stockIssues?: number;
  }
  function startWith(answers: Answers) {
    const log: string[] = [];
    const orders: PlaceOrderInput[] = [];
    const machine = checkoutMachine.provide({
      actors: {
        loadRegions: fromPromise<Region[], { countryId: string }>(async ({ input }) => {
          log.push(`regions ${input.countryId}`);
          const regions = answers.regions?.[input.countryId] ?? [];
          if (regions === 'fail') throw { code: 'unknown', status: 404, text: "The country isn't available." };
          return regions;
        }),
        saveShipping: fromPromise<PaymentDetails, SaveShippingInput>(async () => {
          log.push('shipping');
          return (
            answers.shipping?.shift() ?? {
              payment_methods: both,
              totals: totals({ grand_total: 100 }),
              shipping_method: { carrier_code: 'f', method_code: 'f' },
            }
          );
        }),
        placeOrder: fromPromise<PlaceOrderOutput, PlaceOrderInput>(async ({ input }) => {
          orders.push(input);
          return (await answers.placed?.shift()) ?? { orderToken: 'order-1', error: null };
        }) as never,
      },
      actions: { reportCheckoutStarted: () => {}, refreshCart: () => log.push('refresh cart') },
    });
    const actor = createActor(machine, { input: { cartId: 'cart-1', stockIssues: answers.stockIssues } }).start();
    return { actor, log, orders };
  }
  const details = (methods: PaymentDetails['payment_methods'], grandTotal = 100): PaymentDetails => ({
    payment_methods: methods,
    totals: totals({ grand_total: grandTotal }),
    shipping_method: { carrier_code: 'f', method_code: 'f' },
  });

  test('saving the address is busy; its answer brings the payment methods and the total with shipping', async () => {
    let release: (value: PaymentDetails) => void = () => {};
    const { actor } = startWith({ shipping: [new Promise<PaymentDetails>((resolve) => (release = resolve))] });
    actor.send({ type: 'address.change', values: address });
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'shipping.save' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    release(details(both, 105.95));
    await flush();
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(selectGrandTotal(actor.getSnapshot())).toBe(105.95);
    expect(selectStep(actor.getSnapshot())).toBe('payment');
  });

  test('the only payment method is chosen for the shopper; a chosen method stays chosen when the address is saved again', async () => {
    const single = startWith({ shipping: [details([{ code: 'cashondelivery', title: 'Cash On Delivery' }])] });
    await toPayment(single.actor);
    expect(selectSelectedMethod(single.actor.getSnapshot())).toBe('cashondelivery');
    const { actor } = startWith({
      shipping: [
        details(both),
        details(both, 90),
        details([
          { code: 'cashondelivery', title: 'Cash On Delivery' },
          { code: 'checkmo', title: 'Check' },
        ]),
      ],
    });
    await toPayment(actor);
    expect(selectSelectedMethod(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'payment.select', code: 'mollie_methods_ideal' });
    actor.send({ type: 'address.edit' });
    actor.send({ type: 'shipping.save' });
    await flush();
    expect(selectSelectedMethod(actor.getSnapshot())).toBe('mollie_methods_ideal');
    expect(selectGrandTotal(actor.getSnapshot())).toBe(90);
    // No longer offered: not chosen any more.
    actor.send({ type: 'address.edit' });
    actor.send({ type: 'shipping.save' });
    await flush();
    expect(selectSelectedMethod(actor.getSnapshot())).toBeNull();
  });

  test('no payment method for the address, a method not chosen and a failed save each say so in their own words', async () => {
    const down = Promise.reject({ code: 'network', text: 'Failed to fetch' });
    down.catch(() => {});
    const none = startWith({ shipping: [details([]), down] });
    await toPayment(none.actor);
    expect(selectError(none.actor.getSnapshot())).toEqual({ code: 'checkout.no-payment-methods' });
    none.actor.send({ type: 'shipping.save' });
    await flush();
    expect(selectError(none.actor.getSnapshot())).toEqual({ code: 'network', via: 'request', text: 'Failed to fetch' });
    expect(selectStep(none.actor.getSnapshot())).toBe('address');
    const { actor, orders } = startWith({});
    await toPayment(actor);
    actor.send({ type: 'order.place' });
    expect(selectError(actor.getSnapshot())).toEqual({ code: 'checkout.payment-method-required' });
    expect(orders).toEqual([]);
    // Choosing a method takes the message away.
    actor.send({ type: 'payment.select', code: 'cashondelivery' });
    expect(selectError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'order.place' });
    await flush();
    expect(selectStep(actor.getSnapshot())).toBe('placed');
  });

  test('going back to the address takes the message of the payment step away', async () => {
    const { actor } = startWith({});
    await toPayment(actor);
    actor.send({ type: 'order.place' });
    expect(selectError(actor.getSnapshot())).not.toBeNull();
    actor.send({ type: 'address.edit' });
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(selectStep(actor.getSnapshot())).toBe('address');
  });

  test('the order is placed with the trimmed e-mail address, the address, the chosen method and the comment', async () => {
    const { actor, orders } = startWith({});
    actor.send({ type: 'comment.change', comment: 'Ring twice' });
    actor.send({ type: 'address.change', values: { ...address, email: ' jan@example.nl ' } });
    actor.send({ type: 'shipping.save' });
    await flush();
    actor.send({ type: 'payment.select', code: 'mollie_methods_ideal' });
    actor.send({ type: 'order.place' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await flush();
    expect(orders).toEqual([
      expect.objectContaining({ cartId: 'cart-1', email: 'jan@example.nl', paymentMethodCode: 'mollie_methods_ideal', comment: 'Ring twice' }),
    ]);
    expect(orders[0]?.billingAddress).toMatchObject({ postcode: '1012 LG', city: 'Amsterdam', country_id: 'NL' });
  });

  test('a line that cannot be ordered stops the checkout at either step with "stock changed" until the cart is read again', async () => {
    const { actor, log, orders } = startWith({ stockIssues: 1 });
    actor.send({ type: 'address.change', values: address });
    actor.send({ type: 'shipping.save' });
    expect(selectError(actor.getSnapshot())).toEqual({ code: 'order.stock-changed' });
    expect(log).not.toContain('shipping');
    actor.send({ type: 'cart.stock', stockIssues: 0 });
    actor.send({ type: 'shipping.save' });
    await flush();
    expect(selectStep(actor.getSnapshot())).toBe('payment');
    actor.send({ type: 'payment.select', code: 'cashondelivery' });
    actor.send({ type: 'cart.stock', stockIssues: 2 });
    actor.send({ type: 'order.place' });
    expect(selectError(actor.getSnapshot())).toEqual({ code: 'order.stock-changed' });
    expect(orders).toEqual([]);
  });

  test.each(['order.stock-changed', 'cart.qty-not-available', 'cart.product-not-available'] as const)(
    "Magento's stock refusal %s is shown and the cart is read again to explain it",
    async (code) => {
      const refusal = { code, via: 'api', text: 'Not available' } as const;
      const { actor, log } = startWith({ placed: [{ orderToken: null, error: refusal }] });
      await toPayment(actor);
      actor.send({ type: 'payment.select', code: 'cashondelivery' });
      actor.send({ type: 'order.place' });
      await flush();
      expect(selectError(actor.getSnapshot())).toEqual(refusal);
      expect(selectStep(actor.getSnapshot())).toBe('payment');
      expect(log.filter((line) => line === 'refresh cart')).toHaveLength(1);
    },
  );

  test('another refusal is shown without reading the cart; a crashed placement shows its failure', async () => {
    const declined = { code: 'unknown', via: 'api', text: 'Payment declined' } as const;
    const { actor, log } = startWith({ placed: [{ orderToken: null, error: declined }] });
    await toPayment(actor);
    actor.send({ type: 'payment.select', code: 'cashondelivery' });
    actor.send({ type: 'order.place' });
    await flush();
    expect(selectError(actor.getSnapshot())).toEqual(declined);
    expect(log).not.toContain('refresh cart');
    expect(actor.getSnapshot().can({ type: 'order.place' })).toBe(true);
  });

  test('a new country empties the region and loads its regions; the same country again loads nothing; a failed load leaves none', async () => {
    const { actor, log } = startWith({ regions: { DE: [{ id: '82', code: 'BER', name: 'Berlin' }], AT: 'fail' } });
    await flush();
    actor.send({ type: 'address.change', values: { country_id: 'DE' } });
    await flush();
    actor.send({ type: 'address.change', values: { region_id: 82 } });
    expect(selectForm(actor.getSnapshot()).region_id).toBe(82);
    actor.send({ type: 'address.change', values: { country_id: 'DE', city: 'Berlin' } });
    expect(selectForm(actor.getSnapshot()).region_id).toBe(82);
    expect(selectRegions(actor.getSnapshot())).toEqual([{ id: '82', code: 'BER', name: 'Berlin' }]);
    actor.send({ type: 'address.change', values: { country_id: 'AT' } });
    expect(selectForm(actor.getSnapshot()).region_id).toBeNull();
    expect(selectRegions(actor.getSnapshot())).toEqual([]);
    await flush();
    expect(log).toEqual(['regions NL', 'regions DE', 'regions AT']);
    expect(selectRegions(actor.getSnapshot())).toEqual([]);
    expect(actor.getSnapshot().matches({ regions: 'loaded' })).toBe(true);
  });

  test('a comment typed on the address step is kept; the address cannot be changed on the payment step', async () => {
    const { actor, log } = startWith({});
    actor.send({ type: 'comment.change', comment: 'Leave at the door' });
    await toPayment(actor);
    expect(actor.getSnapshot().context.comment).toBe('Leave at the door');
    actor.send({ type: 'comment.change', comment: 'Ring twice' });
    expect(actor.getSnapshot().context.comment).toBe('Ring twice');
    actor.send({ type: 'address.change', values: { country_id: 'DE' } });
    await flush();
    expect(selectForm(actor.getSnapshot()).country_id).toBe('NL');
    expect(log.filter((line) => line.startsWith('regions'))).toEqual(['regions NL']);
  });

  test('before anything is loaded the region list is empty; an order without a comment is placed with an empty one', async () => {
    const { actor, orders } = startWith({ regions: { NL: [{ id: '1', code: 'NH', name: 'Noord-Holland' }] } });
    expect(selectIsLoadingRegions(actor.getSnapshot())).toBe(true);
    expect(selectRegions(actor.getSnapshot())).toEqual([]);
    await toPayment(actor);
    actor.send({ type: 'payment.select', code: 'cashondelivery' });
    actor.send({ type: 'order.place' });
    await flush();
    expect(orders).toEqual([expect.objectContaining({ comment: '' })]);
  });

  test('typing another field keeps the chosen region; only another country empties it', async () => {
    const { actor } = startWith({ regions: { DE: [{ id: '82', code: 'BER', name: 'Berlin' }] } });
    actor.send({ type: 'address.change', values: { country_id: 'DE' } });
    actor.send({ type: 'address.change', values: { region_id: 82 } });
    actor.send({ type: 'address.change', values: { city: 'Berlin' } });
    expect(selectForm(actor.getSnapshot())).toMatchObject({ city: 'Berlin', region_id: 82 });
  });

  test('saving the address again takes the earlier failure away while it is busy; a failed save can be retried', async () => {
    const down = Promise.reject({ code: 'network', text: 'Failed to fetch' });
    down.catch(() => {});
    let release: (value: PaymentDetails) => void = () => {};
    const held = new Promise<PaymentDetails>((resolve) => (release = resolve));
    const { actor, log } = startWith({ shipping: [down, held] });
    await toPayment(actor);
    expect(selectError(actor.getSnapshot())).toEqual({ code: 'network', via: 'request', text: 'Failed to fetch' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(selectCanChangeAddress(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'shipping.save' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(log.filter((line) => line === 'shipping')).toHaveLength(2);
    release(details(both));
    await flush();
    expect(selectStep(actor.getSnapshot())).toBe('payment');
  });

  test('placing the order again takes the earlier refusal away while it is busy', async () => {
    const declined = { code: 'unknown', via: 'api', text: 'Payment declined' } as const;
    let release: (value: PlaceOrderOutput) => void = () => {};
    const held = new Promise<PlaceOrderOutput>((resolve) => (release = resolve));
    const { actor, orders } = startWith({ placed: [{ orderToken: null, error: declined }, held] });
    await toPayment(actor);
    actor.send({ type: 'payment.select', code: 'cashondelivery' });
    actor.send({ type: 'order.place' });
    await flush();
    expect(selectError(actor.getSnapshot())).toEqual(declined);
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'order.place' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectError(actor.getSnapshot())).toBeNull();
    release({ orderToken: 'order-2', error: null });
    await flush();
    expect(orders).toHaveLength(2);
    expect(selectStep(actor.getSnapshot())).toBe('placed');
  });

  test('after a stock refusal the shopper is no longer kept waiting and may place the order again', async () => {
    const refusal = { code: 'order.stock-changed', via: 'api', text: 'Not available' } as const;
    const { actor, orders } = startWith({ placed: [{ orderToken: null, error: refusal }] });
    await toPayment(actor);
    actor.send({ type: 'payment.select', code: 'cashondelivery' });
    actor.send({ type: 'order.place' });
    await flush();
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'order.place' });
    await flush();
    expect(orders).toHaveLength(2);
    expect(selectStep(actor.getSnapshot())).toBe('placed');
  });

  test('a placement that crashes shows its failure on the payment step, where the order can be placed again', async () => {
    const crashed = Promise.reject({ code: 'network', text: 'Failed to fetch' });
    crashed.catch(() => {});
    const { actor, orders } = startWith({ placed: [crashed] });
    await toPayment(actor);
    actor.send({ type: 'payment.select', code: 'cashondelivery' });
    actor.send({ type: 'order.place' });
    await flush();
    expect(selectError(actor.getSnapshot())).toEqual({ code: 'network', via: 'request', text: 'Failed to fetch' });
    expect(selectStep(actor.getSnapshot())).toBe('payment');
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'order.place' });
    await flush();
    expect(orders).toHaveLength(2);
    expect(selectStep(actor.getSnapshot())).toBe('placed');
  });
});
