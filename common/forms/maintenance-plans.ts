// The maintenance subscription plans with their yearly prices and what each includes: one typed source for the
// maintenance-subscription page, its sign-up form and the server's lead mail, so a price is written down once.
// Facts only; the page words them per language.
import type { Localized } from '../bike-models';

export const MAINTENANCE_PLAN_IDS = ['basic', 'plus', 'complete'] as const;
export type MaintenancePlanId = (typeof MAINTENANCE_PLAN_IDS)[number];

export interface MaintenancePlan {
  readonly id: MaintenancePlanId;
  readonly name: Localized;
  /** Price per year incl. 21 % VAT, in cents; billed yearly in advance. */
  readonly priceCentsPerYear: number;
  /** Full services (check, adjust, clean, software update) per year. */
  readonly servicesPerYear: number;
  /** Discount on parts that are not included, in percent. */
  readonly partsDiscountPercent: number;
  /** Brake pads, chain, cassette/sprocket and tyres replaced at no charge when worn. */
  readonly wearPartsIncluded: boolean;
  /** We collect the bike at home and bring it back (NL and BE). */
  readonly pickupIncluded: boolean;
  /** A replacement bike while yours is in the workshop. */
  readonly loanBikeIncluded: boolean;
  /** Battery health check with a written capacity report. */
  readonly batteryCheckIncluded: boolean;
}

export const MAINTENANCE_PLANS: readonly MaintenancePlan[] = [
  {
    id: 'basic',
    name: { nl: 'Basis', en: 'Basic', de: 'Basis' },
    priceCentsPerYear: 8_900,
    servicesPerYear: 1,
    partsDiscountPercent: 0,
    wearPartsIncluded: false,
    pickupIncluded: false,
    loanBikeIncluded: false,
    batteryCheckIncluded: true,
  },
  {
    id: 'plus',
    name: { nl: 'Plus', en: 'Plus', de: 'Plus' },
    priceCentsPerYear: 14_900,
    servicesPerYear: 2,
    partsDiscountPercent: 10,
    wearPartsIncluded: false,
    pickupIncluded: false,
    loanBikeIncluded: true,
    batteryCheckIncluded: true,
  },
  {
    id: 'complete',
    name: { nl: 'Compleet', en: 'Complete', de: 'Komplett' },
    priceCentsPerYear: 24_900,
    servicesPerYear: 2,
    partsDiscountPercent: 15,
    wearPartsIncluded: true,
    pickupIncluded: true,
    loanBikeIncluded: true,
    batteryCheckIncluded: true,
  },
];

export function findMaintenancePlan(id: string): MaintenancePlan | undefined {
  return MAINTENANCE_PLANS.find((plan) => plan.id === id);
}
