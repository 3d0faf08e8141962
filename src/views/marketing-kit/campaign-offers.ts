// Which coupon each campaign page carries (spec §4: the shop takes the code from ?coupon=): one code per magazine or
// event, so an order tells which campaign brought it. The offer texts follow the coupon's rule as the shop applies it
// (magento-emulator README, "Coupons (seed)"); a real Magento needs the same codes as cart price rules.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toPublicPath, type Lang, type PageId } from '../../locales/paths';

export type CampaignPageId = Extract<
  PageId,
  'acsi-25-4' | 'kampeerauto-25-1' | 'kampeerauto-25-2' | 'kampeerauto-25-3' | 'kampeerauto-25-4' | 'campergids' | 'campertv' | 'bedum'
>;

/** The rule of a coupon in words: what it takes off and on what. */
export type OfferKind = 'bikes-100-off' | 'orders-50-off-from-250';

export interface CampaignOffer {
  readonly code: string;
  readonly kind: OfferKind;
  /** Where the call to action goes: bikes are bought in the configurator. */
  readonly target: Extract<PageId, 'configurator' | 'shop'>;
}

const BIKES_100: Omit<CampaignOffer, 'code'> = { kind: 'bikes-100-off', target: 'configurator' };

export const CAMPAIGN_OFFERS: Readonly<Record<CampaignPageId, CampaignOffer>> = {
  'acsi-25-4': { code: 'ACSI100', ...BIKES_100 },
  'kampeerauto-25-1': { code: 'KAMPEERAUTO100', ...BIKES_100 },
  'kampeerauto-25-2': { code: 'KAMPEERAUTO100', ...BIKES_100 },
  // Autumn issue, autumn coupon: €50 off any order from €250 (bikes, parts and accessories alike).
  'kampeerauto-25-3': { code: 'HERFST50', kind: 'orders-50-off-from-250', target: 'configurator' },
  'kampeerauto-25-4': { code: 'KAMPEERAUTO100', ...BIKES_100 },
  campergids: { code: 'CAMPERGIDS100', ...BIKES_100 },
  campertv: { code: 'CAMPERTV100', ...BIKES_100 },
  bedum: { code: 'BEDUM100', ...BIKES_100 },
};

export const OFFER_TEXT: Readonly<Record<OfferKind, { title: MessageDescriptor; detail: MessageDescriptor }>> = {
  'bikes-100-off': {
    title: msg`€100 off your FOLT`,
    detail: msg`On every model and every configuration. Delivery to your door is free.`,
  },
  'orders-50-off-from-250': {
    title: msg`€50 off from €250`,
    detail: msg`On bikes, parts and accessories alike, until 31 March 2027.`,
  },
};

/**
 * The campaign's call to action: the target page (from the slug table) with `?coupon=`. A plain link with a full page
 * load on purpose: the shop runtime reads the coupon from the address when it starts (src/main.tsx), also for a
 * visitor whose runtime is already running with an older code.
 */
export function campaignHref(offer: CampaignOffer, lang: Lang): string {
  return `${toPublicPath(offer.target, lang)}?coupon=${encodeURIComponent(offer.code)}`;
}
