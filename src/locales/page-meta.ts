// Localized <title>, H1 and meta description of every page; the slug table (paths.ts) says where each page lives.
// English is the source language; Dutch and German come from the Lingui catalogues.
// Titles stay within 60 characters and carry no brand suffix (the head adds it, except on home).
// A marketing page with its own directory keeps its meta there (<page id>.meta.ts), so its title and description are
// in the page's catalogue, loaded with the page before its head is built, instead of in the shared catalogue that
// every page's first render carries (the marketing JavaScript budget, DESIGN §11). Nav labels stay shared.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PageId } from './paths';
import { meta as homeMeta } from './page-meta/home.meta';
import { meta as modelsMeta } from './page-meta/models.meta';
import { meta as classicMeta } from './page-meta/classic.meta';
import { meta as eliteMeta } from './page-meta/elite.meta';
import { meta as maxxMeta } from './page-meta/maxx.meta';
import { meta as piccoloMeta } from './page-meta/piccolo.meta';
import { meta as voyageMeta } from './page-meta/voyage.meta';
import { meta as folt200SMeta } from './page-meta/folt-200-s.meta';
import { meta as compareMeta } from './page-meta/compare.meta';
import { meta as selectionGuideMeta } from './page-meta/selection-guide.meta';
import { meta as batteryInfoAndRangeMeta } from './page-meta/battery-info-and-range.meta';
import { meta as bikeViewMeta } from './page-meta/bike-view.meta';
import { meta as bestInTestsMeta } from './page-meta/best-in-tests.meta';
import { meta as testimonialsMeta } from './page-meta/testimonials.meta';
import { meta as foldingEbikeTestMeta } from './page-meta/folding-ebike-test.meta';
import { meta as foldingEbike20InchMeta } from './page-meta/folding-ebike-20-inch.meta';
import { meta as lightweightEbikeForCamperMeta } from './page-meta/lightweight-ebike-for-camper.meta';

export interface PageMeta { title: MessageDescriptor; h1: MessageDescriptor; description: MessageDescriptor }

