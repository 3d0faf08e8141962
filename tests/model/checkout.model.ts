// Model of the checkout machine: what a shopper types and chooses, and the answers of loadRegions,
// saveShipping and the place-order child (faked here; it has its own model).
import { expect } from 'vitest';
import { checkoutMachine } from '../../src/machines/checkout/checkout.machine';

// The codes the checkout's messages are translated by (written out: a changed code would show no message).
const NO_PAYMENT_METHODS = { code: 'checkout.no-payment-methods' };
const PAYMENT_METHOD_REQUIRED = { code: 'checkout.payment-method-required' };
const STOCK_CHANGED = { code: 'order.stock-changed' };
import { totals } from '../../src/machines/contract.fixtures';
import type { ModelSpec, StateCheckArgs } from './model-runner';
import type { AddressBookEntry } from '../../common/contract/address-book.schema';

const validAddress = {
  firstname: 'Jan',
  lastname: 'Jansen',
  street: 'Damrak',
  houseNumber: '1',
  postcode: '1012 LG',
  city: 'Amsterdam',
  country_id: 'NL',
  email: 'jan@example.nl',
  telephone: '0612345678',
};

/** The customer's address book (GET /api/customer/addresses): the home address is the cart's prefilled default. */
const home: AddressBookEntry = {
  id: 7,
  firstname: 'Jan',
  lastname: 'Jansen',
  street: 'Damrak',
  houseNumber: '1',
  postcode: '1012 LG',
  city: 'Amsterdam',
  country_id: 'NL',
  telephone: '0612345678',
  region_id: null,
  region: null,
  defaultBilling: true,
  defaultShipping: true,
};
const office: AddressBookEntry = {
  ...home,
  id: 9,
  street: 'Friedrichstraße',
  houseNumber: '43',
  postcode: '10117',
  city: 'Berlin',
  country_id: 'DE',
  region_id: 82,
  region: 'Berlin',
  defaultBilling: false,
  defaultShipping: false,
};
const savedAddresses = [home, office];
const formFieldsOf = ({ firstname, lastname, street, houseNumber, postcode, city, country_id, telephone, region_id }: AddressBookEntry) => ({
  firstname,
  lastname,
  street,
  houseNumber,
  postcode,
  city,
  country_id,
  telephone,
  region_id,
});

interface BookContext {
  customer: boolean;
  addressChoice: number | 'new' | null;
  saveInBook: boolean;
  form: { street: string; houseNumber: string };
}

/** Magento's save_in_address_book goes with a customer's new address asked to be kept, and with nothing else. */
function expectSaveFlag(address: object, context: BookContext) {
  if (context.customer && context.addressChoice === 'new' && context.saveInBook) expect(address).toMatchObject({ save_in_address_book: 1 });
  else expect(address).not.toHaveProperty('save_in_address_book');
}

/** What Magento answers a place-order when a line's stock fell meanwhile. */
const STOCK_REFUSED = { code: 'order.stock-changed', via: 'api', text: 'Not all of your products are available in the requested quantity.' };

const errors = [
  null,
  NO_PAYMENT_METHODS,
  PAYMENT_METHOD_REQUIRED,
  { code: 'network', via: 'request', text: 'Failed to fetch' },
  { code: 'unknown', via: 'api', text: 'Payment declined' },
  STOCK_CHANGED,
  STOCK_REFUSED,
];

/** A refused order for stock reads the cart again (its lines then explain), once; nothing else does. */
function expectCartRefreshOnStockRefusal({ event, calls }: StateCheckArgs) {
  const refused = event.type === 'xstate.done.actor.placeOrder' && (event as unknown as { output: { error: unknown } }).output.error === STOCK_REFUSED;
  expect(calls.filter((call) => call.action === 'refreshCart')).toHaveLength(refused ? 1 : 0);
}

/** A checkout with a line that cannot be ordered goes neither to payment nor to placing: it says why. */
function expectStockBlock({ event, actual, expected }: StateCheckArgs) {
  if ((event.type === 'shipping.save' || event.type === 'order.place') && expected.context.stockIssues > 0) expect(actual.context.error).toEqual(STOCK_CHANGED);
}

/** begin_checkout is reported when the checkout starts, and at no later step. */
function expectReportedOnStart({ event, calls }: StateCheckArgs) {
  expect(calls.filter((call) => call.action === 'reportCheckoutStarted')).toHaveLength(event.type === 'xstate.init' ? 1 : 0);
}

