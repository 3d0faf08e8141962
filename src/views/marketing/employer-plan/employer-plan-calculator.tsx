// The savings calculator of the employer plan page: model, country and the few personal figures the estimate
// needs; the sum itself is employer-plan-savings.ts. Every figure is labelled an estimate with its assumptions.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BIKE_SPECS } from '../../../../common/bike-specs';
import { offeredOf, useCatalogFacts } from '../../shared/catalog-facts';
import type { Lang } from '../../../locales/paths';
import { formatMoney } from '../../shared/money';
import { formatNumber } from '../../marketing-kit/format';
import { DE_ASSUMPTIONS, estimateSavings, NL_TAX_BRACKETS_2025, type EstimateLineId, type NlBracketId, type NlScheme } from './employer-plan-savings';

const DE_TAX_RATES = [0.25, 0.3, 0.35, 0.42] as const;

export function EmployerPlanCalculator({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  // A fixed id, not useId: a marketing page hydrates without the router (decision record 043), in a tree whose shape
  // differs from the server's, and useId's values follow the tree's shape.
  const id = 'employer-plan-calculator';
  const [country, setCountry] = useState<'NL' | 'DE'>(lang === 'de' ? 'DE' : 'NL');
  const [slug, setSlug] = useState<string>('classic');
  const [scheme, setScheme] = useState<NlScheme>('wkr');
  const [bracket, setBracket] = useState<NlBracketId>('middle');
  const [taxRate, setTaxRate] = useState<number>(0.3);
  const [socialInsured, setSocialInsured] = useState(true);
  const [contribution, setContribution] = useState('0');

  // The models on sale with their from-price from the catalogue; without prices there is nothing to estimate. Their
  // numbers alone (names, order) are enough here, not every model's texts.
  const facts = useCatalogFacts();
  const priced = offeredOf(BIKE_SPECS, facts).flatMap((m) => {
    const cents = facts.priceCents(m.slug);
    return cents === null ? [] : [{ model: m, cents }];
  });
  const chosen = priced.find((entry) => entry.model.slug === slug) ?? priced[0];
  const priceCents = chosen?.cents ?? 0;
  const contributionCents = Math.max(0, Math.round((Number(contribution.replace(',', '.')) || 0) * 100));
  const estimate =
    country === 'NL'
      ? estimateSavings({ country, priceCents, scheme, bracket })
      : estimateSavings({ country, priceCents, taxRate, socialInsured, employerContributionCents: contributionCents });
  const money = (cents: number) => formatMoney(cents / 100, lang);
  const euros = (value: number) => formatMoney(value, lang).replace(/[.,]00$/, '');
  const percent = (rate: number) => `${formatNumber(rate * 100, lang, 2)}%`;
  const leaseFactor = percent(DE_ASSUMPTIONS.leaseFactor);
  const buyOutShare = percent(DE_ASSUMPTIONS.buyOutRate);

  const lineLabel: Record<EstimateLineId, string> = {
    grossExchanged: t`Gross salary exchanged for the bike`,
    taxSaved: t`Income tax you do not pay on it`,
    yearlyAddition: t`Yearly addition to your taxable income (7%)`,
    yearlyTax: t`Tax on that addition, per year`,
    monthlyLease: t`Lease instalment per month, incl. insurance`,
    monthlyConversion: t`Converted from your gross salary, per month`,
    monthlySaved: t`Tax and contributions you save, per month`,
    monthlyBenefit: t`Taxable benefit per month (0.25% rule)`,
    monthlyBenefitTax: t`Tax and contributions on that benefit, per month`,
    monthlyNet: t`Your net cost per month`,
    buyOut: t`Buying the bike when the lease ends`,
  };
  const costLabel =
    country === 'DE'
      ? t`Your cost over 36 months, including buying the bike`
      : scheme === 'lease'
        ? t`Your cost over three years of leasing`
        : t`Your net cost`;
  const saving = money(estimate.savingCents);
  const savingPercent = estimate.savingPercent;

  return (
    <div className="calc">
      <div className="calc-inputs">
        <div>
          <label htmlFor={`${id}-model`}>{t`Model`}</label>
          <select id={`${id}-model`} value={slug} onChange={(event) => setSlug(event.target.value)}>
            {priced.map(({ model: m, cents }) => (
              <option key={m.slug} value={m.slug}>
                {m.name} ({money(cents)})
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend>{t`You work in`}</legend>
          <label className="calc-choice">
            <input type="radio" name={`${id}-country`} checked={country === 'NL'} onChange={() => setCountry('NL')} /> {t`the Netherlands`}
          </label>
          <label className="calc-choice">
            <input type="radio" name={`${id}-country`} checked={country === 'DE'} onChange={() => setCountry('DE')} /> {t`Germany`}
          </label>
        </fieldset>
        {country === 'NL' ? (
          <>
            <fieldset>
              <legend>{t`Scheme`}</legend>
              <label className="calc-choice">
                <input type="radio" name={`${id}-scheme`} checked={scheme === 'wkr'} onChange={() => setScheme('wkr')} /> {t`Buy through your gross salary`}
              </label>
              <label className="calc-choice">
                <input type="radio" name={`${id}-scheme`} checked={scheme === 'lease'} onChange={() => setScheme('lease')} /> {t`Lease bike`}
              </label>
            </fieldset>
            <div className="calc-wide">
              <label htmlFor={`${id}-bracket`}>{t`Your annual taxable income`}</label>
              <select id={`${id}-bracket`} value={bracket} onChange={(event) => setBracket(event.target.value as NlBracketId)}>
                {NL_TAX_BRACKETS_2025.map((b, index) => {
                  const from = index === 0 ? null : euros(NL_TAX_BRACKETS_2025[index - 1]!.upToEuros!);
                  const to = b.upToEuros === null ? null : euros(b.upToEuros);
                  const rate = percent(b.rate);
                  const label = from === null ? t`up to ${to} (${rate} tax)` : to === null ? t`above ${from} (${rate} tax)` : t`${from} to ${to} (${rate} tax)`;
                  return (
                    <option key={b.id} value={b.id}>
                      {label}
                    </option>
                  );
                })}
              </select>
            </div>
          </>
        ) : (
          <>
            <div>
              <label htmlFor={`${id}-tax`}>{t`Your marginal tax rate`}</label>
              <select id={`${id}-tax`} value={String(taxRate)} onChange={(event) => setTaxRate(Number(event.target.value))}>
                {DE_TAX_RATES.map((rate) => (
                  <option key={rate} value={String(rate)}>
                    {percent(rate)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-contribution`}>{t`Employer contribution per month (€)`}</label>
              <input
                id={`${id}-contribution`}
                type="number"
                min={0}
                step={5}
                inputMode="decimal"
                value={contribution}
                onChange={(event) => setContribution(event.target.value)}
              />
            </div>
            <fieldset>
              <legend>{t`Social insurance`}</legend>
              <label className="calc-choice">
                <input type="checkbox" checked={socialInsured} onChange={(event) => setSocialInsured(event.target.checked)} />{' '}
                {t`I earn below the contribution ceilings`}
              </label>
            </fieldset>
          </>
        )}
      </div>
      <div className="calc-result" aria-live="polite">
        <dl>
          {estimate.lines.map((line) => (
            <div key={line.id}>
              <dt>{lineLabel[line.id]}</dt>
              <dd>{money(line.cents) /* a deduction reads "−€ 749,23", as everywhere (formatMoney) */}</dd>
            </div>
          ))}
          <dt>{t`Buying it yourself from your net pay`}</dt>
          <dd>{money(estimate.priceCents)}</dd>
          <dt>{costLabel}</dt>
          <dd>{money(estimate.yourCostCents)}</dd>
        </dl>
        <p className="calc-total">
          <span>{t`Estimated saving`}</span> <strong>{t`${saving} (${savingPercent}%)`}</strong>
        </p>
        <p className="calc-estimate">{t`An estimate, not tax advice: your own situation and your employer's scheme decide the actual figures.`}</p>
      </div>
      <details>
        <summary>{t`The assumptions behind this estimate`}</summary>
        {country === 'NL' ? (
          <ul className="info-small">
            <li>{t`Dutch income tax and national insurance rates of 2025, below state pension age.`}</li>
            <li>{t`Buying through your gross salary: your employer has room in the free allowance of the werkkostenregeling and agrees to exchange part of your gross salary, such as your holiday allowance or year-end bonus. This can slightly lower benefits based on your salary, such as pension build-up.`}</li>
            <li>{t`Lease bike: your employer pays the full lease for three years; each year 7% of the recommended retail price is added to your taxable income.`}</li>
          </ul>
        ) : (
          <ul className="info-small">
            <li>{t`Salary conversion with the 0.25% rule: each month 0.25% of the list price, rounded down to full €100, counts as a taxable benefit.`}</li>
            <li>{t`A lease instalment of ${leaseFactor} of the list price per month including full insurance, for 36 months; at the end you buy the bike for ${buyOutShare} of the list price. Leasing companies set their own rates.`}</li>
            <li>{t`Social insurance contributions of about 21% below the contribution ceilings. Converting salary slightly lowers your statutory pension entitlement.`}</li>
          </ul>
        )}
      </details>
    </div>
  );
}
