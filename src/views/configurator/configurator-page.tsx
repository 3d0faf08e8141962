// The configurator's first step (spec §2 configurator, minimal layout): the six models with a picture, their key
// facts and the catalogue's "from" price, each opening configurator/{sku}. The facts render on the server; the
// prices fill in once the shop runtime has loaded them (a lazily loaded machine, so xstate stays out of the first
// render), in a space kept free for them.
import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BIKE_MODELS, type BikeModel } from '../../../common/bike-models';
import { useBikeFacts } from '../shared/bike-facts';
import { heads } from './configurator.meta';
import type { Lang } from '../../locales/paths';
import { useCurrentPage } from '../shared/page-context';
import { formatMoney } from '../shared/money';
import { PageLink } from '../shared/page-link';
import { useShopRuntime } from '../shared/shop-runtime';
import { BikePicture } from './bike-picture';
import { formatFoldedSize, formatKg, formatRangeKm, modelRangeKm } from './configurator-format';
import type { ModelPrices } from './model-prices';
import './configurator.css';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads };

const ModelPriceLoader = lazy(() => import('./model-prices').then((module) => ({ default: module.ModelPriceLoader })));

const MODEL_SKUS = BIKE_MODELS.map((model) => model.sku);
const NO_PRICES: ModelPrices = { status: 'loading', prices: {}, retry: null };

export function ConfiguratorPage() {
  const { i18n, t } = useLingui();
  const { lang } = useCurrentPage();
  const runtime = useShopRuntime();
  const [prices, setPrices] = useState<ModelPrices>(NO_PRICES);
  // Only the models on sale (the catalogue's status, with the page's data); the prices load in the browser.
  const facts = useBikeFacts();
  return (
    <section className="configurator cfg-choose" aria-labelledby="cfg-title">
      <h1 id="cfg-title">{i18n._(heads.configurator.h1)}</h1>
      <p className="cfg-lead">{t`Pick a model, then choose its battery, colour and accessories. You see the price, weight and range change as you go.`}</p>
      {runtime ? (
        <Suspense fallback={null}>
          <ModelPriceLoader runtime={runtime} skus={MODEL_SKUS} onChange={setPrices} />
        </Suspense>
      ) : null}
      {prices.status === 'failed' ? (
        <div className="cfg-alert" role="alert">
          <p>{t`The prices could not be loaded. You can still choose a model: its configurator shows the price.`}</p>
          {prices.retry ? (
            <button type="button" className="cfg-button-secondary" onClick={prices.retry}>
              {t`Try again`}
            </button>
          ) : null}
        </div>
      ) : null}
      <ul className="cfg-model-grid">
        {facts.offered.map((model) => (
          <ModelCard key={model.sku} model={model} lang={lang} prices={prices} weightKg={facts.weightKg(model.slug)} />
        ))}
      </ul>
    </section>
  );
}

function ModelCard({ model, lang, prices, weightKg }: { model: BikeModel; lang: Lang; prices: ModelPrices; weightKg: number | null }) {
  const { t } = useLingui();
  const price = prices.prices[model.sku];
  const fromPrice = price !== undefined ? formatMoney(price, lang) : null;
  return (
    <li className="cfg-model-card">
      <BikePicture model={model} colourHex={model.colours[0]!.hex} className="cfg-model-picture" />
      <h2 className="cfg-model-name">
        <PageLink page="configurator-model" lang={lang} params={{ sku: model.sku }} className="cfg-model-link">
          {model.name}
        </PageLink>
      </h2>
      <p className="cfg-model-tagline">{model.tagline[lang]}</p>
      <dl className="cfg-model-specs">
        <div>
          <dt>{t`Weight`}</dt>
          <dd>{weightKg === null ? '–' : formatKg(weightKg, lang)}</dd>
        </div>
        <div>
          <dt>{t`Range`}</dt>
          <dd>{formatRangeKm(modelRangeKm(model), lang)}</dd>
        </div>
        <div>
          <dt>{t`Folded`}</dt>
          <dd>{formatFoldedSize(model.foldedSizeCm, lang)}</dd>
        </div>
      </dl>
      <p className="cfg-model-price" aria-busy={prices.status === 'loading' && fromPrice === null}>
        {fromPrice !== null ? t`from ${fromPrice}` : prices.status === 'loading' ? <span className="cfg-skeleton-text" aria-hidden="true" /> : null}
      </p>
      <span className="cfg-model-cta" aria-hidden="true">
        {t`Configure`}
      </span>
    </li>
  );
}
