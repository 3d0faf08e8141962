// Best in tests: what magazines and programmes concluded about our models, and how we measure our own figures (the
// ones in common/bike-models.ts, shown in the table). Verdicts are summaries in our words, not quotes; editorial
// keeps them in line with the published articles.
import { useLingui } from '@lingui/react/macro';
import { BIKE_MODELS, findBikeModel, type BikeSlug } from '../../../../common/bike-models';
import { formatKg } from '../../marketing-kit/format';
import { PressLogos } from '../../marketing-kit/press-logos';
import { Reveal } from '../../marketing-kit/reveal';
import { SearchLink } from '../../marketing-kit/search-link';
import { SpecTable } from '../../marketing-kit/spec-table';
import { useBikeFacts } from '../../shared/bike-facts';
import { useLang } from '../../marketing-kit/use-lang';
import { PageLink } from '../../shared/page-link';
import '../../marketing-kit/marketing.css';
import { head } from './best-in-tests.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

interface Verdict {
  source: string;
  model: BikeSlug;
  badge: string;
  test: string;
  summary: string;
}

const byOrder = [...BIKE_MODELS].sort((a, b) => a.sortOrder - b.sortOrder);

export function Page() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const facts = useBikeFacts();
  const piccoloWeight = formatKg(facts.weightKg('piccolo'), lang);
  const maxxWeight = formatKg(facts.weightKg('maxx'), lang);
  const verdicts: Verdict[] = [
    {
      source: 'Kampeerauto Magazine 2/2025',
      model: 'voyage',
      badge: t`Test winner`,
      test: t`Folding e-bikes for the motorhome`,
      summary: t`Of the six folding e-bikes on the magazine's motorhome tour, the Voyage went furthest on one charge and was the most stable with loaded panniers. It still fitted in a standard motorhome garage.`,
    },
    {
      source: 'ANWB Kampioen 2025',
      model: 'classic',
      badge: t`Best buy`,
      test: t`Electric folding bikes for every day`,
      summary: t`The testers praised the easy folding, the low step-through and a price that leaves room for a good lock. Hub gears and disc brakes were rated sensible choices for everyday riding.`,
    },
    {
      source: 'ACSI 4/2025',
      model: 'piccolo',
      badge: t`Most compact`,
      test: t`Folding bikes for small campers`,
      summary: t`The Piccolo folded smallest of all bikes in the test and was the only one that fitted under the bed of a compact camper van. At ${piccoloWeight} it was also the easiest to lift.`,
    },
    {
      source: 'Campergids 2025',
      model: 'maxx',
      badge: t`Recommended`,
      test: t`Off the tarmac`,
      summary: t`On dune paths and gravel, the balloon tyres of the Maxx impressed most. The testers noted its ${maxxWeight}, but found the stability worth every kilo.`,
    },
    {
      source: 'CamperTV',
      model: 'folt-200-s',
      badge: t`Editors' choice`,
      test: t`Hill ride in South Limburg`,
      summary: t`On the steepest climbs of the ride, the 200-S and its mid-drive motor kept going without effort, and it was the bike the presenters kept choosing to ride.`,
    },
  ];

  return (
    <article className="mk-page">
      <header className="mk-page-head">
        <h1>{i18n._(head.h1)}</h1>
        <p className="mk-lead">
          {t`Camper and cycling magazines put our folding e-bikes through their paces: on campsites, on dykes in a headwind and on gravel. Here is what they concluded, and how we measure our own figures.`}
        </p>
      </header>

      <PressLogos />

      <section className="mk-section" aria-labelledby="verdicts">
        <h2 id="verdicts">{t`The verdicts`}</h2>
        <ul className="mk-grid">
          {verdicts.map((verdict) => {
            const model = findBikeModel(verdict.model)!;
            return (
              <Reveal as="li" key={verdict.source} className="mk-quote">
                <span className="mk-badge">{verdict.badge}</span>
                <p className="mk-source">{verdict.source}</p>
                <h3>{verdict.test}</h3>
                <p>{verdict.summary}</p>
                <p>
                  <PageLink page={model.slug} lang={lang} className="mk-more">
                    {model.name}
                  </PageLink>
                </p>
              </Reveal>
            );
          })}
        </ul>
      </section>

      <Reveal as="section" className="mk-section" aria-labelledby="own-tests">
        <div className="mk-section-head">
          <h2 id="own-tests">{t`How we measure our own figures`}</h2>
        </div>
        <ul className="mk-grid mk-perks">
          <li className="mk-perk">
            <h3>{t`Weighed ready to ride`}</h3>
            <p>{t`Our weights include the standard battery, pedals and lights: what you actually lift into the car.`}</p>
          </li>
          <li className="mk-perk">
            <h3>{t`Folding timed in practice`}</h3>
            <p>{t`Fold times are the median of ten folds by a colleague who learned the bike the day before, not by our fastest mechanic.`}</p>
          </li>
          <li className="mk-perk">
            <h3>{t`Ranges from real routes`}</h3>
            <p>{t`Every battery is ridden empty on the same routes through the polder and over the Utrechtse Heuvelrug, at the lowest and the highest assist level.`}</p>
          </li>
        </ul>
        <SpecTable models={byOrder} lang={lang} caption={t`Our own measurements`} rows={['weight', 'foldTime', 'folded', 'batteryOptions', 'range']} />
      </Reveal>

      <Reveal as="aside" className="mk-band" aria-labelledby="tests-next">
        <h2 id="tests-next">{t`Your own test counts most`}</h2>
        <p>{t`Read the reviews, then ride the bike yourself: fold it, lift it into your car or camper and take it up a bridge.`}</p>
        <div className="mk-actions">
          <PageLink page="testride" lang={lang} className="button button-accent">
            {t`Book a test ride`}
          </PageLink>
          <SearchLink page="compare" lang={lang} search={{ models: 'voyage,classic,piccolo' }} className="button button-ghost">
            {t`Compare the test winners`}
          </SearchLink>
        </div>
      </Reveal>
    </article>
  );
}
