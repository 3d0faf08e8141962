// The H1 and meta description of the account area's pages: in the area's catalogue, which loads with these pages,
// not in the shared one every page carries (src/locales/page-meta.ts adds the titles, which links need).
import { msg } from '@lingui/core/macro';
import type { PageHead } from '../../locales/page-meta';

export const heads: Record<'customer-login' | 'customer-orders' | 'admin-login', PageHead> = {
  'customer-login': {
    h1: msg`Log in to your account`,
    description: msg`Log in to your FOLT account to view your orders and follow their status.`,
  },
  'customer-orders': {
    h1: msg`My orders`,
    description: msg`An overview of your FOLT orders with their status, order details and payment information.`,
  },
  'admin-login': {
    h1: msg`Back office login`,
    description: msg`Log in to the FOLT back office.`,
  },
};
