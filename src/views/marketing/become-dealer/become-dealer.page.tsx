// Become a dealer: why shops sell FOLT, what we offer and ask, how the sign-up goes, and the dealer form.
import { Trans, useLingui } from '@lingui/react/macro';
import { COMPANY } from '../../marketing-kit/company-facts';
import { PageIntro } from '../../marketing-kit/page-intro';
import { useLang } from '../../marketing-kit/use-lang';
import { becomeDealerForm } from '../../marketing-kit/forms/become-dealer.form';
import { LeadForm } from '../../marketing-kit/forms/lead-form';
import { head } from './become-dealer.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const email = COMPANY.email.dealers;
  return (
    <article className="info-page">
      <PageIntro head={head}>
        {t`Camper owners, commuters and city riders are asking for light folding e-bikes. Sell FOLT in your shop: a Dutch brand with a clear range of six models, fair dealer terms and a workshop that backs you up.`}
      </PageIntro>
      <section className="info-section" aria-labelledby="dealer-offer">
        <h2 id="dealer-offer">{t`What you get from us`}</h2>
        <div className="info-grid">
          <div className="info-card">
            <h3>{t`Demo fleet on easy terms`}</h3>
            <p>{t`Start with the models that suit your customers; demo bikes are invoiced at a reduced price and paid over six months.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`Parts from stock`}</h3>
            <p>{t`Spare parts ordered before 3 p.m. are delivered the next working day in the Netherlands and Belgium, within two days in Germany.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`Training for your mechanics`}</h3>
            <p>{t`A one-day course in our Zwolle workshop: folding mechanism, motor diagnostics and the service software.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`Customers sent your way`}</h3>
            <p>{t`Test ride requests from your area go to you, and your shop appears in our dealer search.`}</p>
          </div>
        </div>
      </section>
      <section className="info-section info-prose" aria-labelledby="dealer-ask">
        <h2 id="dealer-ask">{t`What we ask of you`}</h2>
        <ul>
          <li>{t`A specialist bike shop with its own workshop in the Netherlands, Belgium or Germany.`}</li>
          <li>{t`At least two FOLT models on display and ready for a test ride.`}</li>
          <li>{t`A mechanic who has followed our training, so every FOLT is serviced the same way.`}</li>
        </ul>
      </section>
      <section className="info-section" aria-labelledby="dealer-steps">
        <h2 id="dealer-steps">{t`How it goes`}</h2>
        <ol className="info-steps">
          <li>
            <h3>{t`Send the form`}</h3>
            <p>{t`Tell us about your shop; it takes two minutes.`}</p>
          </li>
          <li>
            <h3>{t`We call you`}</h3>
            <p>{t`Our dealer manager calls within three working days to answer your questions and discuss the terms.`}</p>
          </li>
          <li>
            <h3>{t`A visit and a test ride`}</h3>
            <p>{t`We visit your shop with a few demo bikes, or you visit us in Zwolle.`}</p>
          </li>
          <li>
            <h3>{t`Start selling`}</h3>
            <p>{t`After signing the dealer agreement, your demo fleet arrives within two weeks.`}</p>
          </li>
        </ol>
        <p className="info-small">
          <Trans>
            Prefer email? Write to <a href={`mailto:${email}`}>{email}</a>.
          </Trans>
        </p>
      </section>
      <LeadForm spec={becomeDealerForm} lang={lang} heading={t`Apply as a dealer`} anchor="apply" />
    </article>
  );
}
