// The FOLT Classic page: the everyday folding e-bike.
// The shared frame (marketing-kit/model-page.tsx) brings figures, gallery and specifications; this page tells
// its own story, its numbers taken from its model's facts (common/bikes/classic.ts).
import { useLingui } from '@lingui/react/macro';
import { CLASSIC } from '../../../../common/bikes/classic';
import type { BikeBattery } from '../../../../common/bike-models';
import { formatFoldedSize, formatSpan } from '../../marketing-kit/format';
import { ModelPage } from '../../marketing-kit/model-page';
import { Reveal } from '../../marketing-kit/reveal';
import { useLang } from '../../marketing-kit/use-lang';
import '../../marketing-kit/marketing.css';
import { head } from './classic.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const model = CLASSIC;

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const gears = model.gears;
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
          <h2>{t`Made for every day`}</h2>
          <p>{t`Ride to work, to the market or to friends without a second thought. The low step-through makes getting on and off easy, even in a skirt or with a full bag, and the ${gears} hub shifts while you stand still at the lights.`}</p>
        </div>
        <div className="mk-prose">
          <h2>{t`Folded in ${seconds} seconds`}</h2>
          <p>{t`Fold the frame, lower the handlebar, push the saddle down: that is all. Folded to ${size}, the Classic fits in the boot of most hatchbacks, under a desk or in the luggage space on the train, and rolls along on its wheels.`}</p>
        </div>
        <div className="mk-prose">
          <h2>{t`Quiet support, plenty of range`}</h2>
          <p>{t`The rear hub motor gives a calm, even push as soon as you pedal. The standard ${smallWh} Wh battery takes you ${smallRange}; with the ${largeWh} Wh battery it is ${largeRange}. For most commuters that is a week of riding on one charge.`}</p>
        </div>
      </Reveal>
    </ModelPage>
  );
}
