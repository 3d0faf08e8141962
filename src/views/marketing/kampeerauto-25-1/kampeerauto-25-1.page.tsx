// Campaign page for Kampeerauto Magazine 1/2025 (spring): the motorhome comes out of storage; a light folding e-bike
// in the garage instead of heavy bikes on a rack; carries the campaign coupon.
import { useLingui } from '@lingui/react/macro';
import { BIKE_MODELS } from '../../../../common/bike-models';
import { PageLink } from '../../shared/page-link';
import { CampaignLanding } from '../../marketing-kit/campaign-landing';
import { formatKg } from '../../marketing-kit/format';
import { ModelGrid } from '../../marketing-kit/model-card';
import { useBikeFacts } from '../../shared/bike-facts';
import { useLang } from '../../marketing-kit/use-lang';
// The model cards' styles (the marketing pages' sheet).
import '../../marketing-kit/marketing.css';
import { head } from './kampeerauto-25-1.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const PICKS = BIKE_MODELS.filter((model) => ['piccolo', 'voyage', 'folt-200-s'].includes(model.slug));

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const facts = useBikeFacts();
  const weights = facts.offered.flatMap((model) => facts.weightKg(model.slug) ?? []);
  const lightest = formatKg(weights.length > 0 ? Math.min(...weights) : null, lang);
  const heaviest = formatKg(weights.length > 0 ? Math.max(...weights) : null, lang);
  const piccolo = BIKE_MODELS.find((model) => model.slug === 'piccolo')!;
  const pair = formatKg(facts.weightKg(piccolo.slug) === null ? null : facts.weightKg(piccolo.slug)! * 2, lang);
  return (
    <CampaignLanding
      page="kampeerauto-25-1"
      head={head}
      lang={lang}
      kicker={t`Kampeerauto Magazine 1/2025`}
      lead={t`The motorhome is coming out of winter storage. This season, bring bikes you can lift into the garage with one hand, instead of a heavy rack on the back.`}
    >
      <section className="info-section info-prose" aria-labelledby="ka1-rack">
        <h2 id="ka1-rack">{t`A folding e-bike instead of a bike rack`}</h2>
        <ul>
          <li>{t`No rack on the back: the motorhome stays shorter, the rear view stays clear and nothing rattles for a thousand kilometres.`}</li>
          <li>{t`Folded and inside, the bikes stay clean, dry and out of sight of thieves at every stop.`}</li>
          <li>{t`Every kilo counts when your motorhome is registered at 3,500 kg. A FOLT weighs ${lightest} to ${heaviest}; two Piccolos together weigh ${pair}, less than many single e-bikes with a rack.`}</li>
        </ul>
      </section>
      <section className="info-section" aria-labelledby="ka1-models">
        <h2 id="ka1-models">{t`Three favourites among motorhome owners`}</h2>
        <ModelGrid models={PICKS} lang={lang} />
      </section>
      <section className="info-section info-prose" aria-labelledby="ka1-check">
        <h2 id="ka1-check">{t`Already riding a FOLT? A spring check`}</h2>
        <p>{t`Pump the tyres to the pressure on the sidewall, charge the battery before the first trip and check that both folding hinges close firmly without play. If the bike stood in a cold garage all winter, a service before the season starts is a good idea.`}</p>
        <p>
          <PageLink page="maintenance" lang={lang}>
            {t`Book a spring service`}
          </PageLink>
        </p>
      </section>
    </CampaignLanding>
  );
}
