// The H1 and meta description of the admin area's pages: in the area's catalogue, which loads with these pages,
// not in the shared one every page carries (src/locales/page-meta.ts has the titles, which links need).
// Each page's view exports these for its head (routes/page-components.ts pageHead), so they load with the page.
import { msg } from '@lingui/core/macro';
import type { PageHead } from '../../locales/page-meta';

export const heads: Record<
  | 'admin'
  | 'admin-bikes'
  | 'admin-bike-edit'
  | 'admin-orders'
  | 'admin-order-view'
  | 'admin-parts'
  | 'admin-shop'
  | 'admin-print-bike'
  | 'admin-leads'
  | 'admin-customers'
  | 'admin-customer-view'
  | 'admin-coupons'
  | 'admin-audit',
  PageHead
> = {
  admin: {
    h1: msg`Dashboard`,
    description: msg`FOLT back office: an overview of bikes, orders, parts and leads.`,
  },
  'admin-bikes': {
    h1: msg`Bikes`,
    description: msg`Manage the FOLT bike models, their specifications and availability.`,
  },
  'admin-bike-edit': {
    h1: msg`Edit bike`,
    description: msg`Edit the details, specifications and images of a FOLT bike.`,
  },
  'admin-orders': {
    h1: msg`Orders`,
    description: msg`An overview of all orders in the FOLT shop.`,
  },
  'admin-order-view': {
    h1: msg`Order details`,
    description: msg`Items, customer details and status of a single FOLT order.`,
  },
  'admin-parts': {
    h1: msg`Parts`,
    description: msg`Manage FOLT parts, their prices and stock.`,
  },
  'admin-shop': {
    h1: msg`Shop products`,
    description: msg`Manage the products shown in the FOLT shop.`,
  },
  'admin-print-bike': {
    h1: msg`Bike sheet`,
    description: msg`A printable specification sheet for a FOLT bike.`,
  },
  'admin-leads': {
    h1: msg`Leads`,
    description: msg`Test ride requests, dealer sign-ups and other leads collected on the FOLT website.`,
  },
  'admin-customers': {
    h1: msg`Customers`,
    description: msg`The FOLT shop's customer accounts, searchable by name and e-mail address.`,
  },
  'admin-customer-view': {
    h1: msg`Customer`,
    description: msg`A FOLT customer with their orders.`,
  },
  'admin-coupons': {
    h1: msg`Coupons and campaigns`,
    description: msg`Create, review and end the coupon codes of FOLT campaigns.`,
  },
  'admin-audit': {
    h1: msg`Audit log`,
    description: msg`Who changed what in the FOLT back office, and when.`,
  },
};
