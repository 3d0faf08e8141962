// The two next steps of every model: configure it (the configurator opens on the model's SKU) or book a test ride
// (the test-ride form gets the model preselected through ?model=).
import { useLingui } from '@lingui/react/macro';
import type { BikeModel } from '../../../common/bike-models';
import type { Lang } from '../../locales/paths';
import { PageLink } from '../shared/page-link';
import { SearchLink } from './search-link';

export function ModelActions({ model, lang }: { model: BikeModel; lang: Lang }) {
  const { t } = useLingui();
  return (
    <div className="mk-actions">
      <PageLink page="configurator-model" lang={lang} params={{ sku: model.sku }} className="button">
        {t`Configure`}
      </PageLink>
      <SearchLink page="testride" lang={lang} search={{ model: model.slug }} className="button button-secondary">
        {t`Book a test ride`}
      </SearchLink>
    </div>
  );
}
