// The H1 and meta description of the shop's browsing pages (the cart, checkout and confirmation are in order.meta.ts): in the area's catalogue, which loads with these pages,
// not in the shared one every page carries (src/locales/page-meta.ts has the titles, which links need).
// Each page's view exports these for its head (routes/page-components.ts pageHead), so they load with the page.
import { msg } from '@lingui/core/macro';
import type { PageHead } from '../../locales/page-meta';

export const heads: Record<'shop' | 'shop-product', PageHead> = {
  shop: {
    h1: msg`Parts and accessories`,
    description: msg`Order original FOLT parts and accessories online, from chargers and bags to tyres and lights, and keep your electric folding bike in top shape.`,
  },
  'shop-product': {
    h1: msg`Product details`,
    description: msg`An original part or accessory for your FOLT electric folding bike. Check the price, availability and compatibility, and order it directly online.`,
  },
};
