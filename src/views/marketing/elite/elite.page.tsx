// The FOLT Elite page: silent, smooth and low-maintenance.
// The shared frame (marketing-kit/model-page.tsx) brings figures, gallery and specifications; this page tells
// its own story, its numbers taken from its model's facts (common/bikes/elite.ts).
import { useLingui } from '@lingui/react/macro';
import { ELITE } from '../../../../common/bikes/elite';
import { ModelPage } from '../../marketing-kit/model-page';
import { Reveal } from '../../marketing-kit/reveal';
import '../../marketing-kit/marketing.css';
import { head } from './elite.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const model = ELITE;

export function Page() {
  const { t } = useLingui();
  const gears = model.gears;
  const largest = model.batteries[model.batteries.length - 1]!;
  const largeWh = largest.wh;
  const largeMax = largest.rangeKm.max;
  return (
    <ModelPage model={model} head={head}>
      <Reveal className="mk-story">
        <div className="mk-prose">
          <h2>{t`No chain, no grease`}</h2>
          <p>{t`The Gates carbon belt runs silently, needs no oil and outlasts a chain many times over. With the enclosed ${gears} hub, the whole drivetrain of the Elite needs little more than a check at its yearly service. Your trousers stay clean too.`}</p>
        </div>
        <div className="mk-prose">
          <h2>{t`Always the right gear`}</h2>
          <p>{t`Turn the grip and the stepless hub changes its ratio smoothly, even at a standstill or while you pedal hard uphill. No clicks, no missed shifts, never the wrong gear at the traffic lights.`}</p>
        </div>
        <div className="mk-prose">
          <h2>{t`Support that feels like your own legs`}</h2>
          <p>{t`A torque sensor measures how hard you press on the pedals and adds exactly as much help as you ask for. With the ${largeWh} Wh battery the Elite takes you up to ${largeMax} km, and hydraulic disc brakes stop you smoothly in any weather.`}</p>
        </div>
      </Reveal>
    </ModelPage>
  );
}
