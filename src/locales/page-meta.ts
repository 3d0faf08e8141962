// Localized <title>, H1 and meta description of every page; the slug table (paths.ts) says where each page lives.
// English is the source language; Dutch and German come from the Lingui catalogues.
// Titles stay within 60 characters and carry no brand suffix (the head adds it, except on home). Titles are in the
// shared catalogue because any page may link to another by its title; the H1 and description of a page are only
// shown on that page, so they live beside it (<page id>.meta.ts in a marketing page's folder, <area>.meta.ts for the
// shop, order, configurator, account and admin pages) and load with the page's own or area catalogue (DESIGN §11 budget).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PageId } from './paths';
import { head as aboutUs } from '../views/marketing/about-us/about-us.meta';
import { head as acsi254 } from '../views/marketing/acsi-25-4/acsi-25-4.meta';
import { head as becomeDealer } from '../views/marketing/become-dealer/become-dealer.meta';
import { head as bedum } from '../views/marketing/bedum/bedum.meta';
import { head as campergids } from '../views/marketing/campergids/campergids.meta';
import { head as campertv } from '../views/marketing/campertv/campertv.meta';
import { head as contact } from '../views/marketing/contact/contact.meta';
import { head as employerPlan } from '../views/marketing/employer-plan/employer-plan.meta';
import { head as instructionsFolding } from '../views/marketing/instructions-folding/instructions-folding.meta';
import { head as kampeerauto251 } from '../views/marketing/kampeerauto-25-1/kampeerauto-25-1.meta';
import { head as kampeerauto252 } from '../views/marketing/kampeerauto-25-2/kampeerauto-25-2.meta';
import { head as kampeerauto253 } from '../views/marketing/kampeerauto-25-3/kampeerauto-25-3.meta';
import { head as kampeerauto254 } from '../views/marketing/kampeerauto-25-4/kampeerauto-25-4.meta';
import { head as maintenance } from '../views/marketing/maintenance/maintenance.meta';
import { head as maintenanceSubscription } from '../views/marketing/maintenance-subscription/maintenance-subscription.meta';
import { head as manuals } from '../views/marketing/manuals/manuals.meta';
import { head as privacy } from '../views/marketing/privacy/privacy.meta';
import { head as accessibility } from '../views/marketing/accessibility/accessibility.meta';
import { head as returns } from '../views/marketing/returns/returns.meta';
import { head as termsAndConditions } from '../views/marketing/terms-and-conditions/terms-and-conditions.meta';
import { head as testride } from '../views/marketing/testride/testride.meta';
import { head as vacancies } from '../views/marketing/vacancies/vacancies.meta';
import { head as vacanciesAllrounder } from '../views/marketing/vacancies-allrounder/vacancies-allrounder.meta';
import { head as vacanciesIntern } from '../views/marketing/vacancies-intern/vacancies-intern.meta';
import { head as vacanciesMechanic } from '../views/marketing/vacancies-mechanic/vacancies-mechanic.meta';
import { head as home } from '../views/marketing/home/home.meta';
import { head as batteryInfoAndRange } from '../views/marketing/battery-info-and-range/battery-info-and-range.meta';
import { head as bestInTests } from '../views/marketing/best-in-tests/best-in-tests.meta';
import { head as bikeView } from '../views/marketing/bike-view/bike-view.meta';
import { head as classic } from '../views/marketing/classic/classic.meta';
import { head as compare } from '../views/marketing/compare/compare.meta';
import { head as elite } from '../views/marketing/elite/elite.meta';
import { head as foldingEbike20Inch } from '../views/marketing/folding-ebike-20-inch/folding-ebike-20-inch.meta';
import { head as foldingEbikeTest } from '../views/marketing/folding-ebike-test/folding-ebike-test.meta';
import { head as folt200S } from '../views/marketing/folt-200-s/folt-200-s.meta';
import { head as lightweightEbikeForCamper } from '../views/marketing/lightweight-ebike-for-camper/lightweight-ebike-for-camper.meta';
import { head as maxx } from '../views/marketing/maxx/maxx.meta';
import { head as models } from '../views/marketing/models/models.meta';
import { head as piccolo } from '../views/marketing/piccolo/piccolo.meta';
import { head as selectionGuide } from '../views/marketing/selection-guide/selection-guide.meta';
import { head as testimonials } from '../views/marketing/testimonials/testimonials.meta';
import { head as voyage } from '../views/marketing/voyage/voyage.meta';
import { heads as shopHeads } from '../views/shop/shop.meta';
import { heads as orderHeads } from '../views/order/order.meta';
import { heads as configuratorHeads } from '../views/configurator/configurator.meta';
import { heads as accountHeads } from '../views/account/account.meta';
import { heads as adminHeads } from '../views/admin/admin.meta';

