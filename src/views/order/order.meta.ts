// The H1 and meta description of the cart, checkout and confirmation: in the order area's catalogue, which loads with
// these pages, not with the shop list and product pages (src/locales/page-meta.ts has the titles, which links need).
// Each page's view exports these for its head (routes/page-components.ts pageHead), so they load with the page.
import { msg } from '@lingui/core/macro';
import type { PageHead } from '../../locales/page-meta';

export const heads: Record<'shop-cart' | 'shop-checkout' | 'shop-confirmed' | 'shop-order-lookup', PageHead> = {
  'shop-cart': {
    h1: msg`Your shopping cart`,
    description: msg`Review the parts and accessories in your cart, add a discount code and continue to checkout to complete your FOLT order.`,
  },
  'shop-checkout': {
    h1: msg`Checkout`,
    description: msg`Enter your delivery details, choose how you want to pay and place your FOLT order securely.`,
  },
  'shop-confirmed': {
    h1: msg`Thank you for your order`,
    description: msg`We have received your FOLT order. You will find the details below and receive a confirmation by email.`,
  },
  'shop-order-lookup': {
    h1: msg`Find your order`,
    description: msg`Ordered without an account? See your FOLT order and its status with your order number, e-mail address and postcode.`,
  },
};
