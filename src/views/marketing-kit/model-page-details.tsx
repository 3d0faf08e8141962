// The lower half of a model page (model-page.tsx): gallery, specifications and the way on (test ride, compare,
// selection guide). Below the fold on every screen, it is a section that hydrates later (views/shared/later-section.tsx):
// its code (the gallery, the specification table) is not part of the model page's first render (decision record 025).
import { useLingui } from '@lingui/react/macro';
import type { BikeModel } from '../../../common/bike-models';
import { PageLink } from '../shared/page-link';
import { useBikeFacts } from '../shared/bike-facts';
import { comparePartner, formatCompareSelection } from './compare-selection';
import { ModelGallery } from './model-gallery';
import { Reveal } from './reveal';
import { SearchLink } from './search-link';
import { SpecTable } from './spec-table';
import { useLang } from './use-lang';

export function ModelPageDetails({ model }: { model: BikeModel }) {
  const { t } = useLingui();
  const lang = useLang();
  const facts = useBikeFacts();
  const name = model.name;
  const partner = comparePartner(model, facts);
  const partnerName = partner.name;
  return (
    <>
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
    </>
  );
}
