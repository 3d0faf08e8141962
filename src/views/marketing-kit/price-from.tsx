// "from € 1.999,00": a model's starting price from the catalogue (bike-facts.ts); nothing while it is unknown.
import { useLingui } from '@lingui/react/macro';
import type { BikeModel } from '../../../common/bike-models';
import type { Lang } from '../../locales/paths';
import { useCatalogFacts } from '../shared/catalog-facts';
import { formatPriceFrom } from './format';

export function PriceFrom({ model, lang, className = 'mk-price' }: { model: BikeModel; lang: Lang; className?: string }) {
  const { t } = useLingui();
  const cents = useCatalogFacts().priceCents(model.slug);
  if (cents === null) return null;
  const price = formatPriceFrom(cents, lang);
  return <p className={className}>{t`from ${price}`}</p>;
}
