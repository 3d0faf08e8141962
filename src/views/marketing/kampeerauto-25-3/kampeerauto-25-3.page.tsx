// Campaign page for Kampeerauto Magazine 3/2025 (autumn): quiet campsites, riding in wet leaves and wind, storing the
// bike over winter; carries the autumn coupon.
import { useLingui } from '@lingui/react/macro';
import { BIKE_MODELS } from '../../../../common/bike-models';
import { PageLink } from '../../shared/page-link';
import { CampaignLanding } from '../../marketing-kit/campaign-landing';
import { ModelGrid } from '../../marketing-kit/model-card';
import { useLang } from '../../marketing-kit/use-lang';
// The model cards' styles (the marketing pages' sheet).
import '../../marketing-kit/marketing.css';
import { head } from './kampeerauto-25-3.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const PICKS = BIKE_MODELS.filter((model) => ['elite', 'maxx', 'voyage'].includes(model.slug));

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <CampaignLanding
      page="kampeerauto-25-3"
      head={head}
      lang={lang}
      kicker={t`Kampeerauto Magazine 3/2025`}
      lead={t`Autumn is the season for connoisseurs: quiet pitches, lower prices and woods turning gold. With an electric folding bike, headwind and hills lose their bite.`}
    >
      <section className="info-section info-prose" aria-labelledby="ka3-riding">
        <h2 id="ka3-riding">{t`Riding safely in autumn`}</h2>
        <ul>
          <li>{t`Let some air out of the tyres on wet leaves and cobbles: a little less pressure gives noticeably more grip.`}</li>
          <li>{t`Switch your lights on from late afternoon: every FOLT has LED lights front and rear, powered by the main battery.`}</li>
          <li>{t`Hydraulic disc brakes, on the Elite, Maxx, Voyage and 200-S, brake just as well in the rain as in the dry.`}</li>
          <li>{t`Choose a lower assist level in a headwind and a higher one on the way back: that is how the battery lasts longest.`}</li>
        </ul>
      </section>
      <section className="info-section" aria-labelledby="ka3-models">
        <h2 id="ka3-models">{t`Sure-footed in every season`}</h2>
        <ModelGrid models={PICKS} lang={lang} />
      </section>
      <section className="info-section info-prose" aria-labelledby="ka3-winter">
        <h2 id="ka3-winter">{t`Storing your FOLT over winter`}</h2>
        <p>{t`Store the battery indoors, frost-free and about half charged, and top it up every two months. Clean and oil the chain before the bike goes into storage. Then it will be ready for the first trip in spring.`}</p>
        <p>
          <PageLink page="maintenance-subscription" lang={lang}>
            {t`Leave it to us with a maintenance subscription`}
          </PageLink>
        </p>
      </section>
    </CampaignLanding>
  );
}