export const pageMeta: Record<PageId, PageMeta> = {
  home: homeMeta,
  'about-us': {
    title: msg`About FOLT – Dutch maker of folding e-bikes`,
    h1: msg`About FOLT`,
    description: msg`Meet the people behind FOLT: a Dutch company that designs light electric folding bikes and services them in its own workshop, with a personal touch.`,
  },
  'acsi-25-4': {
    title: msg`ACSI reader offer: FOLT electric folding bike`,
    h1: msg`Exclusive discount for ACSI readers`,
    description: msg`Spotted FOLT in ACSI magazine issue 4 of 2025? Claim your reader discount on a light electric folding bike that fits neatly in your camper or caravan.`,
  },
  'battery-info-and-range': batteryInfoAndRangeMeta,
  'become-dealer': {
    title: msg`Become a FOLT dealer`,
    h1: msg`Become a FOLT dealer`,
    description: msg`Sell the light electric folding bikes that camper owners and commuters ask for. Sign up as a FOLT dealer and we will contact you about terms and support.`,
  },
  bedum: {
    title: msg`FOLT in Bedum: test ride and event offer`,
    h1: msg`Great to see you in Bedum`,
    description: msg`Met FOLT in Bedum, Groningen? Take another look at the folding e-bikes you tried, book a test ride at your own pace and use the event offer while it lasts.`,
  },
  'best-in-tests': bestInTestsMeta,
  'bike-view': bikeViewMeta,
  campergids: {
    title: msg`Campergids reader offer: FOLT folding e-bikes`,
    h1: msg`Welcome, Campergids readers`,
    description: msg`Read about FOLT in Campergids? Discover the light electric folding bike that travels in the storage locker of your camper and claim your reader offer.`,
  },
  campertv: {
    title: msg`Seen on CamperTV: FOLT electric folding bikes`,
    h1: msg`Seen on CamperTV`,
    description: msg`Saw FOLT on CamperTV? Discover the light electric folding bike from the show, see how easily it fits in a camper and claim your exclusive viewer offer.`,
  },
  classic: classicMeta,
  compare: compareMeta,
  contact: {
    title: msg`Contact FOLT`,
    h1: msg`Contact us`,
    description: msg`Questions about a model, a test ride, an order or service? Call, email or visit FOLT. Our Dutch team gives personal advice on light electric folding bikes.`,
  },
  elite: eliteMeta,
  'employer-plan': {
    title: msg`Folding e-bike through your employer`,
    h1: msg`Your FOLT through your employer`,
    description: msg`Get a FOLT through your employer and save on tax. Ride to work, fold the bike away at the office and take it along on weekends and camping trips too.`,
  },
  'folding-ebike-20-inch': foldingEbike20InchMeta,
  'folding-ebike-test': foldingEbikeTestMeta,
  'folt-200-s': folt200SMeta,
  'instructions-folding': {
    title: msg`How to fold and unfold your FOLT`,
    h1: msg`Folding and unfolding, step by step`,
    description: msg`Fold and unfold your FOLT safely in a few simple steps. Clear instructions, plus tips on locking the hinges and carrying or stowing the folded bike.`,
  },
  'kampeerauto-25-1': {
    title: msg`Kampeerauto readers: start the season with FOLT`,
    h1: msg`Ready for the new camping season`,
    description: msg`Read about FOLT in Kampeerauto 1/2025? Start the camping season with a light electric folding bike for your motorhome and claim your reader offer.`,
  },
  'kampeerauto-25-2': {
    title: msg`Kampeerauto readers: summer trips with FOLT`,
    h1: msg`Explore summer on two wheels`,
    description: msg`Spotted FOLT in Kampeerauto 2/2025? Park your motorhome, unfold your e-bike and explore summer destinations at your own pace. Your reader offer awaits.`,
  },
  'kampeerauto-25-3': {
    title: msg`Kampeerauto readers: autumn tours with FOLT`,
    h1: msg`Quiet campsites, golden autumn rides`,
    description: msg`Seen FOLT in Kampeerauto 3/2025? Autumn means quiet campsites and beautiful rides. Take a light folding e-bike along and make use of your reader offer.`,
  },
  'kampeerauto-25-4': {
    title: msg`Kampeerauto readers: plan next season with FOLT`,
    h1: msg`Plan next season now`,
    description: msg`Read Kampeerauto 4/2025? Use the quiet winter months to choose your folding e-bike, book a test ride and secure your reader offer for next season.`,
  },
  'lightweight-ebike-for-camper': lightweightEbikeForCamperMeta,
  maintenance: {
    title: msg`Maintenance and repair of your FOLT`,
    h1: msg`Maintenance and repairs`,
    description: msg`Keep your FOLT riding smoothly. Book a service or repair in our workshop, and use our tips on tyres, brakes, chain and battery care between services.`,
  },
  'maintenance-subscription': {
    title: msg`FOLT maintenance subscription`,
    h1: msg`Maintenance subscription`,
    description: msg`Worry-free riding for a fixed fee: with the FOLT maintenance subscription your folding e-bike gets regular servicing from our own mechanics.`,
  },
  manuals: {
    title: msg`FOLT manuals to download (PDF)`,
    h1: msg`Manuals`,
    description: msg`Download the manual for your FOLT model as a PDF, with instructions for folding, charging, the display and maintenance. Handy at home or on the road.`,
  },
  maxx: maxxMeta,
  models: modelsMeta,
  piccolo: piccoloMeta,
  privacy: {
    title: msg`Privacy statement`,
    h1: msg`Privacy statement`,
    description: msg`How FOLT handles your personal data: what we collect when you order, book a test ride or contact us, why we need it and which rights you have.`,
  },
  returns: {
    title: msg`Returns and right of withdrawal`,
    h1: msg`Returns`,
    description: msg`Want to return an order? Read how returns at FOLT work, how long your withdrawal period is and how quickly you get your money back.`,
  },
  'selection-guide': selectionGuideMeta,
  'terms-and-conditions': {
    title: msg`Terms and conditions`,
    h1: msg`Terms and conditions`,
    description: msg`The general terms and conditions of FOLT for orders, delivery, payment, warranty and returns of our electric folding bikes, parts and accessories.`,
  },
  testimonials: testimonialsMeta,
  testride: {
    title: msg`Book a test ride on a FOLT`,
    h1: msg`Book a test ride`,
    description: msg`Feel the difference for yourself: book a test ride on a FOLT electric folding bike, try folding it yourself and get personal advice from our team.`,
  },
  vacancies: {
    title: msg`Jobs at FOLT`,
    h1: msg`Work at FOLT`,
    description: msg`Want to work on light electric folding bikes? See the current vacancies at FOLT, from bicycle mechanic and allrounder to internships, and join our team.`,
  },
  'vacancies-allrounder': {
    title: msg`Vacancy: allrounder at FOLT`,
    h1: msg`Allrounder`,
    description: msg`No two days are the same as an allrounder at FOLT: you lend a hand wherever needed, from the workshop to our customers. Read the vacancy and apply today.`,
  },
  'vacancies-intern': {
    title: msg`Internship at FOLT`,
    h1: msg`Internship at FOLT`,
    description: msg`Looking for an internship with real responsibility? Join FOLT and learn how a Dutch e-bike brand develops, sells and services its folding bikes.`,
  },
  'vacancies-mechanic': {
    title: msg`Vacancy: bicycle mechanic at FOLT`,
    h1: msg`Bicycle mechanic`,
    description: msg`Are you a skilled bicycle mechanic with a feel for e-bikes? Assemble, service and repair FOLT electric folding bikes in our own workshop. Apply now.`,
  },
  voyage: voyageMeta,
  shop: {
    title: msg`Parts and accessories for your FOLT`,
    h1: msg`Parts and accessories`,
    description: msg`Order original FOLT parts and accessories online, from chargers and bags to tyres and lights, and keep your electric folding bike in top shape.`,
  },
  'shop-product': {
    title: msg`FOLT part or accessory`,
    h1: msg`Product details`,
    description: msg`An original part or accessory for your FOLT electric folding bike. Check the price, availability and compatibility, and order it directly online.`,
  },
  'shop-cart': {
    title: msg`Shopping cart`,
    h1: msg`Your shopping cart`,
    description: msg`Review the parts and accessories in your cart, add a discount code and continue to checkout to complete your FOLT order.`,
  },
  'shop-checkout': {
    title: msg`Checkout`,
    h1: msg`Checkout`,
    description: msg`Enter your delivery details, choose how you want to pay and place your FOLT order securely.`,
  },
  'shop-confirmed': {
    title: msg`Order confirmed`,
    h1: msg`Thank you for your order`,
    description: msg`We have received your FOLT order. You will find the details below and receive a confirmation by email.`,
  },
  configurator: {
    title: msg`Configure your FOLT`,
    h1: msg`Choose a model to configure`,
    description: msg`Start configuring your own FOLT: pick the model that suits you, choose your options and accessories and see the price as you go.`,
  },
  'configurator-model': {
    title: msg`Configure your folding e-bike`,
    h1: msg`Configure your bike`,
    description: msg`Put together your ideal FOLT: choose options and accessories, check the total price and order your electric folding bike online.`,
  },
  'customer-login': {
    title: msg`Log in to your account`,
    h1: msg`Log in to your account`,
    description: msg`Log in to your FOLT account to view your orders and follow their status.`,
  },
  'customer-orders': {
    title: msg`My orders`,
    h1: msg`My orders`,
    description: msg`An overview of your FOLT orders with their status, order details and payment information.`,
  },
  admin: {
    title: msg`Admin dashboard`,
    h1: msg`Dashboard`,
    description: msg`FOLT back office: an overview of bikes, orders, parts and leads.`,
  },
  'admin-login': {
    title: msg`Admin login`,
    h1: msg`Back office login`,
    description: msg`Log in to the FOLT back office.`,
  },
  'admin-bikes': {
    title: msg`Manage bikes`,
    h1: msg`Bikes`,
    description: msg`Manage the FOLT bike models, their specifications and availability.`,
  },
  'admin-bike-edit': {
    title: msg`Edit bike`,
    h1: msg`Edit bike`,
    description: msg`Edit the details, specifications and images of a FOLT bike.`,
  },
  'admin-orders': {
    title: msg`Orders`,
    h1: msg`Orders`,
    description: msg`An overview of all orders in the FOLT shop.`,
  },
  'admin-order-view': {
    title: msg`Order details`,
    h1: msg`Order details`,
    description: msg`Items, customer details and status of a single FOLT order.`,
  },
  'admin-parts': {
    title: msg`Manage parts`,
    h1: msg`Parts`,
    description: msg`Manage FOLT parts, their prices and stock.`,
  },
  'admin-shop': {
    title: msg`Manage shop products`,
    h1: msg`Shop products`,
    description: msg`Manage the products shown in the FOLT shop.`,
  },
  'admin-print-bike': {
    title: msg`Print bike sheet`,
    h1: msg`Bike sheet`,
    description: msg`A printable specification sheet for a FOLT bike.`,
  },
  'admin-leads': {
    title: msg`Leads`,
    h1: msg`Leads`,
    description: msg`Test ride requests, dealer sign-ups and other leads collected on the FOLT website.`,
  },
};
