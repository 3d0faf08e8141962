// The FOLT 200-S page: the sporty one.
// The shared frame (marketing-kit/model-page.tsx) brings figures, gallery and specifications; this page tells
// its own story, its numbers taken from its model's facts (common/bikes/folt-200-s.ts).
import { useLingui } from '@lingui/react/macro';
import { FOLT_200_S } from '../../../../common/bikes/folt-200-s';
import { formatFoldedSize, formatKg, formatNumber } from '../../marketing-kit/format';
import { ModelPage } from '../../marketing-kit/model-page';
import { Reveal } from '../../marketing-kit/reveal';
import { useCatalogFacts } from '../../shared/catalog-facts';
import { useLang } from '../../marketing-kit/use-lang';
import '../../marketing-kit/marketing.css';
import { head } from './folt-200-s.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const model = FOLT_200_S;

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const facts = useCatalogFacts();
  const torque = model.motor.torqueNm;
  const weight = formatKg(facts.weightKg(model.slug), lang);
  const tyre = formatNumber(model.tyreWidthInch, lang, 2);
  const seconds = model.foldSeconds;
  const size = formatFoldedSize(model, lang);
  return (
    <ModelPage model={model} head={head}>
      <Reveal className="mk-story">
        <div className="mk-prose">
          <h2>{t`A mid-drive motor that loves hills`}</h2>
          <p>{t`The 200-S is the only FOLT with a mid-drive motor. It drives the cranks and works through all ten gears, so its ${torque} Nm get you up steep climbs and bridges without strain, at any cadence.`}</p>
        </div>
        <div className="mk-prose">
          <h2>{t`Light and stiff`}</h2>
          <p>{t`A 7005 aluminium frame and a carbon fork keep the weight down to ${weight} and make the 200-S feel direct and lively. Slim ${tyre}-inch tyres roll fast on tarmac, and hydraulic disc brakes keep the speed in check.`}</p>
        </div>
        <div className="mk-prose">
          <h2>{t`Sporty, and easy to take along`}</h2>
          <p>{t`Folded in ${seconds} seconds to ${size}, the 200-S goes into the boot for a ride in the hills, onto the train for a day trip or into your camper.`}</p>
        </div>
      </Reveal>
    </ModelPage>
  );
}
