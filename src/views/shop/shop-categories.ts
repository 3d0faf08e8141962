// The shop's categories: Magento category ids, the stable key the list's ?category= parameter uses (the same in
// every language, so a shared link filters alike), and the name per language. Magento has no public category API
// on our server, so the shop list's categories are configured here; the ids are those of the catalogue
// (the emulator's seed mirrors them). The configurator's hidden components have a category of their own, not listed.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface ShopCategory {
  key: string;
  id: string;
  name: MessageDescriptor;
}

/** Bikes are bundles bought configured: their cards lead to the configurator. */
export const BIKES_CATEGORY_KEY = 'bikes';

export const shopCategories: readonly ShopCategory[] = [
  { key: BIKES_CATEGORY_KEY, id: '10', name: msg`Folding bikes` },
  { key: 'batteries', id: '11', name: msg`Batteries and chargers` },
  { key: 'bags', id: '12', name: msg`Bags and luggage` },
  { key: 'locks', id: '13', name: msg`Locks` },
  { key: 'lights', id: '14', name: msg`Lights` },
  { key: 'tyres', id: '15', name: msg`Tyres and tubes` },
  { key: 'mudguards', id: '16', name: msg`Mudguards and racks` },
  { key: 'comfort', id: '17', name: msg`Comfort and care` },
];

/** Every category the shop list shows: its one catalogue query asks for these. */
export const SHOP_CATEGORY_IDS: readonly string[] = shopCategories.map((category) => category.id);

/**
 * The whole listing comes in one request (spec §9's default of 24 would cut it off): the category filter then
 * works without another request, and the server caches a single answer per language.
 */
export const SHOP_LIST_PAGE_SIZE = 200;

/** The category of a ?category= value, or null for "all" (a missing or unknown value). */
export function categoryByKey(key: unknown): ShopCategory | null {
  return typeof key === 'string' ? (shopCategories.find((category) => category.key === key) ?? null) : null;
}

/** The first shop category a product is in (for the product page's breadcrumb). */
export function categoryOf(categoryIds: readonly string[]): ShopCategory | null {
  return shopCategories.find((category) => categoryIds.includes(category.id)) ?? null;
}
