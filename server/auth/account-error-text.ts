// The fixed English texts of the account and back-office API (login, sessions, the customer's orders, the admin
// screens), in `error` of the answer envelope: the contract's texts (common/contract/error-codes.ts, where the
// browser finds the code of each) under the names the routes use. They never carry Magento's own wording, ids or
// personal data.
import { SERVER_ERROR_TEXT as T } from '../../common/contract/error-codes';

export const AccountErrorText = {
  notLoggedIn: T['account.not-logged-in'],
  crossSite: T['request.cross-site'],
  wrongCredentials: T['login.wrong-credentials'],
  accountLocked: T['login.locked'],
  tooManyAttempts: T['login.too-many-attempts'],
  otpRequired: T['login.otp-required'],
  otpWrong: T['login.otp-wrong'],
  emailTaken: T['register.email-taken'],
  currentPasswordWrong: T['password.current-wrong'],
  resetLinkInvalid: T['reset.link-invalid'],
  resetLinkExpired: T['reset.link-expired'],
  tooManyRequests: T['account.too-many-requests'],
  orderNotFound: T['order.not-found'],
  orderLineNotFound: T['admin.order-line-not-a-bike'],
  bikeNotFound: T['admin.bike-not-found'],
  partNotFound: T['admin.part-not-found'],
  productNotFound: T['product.not-found'],
  unknownCategory: T['admin.unknown-category'],
  unknownStatus: T['admin.unknown-order-status'],
  optionsChanged: T['admin.bike-options-changed'],
  oneDefaultRequired: T['admin.one-default-required'],
  oneDefaultAtMost: T['admin.one-default-at-most'],
  unknownLinkedProduct: T['admin.unknown-linked-product'],
  nothingToChange: T['admin.nothing-to-change'],
  saveFailed: T['admin.save-failed'],
  auditUnavailable: T['admin.audit-unavailable'],
  customerNotFound: T['admin.customer-not-found'],
  couponNotFound: T['admin.coupon-not-found'],
  couponCodeTaken: T['admin.coupon-code-taken'],
  couponBadAmount: T['admin.coupon-bad-amount'],
  couponBadDates: T['admin.coupon-bad-dates'],
  couponUnknownSku: T['admin.coupon-unknown-sku'],

  commentFailed: T['order.comment-failed'],
  actionNotAllowed: T['admin.order-action-not-allowed'],
  refundTooMuch: T['admin.refund-too-much'],
  quantityTooHigh: T['admin.quantity-too-high'],
  trackingNumberRequired: T['admin.tracking-number-required'],
  refundFailed: T['admin.refund-failed'],
  operationConflict: T['admin.operation-conflict'],
} as const;
