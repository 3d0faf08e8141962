// The localized <title> of every page; the slug table (paths.ts) says where each page lives.
// English is the source language; Dutch and German come from the Lingui catalogues.
// Titles stay within 60 characters and carry no brand suffix (the head adds it, except on home). Titles are in the
// shared catalogue: the head of every page needs its own, and a bike's product page its model page's. The H1 and
// description of a page are only shown on that page, so they live beside it (<page id>.meta.ts in a marketing page's
// folder, <area>.meta.ts for the shop, order, configurator, account and admin pages): the page's view imports them and
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

/**
 * A page's title message, by the page's id alone. The titles have explicit ids (`page-title.<page id>`), so the head
 * (routes/head.ts) asks for a title without a table of every page's message id: that table, 72 random-looking hashes,
 * was 1 KiB gzip of every router page's first render (the shop list's budget, DESIGN §11). The table below
 * stays the source of the texts for extraction and for tests; ssr-pages.test.ts checks each page's served title
 * against it, so a title whose id is not its page's fails there.
 */
export function pageTitleId(id: PageId): string {
  return `page-title.${id}`;
}

export const pageTitles: Record<PageId, MessageDescriptor> = {
  'about-us': msg({ id: 'page-title.about-us', message: 'About FOLT – Dutch maker of folding e-bikes' }),
  'acsi-25-4': msg({ id: 'page-title.acsi-25-4', message: 'ACSI reader offer: FOLT electric folding bike' }),
  'become-dealer': msg({ id: 'page-title.become-dealer', message: 'Become a FOLT dealer' }),
  bedum: msg({ id: 'page-title.bedum', message: 'FOLT in Bedum: test ride and event offer' }),
  campergids: msg({ id: 'page-title.campergids', message: 'Campergids reader offer: FOLT folding e-bikes' }),
  campertv: msg({ id: 'page-title.campertv', message: 'Seen on CamperTV: FOLT electric folding bikes' }),
  contact: msg({ id: 'page-title.contact', message: 'Contact FOLT' }),
  'employer-plan': msg({ id: 'page-title.employer-plan', message: 'Folding e-bike through your employer' }),
  'instructions-folding': msg({ id: 'page-title.instructions-folding', message: 'How to fold and unfold your FOLT' }),
  'kampeerauto-25-1': msg({ id: 'page-title.kampeerauto-25-1', message: 'Kampeerauto readers: start the season with FOLT' }),
  'kampeerauto-25-2': msg({ id: 'page-title.kampeerauto-25-2', message: 'Kampeerauto readers: summer trips with FOLT' }),
  'kampeerauto-25-3': msg({ id: 'page-title.kampeerauto-25-3', message: 'Kampeerauto readers: autumn tours with FOLT' }),
  'kampeerauto-25-4': msg({ id: 'page-title.kampeerauto-25-4', message: 'Kampeerauto readers: plan next season with FOLT' }),
  maintenance: msg({ id: 'page-title.maintenance', message: 'Maintenance and repair of your FOLT' }),
  'maintenance-subscription': msg({ id: 'page-title.maintenance-subscription', message: 'FOLT maintenance subscription' }),
  manuals: msg({ id: 'page-title.manuals', message: 'FOLT manuals to download (PDF)' }),
  privacy: msg({ id: 'page-title.privacy', message: 'Privacy statement' }),
  accessibility: msg({ id: 'page-title.accessibility', message: 'Accessibility statement' }),
  returns: msg({ id: 'page-title.returns', message: 'Returns and right of withdrawal' }),
  'terms-and-conditions': msg({ id: 'page-title.terms-and-conditions', message: 'Terms and conditions' }),
  testride: msg({ id: 'page-title.testride', message: 'Book a test ride on a FOLT' }),
  vacancies: msg({ id: 'page-title.vacancies', message: 'Jobs at FOLT' }),
  'vacancies-allrounder': msg({ id: 'page-title.vacancies-allrounder', message: 'Vacancy: allrounder at FOLT' }),
  'vacancies-intern': msg({ id: 'page-title.vacancies-intern', message: 'Internship at FOLT' }),
  'vacancies-mechanic': msg({ id: 'page-title.vacancies-mechanic', message: 'Vacancy: bicycle mechanic at FOLT' }),
  shop: msg({ id: 'page-title.shop', message: 'Parts and accessories for your FOLT' }),
  'shop-product': msg({ id: 'page-title.shop-product', message: 'FOLT part or accessory' }),
  'shop-cart': msg({ id: 'page-title.shop-cart', message: 'Shopping cart' }),
  'shop-checkout': msg({ id: 'page-title.shop-checkout', message: 'Checkout' }),
  'shop-confirmed': msg({ id: 'page-title.shop-confirmed', message: 'Order confirmed' }),
  'shop-order-lookup': msg({ id: 'page-title.shop-order-lookup', message: 'Find your order' }),
  configurator: msg({ id: 'page-title.configurator', message: 'Configure your FOLT' }),
  'configurator-model': msg({ id: 'page-title.configurator-model', message: 'Configure your folding e-bike' }),
  'customer-login': msg({ id: 'page-title.customer-login', message: 'Log in to your account' }),
  'customer-orders': msg({ id: 'page-title.customer-orders', message: 'My orders' }),
  'customer-register': msg({ id: 'page-title.customer-register', message: 'Create an account' }),
  'customer-forgot-password': msg({ id: 'page-title.customer-forgot-password', message: 'Forgot your password?' }),
  'customer-reset-password': msg({ id: 'page-title.customer-reset-password', message: 'Set a new password' }),
  'customer-settings': msg({ id: 'page-title.customer-settings', message: 'My details' }),
  'customer-bikes': msg({ id: 'page-title.customer-bikes', message: 'My bikes' }),
  'customer-addresses': msg({ id: 'page-title.customer-addresses', message: 'Address book' }),
  admin: msg({ id: 'page-title.admin', message: 'Admin dashboard' }),
  'admin-login': msg({ id: 'page-title.admin-login', message: 'Admin login' }),
  'admin-bikes': msg({ id: 'page-title.admin-bikes', message: 'Manage bikes' }),
  'admin-bike-edit': msg({ id: 'page-title.admin-bike-edit', message: 'Edit bike' }),
  'admin-orders': msg({ id: 'page-title.admin-orders', message: 'Orders' }),
  'admin-order-view': msg({ id: 'page-title.admin-order-view', message: 'Order details' }),
  'admin-parts': msg({ id: 'page-title.admin-parts', message: 'Manage parts' }),
  'admin-shop': msg({ id: 'page-title.admin-shop', message: 'Manage shop products' }),
  'admin-print-bike': msg({ id: 'page-title.admin-print-bike', message: 'Print bike sheet' }),
  'admin-leads': msg({ id: 'page-title.admin-leads', message: 'Leads' }),
  'admin-customers': msg({ id: 'page-title.admin-customers', message: 'Customers' }),
  'admin-customer-view': msg({ id: 'page-title.admin-customer-view', message: 'Customer' }),
  'admin-coupons': msg({ id: 'page-title.admin-coupons', message: 'Coupons and campaigns' }),
  'admin-audit': msg({ id: 'page-title.admin-audit', message: 'Audit log' }),
  home: msg({ id: 'page-title.home', message: 'FOLT – light electric folding bikes' }),
  'battery-info-and-range': msg({ id: 'page-title.battery-info-and-range', message: 'Battery, range and charging of your FOLT' }),
  'best-in-tests': msg({ id: 'page-title.best-in-tests', message: 'FOLT in tests: reviews and awards' }),
  'bike-view': msg({ id: 'page-title.bike-view', message: 'The FOLT from every angle' }),
  classic: msg({ id: 'page-title.classic', message: 'FOLT Classic electric folding bike' }),
  compare: msg({ id: 'page-title.compare', message: 'Compare FOLT folding e-bikes side by side' }),
  elite: msg({ id: 'page-title.elite', message: 'FOLT Elite electric folding bike' }),
  'folding-ebike-20-inch': msg({ id: 'page-title.folding-ebike-20-inch', message: '20-inch electric folding bike: compact and agile' }),
  'folding-ebike-test': msg({ id: 'page-title.folding-ebike-test', message: 'Folding e-bike test: how FOLT performs' }),
  'folt-200-s': msg({ id: 'page-title.folt-200-s', message: 'FOLT 200-S electric folding bike' }),
  'lightweight-ebike-for-camper': msg({ id: 'page-title.lightweight-ebike-for-camper', message: 'Lightweight e-bike for your camper' }),
  maxx: msg({ id: 'page-title.maxx', message: 'FOLT Maxx electric folding bike' }),
  models: msg({ id: 'page-title.models', message: 'All FOLT electric folding bike models' }),
  piccolo: msg({ id: 'page-title.piccolo', message: 'FOLT Piccolo compact electric folding bike' }),
  'selection-guide': msg({ id: 'page-title.selection-guide', message: 'Which FOLT suits you? Try the selection guide' }),
  testimonials: msg({ id: 'page-title.testimonials', message: 'FOLT reviews and customer experiences' }),
  voyage: msg({ id: 'page-title.voyage', message: 'FOLT Voyage electric folding bike' }),
};
