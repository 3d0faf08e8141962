// "Change" on a configured bike in the cart: a link that reopens configurator/{sku} with the line's options
// (`?o=`) and the line to replace when the shopper adds it again (`?replace=<item id>`). For the cart view,
// which renders <ChangeBikeLink line={item} lang={lang} /> for each line; lines that are no configured bike
// render nothing.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ConfiguredCartLine } from '../../machines/configurator/configurator.cart';
import type { Lang } from '../../locales/paths';
import { changeBikeTarget } from './change-bike';

export { changeBikeHref, changeBikeTarget, type ChangeBikeTarget } from './change-bike';

interface ChangeBikeLinkProps {
  line: ConfiguredCartLine & { item_id: number; name?: string };
  lang: Lang;
  className?: string;
  /** Defaults to "Change" with the bike's name for screen readers. */
  children?: ReactNode;
}

export function ChangeBikeLink({ line, lang, className, children }: ChangeBikeLinkProps) {
  const { t } = useLingui();
  const target = changeBikeTarget(line, lang);
  if (!target) return null;
  const name = line.name ?? line.sku;
  return (
    <Link to={target.path} search={target.search} className={className} aria-label={children ? undefined : t`Change ${name}`}>
      {children ?? t`Change`}
    </Link>
  );
}
