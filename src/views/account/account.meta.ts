// The H1 and meta description of the account area's pages: in the area's catalogue, which loads with these pages,
// not in the shared one every page carries (src/locales/page-meta.ts has the titles, which links need).
// Each page's view exports these for its head (routes/page-components.ts pageHead), so they load with the page.
import { msg } from '@lingui/core/macro';
import type { PageHead } from '../../locales/page-meta';

export const heads: Record<
  | 'customer-login'
  | 'customer-orders'
  | 'customer-register'
  | 'customer-forgot-password'
  | 'customer-reset-password'
  | 'customer-settings'
  | 'customer-bikes'
  | 'customer-addresses'
  | 'admin-login',
  PageHead
> = {
  'customer-login': {
    h1: msg`Log in to your account`,
    description: msg`Log in to your FOLT account to view your orders and follow their status.`,
  },
  'customer-orders': {
    h1: msg`My orders`,
    description: msg`An overview of your FOLT orders with their status, order details and payment information.`,
  },
  'customer-register': {
    h1: msg`Create an account`,
    description: msg`Create a FOLT account to follow your orders and check out faster.`,
  },
  'customer-forgot-password': {
    h1: msg`Forgot your password?`,
    description: msg`Ask for an e-mail with a link to set a new password for your FOLT account.`,
  },
  'customer-reset-password': {
    h1: msg`Set a new password`,
    description: msg`Set a new password for your FOLT account.`,
  },
  'customer-settings': {
    h1: msg`My details`,
    description: msg`Change the name and password of your FOLT account.`,
  },
  'customer-bikes': {
    h1: msg`My bikes`,
    description: msg`The bikes you configured and saved, and the bikes you bought with their manual and options.`,
  },
  'customer-addresses': {
    h1: msg`Address book`,
    description: msg`Add, change and delete the addresses of your FOLT account, and choose your default billing and shipping address.`,
  },
  'admin-login': {
    h1: msg`Back office login`,
    description: msg`Log in to the FOLT back office.`,
  },
};
