// Where "Change" on a configured bike in the cart leads: configurator/{sku} with the line's options (`?o=`) and
// the line to replace (`?replace=<item id>`). Pure (no React, no Lingui), so the cart view, tests and the
// end-to-end spec can all use it; change-bike-link.tsx renders it as a link.
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
