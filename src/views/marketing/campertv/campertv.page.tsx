// Campaign page for CamperTV viewers: what the show demonstrated (out of the garage and riding in seconds), where to
// try it yourself; carries the campaign coupon.
import { useLingui } from '@lingui/react/macro';
import { BIKE_MODELS } from '../../../../common/bike-models';
import { PageLink } from '../../shared/page-link';
import { CampaignLanding } from '../../marketing-kit/campaign-landing';
import { formatKg, formatNumber } from '../../marketing-kit/format';
import { ModelGrid } from '../../marketing-kit/model-card';
import { useBikeFacts } from '../../shared/bike-facts';
import { useLang } from '../../marketing-kit/use-lang';
// The model cards' styles (the marketing pages' sheet).
import '../../marketing-kit/marketing.css';
import { head } from './campertv.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const PICKS = BIKE_MODELS.filter((model) => ['piccolo', 'classic', 'voyage'].includes(model.slug));

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const facts = useBikeFacts();
  const fastest = formatNumber(Math.min(...BIKE_MODELS.map((model) => model.foldSeconds)), lang);
  const slowest = formatNumber(Math.max(...BIKE_MODELS.map((model) => model.foldSeconds)), lang);
  const lightest = formatKg(facts.lightest?.weightKg ?? null, lang);
  return (
    <CampaignLanding
      page="campertv"
      head={head}
      lang={lang}
      kicker={t`For CamperTV viewers`}
      lead={t`In the episode you saw a FOLT come out of a motorhome's garage and ride off within seconds. Here you can take a closer look at the bikes from the show and claim the offer for viewers.`}
    >
      <section className="info-section" aria-labelledby="ctv-seen">
        <h2 id="ctv-seen">{t`What you saw on screen`}</h2>
        <div className="info-grid">
          <div className="info-card">
            <h3>{t`Unfolded in seconds`}</h3>
            <p>{t`Depending on the model, folding or unfolding takes ${fastest} to ${slowest} seconds. No tools, no loose parts.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`Light to lift`}</h3>
            <p>{t`From ${lightest} including the battery, and lighter still when you take the battery out before lifting.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`Real e-bike comfort`}</h3>
            <p>{t`Support up to 25 km/h, proper gears and disc brakes: it rides like a full-size bike, not like a toy.`}</p>
          </div>
        </div>
      </section>
      <section className="info-section" aria-labelledby="ctv-models">
        <h2 id="ctv-models">{t`The bikes from the show`}</h2>
        <ModelGrid models={PICKS} lang={lang} />
      </section>
      <section className="info-section info-prose" aria-labelledby="ctv-try">
        <h2 id="ctv-try">{t`Try it yourself`}</h2>
        <p>{t`Television makes everything look easy. Come and fold one yourself in our showroom, or see the steps in our illustrated guide first.`}</p>
        <p>
          <PageLink page="instructions-folding" lang={lang}>
            {t`How folding works`}
          </PageLink>{' '}
          ·{' '}
          <PageLink page="testride" lang={lang}>
            {t`Book a test ride`}
          </PageLink>
        </p>
      </section>
    </CampaignLanding>
  );
}
