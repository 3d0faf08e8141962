// The closed list of error codes the browser's machines and views work with, and the English texts the server sends
// for them in `error` of the answer envelope. The texts stay on the wire as they are (the spec fixes several, API
// users and the end-to-end tests read them); the browser turns a text into its code once, with errorCodeOf (its API
// layer, src/lib/api/errors.ts, and the reading of a products answer), and the views turn a code into words of the
// page's language once: src/views/shop/shop-text.ts for the shop's codes, src/views/account/account-text.ts for the
// account's and the back office's (tests/unit/error-codes.test.ts holds both to the catalogues and the server).

/** Codes the shop's pages show; their words are in the shop's catalogue (which the account pages load too). */
export const SHOP_ERROR_CODES = [
  'request.timeout',
  'request.failed',
  'request.invalid',
  'response.invalid',
  'shop.unavailable',
  'not-found',
  'internal',
  'cart.not-found',
  'cart.already-ordered',
  'cart.item-not-found',
  'cart.empty',
  'cart.qty-not-available',
  // Magento's stock refusals (MAGENTO_TEXT_CODES below): never the server's own texts.
  'cart.product-not-available',
  'cart.option-not-available',
  'order.stock-changed',
  'coupon.rejected',
  'product.not-found',
  'order.not-found',
  'order.comments-failed',
  'order.comment-failed',
  'order.cart-changed',
  'order.in-progress',
  'order.lookup-no-match',
  'order.lookup-too-many',
  'checkout.no-shipping-method',
  'payment.start-failed',
  'payment.not-found',
  // The browser's own: never in an answer.
  'network',
  'request.aborted',
  'checkout.no-payment-methods',
  'checkout.payment-method-required',
  'payment.failed',
  /** A text without a code (Magento's own message, a proxy's status text): shown as it came. */
  'unknown',
] as const;

/**
 * Codes only the account pages and the back office show; their words are in the account catalogue, so they never
 * weigh on a shop page's first render. A shop page shows such a code's text as it came.
 */
export const ACCOUNT_ERROR_CODES = [
  'request.cross-site',
  'request.unsupported-media-type',
  'request.too-large',
  'account.not-logged-in',
  'login.wrong-credentials',
  'login.locked',
  'login.too-many-attempts',
  'login.otp-required',
  'login.otp-wrong',
  'register.email-taken',
  'password.required',
  'password.too-short',
  'password.too-long',
  'password.edge-space',
  'password.classes',
  'password.same-as-email',
  'password.current-wrong',
  'address.not-found',
  'address.invalid',
  'address.region-invalid',
  'address.country-invalid',
  'reset.link-invalid',
  'reset.link-expired',
  'account.too-many-requests',
  'admin.order-line-not-a-bike',
  'admin.bike-not-found',
  'admin.part-not-found',
  'admin.unknown-category',
  'admin.unknown-order-status',
  'admin.bike-options-changed',
  'admin.one-default-required',
  'admin.one-default-at-most',
  'admin.unknown-linked-product',
  'admin.nothing-to-change',
  'admin.save-failed',
  'admin.audit-unavailable',
  'admin.customer-not-found',
  'admin.coupon-not-found',
  'admin.coupon-code-taken',
  'admin.coupon-bad-amount',
  'admin.coupon-bad-dates',
  'admin.coupon-unknown-sku',
  'admin.order-action-not-allowed',
  'admin.refund-too-much',
  'admin.quantity-too-high',
  'admin.tracking-number-required',
  'admin.refund-failed',
  'admin.operation-conflict',
  'form.unknown',
  'form.invalid-fields',
  'form.too-many-requests',
  'form.save-failed',
  'form.file-too-large',
  'form.multipart-required',
  'leads.not-found',
  'leads.file-not-found',
  'leads.read-failed',
  // Saved bikes (issue 23 item 6): also worded by the configurator's save form.
  'builds.name-required',
  'builds.name-too-long',
  'builds.name-invalid',
  'builds.limit-reached',
  'builds.not-found',
  'builds.not-a-bike',
  'builds.unavailable',
] as const;

