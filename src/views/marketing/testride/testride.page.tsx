// Test ride: where and how to ride a FOLT (showroom, dealer, at home) and the request form, with the model
// preselected from ?model=<slug> (the model pages link here that way), also in the server-rendered form.
import { useLingui } from '@lingui/react/macro';
import { OPENING_HOURS } from '../../marketing-kit/company-facts';
import { OpeningHours } from '../../marketing-kit/opening-hours';
import { PageIntro } from '../../marketing-kit/page-intro';
import { searchParamsOf } from '../../marketing-kit/search-link';
import { useSearchStr } from '../../shared/nav';
import { useLang } from '../../marketing-kit/use-lang';
import { isBikeSlug } from '../../marketing-kit/forms/model-options';
import { LeadForm } from '../../marketing-kit/forms/lead-form';
import { testrideForm } from '../../marketing-kit/forms/testride.form';
import { head } from './testride.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const searchStr = useSearchStr();
  const model = searchParamsOf(searchStr).get('model');
  const presets: Record<string, string> = isBikeSlug(model) ? { model } : {};
  return (
    <article className="info-page">
      <PageIntro head={head}>
        {t`Feel the difference for yourself. Ride a FOLT, fold it and lift it into your car boot: a test ride takes about an hour, with no obligation to buy.`}
      </PageIntro>
      <section className="info-section" aria-labelledby="ride-where">
        <h2 id="ride-where">{t`Where you can ride`}</h2>
        <div className="info-grid">
          <div className="info-card">
            <h3>{t`In our showroom in Zwolle`}</h3>
            <p>{t`All six models, an indoor test track and the mechanics who build them. Free of charge.`}</p>
            <OpeningHours rows={OPENING_HOURS.showroom} lang={lang} />
          </div>
          <div className="info-card">
            <h3>{t`At a dealer near you`}</h3>
            <p>{t`Our dealers in the Netherlands, Belgium and Germany have demo bikes. Enter your postcode and we arrange it with the nearest dealer that has your model.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`At home`}</h3>
            <p>{t`We bring the model of your choice to your door in the Netherlands. Free in Groningen, Friesland, Drenthe and Overijssel; elsewhere €25, which we deduct when you buy.`}</p>
          </div>
        </div>
      </section>
      <section className="info-section info-prose" aria-labelledby="ride-tips">
        <h2 id="ride-tips">{t`Make the most of your test ride`}</h2>
        <ul>
          <li>{t`Wear the shoes you normally cycle in and bring a friend or partner who will ride along.`}</li>
          <li>{t`Coming for your camper, boat or car? Bring the measurements of the storage space, or come in it: we will fold the bike in with you.`}</li>
          <li>{t`Try a hill, a tight turn and a stop-and-go start: that is where the differences between the models show.`}</li>
        </ul>
      </section>
      <LeadForm spec={testrideForm} lang={lang} presets={presets} heading={t`Request a test ride`} anchor="request" />
    </article>
  );
}
