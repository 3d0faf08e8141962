// "from € 1.999,00": a model's starting price (see formatPriceFrom for why it matches the shop).
import { useLingui } from '@lingui/react/macro';
import type { BikeModel } from '../../../common/bike-models';
import type { Lang } from '../../locales/paths';
import { formatPriceFrom } from './format';

export function PriceFrom({ model, lang, className = 'mk-price' }: { model: BikeModel; lang: Lang; className?: string }) {
  const { t } = useLingui();
  const price = formatPriceFrom(model, lang);
  return <p className={className}>{t`from ${price}`}</p>;
}