export const checkoutModel: ModelSpec = {
  name: 'checkout',
  machine: checkoutMachine,
  inputs: {
    'empty form': { cartId: 'cart-1' },
    'reload mid-checkout: address already in the cart': { cartId: 'cart-1', form: validAddress },
    'a cart line sold out meanwhile': { cartId: 'cart-1', form: validAddress, stockIssues: 1 },
    'a customer with two saved addresses, the default prefilled': { cartId: 'cart-1', form: validAddress, customer: true },
  },
  actors: ['loadRegions', 'saveShipping', 'placeOrder', 'loadSavedAddresses'],
  actions: ['reportCheckoutStarted', 'refreshCart'],
  events: {
    'address.change': [
      { label: 'a complete Dutch address', event: { type: 'address.change', values: validAddress } },
      { label: 'a postcode that is not Dutch', event: { type: 'address.change', values: { postcode: '12' } } },
      { label: 'country Germany with a German postcode', event: { type: 'address.change', values: { country_id: 'DE', postcode: '10115' } } },
    ],
    'address.pick': [
      { label: 'the saved home address', event: { type: 'address.pick', id: 7 } },
      { label: 'the saved office address in Berlin', event: { type: 'address.pick', id: 9 } },
    ],
    'address.new': [{ label: 'a new address', event: { type: 'address.new' } }],
    'address.saveInBook': [
      { label: 'tick "Save in my address book"', event: { type: 'address.saveInBook', save: true } },
      { label: 'untick "Save in my address book"', event: { type: 'address.saveInBook', save: false } },
    ],
    'xstate.done.actor.loadSavedAddresses': [
      { label: 'the home and office addresses', event: { type: 'xstate.done.actor.loadSavedAddresses', output: savedAddresses } },
    ],
    'xstate.error.actor.loadSavedAddresses': [
      { label: 'address book not readable', event: { type: 'xstate.error.actor.loadSavedAddresses', error: { code: 'network', text: 'Failed to fetch' } } },
    ],
    'shipping.save': [{ label: 'continue to payment', event: { type: 'shipping.save' } }],
    'address.edit': [{ label: 'back to the address', event: { type: 'address.edit' } }],
    'payment.select': [{ label: 'iDEAL', event: { type: 'payment.select', code: 'mollie_methods_ideal' } }],
    'comment.change': [{ label: 'comment "Ring twice"', event: { type: 'comment.change', comment: 'Ring twice' } }],
    'order.place': [{ label: 'place order', event: { type: 'order.place' } }],
    'cart.stock': [
      { label: 'cart read again: all lines can be ordered', event: { type: 'cart.stock', stockIssues: 0 } },
      { label: 'cart read again: a line sold out', event: { type: 'cart.stock', stockIssues: 1 } },
    ],
    'xstate.done.actor.loadRegions': [
      { label: 'one region', event: { type: 'xstate.done.actor.loadRegions', output: [{ id: '82', code: 'BER', name: 'Berlin' }] } },
    ],
    'xstate.error.actor.loadRegions': [
      {
        label: 'country not available (404)',
        event: { type: 'xstate.error.actor.loadRegions', error: { code: 'unknown', status: 404, text: "The country isn't available." } },
      },
    ],
    'xstate.done.actor.saveShipping': [
      {
        label: 'cash on delivery and iDEAL',
        event: {
          type: 'xstate.done.actor.saveShipping',
          output: {
            payment_methods: [
              { code: 'cashondelivery', title: 'Cash On Delivery' },
              { code: 'mollie_methods_ideal', title: 'iDEAL' },
            ],
            totals: totals({ grand_total: 120 }),
            shipping_method: { carrier_code: 'freeshipping', method_code: 'freeshipping' },
          },
        },
      },
      {
        label: 'no payment methods',
        event: {
          type: 'xstate.done.actor.saveShipping',
          output: { payment_methods: [], totals: totals({ grand_total: 120 }), shipping_method: { carrier_code: 'freeshipping', method_code: 'freeshipping' } },
        },
      },
    ],
    'xstate.error.actor.saveShipping': [
      { label: 'network down', event: { type: 'xstate.error.actor.saveShipping', error: { code: 'network', text: 'Failed to fetch' } } },
    ],
    'xstate.done.actor.placeOrder': [
      { label: 'order placed', event: { type: 'xstate.done.actor.placeOrder', output: { orderToken: 'order-1', error: null } } },
      {
        label: 'order failed',
        event: { type: 'xstate.done.actor.placeOrder', output: { orderToken: null, error: { code: 'unknown', via: 'api', text: 'Payment declined' } } },
      },
      { label: 'refused: a line sold out meanwhile', event: { type: 'xstate.done.actor.placeOrder', output: { orderToken: null, error: STOCK_REFUSED } } },
    ],
    'xstate.error.actor.placeOrder': [
      { label: 'crashed', event: { type: 'xstate.error.actor.placeOrder', error: { code: 'network', text: 'Failed to fetch' } } },
    ],
  },
  states: {
    'flow.editingAddress': (args) => {
      const { actual } = args;
      expect(actual.hasTag('busy')).toBe(false);
      expectStockBlock(args);
      expectCartRefreshOnStockRefusal(args);
      expect(errors).toContainEqual(actual.context.error);
      expect(actual.context.error).not.toEqual(PAYMENT_METHOD_REQUIRED);
    },
    'flow.savingShipping': ({ actual, inputs, event }) => {
      if (event.type === 'shipping.save') expect(actual.context.stockIssues).toBe(0);
      expect(actual.hasTag('busy')).toBe(true);
      expect(actual.context.error).toBeNull();
      const request = inputs.get('saveShipping')?.at(-1) as { cartId: string; addressInformation: { billing_address: object; shipping_address: object } };
      expect(request.cartId).toBe('cart-1');
      // The address typed in, or the saved one picked (its fields, the e-mail kept).
      const picked = savedAddresses.find((entry) => entry.id === actual.context.addressChoice);
      const street = picked ? [picked.street, picked.houseNumber] : ['Damrak', '1'];
      expect(request.addressInformation.billing_address).toMatchObject({ email: 'jan@example.nl', street });
      expect(request.addressInformation.shipping_address).toEqual(request.addressInformation.billing_address);
      expectSaveFlag(request.addressInformation.shipping_address, actual.context);
      expect(actual.context.fieldErrors).toEqual({});
    },
    'flow.choosingPayment': (args) => {
      const { actual } = args;
      expect(actual.hasTag('busy')).toBe(false);
      // The total with shipping, from the saved address's answer.
      expect(actual.context.totals?.grand_total).toBe(120);
      expectStockBlock(args);
      expectCartRefreshOnStockRefusal(args);
      // Reversed from the back end's order.
      expect(actual.context.paymentMethods.map((m: { code: string }) => m.code)).toEqual(['mollie_methods_ideal', 'cashondelivery']);
      expect(errors).toContainEqual(actual.context.error);
    },
    'flow.placing': ({ actual, inputs, event }) => {
      if (event.type === 'order.place') expect(actual.context.stockIssues).toBe(0);
      expect(actual.context.error).toBeNull();
      expect(actual.hasTag('busy')).toBe(true);
      expect(actual.can({ type: 'order.place' })).toBe(false);
      const order = inputs.get('placeOrder')?.at(-1) as { billingAddress: object };
      expect(order).toMatchObject({ cartId: 'cart-1', paymentMethodCode: 'mollie_methods_ideal' });
      expectSaveFlag(order.billingAddress, actual.context);
    },
    'flow.placed': ({ actual }) => expect(actual.context.error).toBeNull(),
    'regions.loading': (args) => {
      expect(args.inputs.get('loadRegions')?.at(-1)).toEqual({ countryId: args.actual.context.form.country_id });
      expectReportedOnStart(args);
    },
    'regions.loaded': (args) => expectReportedOnStart(args),
    // Left at once for none or loading (an eventless transition): never a state the checkout rests in.
    'book.checking': () => {
      throw new Error('the checkout rests in book.checking');
    },
    'book.none': ({ actual, inputs }) => {
      // A guest: the address book is never asked for, nothing is offered; a customer's unreadable book offers nothing.
      if (!actual.context.customer) expect(inputs.get('loadSavedAddresses')).toBeUndefined();
      expect(actual.context.savedAddresses).toEqual([]);
      expect(actual.context.addressChoice).toBeNull();
      expect(actual.context.saveInBook).toBe(false);
    },
    'book.loading': ({ actual, event, startedActors }) => {
      expect(actual.context.customer).toBe(true);
      if (event.type === 'xstate.init') expect(startedActors).toContain('loadSavedAddresses');
      expect(actual.context.addressChoice).toBeNull();
    },
    'book.offered': ({ actual, event }) => {
      const { context } = actual;
      expect(context.savedAddresses.map((entry: { id: number }) => entry.id)).toEqual([7, 9]);
      // The prefilled default address is the one chosen when the book arrives; an address typed meanwhile is a new one.
      if (event.type === 'xstate.done.actor.loadSavedAddresses') {
        const { region_id: _region, ...homeFields } = formFieldsOf(home);
        const isHome = Object.entries(homeFields).every(([key, value]) => context.form[key] === value);
        expect(context.addressChoice).toBe(isHome ? 7 : 'new');
      }
      // Picking fills the form with the saved address, keeps the e-mail and clears the field errors.
      // Only while the address is being edited (saving it, or the payment step, take no choice).
      const editing = actual.matches({ flow: 'editingAddress' });
      if (event.type === 'address.pick' && editing) {
        const picked = savedAddresses.find((entry) => entry.id === event.id)!;
        expect(context.addressChoice).toBe(picked.id);
        expect(context.form).toEqual({ ...formFieldsOf(picked), email: 'jan@example.nl' });
        expect(context.fieldErrors).toEqual({});
        expect(context.saveInBook).toBe(false);
      }
      if (event.type === 'address.new' && editing) {
        expect(context.addressChoice).toBe('new');
        expect(context.form).toMatchObject({ firstname: '', street: '', houseNumber: '', postcode: '', city: '', email: 'jan@example.nl' });
      }
      // Only a new address can be kept in the book.
      if (context.saveInBook) expect(context.addressChoice).toBe('new');
    },
  },
};
