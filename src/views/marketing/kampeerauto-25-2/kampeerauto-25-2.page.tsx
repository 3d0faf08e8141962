// Campaign page for Kampeerauto Magazine 2/2025 (summer): park outside town, unfold, ride; ride ideas by distance and
// keeping the battery cool; carries the campaign coupon.
import { useLingui } from '@lingui/react/macro';
import { BIKE_MODELS } from '../../../../common/bike-models';
import { PageLink } from '../../shared/page-link';
import { CampaignLanding } from '../../marketing-kit/campaign-landing';
import { formatNumber } from '../../marketing-kit/format';
import { ModelGrid } from '../../marketing-kit/model-card';
import { useLang } from '../../marketing-kit/use-lang';
// The model cards' styles (the marketing pages' sheet).
import '../../marketing-kit/marketing.css';
import { head } from './kampeerauto-25-2.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const PICKS = BIKE_MODELS.filter((model) => ['classic', 'elite', 'voyage'].includes(model.slug));

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const voyage = BIKE_MODELS.find((model) => model.slug === 'voyage')!;
  const voyageRange = formatNumber(Math.max(...voyage.batteries.map((battery) => battery.rangeKm.max)), lang);
  return (
    <CampaignLanding
      page="kampeerauto-25-2"
      head={head}
      lang={lang}
      kicker={t`Kampeerauto Magazine 2/2025`}
      lead={t`Park the motorhome on the edge of town, unfold your FOLT and ride into the old centre, along the coast or to the bakery, while others are still looking for a parking space.`}
    >
      <section className="info-section" aria-labelledby="ka2-rides">
        <h2 id="ka2-rides">{t`Three kinds of summer ride from your pitch`}</h2>
        <div className="info-grid">
          <div className="info-card">
            <h3>{t`The quick errand`}</h3>
            <p>{t`Five to fifteen kilometres: fresh bread, the market, a swim in the lake. Fold the bike out, ride off, and be back before the coffee is cold.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`The afternoon loop`}</h3>
            <p>{t`Thirty to fifty kilometres along a signposted cycle network. Any FOLT does this on one charge, with power to spare for the way back.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`The full day out`}</h3>
            <p>{t`Eighty kilometres or more, with a picnic in the panniers. The Voyage with its largest battery manages up to ${voyageRange} km in eco mode.`}</p>
          </div>
        </div>
      </section>
      <section className="info-section" aria-labelledby="ka2-models">
        <h2 id="ka2-models">{t`Made for summer trips`}</h2>
        <ModelGrid models={PICKS} lang={lang} />
      </section>
      <section className="info-section info-prose" aria-labelledby="ka2-heat">
        <h2 id="ka2-heat">{t`Keep the battery cool`}</h2>
        <p>{t`A battery likes it between 10 and 25 °C. On hot days, do not leave it in the sun or in a closed motorhome, charge it in the shade and let it cool down for half an hour after a long ride before you plug it in.`}</p>
        <p>
          <PageLink page="battery-info-and-range" lang={lang}>
            {t`More about battery care and range`}
          </PageLink>
        </p>
      </section>
    </CampaignLanding>
  );
}
