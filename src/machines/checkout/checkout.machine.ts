// Checkout (spec §4, §5): billing address with field errors, shipping regions of the chosen country,
// saving shipping (which answers the payment methods, shown reversed), payment method, optional comment,
// and placing the order through the place-order child machine. While an order is being placed, a second
// `order.place` (double click) is ignored and nothing can disturb the submission in flight. A checkout that starts is
// reported (the tag manager's begin_checkout).
import { and, assign, setup, stateIn } from 'xstate';
import type { Address } from '../../../common/contract/cart.schema';
import type { PaymentDetails, PaymentMethod, Region } from '../../../common/contract/checkout.schema';
import type { Totals } from '../../../common/contract/totals.schema';
import { errorOf, outputOf, notProvidedAction, notProvidedActor } from '../shared';
import { requestError, type ShopError } from '../shop-error';
import { EMPTY_ADDRESS, isBillingAddressValid, toMagentoAddress, validateBillingAddress, type AddressErrors, type BillingAddressForm } from './billing-address';
import { placeOrderMachine, type PlaceOrderInput, type PlaceOrderOutput } from './place-order.machine';

/** Saving the address gave no payment method to choose from. */
export const NO_PAYMENT_METHODS: ShopError = { code: 'checkout.no-payment-methods' };
/** The order was to be placed without a payment method chosen (the view puts it at the methods). */
export const PAYMENT_METHOD_REQUIRED: ShopError = { code: 'checkout.payment-method-required' };

/** A cart line cannot be ordered as it is (its stock fell): the shopper fixes it in the cart first. */
export const STOCK_CHANGED: ShopError = { code: 'order.stock-changed' };
/** Magento's refusals of an order for stock (common/contract/error-codes.ts): the cart is read again to explain them. */
const STOCK_REFUSALS = new Set(['order.stock-changed', 'cart.qty-not-available', 'cart.product-not-available']);

export interface CheckoutInput {
  cartId: string;
  form?: Partial<BillingAddressForm>;
  /** The cart's lines that cannot be ordered as they are when the checkout starts (cart-stock.ts). */
  stockIssues?: number;
}

export interface CheckoutContext {
  cartId: string;
  form: BillingAddressForm;
  fieldErrors: AddressErrors;
  regions: Region[];
  paymentMethods: PaymentMethod[];
  selectedMethod: string | null;
  comment: string;
  totals: Totals | null;
  /** The cart's lines that cannot be ordered as they are; kept current by `cart.stock` from the wiring. */
  stockIssues: number;
  /** A request failure, NO_PAYMENT_METHODS, PAYMENT_METHOD_REQUIRED or STOCK_CHANGED; field errors are in fieldErrors. */
  error: ShopError | null;
}

export type CheckoutEvent =
  | { type: 'address.change'; values: Partial<BillingAddressForm> }
  | { type: 'shipping.save' }
  | { type: 'address.edit' }
  | { type: 'payment.select'; code: string }
  | { type: 'comment.change'; comment: string }
  | { type: 'order.place' }
  /** The cart was read again: how many of its lines cannot be ordered as they are. */
  | { type: 'cart.stock'; stockIssues: number };

function initialContext({ input }: { input: CheckoutInput }): CheckoutContext {
  return {
    cartId: input.cartId,
    form: { ...EMPTY_ADDRESS, ...input.form },
    fieldErrors: {},
    regions: [],
    paymentMethods: [],
    selectedMethod: null,
    comment: '',
    totals: null,
    stockIssues: input.stockIssues ?? 0,
    error: null,
  };
}

/** The body of POST cart/shipping. */
export interface AddressInformation {
  shipping_address: Address;
  billing_address: Address;
  /** Left out: the server picks the first method Magento offers for the address. */
  shipping_carrier_code?: string;
  shipping_method_code?: string;
}

/**
 * The checkout has no shipping-method step: without a carrier and method the server takes the first method
 * Magento offers for the address (free shipping with a bike, the flat rate for parts).
 */
export function toAddressInformation(form: BillingAddressForm): AddressInformation {
  const address = toMagentoAddress(form);
  return { shipping_address: address, billing_address: address };
}

export interface SaveShippingInput {
  cartId: string;
  addressInformation: AddressInformation;
}

