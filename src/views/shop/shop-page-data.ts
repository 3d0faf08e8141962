// The data of the server-rendered shop pages: what their route loaders (src/routes/page-loaders.ts) load through
// the in-process catalogue reader and hand to the views and the head. Loaded on demand by the loaders, so none
// of it weighs on a page's first-render JavaScript; it runs during server rendering only.
import { notFound, redirect } from '@tanstack/react-router';
import { SERVER_ERROR_TEXT } from '../../../common/contract/error-codes';
import type { Product } from '../../../common/contract/product.schema';
import { readProductsAnswer } from '../../machines/product-loading/products-answer';
import type { ShopError } from '../../machines/shop-error';
import { absoluteUrl, isValidParam, languages, siteName, toPublicPath, type Lang, type PageParams } from '../../locales/paths';
import { isShownProduct, toProductCards, type ProductCardData, type ProductDetailData } from './product-cards';
import { toProductDetail } from './product-detail';
import { htmlToText, truncateText } from '../../../common/rich-text';
import { offerAvailability, productJsonLd } from './product-json-ld';
import { jsonLdText } from '../../lib/json-ld-text';
import { SHOP_CATEGORY_KEYS, SHOP_LIST_PAGE_SIZE } from './shop-categories';
import { BIKE_MODELS } from '../../../common/bike-models';
import type { BikeSlug } from '../../../common/bike-slugs';

/** GET /api/magento/products in-process: query → `{ success, data, error }`. */
export type Catalog = (query: Record<string, string>) => Promise<unknown>;

/** A load that failed: the view words the error and offers a retry in the browser. */
export interface PageDataError {
  status: 'error';
  error: ShopError;
}

export type ShopListData = { status: 'ready'; products: ProductCardData[] } | PageDataError;

export interface ProductPageHead {
  /** Plain text for the meta and Open Graph descriptions ('' keeps the page's standard one). */
  description: string;
  image: string | null;
  /** The `Product` JSON-LD, ready for a <script type="application/ld+json">. */
  jsonLd: string;
}

export type ProductPageData =
  | {
      status: 'ready';
      product: ProductDetailData;
      /** The product's url key per store view: hreflang alternates and the language switch (language-params.ts). */
      languageParams: Partial<Record<Lang, PageParams>>;
      head: ProductPageHead;
      /**
       * A bike's model page, which is the bike's one page per language (decision record 023): the shop's product page
       * of a bike names it as canonical and takes its title; null for every other product.
       */
      modelPage: BikeSlug | null;
    }
  | PageDataError;

const META_DESCRIPTION_MAX = 155;

/** The reader answers failures with an envelope; should it throw all the same, the page still renders its error state. */
async function ask(catalog: Catalog, query: Record<string, string>): Promise<unknown> {
  try {
    return await catalog(query);
  } catch {
    return { success: false, error: SERVER_ERROR_TEXT['request.failed'] };
  }
}

export function shopListQuery(lang: Lang): Record<string, string> {
  return { locale: lang, 'category_key:in': SHOP_CATEGORY_KEYS.join(','), pageSize: String(SHOP_LIST_PAGE_SIZE) };
}

export async function loadShopList({ catalog, lang }: { catalog: Catalog; lang: Lang }): Promise<ShopListData> {
  const reading = readProductsAnswer(await ask(catalog, shopListQuery(lang)));
  if (reading.outcome === 'unsuccessful') return { status: 'error', error: reading.error };
  // An empty shop is the list's empty state, not the product page's 'Product not found'.
  return { status: 'ready', products: reading.outcome === 'products' ? toProductCards(reading.products) : [] };
}

async function productsWhere(catalog: Catalog, lang: Lang, field: 'url_key' | 'sku', value: string): Promise<Product[]> {
  const reading = readProductsAnswer(await ask(catalog, { locale: lang, [`${field}:in`]: value }));
  return reading.outcome === 'products' ? reading.products.filter((product) => product[field] === value) : [];
}

/** The url key of a shown product in a store view, found by sku; null when it is not there (or not reachable). */
async function urlKeyIn(catalog: Catalog, lang: Lang, sku: string): Promise<string | null> {
  const [product] = await productsWhere(catalog, lang, 'sku', sku);
  const urlKey = product && isShownProduct(product) ? product.url_key : undefined;
  return typeof urlKey === 'string' && isValidParam('shop-product', urlKey) ? urlKey : null;
}

/**
 * A url key of another store view (a language link from a page whose product was loaded in the browser, a hand-
 * edited path): the same product's key in this language, or null.
 */
async function urlKeyFromOtherStoreViews(catalog: Catalog, lang: Lang, urlKey: string): Promise<string | null> {
  const others = languages.filter((other) => other !== lang);
  const found = await Promise.all(others.map((other) => productsWhere(catalog, other, 'url_key', urlKey)));
  const sku = found.flat()[0]?.sku;
  return sku ? urlKeyIn(catalog, lang, sku) : null;
}

async function languageParamsOf(catalog: Catalog, lang: Lang, product: Product): Promise<Partial<Record<Lang, PageParams>>> {
  const keys = await Promise.all(
    languages.map(async (other) => [other, other === lang ? (product.url_key ?? null) : await urlKeyIn(catalog, other, product.sku)] as const),
  );
  return Object.fromEntries(keys.filter(([, key]) => key !== null).map(([other, key]) => [other, { urlKey: key! }]));
}

function productHead(product: ProductDetailData, stockStatus: Product['stock_status'], url: string): ProductPageHead {
  const text = htmlToText(product.descriptionHtml);
  const description = text || product.oneLiner || '';
  return {
    description: truncateText(description, META_DESCRIPTION_MAX),
    image: product.images[0] ?? null,
    jsonLd: jsonLdText(
      productJsonLd({
        name: product.name,
        sku: product.sku,
        images: product.images,
        description,
        price: product.price,
        url,
        brand: siteName,
        availability: offerAvailability(stockStatus, product.isBike),
      }),
    ),
  };
}

/**
 * The product page by url key: throws notFound() (a 404 page) when no shown product has the key, and redirects
 * to the right key when the key belongs to the same product in another store view.
 */
export async function loadProductPage({
  catalog,
  lang,
  urlKey,
  publicUrl,
}: {
  catalog: Catalog;
  lang: Lang;
  urlKey: string;
  publicUrl: string;
}): Promise<ProductPageData> {
  const reading = readProductsAnswer(await ask(catalog, { locale: lang, 'url_key:in': urlKey }));
  if (reading.outcome === 'unsuccessful') return { status: 'error', error: reading.error };
  const products: Product[] = reading.outcome === 'products' ? reading.products : [];
  const found = products.find((product) => product.url_key === urlKey) ?? products[0];
  if (!found) {
    const moved = await urlKeyFromOtherStoreViews(catalog, lang, urlKey);
    if (moved && moved !== urlKey) throw redirect({ href: toPublicPath('shop-product', lang, { urlKey: moved }), statusCode: 302 });
    throw notFound();
  }
  if (!isShownProduct(found)) throw notFound();
  const product = toProductDetail(found, products);
  const languageParams = await languageParamsOf(catalog, lang, found);
  const modelPage = product.isBike ? (BIKE_MODELS.find((model) => model.sku === product.sku)?.slug ?? null) : null;
  const path = modelPage ? toPublicPath(modelPage, lang) : toPublicPath('shop-product', lang, { urlKey: found.url_key ?? urlKey });
  const url = absoluteUrl(publicUrl, path);
  return { status: 'ready', product, languageParams, head: productHead(product, found.stock_status, url), modelPage };
}
