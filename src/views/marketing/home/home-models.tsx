// Home: the models on sale as cards (facts from common/bike-models.ts, price, weight and availability from the
// catalogue with the home route's data, not fetched later).
import { useLingui } from '@lingui/react/macro';
import { useBikeFacts } from '../../shared/bike-facts';
import { ModelGrid } from '../../marketing-kit/model-card';
import { useLang } from '../../marketing-kit/use-lang';
import { PageLink } from '../../shared/page-link';

export function HomeModels() {
  const { t } = useLingui();
  const lang = useLang();
  const { offered } = useBikeFacts();
  return (
    <section className="mk-section" aria-labelledby="home-models">
      <div className="mk-section-head">
        <h2 id="home-models">{t`Six folding e-bikes, each with its own character`}</h2>
        <p>
          {t`From the compact Piccolo for the train and a small camper van to the Voyage for long tours: every FOLT folds in seconds, rides like a full-size bike and is serviced by our own workshop.`}
        </p>
      </div>
      <ModelGrid models={offered} lang={lang} />
      <div className="mk-actions mk-actions-center">
        <PageLink page="compare" lang={lang} className="button button-secondary">
          {t`Compare models`}
        </PageLink>
        <PageLink page="models" lang={lang} className="button button-secondary">
          {t`All models and prices`}
        </PageLink>
      </div>
    </section>
  );
}
