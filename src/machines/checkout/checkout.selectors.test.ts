// What the checkout views read of the checkout actor: each address field's slice, what the shopper may do in each
// step, the missing payment method and the totals.
import { describe, expect, test } from 'vitest';
import { EMPTY_ADDRESS } from './billing-address';
import { checkoutMachine, PAYMENT_METHOD_REQUIRED, type CheckoutContext } from './checkout.machine';
import { totals as totalsOf } from '../contract.fixtures';
import {
  selectCanChangeAddress,
  selectCanChangeComment,
  selectCanEditAddress,
  selectCanSendOrder,
  selectGrandTotal,
  selectHasFieldErrors,
  selectIsPaymentMethodMissing,
  selectorsOfField,
  selectRegionId,
  selectTotals,
} from './checkout.selectors';

const context: CheckoutContext = {
  cartId: 'c1',
  form: { ...EMPTY_ADDRESS, postcode: '9781 AB', country_id: 'DE', region_id: 82 },
  fieldErrors: { postcode: 'invalid_postcode' },
  stockIssues: 0,
  regions: [],
  paymentMethods: [],
  selectedMethod: null,
  comment: '',
  totals: totalsOf({ grand_total: 129.85 }),
  error: null,
  customer: false,
  savedAddresses: [],
  addressChoice: null,
  saveInBook: false,
};
const at = (flow: string, extra: Partial<CheckoutContext> = {}) =>
  checkoutMachine.resolveState({ value: { flow, regions: 'loaded', book: 'none' }, context: { ...context, ...extra } });

describe('checkout selectors', () => {
  test("a field's value and error; only the postcode follows the country", () => {
    const postcode = selectorsOfField('postcode');
    expect(selectorsOfField('postcode')).toBe(postcode);
    expect(postcode.value(at('editingAddress'))).toBe('9781 AB');
    expect(postcode.error(at('editingAddress'))).toBe('invalid_postcode');
    expect(postcode.country(at('editingAddress'))).toBe('DE');
    const city = selectorsOfField('city');
    expect(city.error(at('editingAddress'))).toBeUndefined();
    expect(city.country(at('editingAddress'))).toBe('');
    expect(selectRegionId(at('editingAddress'))).toBe(82);
    expect(selectHasFieldErrors(at('editingAddress'))).toBe(true);
    expect(selectHasFieldErrors(at('editingAddress', { fieldErrors: {} }))).toBe(false);
  });

  test('the address takes input while it is edited; the payment step edits it, comments and places the order', () => {
    expect(selectCanChangeAddress(at('editingAddress'))).toBe(true);
    expect(selectCanChangeAddress(at('savingShipping'))).toBe(false);
    expect(selectCanChangeAddress(at('choosingPayment'))).toBe(false);
    expect(selectCanEditAddress(at('choosingPayment'))).toBe(true);
    expect(selectCanEditAddress(at('placing'))).toBe(false);
    expect(selectCanChangeComment(at('choosingPayment'))).toBe(true);
    expect(selectCanChangeComment(at('placing'))).toBe(false);
    expect(selectCanSendOrder(at('choosingPayment'))).toBe(true);
    expect(selectCanSendOrder(at('placing'))).toBe(false);
  });

  test('a missing payment method and the totals', () => {
    expect(selectIsPaymentMethodMissing(at('choosingPayment', { error: PAYMENT_METHOD_REQUIRED }))).toBe(true);
    expect(selectIsPaymentMethodMissing(at('choosingPayment', { error: { code: 'unknown', via: 'api', text: 'Bad Gateway' } }))).toBe(false);
    expect(selectTotals(at('choosingPayment'))).toEqual(totalsOf({ grand_total: 129.85 }));
    expect(selectGrandTotal(at('choosingPayment'))).toBe(129.85);
    expect(selectGrandTotal(at('editingAddress', { totals: null }))).toBeNull();
  });
});
