// The employer bike plan: how it works in the Netherlands (gross salary exchange under the werkkostenregeling, or a
// lease bike with the 7 % addition) and in Germany (Dienstradleasing, the 0.25 % rule), what employers gain, a
// savings calculator with labelled estimates, and the employer's request form.
import { useLingui } from '@lingui/react/macro';
import { PageIntro } from '../../marketing-kit/page-intro';
import { useLang } from '../../marketing-kit/use-lang';
import { employerPlanForm } from '../../marketing-kit/forms/employer-plan.form';
import { LeadForm } from '../../marketing-kit/forms/lead-form';
import { EmployerPlanCalculator } from './employer-plan-calculator';
import { head } from './employer-plan.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <article className="info-page">
      <PageIntro head={head}>
        {t`Ride to work on a FOLT, fold it away under your desk and take it camping at the weekend, for a good deal less than buying it yourself. Here is how the employer bike plan works in the Netherlands and in Germany.`}
      </PageIntro>
      <section className="info-section info-prose" aria-labelledby="plan-nl">
        <h2 id="plan-nl">{t`In the Netherlands`}</h2>
        <h3>{t`Buying through your gross salary (werkkostenregeling)`}</h3>
        <p>{t`Your employer buys the bike for you and you give up part of your gross salary in return, for example from your holiday allowance or year-end bonus. Your employer accounts for the bike in the free allowance of the werkkostenregeling, so no income tax is due on that part of your salary. You save as much as your tax rate: up to 49.5%.`}</p>
        <h3>{t`Lease bike`}</h3>
        <p>{t`Your employer leases the bike, usually for three years, and pays for insurance and maintenance. You may also use it privately. Each year 7% of the bike's recommended retail price is added to your taxable income, and that is the only thing you pay: tax on that 7%. When the lease ends, you can often buy the bike for a small amount.`}</p>
      </section>
      <section className="info-section info-prose" aria-labelledby="plan-de">
        <h2 id="plan-de">{t`In Germany: Dienstradleasing`}</h2>
        <p>{t`Your employer leases the bike for 36 months and the instalment is deducted from your gross salary (Gehaltsumwandlung). You pay less income tax and, below the contribution ceilings, fewer social contributions. In return, 0.25% of the list price, rounded down to full €100, counts as a taxable benefit each month. If your employer provides the bike on top of your salary, it is entirely tax-free for you.`}</p>
        <p>{t`At the end of the lease you can usually buy the bike from the leasing company. We work with the major German bike leasing providers; your employer chooses one, and we deliver the bike.`}</p>
      </section>
      <section className="info-section" aria-labelledby="plan-calc">
        <h2 id="plan-calc">{t`What could you save?`}</h2>
        <p className="info-prose">{t`Choose a model and fill in your own situation. The calculator gives an estimate based on the assumptions listed below it.`}</p>
        <EmployerPlanCalculator lang={lang} />
      </section>
      <section className="info-section" aria-labelledby="plan-employers">
        <h2 id="plan-employers">{t`For employers`}</h2>
        <div className="info-grid">
          <div className="info-card">
            <h3>{t`Little or no cost`}</h3>
            <p>{t`With a salary exchange or conversion the bike is paid from gross salary; in Germany you also save on employer contributions.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`Healthier and more punctual staff`}</h3>
            <p>{t`People who cycle to work are ill less often, and a folding bike combines with the train, bus or car for longer commutes.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`No bike shed needed`}</h3>
            <p>{t`A folded FOLT fits under a desk or in a cupboard. Fewer parking spaces, no bike shed.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`We arrange the rest`}</h3>
            <p>{t`A test ride day at your office, delivery to every employee and service at our workshop or a dealer near them.`}</p>
          </div>
        </div>
      </section>
      <LeadForm spec={employerPlanForm} lang={lang} heading={t`Request an offer for your company`} anchor="request" />
    </article>
  );
}
