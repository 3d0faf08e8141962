// The fixed English texts of the account and back-office API (login, sessions, the customer's orders, the admin
// screens), in `error` of the answer envelope. The browser translates them; they never carry Magento's own wording,
// ids or personal data.

export const AccountErrorText = {
  notLoggedIn: 'Not logged in',
  crossSite: 'Cross-site request refused',
  wrongCredentials: 'Wrong e-mail address or password',
  accountLocked: 'This account is temporarily locked. Please try again later.',
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes.',
  otpRequired: 'Enter the code from your authenticator app',
  otpWrong: 'The code is not correct',
  orderNotFound: 'Order not found',
  orderLineNotFound: 'This order line is not a bike',
  bikeNotFound: 'Bike not found',
  partNotFound: 'Part not found',
  productNotFound: 'Product not found',
  unknownCategory: 'Unknown category',
  unknownStatus: 'Unknown order status',
  optionsChanged: "The bike's options changed in the meantime. Reload the page and try again.",
  oneDefaultRequired: 'Every required option needs exactly one default choice',
  oneDefaultAtMost: 'An option with a single choice can have at most one default',
  nothingToChange: 'Nothing to change',
  saveFailed: 'Could not save the changes. Please try again.',
  commentFailed: 'Failed to submit comment',
} as const;
