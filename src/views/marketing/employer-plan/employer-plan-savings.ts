// Savings estimates of the employer bike plan, as pure functions (amounts in cents), with every assumption named:
// the Netherlands (a bike through the werkkostenregeling by exchanging gross salary, or a lease bike with the 7 %
// addition to taxable income) and Germany (Dienstradleasing by salary conversion, the 0.25 % rule). Estimates only:
// the page labels them so and lists these assumptions.

/** Dutch 2025 box 1 rates (income tax plus national insurance, below state pension age). */
export const NL_TAX_BRACKETS_2025 = [
  { id: 'low', upToEuros: 38_441, rate: 0.3582 },
  { id: 'middle', upToEuros: 76_817, rate: 0.3748 },
  { id: 'high', upToEuros: null, rate: 0.495 },
] as const;
export type NlBracketId = (typeof NL_TAX_BRACKETS_2025)[number]['id'];

export const NL_ASSUMPTIONS = {
  /** A lease bike adds 7 % of its consumer price (incl. VAT) to taxable income each year. */
  leaseAdditionRate: 0.07,
  /** The usual lease term. */
  leaseYears: 3,
} as const;

export const DE_ASSUMPTIONS = {
  /** Monthly benefit in kind with salary conversion: 0.25 % of the list price rounded down to full €100 (§ 6 (1) 4 EStG). */
  benefitRate: 0.0025,
  leaseMonths: 36,
  /** Monthly lease instalment incl. full insurance as a share of the list price (a typical offer; ours may differ). */
  leaseFactor: 0.031,
  /** Purchase price at the end of the lease as a share of the list price (typical; the lessor decides). */
  buyOutRate: 0.18,
  /** Employee share of social insurance below the contribution ceilings, 2025, rounded. */
  socialRate: 0.21,
} as const;

export type NlScheme = 'wkr' | 'lease';

export type SavingsInput =
  | { country: 'NL'; priceCents: number; scheme: NlScheme; bracket: NlBracketId }
  | {
      country: 'DE';
      priceCents: number;
      /** Marginal income tax rate incl. solidarity surcharge and church tax, e.g. 0.3. */
      taxRate: number;
      /** Earns below the social insurance ceilings, so the conversion also saves contributions. */
      socialInsured: boolean;
      /** What the employer adds to the lease each month. */
      employerContributionCents: number;
    };

export type EstimateLineId =
  | 'grossExchanged'
  | 'taxSaved'
  | 'yearlyAddition'
  | 'yearlyTax'
  | 'monthlyLease'
  | 'monthlyConversion'
  | 'monthlySaved'
  | 'monthlyBenefit'
  | 'monthlyBenefitTax'
  | 'monthlyNet'
  | 'buyOut';

export interface SavingsEstimate {
  /** Buying the bike yourself, from net pay. */
  priceCents: number;
  /** What the plan costs you from net pay over its whole term. */
  yourCostCents: number;
  savingCents: number;
  /** Whole percent of the price. */
  savingPercent: number;
  /** The steps of the sum, in order, for the breakdown on the page. */
  lines: Array<{ id: EstimateLineId; cents: number }>;
}

const cents = (value: number) => Math.round(value);

function result(priceCents: number, yourCostCents: number, lines: SavingsEstimate['lines']): SavingsEstimate {
  const savingCents = priceCents - yourCostCents;
  return { priceCents, yourCostCents, savingCents, savingPercent: priceCents > 0 ? Math.round((savingCents / priceCents) * 100) : 0, lines };
}

export function nlTaxRate(bracket: NlBracketId): number {
  return NL_TAX_BRACKETS_2025.find((b) => b.id === bracket)!.rate;
}

/** The list price rounded down to full €100, in cents (the base of the German 0.25 % rule). */
export function roundedListPriceCents(priceCents: number): number {
  return Math.floor(priceCents / 10_000) * 10_000;
}

export function estimateSavings(input: SavingsInput): SavingsEstimate {
  const price = Math.max(0, Math.round(input.priceCents));
  if (input.country === 'NL') {
    const rate = nlTaxRate(input.bracket);
    if (input.scheme === 'wkr') {
      // Gross salary (e.g. from the holiday allowance) is exchanged for the bike: no income tax on that part.
      const taxSaved = cents(price * rate);
      return result(price, price - taxSaved, [
        { id: 'grossExchanged', cents: price },
        { id: 'taxSaved', cents: -taxSaved || 0 },
      ]);
    }
    // Lease bike: the employer pays the lease; you pay tax on the yearly 7 % addition.
    const addition = cents(price * NL_ASSUMPTIONS.leaseAdditionRate);
    const yearlyTax = cents(addition * rate);
    return result(price, yearlyTax * NL_ASSUMPTIONS.leaseYears, [
      { id: 'yearlyAddition', cents: addition },
      { id: 'yearlyTax', cents: yearlyTax },
    ]);
  }
  const { benefitRate, leaseMonths, leaseFactor, buyOutRate, socialRate } = DE_ASSUMPTIONS;
  const deductionRate = Math.min(1, Math.max(0, input.taxRate)) + (input.socialInsured ? socialRate : 0);
  const lease = cents(price * leaseFactor);
  const conversion = Math.max(0, lease - Math.max(0, Math.round(input.employerContributionCents)));
  const saved = cents(conversion * deductionRate);
  const benefit = cents(roundedListPriceCents(price) * benefitRate);
  const benefitTax = cents(benefit * deductionRate);
  const net = conversion - saved + benefitTax;
  const buyOut = cents(price * buyOutRate);
  return result(price, net * leaseMonths + buyOut, [
    { id: 'monthlyLease', cents: lease },
    { id: 'monthlyConversion', cents: conversion },
    { id: 'monthlySaved', cents: -saved || 0 },
    { id: 'monthlyBenefit', cents: benefit },
    { id: 'monthlyBenefitTax', cents: benefitTax },
    { id: 'monthlyNet', cents: net },
    { id: 'buyOut', cents: buyOut },
  ]);
}
