// The light e-bike for camper owners: payload and safety (bikes inside instead of on a rack), a fit check for the
// garage or locker, the models by weight and practical tips; weights and sizes from common/bike-models.ts.
import { useLingui } from '@lingui/react/macro';
import { BIKE_MODELS } from '../../../../common/bike-models';
import { formatKg } from '../../marketing-kit/format';
import { ModelGrid } from '../../marketing-kit/model-card';
import { Reveal } from '../../marketing-kit/reveal';
import { useBikeFacts } from '../../shared/bike-facts';
import { useLang } from '../../marketing-kit/use-lang';
import { PageLink } from '../../shared/page-link';
import { CamperFitCheck } from './camper-fit-check';
import '../../marketing-kit/marketing.css';
import { head } from './lightweight-ebike-for-camper.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const facts = useBikeFacts();
  const byWeight = [...facts.offered].sort((a, b) => (facts.weightKg(a.slug) ?? Infinity) - (facts.weightKg(b.slug) ?? Infinity));
  const lightest = byWeight[0] ?? BIKE_MODELS[0]!;
  const lightestName = lightest.name;
  const pair = formatKg(facts.lightest === null ? null : facts.lightest.weightKg * 2, lang);
  return (
    <article className="mk-page">
      <header className="mk-page-head">
        <h1>{i18n._(head.h1)}</h1>
        <p className="mk-lead">
          {t`A heavy e-bike on a rack behind your motorhome costs payload, fuel and peace of mind. A folded FOLT travels inside, in the garage or a storage locker, and is ready to ride a minute after you park.`}
        </p>
      </header>

      <section className="mk-split" aria-labelledby="every-kilo">
        <div className="mk-prose">
          <h2 id="every-kilo">{t`Every kilo counts`}</h2>
          <p>
            {t`Most motorhomes may weigh no more than 3,500 kg fully loaded, the limit for a standard car driving licence. Two ordinary e-bikes of 25 kg each on a 15 kg rack easily take 65 kg of that, hanging behind the rear axle. Two ${lightestName}s weigh ${pair} together and travel inside, low down and well secured.`}
          </p>
        </div>
        <div className="mk-prose">
          <h2>{t`Safer inside`}</h2>
          <p>
            {t`No bikes exposed to thieves, road grit and rain on the motorway, and no rack in front of your rear lights or reversing camera. On the campsite, a folded bike spends the night in the awning or back in the garage.`}
          </p>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="will-it-fit">
        <div className="mk-section-head">
          <h2 id="will-it-fit">{t`Will it fit?`}</h2>
          <p>{t`Enter the inside measurements of your garage or locker. A folded bike stands on its wheels, so the height has to fit as it is; length and depth may be turned.`}</p>
        </div>
        <CamperFitCheck models={byWeight} lang={lang} />
      </section>

      <Reveal as="section" className="mk-section" aria-labelledby="by-weight">
        <h2 id="by-weight">{t`Our models, lightest first`}</h2>
        <ModelGrid models={byWeight} lang={lang} />
      </Reveal>

      <Reveal as="section" className="mk-section" aria-labelledby="camper-tips">
        <div className="mk-section-head">
          <h2 id="camper-tips">{t`Tips from camper owners`}</h2>
        </div>
        <ul className="mk-checks">
          <li>{t`Lift a folded bike by the frame and the saddle, close to your body, with your knees bent.`}</li>
          <li>{t`Lay a rubber mat on the garage floor and strap the folded bikes down with two tension belts.`}</li>
          <li>{t`Take the batteries out for the drive, keep them cool and charge them on the campsite hook-up.`}</li>
          <li>{t`Lock the bike to something solid at the campsite too, with a folding lock or a chain.`}</li>
        </ul>
        <p>
          <PageLink page="battery-info-and-range" lang={lang} className="mk-more">
            {t`Charging on the road and range`}
          </PageLink>
        </p>
      </Reveal>

      <Reveal as="aside" className="mk-band" aria-labelledby="camper-next">
        <h2 id="camper-next">{t`Come by with your camper`}</h2>
        <p>{t`Book a test ride and bring your motorhome or caravan: we will fold the bike together and check that it fits, before you decide.`}</p>
        <div className="mk-actions">
          <PageLink page="testride" lang={lang} className="button button-accent">
            {t`Book a test ride`}
          </PageLink>
          <PageLink page="selection-guide" lang={lang} className="button button-ghost">
            {t`Which FOLT suits me?`}
          </PageLink>
        </div>
      </Reveal>
    </article>
  );
}