export type ShopErrorCode = (typeof SHOP_ERROR_CODES)[number];
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];
export type ErrorCode = ShopErrorCode | AccountErrorCode;

/** The server's text for each code it sends (server/api/api-envelope.ts, auth/account-error-text.ts, forms/form-error-text.ts). */
export const SERVER_ERROR_TEXT = {
  'request.timeout': 'Request timed out. Please try again.',
  'request.failed': 'Request failed. Please try again.',
  'request.invalid': 'Invalid request',
  'response.invalid': 'Invalid response format',
  'shop.unavailable': 'The shop is temporarily unavailable. Please try again.',
  'not-found': 'Not found',
  internal: 'Something went wrong. Please try again.',
  'cart.not-found': 'Cart not found',
  'cart.already-ordered': 'This cart has already been ordered',
  'cart.item-not-found': 'Cart item not found',
  'cart.empty': 'The cart is empty',
  'coupon.rejected': 'Could not apply coupon',
  'product.not-found': 'Product not found',
  'order.not-found': 'Order not found',
  'order.comments-failed': 'Failed to fetch order comments',
  'order.comment-failed': 'Failed to submit comment',
  'order.cart-changed': 'The cart changed while the order was being placed. Please check your cart and try again.',
  'order.in-progress': 'The order is still being placed. Please wait a moment and try again.',
  'order.lookup-no-match': 'No order matches this order number, e-mail address and postcode',
  'order.lookup-too-many': 'Too many attempts to find an order. Please wait a few minutes.',
  'checkout.no-shipping-method': 'No shipping method is available for this address',
  'payment.start-failed': 'Could not start the payment. Please try again.',
  'payment.not-found': 'Payment not found',
  'address.not-found': 'Address not found',
  'address.invalid': 'The address is incomplete or not valid',
  'address.region-invalid': 'The state or region is not valid for this country',
  'address.country-invalid': 'The shop does not deliver to this country',
  'request.cross-site': 'Cross-site request refused',
  'request.unsupported-media-type': 'Content-Type must be application/json',
  'request.too-large': 'Request body too large',
  'account.not-logged-in': 'Not logged in',
  'login.wrong-credentials': 'Wrong e-mail address or password',
  'login.locked': 'This account is temporarily locked. Please try again later.',
  'login.too-many-attempts': 'Too many login attempts. Please wait a few minutes.',
  'login.otp-required': 'Enter the code from your authenticator app',
  'login.otp-wrong': 'The code is not correct',
  'register.email-taken': 'An account with this e-mail address already exists',
  'password.required': 'Enter a password',
  'password.too-short': 'The password needs at least 8 characters',
  'password.too-long': 'The password can have at most 256 characters',
  'password.edge-space': 'The password cannot begin or end with a space',
  'password.classes': 'The password needs at least 3 of: lower case, upper case, digits, special characters',
  'password.same-as-email': 'The password cannot be the same as the e-mail address',
  'password.current-wrong': 'The current password is not correct',
  'reset.link-invalid': 'This link to set a new password is not valid (any more). Please request a new one.',
  'reset.link-expired': 'This link to set a new password has expired. Please request a new one.',
  'account.too-many-requests': 'Too many requests. Please wait a few minutes.',
  'admin.order-line-not-a-bike': 'This order line is not a bike',
  'admin.bike-not-found': 'Bike not found',
  'admin.part-not-found': 'Part not found',
  'admin.unknown-category': 'Unknown category',
  'admin.unknown-order-status': 'Unknown order status',
  'admin.bike-options-changed': "The bike's options changed in the meantime. Reload the page and try again.",
  'admin.one-default-required': 'Every required option needs exactly one default choice',
  'admin.one-default-at-most': 'An option with a single choice can have at most one default',
  'admin.unknown-linked-product': 'A related or cross-sell product does not exist or is the bike itself',
  'admin.nothing-to-change': 'Nothing to change',
  'admin.save-failed': 'Could not save the changes. Please try again.',
  'admin.audit-unavailable': 'The audit log needs the server database, which is not configured',
  'admin.customer-not-found': 'Customer not found',
  'admin.coupon-not-found': 'Coupon not found',
  'admin.coupon-code-taken': 'A coupon with this code already exists',
  'admin.coupon-bad-amount': 'A percentage must be more than 0 and at most 100; a fixed amount more than 0',
  'admin.coupon-bad-dates': 'The end date is before the start date',
  'admin.coupon-unknown-sku': 'A product (SKU) in the restriction does not exist',
  'admin.order-action-not-allowed': 'This is not possible for the order as it is now. Reload the order.',
  'admin.refund-too-much': 'The refund is more than what is left of the payment.',
  'admin.quantity-too-high': 'A quantity is more than what is left on its order line.',
  'admin.tracking-number-required': 'Enter the tracking number.',
  'admin.refund-failed': 'The payment provider did not take the refund. Nothing was refunded; please try again later.',
  'admin.operation-conflict': 'This action was already sent with other details. Reload the order to see its result.',
  'form.unknown': 'Unknown form',
  'form.invalid-fields': 'Some fields are missing or invalid. Please check the form.',
  'form.too-many-requests': 'Too many requests. Please try again later.',
  'form.save-failed': 'We could not save your request right now. Please try again in a moment.',
  'form.file-too-large': 'The CV is too large: at most 5 MB.',
  'form.multipart-required': 'Content-Type must be multipart/form-data',
  'leads.not-found': 'Lead not found',
  'leads.file-not-found': 'File not found',
  'leads.read-failed': 'The leads could not be read right now. Please try again in a moment.',
  'builds.name-required': 'Give the bike a name',
  'builds.name-too-long': 'The name can have at most 60 characters',
  'builds.name-invalid': 'The name contains characters that cannot be saved',
  'builds.limit-reached': 'You have 50 saved bikes: delete one before you save another',
  'builds.not-found': 'Saved bike not found',
  'builds.not-a-bike': 'This is not a bike the configurator knows',
  'builds.unavailable': 'Saved bikes are not available: the server has no database',
} as const satisfies Partial<Record<ErrorCode, string>>;

