// The employer plan estimates: Dutch werkkostenregeling and lease bike, German salary conversion with the 0.25 % rule.
import { describe, expect, it } from 'vitest';
import { estimateSavings, nlTaxRate, roundedListPriceCents } from './employer-plan-savings';

describe('employer plan savings, Netherlands', () => {
  it('werkkostenregeling: the tax on the exchanged gross salary is saved', () => {
    const estimate = estimateSavings({ country: 'NL', priceCents: 199_900, scheme: 'wkr', bracket: 'middle' });
    // € 1,999 × 37.48 % = € 749.23
    expect(estimate.savingCents).toBe(74_923);
    expect(estimate.yourCostCents).toBe(199_900 - 74_923);
    expect(estimate.savingPercent).toBe(37);
    expect(estimate.lines).toEqual([
      { id: 'grossExchanged', cents: 199_900 },
      { id: 'taxSaved', cents: -74_923 },
    ]);
  });

  it('higher bracket, higher saving', () => {
    const low = estimateSavings({ country: 'NL', priceCents: 279_900, scheme: 'wkr', bracket: 'low' });
    const high = estimateSavings({ country: 'NL', priceCents: 279_900, scheme: 'wkr', bracket: 'high' });
    expect(high.savingCents).toBeGreaterThan(low.savingCents);
    expect(high.savingCents).toBe(Math.round(279_900 * 0.495));
  });

  it('lease bike: three years of tax on the 7 % addition', () => {
    const estimate = estimateSavings({ country: 'NL', priceCents: 279_900, scheme: 'lease', bracket: 'middle' });
    // addition € 195.93 a year; tax 37.48 % = € 73.43; three years € 220.29
    expect(estimate.lines).toEqual([
      { id: 'yearlyAddition', cents: 19_593 },
      { id: 'yearlyTax', cents: 7_343 },
    ]);
    expect(estimate.yourCostCents).toBe(22_029);
    expect(estimate.savingCents).toBe(279_900 - 22_029);
  });

  it('knows the 2025 rates', () => {
    expect([nlTaxRate('low'), nlTaxRate('middle'), nlTaxRate('high')]).toEqual([0.3582, 0.3748, 0.495]);
  });
});

describe('employer plan savings, Germany', () => {
  it('rounds the list price down to full euros 100 for the 0.25 % rule', () => {
    expect(roundedListPriceCents(279_900)).toBe(270_000);
    expect(roundedListPriceCents(300_000)).toBe(300_000);
  });

  it('salary conversion with tax and social insurance', () => {
    const estimate = estimateSavings({ country: 'DE', priceCents: 279_900, taxRate: 0.3, socialInsured: true, employerContributionCents: 0 });
    // lease 3.1 % = € 86.77; saved 51 % = € 44.25; benefit 0.25 % of € 2,700 = € 6.75, taxed 51 % = € 3.44
    expect(estimate.lines).toEqual([
      { id: 'monthlyLease', cents: 8_677 },
      { id: 'monthlyConversion', cents: 8_677 },
      { id: 'monthlySaved', cents: -4_425 },
      { id: 'monthlyBenefit', cents: 675 },
      { id: 'monthlyBenefitTax', cents: 344 },
      { id: 'monthlyNet', cents: 4_596 },
      { id: 'buyOut', cents: 50_382 },
    ]);
    expect(estimate.yourCostCents).toBe(4_596 * 36 + 50_382);
    expect(estimate.savingCents).toBe(279_900 - (4_596 * 36 + 50_382));
    expect(estimate.savingPercent).toBe(23);
  });

  it('an employer contribution lowers the conversion; above the ceilings only tax is saved', () => {
    const base = { country: 'DE' as const, priceCents: 249_900, taxRate: 0.42 };
    const withContribution = estimateSavings({ ...base, socialInsured: true, employerContributionCents: 2_000 });
    const without = estimateSavings({ ...base, socialInsured: true, employerContributionCents: 0 });
    const aboveCeiling = estimateSavings({ ...base, socialInsured: false, employerContributionCents: 0 });
    expect(withContribution.yourCostCents).toBeLessThan(without.yourCostCents);
    expect(aboveCeiling.yourCostCents).toBeGreaterThan(without.yourCostCents);
  });

  it('never converts less than nothing, whatever is entered', () => {
    const estimate = estimateSavings({ country: 'DE', priceCents: 179_900, taxRate: 0.3, socialInsured: true, employerContributionCents: 1_000_000 });
    expect(estimate.lines.find((line) => line.id === 'monthlyConversion')?.cents).toBe(0);
    expect(estimate.lines.find((line) => line.id === 'monthlySaved')?.cents).toBe(0);
  });
});
