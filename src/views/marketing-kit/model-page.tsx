// The frame of the six model pages: hero with the "from" price and the two next steps, key figures, highlights,
// the page's own story, gallery, specifications and a way on (compare, test ride). Figures come from
// common/bike-models.ts, price and weight from the catalogue (bike-facts.ts); the story is each page's own copy, in its
// own catalogue. A bike the catalogue no longer sells gets the 'no longer sold' page instead (the server answers 410).
import type { ReactNode } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import type { BikeModel } from '../../../common/bike-models';
import type { PageHead } from '../../locales/page-meta';
import { BikeImage } from './bike-image';
import { useCatalogFacts } from '../shared/catalog-facts';
import { formatFoldedSize, formatKg, formatSpan, rangeSpanKm } from './format';
import { ModelActions } from './model-actions';
import { NoLongerSold } from './no-longer-sold';
import { PriceFrom } from './price-from';
import { Reveal } from './reveal';
import { useLang } from './use-lang';
import { laterSection, preloadSections } from '../shared/later-section';

// Gallery, specifications and the way on hydrate when they come near the viewport (decision record 025).
const ModelPageDetails = laterSection('model-page-details', () => import('./model-page-details').then((module) => module.ModelPageDetails));
await preloadSections([ModelPageDetails]);

interface ModelPageProps {
  model: BikeModel;
  /** The page's H1 and description (<page>.meta.ts). */
  head: PageHead;
  /** The page's own sections (h2 + copy), between the highlights and the gallery. */
  children: ReactNode;
}

export function ModelPage({ model, head, children }: ModelPageProps) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const facts = useCatalogFacts();
  const name = model.name;
  const colourName = model.colours[0]!.name[lang];
  const range = rangeSpanKm(model);
  if (facts.gone) return <NoLongerSold model={model} lang={lang} />;
  return (
    <article className="mk-page">
      <header className="mk-hero">
        <div className="mk-hero-text">
          <p className="mk-eyebrow">{model.tagline[lang]}</p>
          <h1>{i18n._(head.h1)}</h1>
          <p className="mk-lead">{model.description[lang]}</p>
          <PriceFrom model={model} lang={lang} className="mk-hero-price" />
          <ModelActions model={model} lang={lang} />
        </div>
        <BikeImage model={model} priority alt={t`${name} in ${colourName}, side view`} className="mk-hero-art" />
      </header>

      <dl className="mk-figures">
        <div>
          <dt>{t`Weight`}</dt>
          <dd>{formatKg(facts.weightKg(model.slug), lang)}</dd>
        </div>
        <div>
          <dt>{t`Range`}</dt>
          <dd>{formatSpan(range.min, range.max, 'km', lang)}</dd>
        </div>
        <div>
          <dt>{t`Folding time`}</dt>
          <dd>
            <Plural value={model.foldSeconds} one="# second" other="# seconds" />
          </dd>
        </div>
        <div>
          <dt>{t`Folded size`}</dt>
          <dd>{formatFoldedSize(model, lang)}</dd>
        </div>
      </dl>

      <Reveal as="section" className="mk-section" aria-labelledby="highlights">
        <h2 id="highlights">{t`Highlights`}</h2>
        <ul className="mk-checks mk-checks-strong">
          {model.highlights[lang].map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </Reveal>

      {children}

      <ModelPageDetails model={model} />
    </article>
  );
}
