// Checkout (spec §4, §5): billing address with field errors, shipping regions of the chosen country,
// saving shipping (which answers the payment methods, shown reversed), payment method, optional comment,
// and placing the order through the place-order child machine. While an order is being placed, a second
// `order.place` (double click) is ignored and nothing can disturb the submission in flight. A checkout that starts is
// reported (the tag manager's begin_checkout). A logged-in customer's saved addresses are loaded (the `book` region):
// picking one fills the form, "a new address" empties it and may be kept in the address book at the order
// (Magento's `save_in_address_book`). A guest gets none of this.
import { and, assign, setup, stateIn } from 'xstate';
import type { AddressBookEntry } from '../../../common/contract/address-book.schema';
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
  /** A logged-in customer (the cart is the customer's, `mine`): the saved addresses are offered. */
  customer?: boolean;
}

/** What the address form holds: a saved address (its id), a new one, or nothing offered (a guest). */
export type AddressChoice = number | 'new' | null;

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
  customer: boolean;
  /** The customer's address book (empty for a guest, or when it could not be read). */
  savedAddresses: AddressBookEntry[];
  /** The saved address the form was filled with, 'new', or null when no choice is offered. */
  addressChoice: AddressChoice;
  /** "Save in my address book" for a new address: sent as `save_in_address_book: 1` on its addresses. */
  saveInBook: boolean;
}

export type CheckoutEvent =
  | { type: 'address.change'; values: Partial<BillingAddressForm> }
  /** A saved address picked: it fills the form. */
  | { type: 'address.pick'; id: number }
  /** "A new address": the form empties (the e-mail stays). */
  | { type: 'address.new' }
  | { type: 'address.saveInBook'; save: boolean }
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
    // Stryker disable next-line ArrayDeclaration: equivalent, the methods are read only in the payment step, entered only through assignPaymentDetails, which replaces them
    paymentMethods: [],
    selectedMethod: null,
    comment: '',
    totals: null,
    stockIssues: input.stockIssues ?? 0,
    error: null,
    customer: input.customer ?? false,
    // Stryker disable next-line ArrayDeclaration: equivalent, the book is shown only in book.offered, entered through assignSavedAddresses, which replaces it; no picked id matches a placeholder
    savedAddresses: [],
    addressChoice: null,
    saveInBook: false,
  };
}

/** The form's fields of a saved address, with the e-mail the form already has. */
export function formOfSavedAddress(entry: AddressBookEntry, email: string): BillingAddressForm {
  const { firstname, lastname, street, houseNumber, postcode, city, country_id, telephone, region_id } = entry;
  return { firstname, lastname, street, houseNumber, postcode, city, country_id, telephone, region_id, email };
}

