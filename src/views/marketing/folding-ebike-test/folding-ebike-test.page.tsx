// Folding e-bike test: the six things a good test looks at (each with our own figures from common/bike-models.ts),
// all models side by side, and a checklist for the visitor's own test ride.
import { useLingui } from '@lingui/react/macro';
import { BATTERIES, BIKE_MODELS } from '../../../../common/bike-models';
import { formatFoldedSize, formatKg } from '../../marketing-kit/format';
import { Reveal } from '../../marketing-kit/reveal';
import { SpecTable } from '../../marketing-kit/spec-table';
import { useBikeFacts } from '../../shared/bike-facts';
import { useLang } from '../../marketing-kit/use-lang';
import { PageLink } from '../../shared/page-link';
import '../../marketing-kit/marketing.css';
import { head } from './folding-ebike-test.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const byOrder = [...BIKE_MODELS].sort((a, b) => a.sortOrder - b.sortOrder);
const smallest = [...BIKE_MODELS].sort(
  (a, b) => a.foldedSizeCm.length * a.foldedSizeCm.width * a.foldedSizeCm.height - b.foldedSizeCm.length * b.foldedSizeCm.width * b.foldedSizeCm.height,
)[0]!;
const quickest = Math.min(...BIKE_MODELS.map((model) => model.foldSeconds));
const minHeight = Math.min(...BIKE_MODELS.map((model) => model.riderHeightCm.min));
const maxHeight = Math.max(...BIKE_MODELS.map((model) => model.riderHeightCm.max));
// The facts' brakes are localized text; the English wording tells the brake type.
const hydraulicCount = BIKE_MODELS.filter((model) => /hydraulic/i.test(model.brakes.en)).length;
const modelCount = BIKE_MODELS.length;
const batteries = Object.values(BATTERIES);
const minRange = Math.min(...batteries.map((battery) => battery.rangeKm.min));
const maxRange = Math.max(...batteries.map((battery) => battery.rangeKm.max));
const minHours = Math.min(...batteries.map((battery) => battery.chargeHours));
const maxHours = Math.max(...batteries.map((battery) => battery.chargeHours));

export function Page() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const facts = useBikeFacts();
  const lightest = facts.lightest?.model ?? facts.offered[0] ?? BIKE_MODELS[0]!;
  const lightestName = lightest.name;
  const weight = formatKg(facts.weightKg(lightest.slug), lang);
  const size = formatFoldedSize(smallest, lang);
  return (
    <article className="mk-page">
      <header className="mk-page-head">
        <h1>{i18n._(head.h1)}</h1>
        <p className="mk-lead">
          {t`Magazines test folding e-bikes on weight, folding, range and the way they ride. We test every FOLT the same way, and here we show you how to test one yourself before you buy.`}
        </p>
      </header>

      <section className="mk-section" aria-labelledby="test-points">
        <div className="mk-section-head">
          <h2 id="test-points">{t`Six things every good test looks at`}</h2>
        </div>
        <ol className="mk-steps">
          <li>
            <h3>{t`Weight`}</h3>
            <p>{t`Can you lift it into your car boot or camper garage without strain? Below 20 kg most people manage on their own. Our lightest model, the ${lightestName}, weighs ${weight}.`}</p>
          </li>
          <li>
            <h3>{t`Folded size`}</h3>
            <p>{t`Measure the space where the bike has to go and compare it with the folded size, in all three directions. Our smallest model folds to ${size}.`}</p>
          </li>
          <li>
            <h3>{t`Folding`}</h3>
            <p>{t`How many steps, how many seconds, and does it stay together when you roll or carry it? Our quickest fold takes ${quickest} seconds.`}</p>
          </li>
          <li>
            <h3>{t`Ride quality`}</h3>
            <p>{t`A good folding bike rides like any other bike: stable at 25 km/h, no play in the hinge, a riding position that suits your height. Our frames fit riders from ${minHeight} to ${maxHeight} cm.`}</p>
          </li>
          <li>
            <h3>{t`Brakes`}</h3>
            <p>{t`Every FOLT has disc brakes. Hydraulic ones, on ${hydraulicCount} of our ${modelCount} models, need less hand force and stay consistent in the rain.`}</p>
          </li>
          <li>
            <h3>{t`Battery and range`}</h3>
            <p>{t`Look at the measured range, not the best case on the box, and ask how long charging takes. Our batteries give ${minRange} to ${maxRange} km and charge in ${minHours} to ${maxHours} hours.`}</p>
          </li>
        </ol>
      </section>

      {/* Unnamed: the table's scroll region already carries this name (its caption); two landmarks of one name confuse. */}
      <Reveal as="section" className="mk-section">
        <div className="mk-section-head">
          <h2 id="test-figures">{t`Our models in figures`}</h2>
          <p>{t`Measured by us, the way the magazines measure: weight ready to ride, folding time in practice, range on real routes.`}</p>
        </div>
        <SpecTable
          models={byOrder}
          lang={lang}
          caption={t`Our models in figures`}
          rows={['weight', 'folded', 'foldTime', 'range', 'batteryOptions', 'brakes']}
        />
      </Reveal>

      <Reveal as="section" className="mk-section" aria-labelledby="test-checklist">
        <div className="mk-section-head">
          <h2 id="test-checklist">{t`Your own test: a checklist for the test ride`}</h2>
        </div>
        <ul className="mk-checks">
          <li>{t`Lift it, folded, into your own car or camper.`}</li>
          <li>{t`Fold and unfold it three times without help.`}</li>
          <li>{t`Ride up a bridge or a hill at the highest and at the lowest assist level.`}</li>
          <li>{t`Brake firmly from 25 km/h, on a wet surface too if you can.`}</li>
          <li>{t`Set saddle and handlebar to your height and ride for at least ten minutes.`}</li>
          <li>{t`Ask who services the bike and how quickly spare parts arrive.`}</li>
        </ul>
      </Reveal>

      <Reveal as="aside" className="mk-band" aria-labelledby="test-next">
        <h2 id="test-next">{t`Put a FOLT to the test`}</h2>
        <p>{t`Bring your checklist: we will help you fold, lift and ride, and you can take all the time you need.`}</p>
        <div className="mk-actions">
          <PageLink page="testride" lang={lang} className="button button-accent">
            {t`Book a test ride`}
          </PageLink>
          <PageLink page="best-in-tests" lang={lang} className="button button-ghost">
            {t`Read the test results`}
          </PageLink>
        </div>
      </Reveal>
    </article>
  );
}
