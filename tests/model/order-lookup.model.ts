// Model of the order-lookup machine (issue 23 item 4), built on the production machine: an empty form and one the
// browser filled in; an order number with a space inside it, the three facts typed; the server finding the order,
// finding none (the same answer for a wrong number, e-mail address or postcode), refusing too many attempts, or
// being unreachable; looking up another order after one was shown.
import { expect } from 'vitest';
import { orderLookupMachine, type FoundOrder } from '../../src/machines/order-lookup/order-lookup.machine';
import type { ModelSpec } from './model-runner';

const FACTS = { orderNumber: ' #000000042 ', email: ' Jan@Example.nl ', postcode: '1234 ab' };
/** What the server gets: the facts without the spaces around them (it drops the '#' and compares case-blind itself). */
const SENT = { orderNumber: '#000000042', email: 'Jan@Example.nl', postcode: '1234 ab' };

const FOUND: FoundOrder = {
  order: {
    increment_id: '000000042',
    status: 'pending',
    created_at: '2026-11-20 10:00:00',
    grand_total: 59.95,
    subtotal_incl_tax: 49.95,
    discount_amount: 0,
    shipping_incl_tax: 10,
    tax_amount: 10.4,
    coupon_code: null,
    payment_method: 'cashondelivery',
    bank_transfer: null,
    items: [{ item_id: 1, parent_item_id: null, name: 'Fietstas', sku: 'BAG-1', qty_ordered: 1, price_incl_tax: 49.95 }],
  },
  comments: [{ comment: 'Wordt morgen verzonden.', status: 'processing', created_at: '2026-11-21 09:00:00' }],
};

const NO_MATCH = {
  kind: 'not-found',
  code: 'order.lookup-no-match',
  text: 'No order matches this order number, e-mail address and postcode',
  status: 404,
};
const TOO_MANY = {
  kind: 'rate-limited',
  code: 'order.lookup-too-many',
  text: 'Too many attempts to find an order. Please wait a few minutes.',
  status: 429,
  retryAfterSeconds: 600,
};

export const orderLookupModel: ModelSpec = {
  name: 'order-lookup',
  machine: orderLookupMachine,
  inputs: { 'an empty form': {}, 'the browser filled in the facts': FACTS },
  actors: ['findOrder'],
  actions: [],
  events: {
    'field.change': [
      { label: 'types an order number with a space inside', event: { type: 'field.change', field: 'orderNumber', value: '0000 42' } },
      { label: 'types the order number', event: { type: 'field.change', field: 'orderNumber', value: FACTS.orderNumber } },
      { label: 'types the e-mail address', event: { type: 'field.change', field: 'email', value: FACTS.email } },
      { label: 'types the postcode', event: { type: 'field.change', field: 'postcode', value: FACTS.postcode } },
    ],
    'form.submit': [{ label: 'presses "show my order"', event: { type: 'form.submit' } }],
    'lookup.again': [{ label: 'presses "look up another order"', event: { type: 'lookup.again' } }],
    'xstate.done.actor.findOrder': [{ label: 'the server shows the order', event: { type: 'xstate.done.actor.findOrder', output: FOUND } }],
    'xstate.error.actor.findOrder': [
      { label: 'no order matches (404)', event: { type: 'xstate.error.actor.findOrder', error: NO_MATCH } },
      { label: 'too many attempts (429)', event: { type: 'xstate.error.actor.findOrder', error: TOO_MANY } },
      { label: 'no connection', event: { type: 'xstate.error.actor.findOrder', error: { kind: 'network', code: 'network', text: 'Failed to fetch' } } },
    ],
  },
  states: {
    editing: ({ actual, event }) => {
      expect(actual.hasTag('busy')).toBe(false);
      const { values, fieldErrors, failure, found } = actual.context;
      expect(found).toBeNull();
      if (event.type === 'xstate.init') expect({ fieldErrors, failure }).toEqual({ fieldErrors: {}, failure: null });
      if (event.type === 'field.change') {
        expect(values[event.field as keyof typeof values]).toBe(event.value);
        // Typing in a field takes its error away (the others keep theirs).
        expect(fieldErrors[event.field as keyof typeof fieldErrors]).toBeUndefined();
      }
      if (event.type === 'form.submit') {
        // Back in the form, not searching: each missing or malformed fact has its own error.
        expect(failure).toBeNull();
        expect(fieldErrors.orderNumber).toBe(values.orderNumber === '' ? 'required' : values.orderNumber === '0000 42' ? 'invalid' : undefined);
        expect(fieldErrors.email).toBe(values.email === '' ? 'required' : undefined);
        expect(fieldErrors.postcode).toBe(values.postcode === '' ? 'required' : undefined);
        expect(Object.keys(fieldErrors).length).toBeGreaterThan(0);
      }
      if (event.type === 'xstate.error.actor.findOrder') {
        // The refusal as it came (with its Retry-After), the facts kept for a corrected try.
        expect(failure).toEqual(event.error);
        expect(values).toEqual({ ...FACTS, ...(values.orderNumber === FACTS.orderNumber ? {} : { orderNumber: values.orderNumber }) });
        expect(values.email).toBe(FACTS.email);
      }
      if (event.type === 'lookup.again') {
        // Another order: an empty form, the shown order gone.
        expect(values).toEqual({ orderNumber: '', email: '', postcode: '' });
        expect({ fieldErrors, failure }).toEqual({ fieldErrors: {}, failure: null });
      }
    },
    checking: () => {
      throw new Error('checking is transient');
    },
    searching: ({ actual, inputs }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(actual.context.failure).toBeNull();
      expect(actual.context.fieldErrors).toEqual({});
      expect(inputs.get('findOrder')?.at(-1)).toEqual(SENT);
    },
    found: ({ actual }) => {
      expect(actual.hasTag('busy')).toBe(false);
      expect(actual.context.found).toEqual(FOUND);
      expect(actual.context.failure).toBeNull();
      expect(actual.can({ type: 'form.submit' })).toBe(false);
      expect(actual.can({ type: 'lookup.again' })).toBe(true);
    },
  },
};
