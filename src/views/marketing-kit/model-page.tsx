// The frame of the six model pages: hero with the "from" price and the two next steps, key figures, highlights,
// the page's own story, gallery, specifications and a way on (compare, test ride). Figures come from
// common/bike-models.ts, price and weight from the catalogue (bike-facts.ts); the story is each page's own copy, in its
// own catalogue. A bike the catalogue no longer sells gets the 'no longer sold' page instead (the server answers 410).
import type { ReactNode } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import type { BikeModel } from '../../../common/bike-models';
import type { PageMeta } from '../../locales/page-meta';
import { PageLink } from '../shared/page-link';
import { BikeImage } from './bike-image';
import { useBikeFacts } from '../shared/bike-facts';
import { comparePartner, formatCompareSelection } from './compare-selection';
import { formatFoldedSize, formatKg, formatSpan, rangeSpanKm } from './format';
import { ModelActions } from './model-actions';
import { ModelGallery } from './model-gallery';
import { NoLongerSold } from './no-longer-sold';
import { PriceFrom } from './price-from';
import { Reveal } from './reveal';
import { SearchLink } from './search-link';
import { SpecTable } from './spec-table';
import { useLang } from './use-lang';

interface ModelPageProps {
  model: BikeModel;
  meta: PageMeta;
  /** The page's own sections (h2 + copy), between the highlights and the gallery. */
  children: ReactNode;
}

export function ModelPage({ model, meta, children }: ModelPageProps) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const facts = useBikeFacts();
  const name = model.name;
  const colourName = model.colours[0]!.name[lang];
  const range = rangeSpanKm(model);
  const partner = comparePartner(model, facts);
  const partnerName = partner.name;
  if (facts.gone) return <NoLongerSold model={model} lang={lang} />;
  return (
    <article className="mk-page">
      <header className="mk-hero">
        <div className="mk-hero-text">
          <p className="mk-eyebrow">{model.tagline[lang]}</p>
          <h1>{i18n._(meta.h1)}</h1>
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

      <section className="mk-section" aria-labelledby="pictures">
        <h2 id="pictures">{t`In pictures`}</h2>
        <ModelGallery model={model} lang={lang} />
      </section>

      <Reveal as="section" className="mk-section" aria-labelledby="specifications">
        <h2 id="specifications">{t`Specifications`}</h2>
        <SpecTable models={[model]} lang={lang} caption={t`Specifications of the ${name}`} />
      </Reveal>

      <Reveal as="aside" className="mk-band" aria-labelledby="next-step">
        <h2 id="next-step">{t`Try it for yourself`}</h2>
        <p>{t`Ride the ${name}, fold it yourself and ask us anything: a test ride takes about an hour and costs nothing.`}</p>
        <div className="mk-actions">
          <SearchLink page="testride" lang={lang} search={{ model: model.slug }} className="button button-accent">
            {t`Book a test ride`}
          </SearchLink>
          <SearchLink page="compare" lang={lang} search={{ models: formatCompareSelection([model.slug, partner.slug]) }} className="button button-ghost">
            {t`Compare with the ${partnerName}`}
          </SearchLink>
          <PageLink page="selection-guide" lang={lang} className="button button-ghost">
            {t`Which FOLT suits me?`}
          </PageLink>
        </div>
      </Reveal>
    </article>
  );
}