/** What only the page itself shows: its H1 and the meta description of its head. */
export interface PageHead {
  h1: MessageDescriptor;
  description: MessageDescriptor;
}
export interface PageMeta extends PageHead {
  title: MessageDescriptor;
}

export const pageMeta: Record<PageId, PageMeta> = {
  'about-us': { title: msg`About FOLT – Dutch maker of folding e-bikes`, ...aboutUs },
  'acsi-25-4': { title: msg`ACSI reader offer: FOLT electric folding bike`, ...acsi254 },
  'become-dealer': { title: msg`Become a FOLT dealer`, ...becomeDealer },
  bedum: { title: msg`FOLT in Bedum: test ride and event offer`, ...bedum },
  campergids: { title: msg`Campergids reader offer: FOLT folding e-bikes`, ...campergids },
  campertv: { title: msg`Seen on CamperTV: FOLT electric folding bikes`, ...campertv },
  contact: { title: msg`Contact FOLT`, ...contact },
  'employer-plan': { title: msg`Folding e-bike through your employer`, ...employerPlan },
  'instructions-folding': { title: msg`How to fold and unfold your FOLT`, ...instructionsFolding },
  'kampeerauto-25-1': { title: msg`Kampeerauto readers: start the season with FOLT`, ...kampeerauto251 },
  'kampeerauto-25-2': { title: msg`Kampeerauto readers: summer trips with FOLT`, ...kampeerauto252 },
  'kampeerauto-25-3': { title: msg`Kampeerauto readers: autumn tours with FOLT`, ...kampeerauto253 },
  'kampeerauto-25-4': { title: msg`Kampeerauto readers: plan next season with FOLT`, ...kampeerauto254 },
  maintenance: { title: msg`Maintenance and repair of your FOLT`, ...maintenance },
  'maintenance-subscription': { title: msg`FOLT maintenance subscription`, ...maintenanceSubscription },
  manuals: { title: msg`FOLT manuals to download (PDF)`, ...manuals },
  privacy: { title: msg`Privacy statement`, ...privacy },
  accessibility: { title: msg`Accessibility statement`, ...accessibility },
  returns: { title: msg`Returns and right of withdrawal`, ...returns },
  'terms-and-conditions': { title: msg`Terms and conditions`, ...termsAndConditions },
  testride: { title: msg`Book a test ride on a FOLT`, ...testride },
  vacancies: { title: msg`Jobs at FOLT`, ...vacancies },
  'vacancies-allrounder': { title: msg`Vacancy: allrounder at FOLT`, ...vacanciesAllrounder },
  'vacancies-intern': { title: msg`Internship at FOLT`, ...vacanciesIntern },
  'vacancies-mechanic': { title: msg`Vacancy: bicycle mechanic at FOLT`, ...vacanciesMechanic },
  shop: { title: msg`Parts and accessories for your FOLT`, ...shopHeads['shop'] },
  'shop-product': { title: msg`FOLT part or accessory`, ...shopHeads['shop-product'] },
  'shop-cart': { title: msg`Shopping cart`, ...orderHeads['shop-cart'] },
  'shop-checkout': { title: msg`Checkout`, ...orderHeads['shop-checkout'] },
  'shop-confirmed': { title: msg`Order confirmed`, ...orderHeads['shop-confirmed'] },
  'shop-order-lookup': { title: msg`Find your order`, ...orderHeads['shop-order-lookup'] },
  configurator: { title: msg`Configure your FOLT`, ...configuratorHeads['configurator'] },
  'configurator-model': { title: msg`Configure your folding e-bike`, ...configuratorHeads['configurator-model'] },
  'customer-login': { title: msg`Log in to your account`, ...accountHeads['customer-login'] },
  'customer-orders': { title: msg`My orders`, ...accountHeads['customer-orders'] },
  'customer-register': { title: msg`Create an account`, ...accountHeads['customer-register'] },
  'customer-forgot-password': { title: msg`Forgot your password?`, ...accountHeads['customer-forgot-password'] },
  'customer-reset-password': { title: msg`Set a new password`, ...accountHeads['customer-reset-password'] },
  'customer-settings': { title: msg`My details`, ...accountHeads['customer-settings'] },
  'customer-bikes': { title: msg`My bikes`, ...accountHeads['customer-bikes'] },
  'customer-addresses': { title: msg`Address book`, ...accountHeads['customer-addresses'] },
  admin: { title: msg`Admin dashboard`, ...adminHeads['admin'] },
  'admin-login': { title: msg`Admin login`, ...accountHeads['admin-login'] },
  'admin-bikes': { title: msg`Manage bikes`, ...adminHeads['admin-bikes'] },
  'admin-bike-edit': { title: msg`Edit bike`, ...adminHeads['admin-bike-edit'] },
  'admin-orders': { title: msg`Orders`, ...adminHeads['admin-orders'] },
  'admin-order-view': { title: msg`Order details`, ...adminHeads['admin-order-view'] },
  'admin-parts': { title: msg`Manage parts`, ...adminHeads['admin-parts'] },
  'admin-shop': { title: msg`Manage shop products`, ...adminHeads['admin-shop'] },
  'admin-print-bike': { title: msg`Print bike sheet`, ...adminHeads['admin-print-bike'] },
  'admin-leads': { title: msg`Leads`, ...adminHeads['admin-leads'] },
  'admin-customers': { title: msg`Customers`, ...adminHeads['admin-customers'] },
  'admin-customer-view': { title: msg`Customer`, ...adminHeads['admin-customer-view'] },
  'admin-coupons': { title: msg`Coupons and campaigns`, ...adminHeads['admin-coupons'] },
  'admin-audit': { title: msg`Audit log`, ...adminHeads['admin-audit'] },
  home: { title: msg`FOLT – light electric folding bikes`, ...home },
  'battery-info-and-range': { title: msg`Battery, range and charging of your FOLT`, ...batteryInfoAndRange },
  'best-in-tests': { title: msg`FOLT in tests: reviews and awards`, ...bestInTests },
  'bike-view': { title: msg`The FOLT from every angle`, ...bikeView },
  classic: { title: msg`FOLT Classic electric folding bike`, ...classic },
  compare: { title: msg`Compare FOLT folding e-bikes side by side`, ...compare },
  elite: { title: msg`FOLT Elite electric folding bike`, ...elite },
  'folding-ebike-20-inch': { title: msg`20-inch electric folding bike: compact and agile`, ...foldingEbike20Inch },
  'folding-ebike-test': { title: msg`Folding e-bike test: how FOLT performs`, ...foldingEbikeTest },
  'folt-200-s': { title: msg`FOLT 200-S electric folding bike`, ...folt200S },
  'lightweight-ebike-for-camper': { title: msg`Lightweight e-bike for your camper`, ...lightweightEbikeForCamper },
  maxx: { title: msg`FOLT Maxx electric folding bike`, ...maxx },
  models: { title: msg`All FOLT electric folding bike models`, ...models },
  piccolo: { title: msg`FOLT Piccolo compact electric folding bike`, ...piccolo },
  'selection-guide': { title: msg`Which FOLT suits you? Try the selection guide`, ...selectionGuide },
  testimonials: { title: msg`FOLT reviews and customer experiences`, ...testimonials },
  voyage: { title: msg`FOLT Voyage electric folding bike`, ...voyage },
};
