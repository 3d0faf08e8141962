// The page of a bike the catalogue no longer sells (disabled in the back office): the server answers 410 Gone and
// `noindex`; the page says so and points to the models on sale, and offers nothing to buy (no price, no buttons).
import { useLingui } from '@lingui/react/macro';
import type { BikeModel } from '../../../common/bike-models';
import type { Lang } from '../../locales/paths';
import { PageLink } from '../shared/page-link';

export function NoLongerSold({ model, lang }: { model: BikeModel; lang: Lang }) {
  const { t } = useLingui();
  const name = model.name;
  return (
    <article className="mk-page" data-testid="no-longer-sold">
      <header className="mk-page-head">
        <h1>{t`The ${name} is no longer sold`}</h1>
        <p className="mk-lead">{t`We no longer sell this model. Our other folding e-bikes are on the models page.`}</p>
        <div className="mk-actions">
          <PageLink page="models" lang={lang} className="button">
            {t`See the models`}
          </PageLink>
        </div>
      </header>
    </article>
  );
}
