// Campaign page for readers of ACSI's magazine (issue 4/2025) and CampingCard ACSI holders: off-season camping,
// a folding e-bike in the caravan or motorhome, charging at the pitch; carries the campaign coupon.
import { Trans, useLingui } from '@lingui/react/macro';
import { BIKE_MODELS } from '../../../../common/bike-models';
import { CampaignLanding } from '../../marketing-kit/campaign-landing';
import { formatKg, formatNumber } from '../../marketing-kit/format';
import { ModelGrid } from '../../marketing-kit/model-card';
import { useBikeFacts } from '../../shared/bike-facts';
import { useLang } from '../../marketing-kit/use-lang';
// The model cards' styles (the marketing pages' sheet).
import '../../marketing-kit/marketing.css';
import { head } from './acsi-25-4.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const PICKS = BIKE_MODELS.filter((model) => ['piccolo', 'classic', 'voyage'].includes(model.slug));

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const facts = useBikeFacts();
  const lightest = formatKg(facts.lightest?.weightKg ?? null, lang);
  const furthest = formatNumber(Math.max(...BIKE_MODELS.flatMap((model) => model.batteries.map((battery) => battery.rangeKm.max))), lang);
  return (
    <CampaignLanding
      page="acsi-25-4"
      head={head}
      lang={lang}
      kicker={t`For ACSI readers and CampingCard ACSI holders`}
      lead={t`You camp outside the high season, at quiet campsites, and explore the area from your pitch. A FOLT folds to the size of a suitcase, weighs from ${lightest} and rides up to ${furthest} km on one charge: made for the caravan or the motorhome.`}
    >
      <section className="info-section info-prose" aria-labelledby="acsi-off-season">
        <h2 id="acsi-off-season">{t`Off-season, on two wheels`}</h2>
        <p>
          {t`CampingCard ACSI takes you to campsites in the quiet months, which is exactly when the countryside is best for cycling: empty cycle paths, open terraces and room on every ferry. With a FOLT you leave the car or motorhome at the pitch and ride to the bakery, into the village or along a sixty-kilometre loop.`}
        </p>
        <p>
          {t`Spring and autumn also bring headwind and the odd shower. The motor gives you up to 25 km/h of support, so a breezy dyke or a hilly stretch stays a pleasure rather than a workout.`}
        </p>
      </section>
      <section className="info-section" aria-labelledby="acsi-models">
        <h2 id="acsi-models">{t`Which FOLT suits your caravan or motorhome?`}</h2>
        <p className="info-prose">
          {t`The Piccolo is the lightest to lift into a storage locker or a car boot. The Classic is the all-rounder with a low step-through. The Voyage is made for long days, with a large battery and room for two panniers.`}
        </p>
        <ModelGrid models={PICKS} lang={lang} />
      </section>
      <section className="info-section info-prose" aria-labelledby="acsi-charging">
        <h2 id="acsi-charging">{t`Charging at the campsite`}</h2>
        <p>
          <Trans>
            The battery charges from the ordinary 230-volt socket at your pitch in three to six hours, depending on its size. It comes out of the bike, so you
            can charge it inside the caravan or motorhome. The charger draws less than 200 watts: even a modest campsite connection of 4 or 6 amps copes easily,
            next to the fridge.
          </Trans>
        </p>
      </section>
    </CampaignLanding>
  );
}
