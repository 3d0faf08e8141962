// The machines `npm run mutation` mutates (issue 24 item 5, decision record 034): each with the machine files Stryker
// changes and the unit and model tests that must notice. Shared by stryker.config.mjs (through the MUTATION_MACHINE
// environment variable), vitest.mutation.config.ts and scripts/mutation.ts.
// Plain JavaScript: Stryker's own process loads it from stryker.config.mjs.

/**
 * @typedef {object} MutationTarget
 * @property {string[]} mutate Machine files Stryker mutates.
 * @property {string[]} tests The tests run against every mutant (the machine's unit tests and its model test).
 * @property {string} [testNamePattern] Only the tests whose name matches (a model file that runs two models).
 */

/** @type {Record<string, MutationTarget>} */
export const MUTATION_TARGETS = {
  cart: {
    mutate: ['src/machines/cart/cart.machine.ts', 'src/machines/cart/cart-operation.machine.ts'],
    tests: ['src/machines/cart/cart.machine.test.ts', 'src/machines/cart/cart-operation.machine.test.ts', 'tests/model/cart.model.test.ts'],
  },
  coupon: {
    mutate: ['src/machines/coupon/coupon.machine.ts'],
    tests: ['src/machines/coupon/coupon.machine.test.ts', 'tests/model/coupon.model.test.ts'],
  },
  checkout: {
    mutate: ['src/machines/checkout/checkout.machine.ts'],
    // The address-book tests are the unit tests of the machine's `book` region (decision record 029).
    tests: ['src/machines/checkout/checkout.machine.test.ts', 'src/machines/checkout/checkout-address-book.test.ts', 'tests/model/checkout.model.test.ts'],
    // The checkout model fakes the place-order child; the place-order model has nothing to say about the checkout.
    testNamePattern: '^(?!place-order: every transition)',
  },
  'place-order': {
    mutate: ['src/machines/checkout/place-order.machine.ts'],
    tests: ['src/machines/checkout/place-order.machine.test.ts', 'tests/model/checkout.model.test.ts'],
    testNamePattern: '^(?!checkout: every transition)',
  },
  'payment-return': {
    mutate: ['src/machines/payment-return/payment-return.machine.ts'],
    tests: ['src/machines/payment-return/payment-return.machine.test.ts', 'tests/model/payment-return.model.test.ts'],
  },
  /** The back office's order view: the order lifecycle over Magento's order states (decision record 026). */
  'order-lifecycle': {
    mutate: ['src/machines/admin-order-view/admin-order-view.machine.ts'],
    tests: [
      'src/machines/admin-order-view/admin-order-view.machine.test.ts',
      // Imports the machine inside its test: a mutant that makes the module throw at import fails a test there.
      'src/machines/admin-order-view/admin-order-view.load.test.ts',
      'tests/model/admin-order-view.model.test.ts',
    ],
  },
};

/** The minimum mutation score per machine. */
export const MUTATION_THRESHOLD = 95;
