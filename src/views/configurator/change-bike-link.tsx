// "Change" on a configured bike in the cart: a link that reopens configurator/{sku} with the line's options
// (`?o=`) and the line to replace when the shopper adds it again (`?replace=<item id>`). For the cart view,
// which renders <ChangeBikeLink line={item} lang={lang} /> for each line; lines that are no configured bike
// render nothing.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { configurationFromCartItem, type ConfiguredCartLine } from '../../machines/configurator/configurator.cart';
import { toPublicPath, type Lang } from '../../locales/paths';

export interface ChangeBikeTarget {
  /** configurator/{sku} in the language. */
  path: string;
  /** `replace` stays a number: the router would quote a numeric string as JSON. */
  search: { o: string; replace: number };
}

/** Where "Change" leads for a cart line, or null for a line that is no configured bike. */
export function changeBikeTarget(line: ConfiguredCartLine & { item_id: number }, lang: Lang): ChangeBikeTarget | null {
  const found = configurationFromCartItem(line);
  if (!found) return null;
  return { path: toPublicPath('configurator-model', lang, { sku: found.sku }), search: { o: found.configuration, replace: line.item_id } };
}

/** The same target as one href (for a plain anchor or a test). */
export function changeBikeHref(line: ConfiguredCartLine & { item_id: number }, lang: Lang): string | null {
  const target = changeBikeTarget(line, lang);
  return target ? `${target.path}?${new URLSearchParams({ o: target.search.o, replace: String(target.search.replace) }).toString()}` : null;
}

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