/**
 * Magento's own messages that reach the shopper through the server (its 4xx texts, placeholders filled) and that the
 * shop words itself; any other Magento text is 'unknown' and shown as it came.
 */
const MAGENTO_TEXT_CODES: ReadonlyMap<string, ErrorCode> = new Map([
  // Above stock: Magento 2.4.6 MSI's IsSalableWithReservationsCondition, and the wording of later releases.
  ['The requested qty is not available', 'cart.qty-not-available'],
  ['Not enough items for sale', 'cart.qty-not-available'],
  // Sold out: Quote::addProduct (not salable), QuantityValidator (a line's qty set while out of stock), MSI's
  // IsAnySourceItemInStockCondition; a bike with a sold-out part: Bundle Type::checkSelectionsIsSale.
  ['Product that you are trying to add is not available.', 'cart.product-not-available'],
  ['This product is out of stock.', 'cart.product-not-available'],
  ['There are no source items with the in stock status', 'cart.product-not-available'],
  ['The required options you selected are not available.', 'cart.option-not-available'],
  // Place-order with a line above its stock: StockManagement::registerProductsSale, MSI's
  // AppendReservationsAfterOrderPlacementPlugin; the quote's out-of-stock message.
  ['Not all of your products are available in the requested quantity.', 'order.stock-changed'],
  ['Some of the products are out of stock.', 'order.stock-changed'],
]);

const CODE_OF_TEXT: ReadonlyMap<string, ErrorCode> = new Map(Object.entries(SERVER_ERROR_TEXT).map(([code, text]) => [text, code as ErrorCode] as const));

/** 'Invalid request: cartId, qty': the server names the refused fields after the text. */
const INVALID_REQUEST_PREFIX = `${SERVER_ERROR_TEXT['request.invalid']}: `;

/** The code of a text in `error` of an answer: the server's own texts, the Magento texts the shop knows, else 'unknown'. */
export function errorCodeOf(text: string): ErrorCode {
  const code = CODE_OF_TEXT.get(text) ?? MAGENTO_TEXT_CODES.get(text);
  if (code) return code;
  return text.startsWith(INVALID_REQUEST_PREFIX) ? 'request.invalid' : 'unknown';
}
