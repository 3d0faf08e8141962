// The FOLT Piccolo page: our lightest and most compact folding e-bike.
// The shared frame (marketing-kit/model-page.tsx) brings figures, gallery and specifications; this page tells
// its own story, its numbers taken from its model's facts (common/bikes/piccolo.ts).
import { useLingui } from '@lingui/react/macro';
import { PICCOLO } from '../../../../common/bikes/piccolo';
import type { BikeBattery } from '../../../../common/bike-models';
import { formatFoldedSize, formatKg, formatSpan } from '../../marketing-kit/format';
import { ModelPage } from '../../marketing-kit/model-page';
import { Reveal } from '../../marketing-kit/reveal';
import { useCatalogFacts } from '../../shared/catalog-facts';
import { useLang } from '../../marketing-kit/use-lang';
import '../../marketing-kit/marketing.css';
import { head } from './piccolo.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const model = PICCOLO;

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const facts = useCatalogFacts();
  const weight = formatKg(facts.weightKg(model.slug), lang);
  const seconds = model.foldSeconds;
  const size = formatFoldedSize(model, lang);
  const [standard, larger] = model.batteries as [BikeBattery, BikeBattery];
  const smallWh = standard.wh;
  const smallRange = formatSpan(standard.rangeKm.min, standard.rangeKm.max, 'km', lang);
  const largeWh = larger.wh;
  const largeRange = formatSpan(larger.rangeKm.min, larger.rangeKm.max, 'km', lang);
  return (
    <ModelPage model={model} head={head}>
      <Reveal className="mk-story">
        <div className="mk-prose">
          <h2>{t`Lighter than a crate of beer`}</h2>
          <p>{t`At ${weight} the Piccolo is the lightest FOLT. You lift it onto a train, into a luggage rack or up the stairs to your flat without a second thought, and the battery comes out so you can charge it indoors.`}</p>
        </div>
        <div className="mk-prose">
          <h2>{t`Folds to the size of a suitcase`}</h2>
          <p>{t`In ${seconds} seconds the Piccolo folds to ${size}: small enough for the smallest camper van, the luggage area on the train or a corner of the hallway.`}</p>
        </div>
        <div className="mk-prose">
          <h2>{t`Small wheels, lots of fun`}</h2>
          <p>{t`The 16-inch wheels make the Piccolo nimble in busy streets and quick away from the lights. The front hub motor pulls you along quietly, and three hub gears are all you need in town. The standard ${smallWh} Wh battery gives you ${smallRange}, the ${largeWh} Wh battery ${largeRange}.`}</p>
        </div>
      </Reveal>
    </ModelPage>
  );
}
