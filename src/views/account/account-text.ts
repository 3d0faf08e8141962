// The account and back-office texts that arrive at runtime as English (the server's error texts of
// server/auth/account-error-text.ts and the leads API) in the page's language, and the wording of each kind of
// failure the account machines hold. Texts the shop table knows (timeouts, 'Invalid request', …) go through it.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestFailure } from '../../machines/admin-common/request-failure';
import { translateShopText } from '../shop/shop-text';

const known: Record<string, MessageDescriptor> = {
  'Not logged in': msg`You are not logged in (any more). Please log in again.`,
  'Cross-site request refused': msg`The request was refused for security reasons. Reload the page and try again.`,
  'Wrong e-mail address or password': msg`Wrong e-mail address or password`,
  'Wrong username or password': msg`Wrong username or password`,
  'This account is temporarily locked. Please try again later.': msg`This account is temporarily locked. Please try again later.`,
  'Too many login attempts. Please wait a few minutes.': msg`Too many login attempts. Please wait a few minutes.`,
  'Enter the code from your authenticator app': msg`Enter the code from your authenticator app`,
  'The code is not correct': msg`The code is not correct`,
  'Order not found': msg`Order not found`,
  'This order line is not a bike': msg`This order line is not a bike`,
  'Bike not found': msg`Bike not found`,
  'Part not found': msg`Part not found`,
  'Product not found': msg`Product not found`,
  'Unknown category': msg`Unknown category`,
  'Unknown order status': msg`Unknown order status`,
  "The bike's options changed in the meantime. Reload the page and try again.": msg`The bike's options changed in the meantime. Reload the page and try again.`,
  'Every required option needs exactly one default choice': msg`Every required option needs exactly one default choice`,
  'An option with a single choice can have at most one default': msg`An option with a single choice can have at most one default`,
  'Nothing to change': msg`Nothing to change`,
  'Could not save the changes. Please try again.': msg`Could not save the changes. Please try again.`,
  'Failed to submit comment': msg`Failed to submit comment`,
  'Lead not found': msg`Lead not found`,
  'File not found': msg`File not found`,
  'The leads could not be read. Please try again.': msg`The leads could not be read. Please try again.`,
};

/** A server text in the page's language (shop texts included); an unknown text is shown as it came. */
export function translateAccountText(i18n: I18n, text: string): string {
  const descriptor = known[text];
  return descriptor ? i18n._(descriptor) : translateShopText(i18n, text);
}

/** What a person reads for a failure: the server's own (translated) text when it sent one, else the kind in words. */
export function failureText(i18n: I18n, failure: RequestFailure): string {
  switch (failure.kind) {
    case 'network':
      return failure.message === 'Request timed out. Please try again.' ? translateShopText(i18n, failure.message) : i18n._(msg`The connection failed. Check your internet connection and try again.`);
    case 'rate-limited':
      if (failure.message) return translateAccountText(i18n, failure.message);
      return i18n._(msg`Too many attempts. Please wait a few minutes.`);
    case 'locked':
      return i18n._(msg`This account is temporarily locked. Please try again later.`);
    case 'login-required':
      return i18n._(msg`Your session has ended. Please log in again.`);
    default:
      if (failure.message) return translateAccountText(i18n, failure.message);
      if (failure.kind === 'not-found') return i18n._(msg`Not found`);
      return i18n._(msg`Something went wrong. Please try again.`);
  }
}
