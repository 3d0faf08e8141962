// The H1 and meta description of the shop area's pages: in the area's catalogue, which loads with these pages,
// not in the shared one every page carries (src/locales/page-meta.ts adds the titles, which links need).
import { msg } from '@lingui/core/macro';
import type { PageHead } from '../../locales/page-meta';

export const heads: Record<'shop' | 'shop-product' | 'shop-cart' | 'shop-checkout' | 'shop-confirmed', PageHead> = {
  shop: {
    h1: msg`Parts and accessories`,
    description: msg`Order original FOLT parts and accessories online, from chargers and bags to tyres and lights, and keep your electric folding bike in top shape.`,
  },
  'shop-product': {
    h1: msg`Product details`,
    description: msg`An original part or accessory for your FOLT electric folding bike. Check the price, availability and compatibility, and order it directly online.`,
  },
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
};
