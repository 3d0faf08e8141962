// The FOLT Maxx page: strong, stable and ready for luggage.
// The shared frame (marketing-kit/model-page.tsx) brings figures, gallery and specifications; this page tells
// its own story, its numbers taken from its model's facts (common/bikes/maxx.ts).
import { useLingui } from '@lingui/react/macro';
import { MAXX } from '../../../../common/bikes/maxx';
import { formatFoldedSize, formatNumber } from '../../marketing-kit/format';
import { ModelPage } from '../../marketing-kit/model-page';
import { Reveal } from '../../marketing-kit/reveal';
import { useLang } from '../../marketing-kit/use-lang';
import '../../marketing-kit/marketing.css';
import { head } from './maxx.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const model = MAXX;

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const tyre = formatNumber(model.tyreWidthInch, lang, 2);
  const rider = model.maxRiderKg;
  const total = model.maxTotalKg;
  const seconds = model.foldSeconds;
  const size = formatFoldedSize(model, lang);
  const torque = model.motor.torqueNm;
  return (
    <ModelPage model={model} head={head}>
      <Reveal className="mk-story">
        <div className="mk-prose">
          <h2>{t`Balloon tyres for every path`}</h2>
          <p>{t`The ${tyre}-inch tyres run at low pressure and float over gravel, sand, forest paths and cobbles. They soak up bumps like suspension, without the extra weight and maintenance of a suspension fork.`}</p>
        </div>
        <div className="mk-prose">
          <h2>{t`Strong enough for you and your luggage`}</h2>
          <p>{t`The reinforced frame carries riders up to ${rider} kg and ${total} kg in total, so a full rack and a bag of shopping are no problem. Hydraulic disc brakes bring that load to a safe stop, in the rain too.`}</p>
        </div>
        <div className="mk-prose">
          <h2>{t`Still a folding bike`}</h2>
          <p>{t`For all its strength, the Maxx folds in ${seconds} seconds to ${size}. It fits in the garage of most motorhomes and in the boot of an estate car, and its ${torque} Nm motor makes light work of a loaded climb.`}</p>
        </div>
      </Reveal>
    </ModelPage>
  );
}
