// The bike view: one model from five angles in the colour of your choice. Model and colour are links (?model=,
// ?colour=), so every combination has an address and renders on the server; the angle is a local choice.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BIKE_ANGLES, type BikeAngle } from '../../../../common/bike-art';
import { BIKE_MODELS, findBikeModel, type BikeModel } from '../../../../common/bike-models';
import { BikeImage } from '../../marketing-kit/bike-image';
import { formatFoldedSize, formatNumber } from '../../marketing-kit/format';
import { ModelActions } from '../../marketing-kit/model-actions';
import { SearchLink, searchParamsOf } from '../../marketing-kit/search-link';
import { useSearchStr } from '../../shared/nav';
import { useLang } from '../../marketing-kit/use-lang';
import { PageLink } from '../../shared/page-link';
import '../../marketing-kit/marketing.css';
import { head } from './bike-view.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const fallback = findBikeModel('classic')!;

export function Page() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const searchStr = useSearchStr();
  const params = searchParamsOf(searchStr);
  const model: BikeModel = findBikeModel(params.get('model') ?? '') ?? fallback;
  const colour = model.colours.find((option) => option.code === params.get('colour')) ?? model.colours[0]!;
  const [angle, setAngle] = useState<BikeAngle>('side');

  const name = model.name;
  const colourName = colour.name[lang];
  const tyre = formatNumber(model.tyreWidthInch, lang, 2);
  const size = formatFoldedSize(model, lang);
  const seconds = model.foldSeconds;
  const gears = model.gears;
  const motor = model.motor.position === 'front-hub' ? t`front hub motor` : model.motor.position === 'rear-hub' ? t`rear hub motor` : t`mid-drive motor`;
  const angleLabel: Record<BikeAngle, string> = { side: t`Side`, 'other-side': t`Other side`, front: t`Front`, rear: t`Rear`, folded: t`Folded` };
  const angleAlt: Record<BikeAngle, string> = {
    side: t`${name} in ${colourName}, side view`,
    'other-side': t`${name} in ${colourName}, seen from the other side`,
    front: t`${name} in ${colourName}, seen from the front`,
    rear: t`${name} in ${colourName}, seen from behind`,
    folded: t`${name} in ${colourName}, folded`,
  };
  const angleCaption: Record<BikeAngle, string> = {
    side: t`From the side: the folding hinge halfway along the frame, the battery on the down tube and the ${motor}.`,
    'other-side': t`From the other side: the drive side, with the ${gears} gears.`,
    front: t`From the front: the folding handlebar stem, the lamp and the ${tyre}-inch front tyre.`,
    rear: t`From behind: the saddle, the rear light and the ${tyre}-inch rear tyre.`,
    folded: t`Folded in ${seconds} seconds to ${size}.`,
  };

  return (
    <article className="mk-page">
      <header className="mk-page-head">
        <h1>{i18n._(head.h1)}</h1>
        <p className="mk-lead">
          {t`Walk around the bike before you order it: choose a model and a colour, then look at it from the side, from the front, from behind and folded.`}
        </p>
      </header>

      <div className="mk-split">
        <div className="mk-viewer">
          <BikeImage model={model} colour={colour} angle={angle} alt={angleAlt[angle]} priority />
          <p className="mk-viewer-caption">{angleCaption[angle]}</p>
          <ul className="mk-thumbs" aria-label={t`Angles`}>
            {BIKE_ANGLES.map((option) => (
              <li key={option}>
                <button type="button" className="mk-thumb" aria-pressed={angle === option} onClick={() => setAngle(option)}>
                  <BikeImage model={model} colour={colour} angle={option} alt="" />
                  {angleLabel[option]}
                </button>
              </li>
            ))}
          </ul>
        </div>

        <div className="mk-section mk-viewer-side">
          <section className="mk-section" aria-labelledby="view-model">
            <h2 id="view-model">{t`Model`}</h2>
            <ul className="mk-chips">
              {BIKE_MODELS.map((option) => (
                <li key={option.slug}>
                  <SearchLink
                    page="bike-view"
                    lang={lang}
                    search={{ model: option.slug }}
                    keepScroll
                    className="mk-chip"
                    aria-current={option.slug === model.slug ? 'true' : undefined}
                  >
                    {option.name}
                  </SearchLink>
                </li>
              ))}
            </ul>
          </section>
          <section className="mk-section" aria-labelledby="view-colour">
            <h2 id="view-colour">{t`Colour`}</h2>
            <ul className="mk-chips">
              {model.colours.map((option) => (
                <li key={option.code}>
                  <SearchLink
                    page="bike-view"
                    lang={lang}
                    search={{ model: model.slug, colour: option.code }}
                    keepScroll
                    className="mk-chip"
                    aria-current={option.code === colour.code ? 'true' : undefined}
                  >
                    <span className="mk-swatch" style={{ background: option.hex }} aria-hidden="true" />
                    {option.name[lang]}
                  </SearchLink>
                </li>
              ))}
            </ul>
          </section>
          <section className="mk-prose" aria-labelledby="view-about">
            <h2 id="view-about">{name}</h2>
            <p>{model.description[lang]}</p>
            <ModelActions model={model} lang={lang} />
            <p>
              <PageLink page={model.slug} lang={lang} className="mk-more">
                {t`Everything about the ${name}`}
              </PageLink>
            </p>
          </section>
        </div>
      </div>
    </article>
  );
}
