// Finding an order without an account (issue 23 item 4, Magento's "Orders and returns"): order number, e-mail
// address and billing postcode → checked here for what is missing → searched by the server → the order shown as the
// confirmation shows it, read-only. No match, too many attempts and a failed request come back to the form with the
// facts kept; the server answers a wrong number, e-mail address or postcode the same way, so the form cannot say
// which fact was wrong. After an order is shown the shopper may look up another one.
import { assign, setup } from 'xstate';
import type { OrderComment } from '../../../common/contract/order.schema';
import { errorOf, notProvidedActor, outputOf } from '../shared';
import { toRequestFailure, type RequestFailure } from '../admin-common/request-failure';
import { emailError } from '../register/register.validation';
import type { ConfirmedOrder } from '../order-confirmation/confirmed-order';

export type LookupField = 'orderNumber' | 'email' | 'postcode';
export type LookupFieldError = 'required' | 'invalid';
export type LookupValues = Record<LookupField, string>;

export interface FoundOrder {
  order: ConfirmedOrder;
  comments: OrderComment[];
}

export interface OrderLookupContext {
  values: LookupValues;
  fieldErrors: Partial<Record<LookupField, LookupFieldError>>;
  /** Why the last search found nothing to show ('not-found', 'rate-limited', a failed request). */
  failure: RequestFailure | null;
  found: FoundOrder | null;
}

export type OrderLookupEvent = { type: 'field.change'; field: LookupField; value: string } | { type: 'form.submit' } | { type: 'lookup.again' };

/** What the server accepts (order-lookup.router.ts): a number as mails print it, with or without '#'. */
const ORDER_NUMBER = /^#?\s*[A-Za-z0-9_-]{1,32}$/;
const POSTCODE_MAX = 20;

export function lookupFieldErrors(values: LookupValues): Partial<Record<LookupField, LookupFieldError>> {
  const errors: Partial<Record<LookupField, LookupFieldError>> = {};
  const number = values.orderNumber.trim();
  if (!number) errors.orderNumber = 'required';
  else if (!ORDER_NUMBER.test(number)) errors.orderNumber = 'invalid';
  const email = emailError(values.email);
  if (email) errors.email = email === 'required' ? 'required' : 'invalid';
  const postcode = values.postcode.trim();
  if (!postcode) errors.postcode = 'required';
  else if (postcode.length > POSTCODE_MAX) errors.postcode = 'invalid';
  return errors;
}

const EMPTY: LookupValues = { orderNumber: '', email: '', postcode: '' };

export const orderLookupMachine = setup({
  types: { context: {} as OrderLookupContext, events: {} as OrderLookupEvent, input: {} as Partial<LookupValues> },
  actors: {
    /** POST order-lookup with the trimmed facts. */
    findOrder: notProvidedActor<FoundOrder, LookupValues>('findOrder'),
  },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(context.fieldErrors).length > 0,
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _fixed, ...otherErrors } = context.fieldErrors;
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors: otherErrors };
    }),
    validate: assign({ fieldErrors: ({ context }) => lookupFieldErrors(context.values) }),
    clearFailure: assign({ failure: null }),
    assignFailure: assign({ failure: ({ event }) => toRequestFailure(errorOf(event)) }),
    assignFound: assign({ found: ({ event }) => outputOf<FoundOrder>(event) ?? null }),
    /** Another order: an empty form (the facts of the last one are not left on a shared screen). */
    startOver: assign({ values: EMPTY, fieldErrors: {}, failure: null, found: null }),
  },
}).createMachine({
  id: 'orderLookup',
  context: ({ input }) => ({ values: { ...EMPTY, ...input }, fieldErrors: {}, failure: null, found: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'assignValue' },
        'form.submit': { target: 'checking' },
      },
    },
    checking: {
      entry: 'validate',
      always: [
        { guard: 'hasFieldErrors', target: 'editing', actions: 'clearFailure' },
        { target: 'searching', actions: 'clearFailure' },
      ],
    },
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'findOrder',
        src: 'findOrder',
        input: ({ context }) => ({
          orderNumber: context.values.orderNumber.trim(),
          email: context.values.email.trim(),
          postcode: context.values.postcode.trim(),
        }),
        onDone: { target: 'found', actions: 'assignFound' },
        onError: { target: 'editing', actions: 'assignFailure' },
      },
    },
    found: {
      on: { 'lookup.again': { target: 'editing', actions: 'startOver' } },
    },
  },
});

export type OrderLookupMachine = typeof orderLookupMachine;
