// configurator/{sku} (spec §2, minimal layout): the shell. The server and the first render show the model's facts
// and a skeleton; the configurator itself (machine, xstate, the options) loads as its own chunk with the shop
// runtime, and one session runs per model SKU (a link to another model starts a new one).
import { lazy, Suspense } from 'react';
import { useLoaderData } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { modelOfSku } from '../../machines/configurator/configurator.facts';
import type { Lang } from '../../locales/paths';
import { useCurrentPage } from '../shared/page-context';
import { PageLink } from '../shared/page-link';
import { useShopRuntime } from '../shared/shop-runtime';
import { BikePicture } from './bike-picture';
import './configurator.css';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './configurator.meta';

const ConfiguratorSession = lazy(() => import('./configurator-session').then((module) => ({ default: module.ConfiguratorSession })));

export function ConfiguratorModelPage() {
  const { lang, params } = useCurrentPage();
  const sku = params.sku ?? '';
  const runtime = useShopRuntime();
  const loaded = useLoaderData({ strict: false }) as { gone?: boolean } | null | undefined;
  if (loaded?.gone) return <NoLongerConfigurable sku={sku} lang={lang} />;
  const skeleton = <ConfiguratorSkeleton sku={sku} lang={lang} />;
  return (
    <div className="configurator cfg-model">
      {runtime ? (
        <Suspense fallback={skeleton}>
          <ConfiguratorSession key={sku} runtime={runtime} sku={sku} lang={lang} />
        </Suspense>
      ) : (
        skeleton
      )}
    </div>
  );
}

/**
 * An old link to a model the catalogue no longer sells (disabled in the back office; the server answers 410): it
 * says so and points to the models, and offers nothing to configure or buy.
 */
function NoLongerConfigurable({ sku, lang }: { sku: string; lang: Lang }) {
  const { t } = useLingui();
  const name = modelOfSku(sku)?.name ?? sku;
  return (
    <div className="configurator cfg-model" data-testid="no-longer-sold">
      <div className="cfg-head">
        <h1>{t`The ${name} is no longer sold`}</h1>
      </div>
      <p className="cfg-lead">{t`This model can no longer be configured or ordered. Our other folding e-bikes are on the models page.`}</p>
      <p>
        <PageLink page="models" lang={lang} className="cfg-button-secondary">
          {t`See the models`}
        </PageLink>
      </p>
    </div>
  );
}

/** The way back to the model choice, above the configurator and its skeleton alike. */
export function BackToModels({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  return (
    <PageLink page="configurator" lang={lang} className="cfg-back">
      <span aria-hidden="true" className="cfg-back-arrow">
        ←
      </span>
      {t`All models`}
    </PageLink>
  );
}

/** What the page looks like while the configurator loads: the model's name and drawing, grey blocks for the rest. */
export function ConfiguratorSkeleton({ sku, lang }: { sku: string; lang: Lang }) {
  const { t } = useLingui();
  const model = modelOfSku(sku);
  const name = model?.name ?? sku;
  return (
    <>
      <div className="cfg-head">
        <BackToModels lang={lang} />
        <h1>{t`Configure your ${name}`}</h1>
      </div>
      <div className="cfg-layout" aria-busy="true">
        <div className="cfg-visual">
          {model ? <BikePicture model={model} colourHex={model.colours[0]!.hex} className="cfg-picture" /> : <div className="cfg-picture cfg-skeleton-block" />}
          <p className="cfg-picture-summary" role="status">
            {t`Loading the configurator…`}
          </p>
        </div>
        <div className="cfg-options">
          {[0, 1, 2, 3].map((index) => (
            <div key={index} className="cfg-skeleton-option" aria-hidden="true">
              <span className="cfg-skeleton-text" />
              <span className="cfg-skeleton-block" />
            </div>
          ))}
        </div>
        <div className="cfg-summary">
          <div className="cfg-skeleton-block cfg-skeleton-summary" aria-hidden="true" />
        </div>
      </div>
    </>
  );
}