const ADDRESS_KEYS = ['firstname', 'lastname', 'street', 'houseNumber', 'postcode', 'city', 'country_id'] as const;
/** The saved address the form holds now (the cart's prefilled default address), if any. */
function savedAddressOfForm(form: BillingAddressForm, entries: AddressBookEntry[]): AddressBookEntry | undefined {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return entries.find((entry) => ADDRESS_KEYS.every((key) => same(entry[key], form[key])));
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
export function toAddressInformation(form: BillingAddressForm, saveInBook = false): AddressInformation {
  const address = toCheckoutAddress(form, saveInBook);
  return { shipping_address: address, billing_address: address };
}

/** Magento's address of the form; kept in the customer's address book at the order when asked. */
function toCheckoutAddress(form: BillingAddressForm, saveInBook: boolean): Address {
  const address = toMagentoAddress(form);
  return saveInBook ? { ...address, save_in_address_book: 1 } : address;
}

/** The flag goes only with a new address a customer asked to keep. */
// Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, saveInBook is true only for a customer on a new address (set only in book.offered with isNewAddress, cleared by pickAddress)
const savesInBook = (context: CheckoutContext) => context.customer && context.addressChoice === 'new' && context.saveInBook;

export interface SaveShippingInput {
  cartId: string;
  addressInformation: AddressInformation;
}

const toRegionsInput = ({ context }: { context: CheckoutContext }) => ({ countryId: context.form.country_id });
const toShippingInput = ({ context }: { context: CheckoutContext }): SaveShippingInput => ({
  cartId: context.cartId,
  addressInformation: toAddressInformation(context.form, savesInBook(context)),
});
const toPlaceOrderInput = ({ context }: { context: CheckoutContext }): PlaceOrderInput => ({
  cartId: context.cartId,
  email: context.form.email.trim(),
  // Magento replaces the quote's billing address with this one: it carries the flag too.
  billingAddress: toCheckoutAddress(context.form, savesInBook(context)),
  // Stryker disable next-line StringLiteral: equivalent, placing is entered only through canPlaceOrder, so a method is selected
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
    /** The customer's address book (GET /api/customer/addresses). */
    loadSavedAddresses: notProvidedActor<AddressBookEntry[], void>('loadSavedAddresses'),
    placeOrder: placeOrderMachine,
  },
  guards: {
    isEditingAddress: stateIn('#checkout.flow.editingAddress'),
    isCountryChange: ({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the guard is bound to address.change only
      event.type === 'address.change' && event.values.country_id !== undefined && event.values.country_id !== context.form.country_id,
    isCustomer: ({ context }) => context.customer,
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: equivalent, bound to address.pick only, and pickAddress itself ignores an id that is not in the book
    isSavedAddress: ({ context, event }) => event.type === 'address.pick' && context.savedAddresses.some((entry) => entry.id === event.id),
    isPickedCountryChange: ({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the guard is bound to address.pick only
      event.type === 'address.pick' && context.savedAddresses.some((entry) => entry.id === event.id && entry.country_id !== context.form.country_id),
    isNewAddress: ({ context }) => context.addressChoice === 'new',
    isAddressValid: ({ context }) => isBillingAddressValid(context.form),
    // Stryker disable next-line OptionalChaining,ArrayDeclaration: equivalent, saveShipping's done event always carries its answer with its payment_methods
    hasPaymentMethods: ({ event }) => (outputOf<PaymentDetails>(event)?.payment_methods ?? []).length > 0,
    canPlaceOrder: ({ context }) => context.paymentMethods.some((method) => method.code === context.selectedMethod),
    // Stryker disable next-line OptionalChaining: equivalent, placeOrder's done event always carries its output
    isOrderFailed: ({ event }) => outputOf<PlaceOrderOutput>(event)?.error != null,
    hasStockIssues: ({ context }) => context.stockIssues > 0,
    // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, placeOrder's done event always carries its output; the fallback only has to be no refusal code
    isStockRefusal: ({ event }) => STOCK_REFUSALS.has(outputOf<PlaceOrderOutput>(event)?.error?.code ?? ''),
  },
  actions: {
    /** begin_checkout with the cart's lines and total (the wiring reads them from the cart actor). */
    reportCheckoutStarted: notProvidedAction('reportCheckoutStarted'),
    /** Reads the cart again (the wiring sends the cart actor cart.refresh): its lines then say what is left. */
    refreshCart: notProvidedAction('refreshCart'),
    // Stryker disable next-line ConditionalExpression: equivalent, the action is bound to cart.stock only
    assignStockIssues: assign({ stockIssues: ({ context, event }) => (event.type === 'cart.stock' ? event.stockIssues : context.stockIssues) }),
    assignStockChanged: assign({ error: STOCK_CHANGED }),
    assignForm: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: equivalent, the action is bound to address.change only
      if (event.type !== 'address.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      for (const field of Object.keys(event.values)) delete fieldErrors[field as keyof AddressErrors];
      const countryChanged = event.values.country_id !== undefined && event.values.country_id !== context.form.country_id;
      const regionReset = countryChanged ? { region_id: null } : {};
      return { form: { ...context.form, ...regionReset, ...event.values }, fieldErrors };
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateBillingAddress(context.form) }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    // Stryker disable next-line ArrayDeclaration: equivalent, loadRegions always answers a list
    assignRegions: assign({ regions: ({ event }) => outputOf<Region[]>(event) ?? [] }),
    clearRegions: assign({ regions: [] }),
    assignSavedAddresses: assign(({ context, event }) => {
      // Stryker disable next-line ArrayDeclaration: equivalent, loadSavedAddresses always answers a list
      const savedAddresses = outputOf<AddressBookEntry[]>(event) ?? [];
      return { savedAddresses, addressChoice: savedAddressOfForm(context.form, savedAddresses)?.id ?? 'new' };
    }),
    pickAddress: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: equivalent, the action is bound to address.pick only
      const entry = event.type === 'address.pick' ? context.savedAddresses.find((candidate) => candidate.id === event.id) : undefined;
      // Stryker disable next-line ConditionalExpression: equivalent, the isSavedAddress guard lets only ids of the book through, so the entry is always found
      if (!entry) return {};
      return { form: formOfSavedAddress(entry, context.form.email), addressChoice: entry.id, saveInBook: false, fieldErrors: {} };
    }),
    pickNewAddress: assign(({ context }) => ({
      form: { ...EMPTY_ADDRESS, country_id: context.form.country_id, email: context.form.email },
      addressChoice: 'new' as const,
      fieldErrors: {},
    })),
    // Stryker disable next-line ConditionalExpression: equivalent, the action is bound to address.saveInBook only
    assignSaveInBook: assign({ saveInBook: ({ context, event }) => (event.type === 'address.saveInBook' ? event.save : context.saveInBook) }),
    assignPaymentDetails: assign(({ context, event }) => {
      const details = outputOf<PaymentDetails>(event);
      // Stryker disable next-line OptionalChaining,ArrayDeclaration: equivalent, saveShipping's done event always carries its answer with its payment_methods
      const paymentMethods = [...(details?.payment_methods ?? [])].reverse();
      const kept = paymentMethods.some((method) => method.code === context.selectedMethod) ? context.selectedMethod : null;
      return {
        paymentMethods,
        selectedMethod: kept ?? (paymentMethods.length === 1 ? paymentMethods[0]!.code : null),
        // Stryker disable next-line OptionalChaining: equivalent, saveShipping's done event always carries its answer
        totals: details?.totals ?? context.totals,
        error: null,
      };
    }),
    assignNoPaymentMethods: assign({ error: NO_PAYMENT_METHODS }),
    assignRequestFailure: assign({ error: ({ event }) => requestError(errorOf(event)) }),
    // Stryker disable next-line OptionalChaining: equivalent, placeOrder's done event always carries its output
    assignOrderFailure: assign({ error: ({ event }) => outputOf<PlaceOrderOutput>(event)?.error ?? null }),
    assignMethod: assign({
      // Stryker disable next-line ConditionalExpression: equivalent, the action is bound to payment.select only
      selectedMethod: ({ context, event }) => (event.type === 'payment.select' ? event.code : context.selectedMethod),
      error: null,
    }),
    assignMethodRequired: assign({ error: PAYMENT_METHOD_REQUIRED }),
    // Stryker disable next-line ConditionalExpression: equivalent, the action is bound to comment.change only
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
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, the other regions never end, so a final placed never ends the machine; placed has no transitions either way
        placed: { type: 'final' },
      },
    },
    regions: {
      initial: 'loading',
      // Another country (typed, or a saved address picked) loads that country's regions. The region's own state is
      // left and entered again (the request restarts); not `reenter`, whose domain would be the whole machine and
      // would re-enter every parallel region (the address book read again).
      on: {
        'address.change': { guard: and(['isEditingAddress', 'isCountryChange']), target: '.loading', actions: 'clearRegions' },
        'address.pick': { guard: and(['isEditingAddress', 'isPickedCountryChange']), target: '.loading', actions: 'clearRegions' },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadRegions',
            src: 'loadRegions',
            input: toRegionsInput,
            onDone: { target: 'loaded', actions: 'assignRegions' },
            // Regions are optional for these countries: without them the address is still complete.
            // Stryker disable next-line StringLiteral: equivalent, every way into loading empties the regions first (initial context, clearRegions on a country change)
            onError: { target: 'loaded', actions: 'clearRegions' },
          },
        },
        loaded: {},
      },
    },
    book: {
      initial: 'checking',
      states: {
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, a guest's book region waiting in checking instead of none offers nothing and requests nothing either
        checking: { always: [{ guard: 'isCustomer', target: 'loading' }, { target: 'none' }] },
        /** A guest, or a customer whose address book could not be read: the form as a guest has it. */
        none: {},
        loading: {
          invoke: {
            id: 'loadSavedAddresses',
            src: 'loadSavedAddresses',
            onDone: { target: 'offered', actions: 'assignSavedAddresses' },
            // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, an unread book left in loading instead of none offers nothing either (selectOffersAddressBook reads offered only)
            onError: { target: 'none' },
          },
        },
        offered: {
          on: {
            'address.pick': { guard: and(['isEditingAddress', 'isSavedAddress']), actions: 'pickAddress' },
            'address.new': { guard: 'isEditingAddress', actions: 'pickNewAddress' },
            'address.saveInBook': { guard: and(['isEditingAddress', 'isNewAddress']), actions: 'assignSaveInBook' },
          },
        },
      },
    },
  },
});
