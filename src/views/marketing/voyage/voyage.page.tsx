// The FOLT Voyage page: built for long journeys and camper trips.
// The shared frame (marketing-kit/model-page.tsx) brings figures, gallery and specifications; this page tells
// its own story, its numbers taken from its model's facts (common/bikes/voyage.ts).
import { useLingui } from '@lingui/react/macro';
import { VOYAGE } from '../../../../common/bikes/voyage';
import { formatFoldedSize, formatKg } from '../../marketing-kit/format';
import { ModelPage } from '../../marketing-kit/model-page';
import { Reveal } from '../../marketing-kit/reveal';
import { useCatalogFacts } from '../../shared/catalog-facts';
import { useLang } from '../../marketing-kit/use-lang';
import '../../marketing-kit/marketing.css';
import { head } from './voyage.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const model = VOYAGE;

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const facts = useCatalogFacts();
  const largest = model.batteries[model.batteries.length - 1]!;
  const largeWh = largest.wh;
  const largeMax = largest.rangeKm.max;
  const torque = model.motor.torqueNm;
  const size = formatFoldedSize(model, lang);
  const weight = formatKg(facts.weightKg(model.slug), lang);
  const seconds = model.foldSeconds;
  return (
    <ModelPage model={model} head={head}>
      <Reveal className="mk-story">
        <div className="mk-prose">
          <h2>{t`A hundred kilometres without a charging stop`}</h2>
          <p>{t`With the ${largeWh} Wh battery the Voyage rides up to ${largeMax} km on one charge. Plan a day along the coast or from one campsite to the next without looking for a socket, and recharge overnight on the campsite hook-up.`}</p>
        </div>
        <div className="mk-prose">
          <h2>{t`Packed for the journey`}</h2>
          <p>{t`The integrated rack takes two panniers, the suspension fork smooths out forest paths and poor tarmac, and the lights are always on. Ten gears and a ${torque} Nm motor with torque sensor make long climbs and headwind manageable.`}</p>
        </div>
        <div className="mk-prose">
          <h2>{t`From the camper to the cycle path`}</h2>
          <p>{t`Folded, the Voyage measures ${size} and fits in the garage or a large locker of most motorhomes. At ${weight} it is light enough to lift in and out on your own, and it unfolds in ${seconds} seconds.`}</p>
        </div>
      </Reveal>
    </ModelPage>
  );
}
