// The account's and the back office's error codes (common/contract/error-codes.ts) in the page's language, and the
// wording of each kind of failure the account machines hold. Codes the shop words (time-outs, 'Invalid request', …)
// go through the shop's table (these pages load the shop's catalogue too).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountErrorCode, ErrorCode } from '../../../common/contract/error-codes';
import type { RequestFailure } from '../../machines/admin-common/request-failure';
import { shopCodeText } from '../shop/shop-text';

export const ACCOUNT_ERROR_MESSAGES: Readonly<Record<AccountErrorCode, MessageDescriptor>> = {
  'request.cross-site': msg`The request was refused for security reasons. Reload the page and try again.`,
  'request.unsupported-media-type': msg`The request could not be read. Reload the page and try again.`,
  'request.too-large': msg`The request is too large.`,
  'account.not-logged-in': msg`You are not logged in (any more). Please log in again.`,
  'login.wrong-credentials': msg`Wrong e-mail address or password`,
  'login.locked': msg`This account is temporarily locked. Please try again later.`,
  'login.too-many-attempts': msg`Too many login attempts. Please wait a few minutes.`,
  'login.otp-required': msg`Enter the code from your authenticator app`,
  'login.otp-wrong': msg`The code is not correct`,
  'register.email-taken': msg`An account with this e-mail address already exists. Log in, or ask for a new password.`,
  'password.required': msg`Enter a password.`,
  'password.too-short': msg`The password needs at least 8 characters.`,
  'password.too-long': msg`The password can have at most 256 characters.`,
  'password.edge-space': msg`The password cannot begin or end with a space.`,
  'password.classes': msg`The password needs at least 3 of these: lower case, upper case, digits, special characters.`,
  'password.same-as-email': msg`The password cannot be the same as your e-mail address.`,
  'password.current-wrong': msg`Your current password is not correct.`,
  'address.not-found': msg`This address is no longer in your address book. The list now shows your addresses as they are.`,
  'address.invalid': msg`The address is incomplete or not valid. Please check the fields and try again.`,
  'address.region-invalid': msg`The chosen state or region does not belong to this country. Please choose it again.`,
  'address.country-invalid': msg`We do not deliver to this country. Please choose another country.`,
  'reset.link-invalid': msg`This link to set a new password no longer works. Please ask for a new one.`,
  'reset.link-expired': msg`This link to set a new password has expired. Please ask for a new one.`,
  'account.too-many-requests': msg`Too many requests. Please wait a few minutes.`,
  'admin.order-line-not-a-bike': msg`This order line is not a bike`,
  'admin.bike-not-found': msg`Bike not found`,
  'admin.part-not-found': msg`Part not found`,
  'admin.unknown-category': msg`Unknown category`,
  'admin.unknown-order-status': msg`Unknown order status`,
  'admin.bike-options-changed': msg`The bike's options changed in the meantime. Reload the page and try again.`,
  'admin.one-default-required': msg`Every required option needs exactly one default choice`,
  'admin.one-default-at-most': msg`An option with a single choice can have at most one default`,
  'admin.unknown-linked-product': msg`A related or cross-sell product does not exist or is the bike itself`,
  'admin.nothing-to-change': msg`Nothing to change`,
  'admin.save-failed': msg`Could not save the changes. Please try again.`,
  'admin.audit-unavailable': msg`The audit log is not available: the server has no database.`,
  'admin.customer-not-found': msg`Customer not found`,
  'admin.coupon-not-found': msg`Coupon not found`,
  'admin.coupon-code-taken': msg`A coupon with this code already exists`,
  'admin.coupon-bad-amount': msg`A percentage must be more than 0 and at most 100; a fixed amount more than € 0.`,
  'admin.coupon-bad-dates': msg`The end date is before the start date.`,
  'admin.coupon-unknown-sku': msg`A product (SKU) in the restriction does not exist.`,

  'admin.order-action-not-allowed': msg`This is not possible for the order as it is now. Reload the order.`,
  'admin.refund-too-much': msg`The refund is more than what is left of the payment.`,
  'admin.quantity-too-high': msg`A quantity is more than what is left on its order line.`,
  'admin.tracking-number-required': msg`Enter the tracking number.`,
  'admin.refund-failed': msg`The payment provider did not take the refund. Nothing was refunded; please try again later.`,
  'admin.operation-conflict': msg`This action was already sent with other details. Reload the order to see its result.`,
  'form.unknown': msg`Unknown form`,
  'form.invalid-fields': msg`Some fields are missing or invalid. Please check the form.`,
  'form.too-many-requests': msg`You have sent several requests in a short time. Please wait a few minutes and try again.`,
  'form.save-failed': msg`We could not save your request right now. Please try again in a moment.`,
  'form.file-too-large': msg`The upload is too large. Please attach a file of at most 5 MB.`,
  'form.multipart-required': msg`The request could not be read. Reload the page and try again.`,
  'leads.not-found': msg`Lead not found`,
  'leads.file-not-found': msg`File not found`,
  'leads.read-failed': msg`The leads could not be read. Please try again.`,
  'builds.name-required': msg`Give the bike a name.`,
  'builds.name-too-long': msg`The name can have at most 60 characters.`,
  'builds.name-invalid': msg`The name contains characters that cannot be saved.`,
  'builds.limit-reached': msg`You have 50 saved bikes. Delete one before you save another.`,
  'builds.not-found': msg`This saved bike no longer exists.`,
  'builds.not-a-bike': msg`This is not a bike the configurator knows.`,
  'builds.unavailable': msg`Saved bikes are not available right now.`,
};

const accountMessages: Readonly<Partial<Record<ErrorCode, MessageDescriptor>>> = ACCOUNT_ERROR_MESSAGES;

/**
 * A code in the page's language: the account's words, else the shop's, else general words with a next step — never the
 * text it came with, which is the server's or Magento's English on a Dutch or German page (issue 20 item 6).
 */
export function accountErrorText(i18n: I18n, code: ErrorCode): string {
  const descriptor = accountMessages[code];
  return descriptor ? i18n._(descriptor) : (shopCodeText(i18n, code) ?? i18n._(msg`Something went wrong. Please try again.`));
}

/** What a person reads for a failure: the words of the server's error when it sent one, else the kind in words. */
export function failureText(i18n: I18n, failure: RequestFailure): string {
  switch (failure.kind) {
    case 'network':
      return failure.code === 'request.timeout'
        ? accountErrorText(i18n, failure.code)
        : i18n._(msg`The connection failed. Check your internet connection and try again.`);
    case 'rate-limited':
      if (failure.code) return accountErrorText(i18n, failure.code);
      return i18n._(msg`Too many attempts. Please wait a few minutes.`);
    case 'locked':
      return i18n._(msg`This account is temporarily locked. Please try again later.`);
    case 'login-required':
      return i18n._(msg`Your session has ended. Please log in again.`);
    default:
      if (failure.code) return accountErrorText(i18n, failure.code);
      if (failure.kind === 'not-found') return i18n._(msg`Not found`);
      return i18n._(msg`Something went wrong. Please try again.`);
  }
}
