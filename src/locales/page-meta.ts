// The localized <title> of every page; the slug table (paths.ts) says where each page lives.
// English is the source language; Dutch and German come from the Lingui catalogues.
// Titles stay within 60 characters and carry no brand suffix (the head adds it, except on home). Titles are in the
// shared catalogue and in the entry because any page may link to another by its title. The H1 and description of a
// page are only shown on that page, so they live beside it (<page id>.meta.ts in a marketing page's folder,
// <area>.meta.ts for the shop, order, configurator, account and admin pages): the page's view imports them and
// exports them for its head (page-components.ts pageHead), so they load with the page and its own or area catalogue,
// not with every page's first render (DESIGN §11 budget, docs/decisions/041-page-heads-with-their-pages.md).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PageId } from './paths';

/** What only the page itself shows: its H1 and the meta description of its head. */
export interface PageHead {
  h1: MessageDescriptor;
  description: MessageDescriptor;
}

export const pageTitles: Record<PageId, MessageDescriptor> = {
  'about-us': msg`About FOLT – Dutch maker of folding e-bikes`,
  'acsi-25-4': msg`ACSI reader offer: FOLT electric folding bike`,
  'become-dealer': msg`Become a FOLT dealer`,
  bedum: msg`FOLT in Bedum: test ride and event offer`,
  campergids: msg`Campergids reader offer: FOLT folding e-bikes`,
  campertv: msg`Seen on CamperTV: FOLT electric folding bikes`,
  contact: msg`Contact FOLT`,
  'employer-plan': msg`Folding e-bike through your employer`,
  'instructions-folding': msg`How to fold and unfold your FOLT`,
  'kampeerauto-25-1': msg`Kampeerauto readers: start the season with FOLT`,
  'kampeerauto-25-2': msg`Kampeerauto readers: summer trips with FOLT`,
  'kampeerauto-25-3': msg`Kampeerauto readers: autumn tours with FOLT`,
  'kampeerauto-25-4': msg`Kampeerauto readers: plan next season with FOLT`,
  maintenance: msg`Maintenance and repair of your FOLT`,
  'maintenance-subscription': msg`FOLT maintenance subscription`,
  manuals: msg`FOLT manuals to download (PDF)`,
  privacy: msg`Privacy statement`,
  accessibility: msg`Accessibility statement`,
  returns: msg`Returns and right of withdrawal`,
  'terms-and-conditions': msg`Terms and conditions`,
  testride: msg`Book a test ride on a FOLT`,
  vacancies: msg`Jobs at FOLT`,
  'vacancies-allrounder': msg`Vacancy: allrounder at FOLT`,
  'vacancies-intern': msg`Internship at FOLT`,
  'vacancies-mechanic': msg`Vacancy: bicycle mechanic at FOLT`,
  shop: msg`Parts and accessories for your FOLT`,
  'shop-product': msg`FOLT part or accessory`,
  'shop-cart': msg`Shopping cart`,
  'shop-checkout': msg`Checkout`,
  'shop-confirmed': msg`Order confirmed`,
  'shop-order-lookup': msg`Find your order`,
  configurator: msg`Configure your FOLT`,
  'configurator-model': msg`Configure your folding e-bike`,
  'customer-login': msg`Log in to your account`,
  'customer-orders': msg`My orders`,
  'customer-register': msg`Create an account`,
  'customer-forgot-password': msg`Forgot your password?`,
  'customer-reset-password': msg`Set a new password`,
  'customer-settings': msg`My details`,
  'customer-bikes': msg`My bikes`,
  'customer-addresses': msg`Address book`,
  admin: msg`Admin dashboard`,
  'admin-login': msg`Admin login`,
  'admin-bikes': msg`Manage bikes`,
  'admin-bike-edit': msg`Edit bike`,
  'admin-orders': msg`Orders`,
  'admin-order-view': msg`Order details`,
  'admin-parts': msg`Manage parts`,
  'admin-shop': msg`Manage shop products`,
  'admin-print-bike': msg`Print bike sheet`,
  'admin-leads': msg`Leads`,
  'admin-customers': msg`Customers`,
  'admin-customer-view': msg`Customer`,
  'admin-coupons': msg`Coupons and campaigns`,
  'admin-audit': msg`Audit log`,
  home: msg`FOLT – light electric folding bikes`,
  'battery-info-and-range': msg`Battery, range and charging of your FOLT`,
  'best-in-tests': msg`FOLT in tests: reviews and awards`,
  'bike-view': msg`The FOLT from every angle`,
  classic: msg`FOLT Classic electric folding bike`,
  compare: msg`Compare FOLT folding e-bikes side by side`,
  elite: msg`FOLT Elite electric folding bike`,
  'folding-ebike-20-inch': msg`20-inch electric folding bike: compact and agile`,
  'folding-ebike-test': msg`Folding e-bike test: how FOLT performs`,
  'folt-200-s': msg`FOLT 200-S electric folding bike`,
  'lightweight-ebike-for-camper': msg`Lightweight e-bike for your camper`,
  maxx: msg`FOLT Maxx electric folding bike`,
  models: msg`All FOLT electric folding bike models`,
  piccolo: msg`FOLT Piccolo compact electric folding bike`,
  'selection-guide': msg`Which FOLT suits you? Try the selection guide`,
  testimonials: msg`FOLT reviews and customer experiences`,
  voyage: msg`FOLT Voyage electric folding bike`,
};
