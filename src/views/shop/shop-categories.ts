// The shop's categories: the key the list's ?category= parameter uses (the same in every language, so a shared link
// filters alike) and the name per language. The key is the Magento category's url_key: the server finds the store
// view's category by it (server/api/catalog-categories.ts) and tells each product's keys (`category_keys`), so no
// category id is assumed (README, "Pointing it at a real Magento"). The configurator's hidden components have a
// category of their own, not listed.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ProductCardData } from './product-cards';

export interface ShopCategory {
  /** The Magento category's url_key. */
  key: string;
  name: MessageDescriptor;
}

/** Bikes are bundles bought configured: their cards lead to the configurator. */
export const BIKES_CATEGORY_KEY = 'bikes';

export const shopCategories: readonly ShopCategory[] = [
  { key: BIKES_CATEGORY_KEY, name: msg`Folding bikes` },
  { key: 'batteries', name: msg`Batteries and chargers` },
  { key: 'bags', name: msg`Bags and luggage` },
  { key: 'locks', name: msg`Locks` },
  { key: 'lights', name: msg`Lights` },
  { key: 'tyres', name: msg`Tyres and tubes` },
  { key: 'mudguards', name: msg`Mudguards and racks` },
  { key: 'comfort', name: msg`Comfort and care` },
];

/** Every category the shop list shows: its one catalogue query asks for these. */
export const SHOP_CATEGORY_KEYS: readonly string[] = shopCategories.map((category) => category.key);

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
export function categoryOf(categoryKeys: readonly string[]): ShopCategory | null {
  return shopCategories.find((category) => categoryKeys.includes(category.key)) ?? null;
}

/**
 * The cards of one category (by url key; null: all), in list order. Here rather than with the cards' conversion
 * (product-cards.ts): the shop list's first render filters the cards its loader data brings and needs no conversion.
 */
export function cardsInCategory(cards: readonly ProductCardData[], categoryKey: string | null): ProductCardData[] {
  return categoryKey === null ? [...cards] : cards.filter((card) => card.categoryKeys.includes(categoryKey));
}
