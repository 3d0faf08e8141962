// A model at a glance (home, models overview, topic pages): picture, tagline, weight, range, folded size and the
// "from" price, all from common/bike-models.ts; the whole card links to the model's page.
import { useLingui } from '@lingui/react/macro';
import type { BikeModel } from '../../../common/bike-models';
import type { Lang } from '../../locales/paths';
import { PageLink } from '../shared/page-link';
import { BikeImage } from './bike-image';
import { useBikeFacts } from '../shared/bike-facts';
import { formatFoldedSize, formatKg, formatSpan, rangeSpanKm } from './format';
import { PriceFrom } from './price-from';
import { Reveal } from './reveal';

interface ModelCardProps {
  model: BikeModel;
  lang: Lang;
  /** Heading level inside the page's outline. */
  level?: 'h2' | 'h3';
}

export function ModelCard({ model, lang, level: Heading = 'h3' }: ModelCardProps) {
  const { t } = useLingui();
  const range = rangeSpanKm(model);
  const weightKg = useBikeFacts().weightKg(model.slug);
  return (
    <Reveal as="article" className="mk-card mk-model-card">
      <BikeImage model={model} alt="" className="mk-card-art" />
      <Heading className="mk-card-title">
        <PageLink page={model.slug} lang={lang} className="mk-stretched">
          {model.name}
        </PageLink>
      </Heading>
      <p className="mk-tagline">{model.tagline[lang]}</p>
      <dl className="mk-facts">
        <div>
          <dt>{t`Weight`}</dt>
          <dd>{formatKg(weightKg, lang)}</dd>
        </div>
        <div>
          <dt>{t`Range`}</dt>
          <dd>{formatSpan(range.min, range.max, 'km', lang)}</dd>
        </div>
        <div>
          <dt>{t`Folded size`}</dt>
          <dd>{formatFoldedSize(model, lang)}</dd>
        </div>
      </dl>
      <PriceFrom model={model} lang={lang} />
    </Reveal>
  );
}

/** The given models as a grid of cards. */
export function ModelGrid({ models, lang, level }: { models: readonly BikeModel[]; lang: Lang; level?: 'h2' | 'h3' }) {
  return (
    <div className="mk-grid mk-model-grid">
      {models.map((model) => (
        <ModelCard key={model.slug} model={model} lang={lang} level={level} />
      ))}
    </div>
  );
}