const toRegionsInput = ({ context }: { context: CheckoutContext }) => ({ countryId: context.form.country_id });
const toShippingInput = ({ context }: { context: CheckoutContext }): SaveShippingInput => ({
  cartId: context.cartId,
  addressInformation: toAddressInformation(context.form),
});
const toPlaceOrderInput = ({ context }: { context: CheckoutContext }): PlaceOrderInput => ({
  cartId: context.cartId,
  email: context.form.email.trim(),
  billingAddress: toMagentoAddress(context.form),
  paymentMethodCode: context.selectedMethod ?? '',
  comment: context.comment,
});

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    loadRegions: notProvidedActor<Region[], { countryId: string }>('loadRegions'),
    saveShipping: notProvidedActor<PaymentDetails, SaveShippingInput>('saveShipping'),
    placeOrder: placeOrderMachine,
  },
  guards: {
    isEditingAddress: stateIn('#checkout.flow.editingAddress'),
    isCountryChange: ({ context, event }) =>
      event.type === 'address.change' && event.values.country_id !== undefined && event.values.country_id !== context.form.country_id,
    isAddressValid: ({ context }) => isBillingAddressValid(context.form),
    hasPaymentMethods: ({ event }) => (outputOf<PaymentDetails>(event)?.payment_methods ?? []).length > 0,
    canPlaceOrder: ({ context }) => context.paymentMethods.some((method) => method.code === context.selectedMethod),
    isOrderFailed: ({ event }) => outputOf<PlaceOrderOutput>(event)?.error != null,
    hasStockIssues: ({ context }) => context.stockIssues > 0,
    isStockRefusal: ({ event }) => STOCK_REFUSALS.has(outputOf<PlaceOrderOutput>(event)?.error?.code ?? ''),
  },
  actions: {
    /** begin_checkout with the cart's lines and total (the wiring reads them from the cart actor). */
    reportCheckoutStarted: notProvidedAction('reportCheckoutStarted'),
    /** Reads the cart again (the wiring sends the cart actor cart.refresh): its lines then say what is left. */
    refreshCart: notProvidedAction('refreshCart'),
    assignStockIssues: assign({ stockIssues: ({ context, event }) => (event.type === 'cart.stock' ? event.stockIssues : context.stockIssues) }),
    assignStockChanged: assign({ error: STOCK_CHANGED }),
    assignForm: assign(({ context, event }) => {
      if (event.type !== 'address.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      for (const field of Object.keys(event.values)) delete fieldErrors[field as keyof AddressErrors];
      const countryChanged = event.values.country_id !== undefined && event.values.country_id !== context.form.country_id;
      const regionReset = countryChanged ? { region_id: null } : {};
      return { form: { ...context.form, ...regionReset, ...event.values }, fieldErrors };
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateBillingAddress(context.form) }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    assignRegions: assign({ regions: ({ event }) => outputOf<Region[]>(event) ?? [] }),
    clearRegions: assign({ regions: [] }),
    assignPaymentDetails: assign(({ context, event }) => {
      const details = outputOf<PaymentDetails>(event);
      const paymentMethods = [...(details?.payment_methods ?? [])].reverse();
      const kept = paymentMethods.some((method) => method.code === context.selectedMethod) ? context.selectedMethod : null;
      return {
        paymentMethods,
        selectedMethod: kept ?? (paymentMethods.length === 1 ? paymentMethods[0]!.code : null),
        totals: details?.totals ?? context.totals,
        error: null,
      };
    }),
    assignNoPaymentMethods: assign({ error: NO_PAYMENT_METHODS }),
    assignRequestFailure: assign({ error: ({ event }) => requestError(errorOf(event)) }),
    assignOrderFailure: assign({ error: ({ event }) => outputOf<PlaceOrderOutput>(event)?.error ?? null }),
    assignMethod: assign({
      selectedMethod: ({ context, event }) => (event.type === 'payment.select' ? event.code : context.selectedMethod),
      error: null,
    }),
    assignMethodRequired: assign({ error: PAYMENT_METHOD_REQUIRED }),
    assignComment: assign({ comment: ({ context, event }) => (event.type === 'comment.change' ? event.comment : context.comment) }),
  },
}).createMachine({
  id: 'checkout',
  context: initialContext,
  entry: 'reportCheckoutStarted',
  type: 'parallel',
  on: { 'cart.stock': { actions: 'assignStockIssues' } },
  states: {
    flow: {
      initial: 'editingAddress',
      states: {
        editingAddress: {
          on: {
            'address.change': { actions: 'assignForm' },
            'comment.change': { actions: 'assignComment' },
            'shipping.save': [
              { guard: 'hasStockIssues', actions: 'assignStockChanged' },
              { guard: 'isAddressValid', target: 'savingShipping', actions: 'clearErrors' },
              { actions: 'showFieldErrors' },
            ],
          },
        },
        savingShipping: {
          tags: ['busy'],
          invoke: {
            id: 'saveShipping',
            src: 'saveShipping',
            input: toShippingInput,
            onDone: [
              { guard: 'hasPaymentMethods', target: 'choosingPayment', actions: 'assignPaymentDetails' },
              { target: 'editingAddress', actions: 'assignNoPaymentMethods' },
            ],
            onError: { target: 'editingAddress', actions: 'assignRequestFailure' },
          },
        },
        choosingPayment: {
          on: {
            'payment.select': { actions: 'assignMethod' },
            'comment.change': { actions: 'assignComment' },
            'address.edit': { target: 'editingAddress', actions: 'clearErrors' },
            'order.place': [
              { guard: 'hasStockIssues', actions: 'assignStockChanged' },
              { guard: 'canPlaceOrder', target: 'placing' },
              { actions: 'assignMethodRequired' },
            ],
          },
        },
        placing: {
          tags: ['busy'],
          entry: 'clearErrors',
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: toPlaceOrderInput,
            onDone: [
              { guard: 'isStockRefusal', target: 'choosingPayment', actions: ['assignOrderFailure', 'refreshCart'] },
              { guard: 'isOrderFailed', target: 'choosingPayment', actions: 'assignOrderFailure' },
              { target: 'placed' },
            ],
            onError: { target: 'choosingPayment', actions: 'assignRequestFailure' },
          },
        },
        placed: { type: 'final' },
      },
    },
    regions: {
      initial: 'loading',
      on: {
        'address.change': {
          guard: and(['isEditingAddress', 'isCountryChange']),
          target: '.loading',
          reenter: true,
          actions: 'clearRegions',
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadRegions',
            src: 'loadRegions',
            input: toRegionsInput,
            onDone: { target: 'loaded', actions: 'assignRegions' },
            // Regions are optional for these countries: without them the address is still complete.
            onError: { target: 'loaded', actions: 'clearRegions' },
          },
        },
        loaded: {},
      },
    },
  },
});
