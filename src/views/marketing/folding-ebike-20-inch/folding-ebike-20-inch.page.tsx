// 20-inch folding e-bikes: why 20-inch wheels suit a folding e-bike, when 16 inches is the better choice, and our
// 20-inch models; every figure (counts, sizes, heights, tyres) derived from common/bike-models.ts.
import { useLingui } from '@lingui/react/macro';
import { BIKE_MODELS, findBikeModel } from '../../../../common/bike-models';
import { formatCompareSelection } from '../../marketing-kit/compare-selection';
import { formatFoldedSize, formatKg, formatNumber } from '../../marketing-kit/format';
import { ModelGrid } from '../../marketing-kit/model-card';
import { Reveal } from '../../marketing-kit/reveal';
import { SearchLink } from '../../marketing-kit/search-link';
import { useBikeFacts } from '../../shared/bike-facts';
import { useLang } from '../../marketing-kit/use-lang';
import { PageLink } from '../../shared/page-link';
import '../../marketing-kit/marketing.css';
import { head } from './folding-ebike-20-inch.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const twenty = BIKE_MODELS.filter((model) => model.wheelSizeInch === 20).sort((a, b) => a.sortOrder - b.sortOrder);
const sixteen = BIKE_MODELS.filter((model) => model.wheelSizeInch === 16);
const piccolo = findBikeModel('piccolo')!;
const widestTyre = [...twenty].sort((a, b) => b.tyreWidthInch - a.tyreWidthInch)[0]!;
const minLength = Math.min(...twenty.map((model) => model.foldedSizeCm.length));
const maxLength = Math.max(...twenty.map((model) => model.foldedSizeCm.length));
const tallest = Math.max(...twenty.map((model) => model.riderHeightCm.max));
const sixteenTallest = Math.max(...sixteen.map((model) => model.riderHeightCm.max));

export function Page() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const facts = useBikeFacts();
  const count = twenty.length;
  const total = BIKE_MODELS.length;
  const tyre = formatNumber(widestTyre.tyreWidthInch, lang, 2);
  const tyreModel = widestTyre.name;
  const piccoloName = piccolo.name;
  const piccoloSize = formatFoldedSize(piccolo, lang);
  const piccoloWeight = formatKg(facts.weightKg(piccolo.slug), lang);
  return (
    <article className="mk-page">
      <header className="mk-page-head">
        <h1>{i18n._(head.h1)}</h1>
        <p className="mk-lead">
          {t`Twenty-inch wheels are the sweet spot of a folding e-bike: small enough to fold compactly, big enough to ride like a full-size bike. ${count} of our ${total} models have them.`}
        </p>
      </header>

      <section className="mk-section" aria-labelledby="why-20">
        <div className="mk-section-head">
          <h2 id="why-20">{t`Why 20 inches?`}</h2>
        </div>
        <ul className="mk-grid mk-perks">
          <li className="mk-perk">
            <h3>{t`Stable at speed`}</h3>
            <p>{t`Bigger wheels roll over kerbs, cobbles and potholes more calmly than small ones, and feel steady at the 25 km/h up to which the motor assists.`}</p>
          </li>
          <li className="mk-perk">
            <h3>{t`Comfortable on long rides`}</h3>
            <p>{t`More air in a bigger tyre means more comfort. A 20-inch frame takes tyres up to ${tyre} inches wide, like those of the ${tyreModel}.`}</p>
          </li>
          <li className="mk-perk">
            <h3>{t`Still compact`}</h3>
            <p>{t`Folded, our 20-inch models are ${minLength} to ${maxLength} cm long: they fit in the boot of most cars and in the garage of a camper.`}</p>
          </li>
        </ul>
      </section>

      <Reveal className="mk-split">
        <section className="mk-prose" aria-labelledby="choose-20">
          <h2 id="choose-20">{t`Choose 20 inches if…`}</h2>
          <p>{t`…you ride longer distances or on varied roads, carry luggage, or are tall: our 20-inch models fit riders up to ${tallest} cm.`}</p>
        </section>
        <section className="mk-prose" aria-labelledby="choose-16">
          <h2 id="choose-16">{t`Choose 16 inches if…`}</h2>
          <p>{t`…folded size and weight matter most: for the train, the bus or a very small camper. The ${piccoloName} folds to ${piccoloSize} and weighs ${piccoloWeight}, for riders up to ${sixteenTallest} cm.`}</p>
        </section>
      </Reveal>

      <section className="mk-section" aria-labelledby="models-20">
        <h2 id="models-20">{t`Our 20-inch models`}</h2>
        <ModelGrid models={twenty} lang={lang} />
      </section>

      <Reveal as="section" className="mk-section" aria-labelledby="models-16">
        <h2 id="models-16">{t`The 16-inch alternative`}</h2>
        <ModelGrid models={sixteen} lang={lang} />
      </Reveal>

      <Reveal as="section" className="mk-section mk-faq" aria-labelledby="faq-20">
        <h2 id="faq-20">{t`Questions about 20-inch folding bikes`}</h2>
        <details>
          <summary>{t`Is a 20-inch folding bike suitable for tall riders?`}</summary>
          <p>{t`Yes. Thanks to long seat posts and adjustable stems, our 20-inch models fit riders up to ${tallest} cm.`}</p>
        </details>
        <details>
          <summary>{t`Is a 20-inch folding bike slower?`}</summary>
          <p>{t`No. The motor assists up to 25 km/h whatever the wheel size, and the gearing is chosen so that you pedal at the same pace as on a full-size bike.`}</p>
        </details>
        <details>
          <summary>{t`Does a 20-inch folding bike fit in a small car?`}</summary>
          <p>{t`Usually it does: folded, our 20-inch models are ${minLength} to ${maxLength} cm long. Measure the opening of your boot and compare it with the folded sizes on the model pages.`}</p>
        </details>
      </Reveal>

      <Reveal as="aside" className="mk-band" aria-labelledby="next-20">
        <h2 id="next-20">{t`Compare the 20-inch models`}</h2>
        <p>{t`Put three of them side by side, or come and ride them: the difference between them is easiest to feel on the road.`}</p>
        <div className="mk-actions">
          <SearchLink
            page="compare"
            lang={lang}
            search={{ models: formatCompareSelection(twenty.slice(0, 3).map((model) => model.slug)) }}
            className="button button-accent"
          >
            {t`Compare models`}
          </SearchLink>
          <PageLink page="testride" lang={lang} className="button button-ghost">
            {t`Book a test ride`}
          </PageLink>
        </div>
      </Reveal>
    </article>
  );
}
