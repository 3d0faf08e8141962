// The structured data of server-rendered pages (issue 25 item 7), read back from the HTML as a search engine reads it
// and checked against schema.org and Google's rich-result requirements: Organization on every public page, Product
// with an Offer on the model pages and the shop's product pages (the price the page shows, availability from
// Magento's stock or none at all), and a BreadcrumbList that names what the page's breadcrumb shows. A fake
// catalogue reader stands in for the in-process GET /api/magento/products.
import { describe, expect, it } from 'vitest';
import { BIKE_MODELS } from '../../common/bike-models';
import { formatMoney } from '../../src/views/shared/money';
import type { Lang } from '../../src/locales/paths';
import { fakeBundle } from '../fixtures/fake-bundle';
import { pageServerForFile } from '../fixtures/page-server';

const PUBLIC = 'https://www.folt.example';
const MEDIA = 'https://media.folt.example/media/catalog/product';
type Stock = 'IN_STOCK' | 'OUT_OF_STOCK' | null;

/** Bike stock per model: built to order, sold out (a required part without stock), not said. */
const bikeStock: Record<string, Stock> = { 'FOLT Classic': 'IN_STOCK', 'FOLT Maxx': 'OUT_OF_STOCK', 'FOLT Piccolo': null };

const bundle = (sku: string, index: number) => ({
  ...fakeBundle(sku, { price: 1000 + index * 100 + 0.5, weight: 18 }),
  ...(bikeStock[sku] ? { stock_status: bikeStock[sku] } : {}),
  delivery_weeks: 3,
});

interface Part {
  sku: string;
  price: number;
  stock: Stock;
  names: Record<Lang, string>;
  keys: Record<Lang, string>;
}

const parts: Part[] = [
  {
    sku: 'FOLT-BAT-360',
    price: 549,
    stock: 'IN_STOCK',
    names: { nl: 'Accu 360 Wh', en: 'Battery 360 Wh', de: 'Akku 360 Wh' },
    keys: { nl: 'accu-360-wh', en: 'battery-360-wh', de: 'akku-360-wh' },
  },
  {
    sku: 'FOLT-BAT-504',
    price: 749.95,
    stock: 'OUT_OF_STOCK',
    names: { nl: 'Accu 504 Wh', en: 'Battery 504 Wh', de: 'Akku 504 Wh' },
    keys: { nl: 'accu-504-wh', en: 'battery-504-wh', de: 'akku-504-wh' },
  },
  {
    // Magento's stock call left it out: the page says nothing about stock, and neither does its offer.
    sku: 'FOLT-BAT-600',
    price: 899,
    stock: null,
    names: { nl: 'Accu 600 Wh', en: 'Battery 600 Wh', de: 'Akku 600 Wh' },
    keys: { nl: 'accu-600-wh', en: 'battery-600-wh', de: 'akku-600-wh' },
  },
];

/** A part as server/magento/product.mapper.ts sends it, with the stock products.service.ts attaches. */
const servedPart = (part: Part, lang: Lang) => ({
  sku: part.sku,
  name: part.names[lang],
  price: part.price,
  type_id: 'simple',
  status: 1,
  visibility: 4,
  custom_attributes: [],
  extension_attributes: { category_links: [{ category_id: '702' }] },
  product_links: [],
  media_gallery_entries: [],
  url_key: part.keys[lang],
  sort_order: 100,
  one_liner: null,
  short_description: `<p>${part.names[lang]}.</p>`,
  category_ids: ['702'],
  category_keys: ['batteries'],
  related_product_skus: [],
  crosssell_product_skus: [],
  images: [`${MEDIA}/${part.sku}.svg`],
  image_src: `${MEDIA}/${part.sku}.svg`,
  related_products: [],
  crosssell_products: [],
  ...(part.stock ? { stock_status: part.stock, only_x_left_in_stock: null } : {}),
});

async function fakeCatalog(query: Record<string, string>): Promise<unknown> {
  const lang = query.locale as Lang;
  const skus = query['sku:in']?.split(',');
  const keys = query['url_key:in']?.split(',');
  const items = [
    ...BIKE_MODELS.flatMap((model, index) => (skus?.includes(model.sku) ? [bundle(model.sku, index)] : [])),
    ...parts.filter((part) => skus?.includes(part.sku) || keys?.includes(part.keys[lang])).map((part) => servedPart(part, lang)),
  ];
  return { success: true, data: { items, total_count: items.length, page_size: items.length, current_page: 1 }, error: null };
}

const { fetchPage } = pageServerForFile({ catalog: fakeCatalog });

async function get(path: string) {
  const res = await fetchPage(path);
  return { status: res.status, raw: await res.text() };
}

type Ld = Record<string, unknown>;

/** Every JSON-LD block of the page's <head>, parsed as a search engine parses it. */
function jsonLdOf(raw: string): Ld[] {
  const head = /<head>([\s\S]*)<\/head>/.exec(raw)?.[1] ?? '';
  return [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Ld);
}

function only(raw: string, type: string): Ld {
  const found = jsonLdOf(raw).filter((ld) => ld['@type'] === type);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0]!;
}

const SCHEMA_URL = /^https:\/\/schema\.org\/(InStock|OutOfStock|MadeToOrder|BackOrder|PreOrder|LimitedAvailability|SoldOut|Discontinued)$/;
const ABSOLUTE = /^https:\/\/www\.folt\.example\//;

/** Google's Organization: name and url (an absolute URL); a logo, when given, absolute too. */
function expectOrganization(ld: Ld): void {
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld.name).toBe('FOLT');
  expect(ld.url).toBe(`${PUBLIC}/`);
  expect(ld.logo).toMatch(ABSOLUTE);
  expect(ld.contactPoint).toMatchObject({ '@type': 'ContactPoint', telephone: '+31383034070', contactType: 'customer service' });
}

/** Google's Product with an Offer: name, offers.price (a number as text), priceCurrency, availability as a schema.org URL. */
function expectProduct(ld: Ld, { availability }: { availability: boolean }): Ld & { offers: Ld } {
  expect(ld['@context']).toBe('https://schema.org');
  expect(typeof ld.name === 'string' && ld.name.length > 0).toBe(true);
  expect(ld.url).toMatch(ABSOLUTE);
  const offers = ld.offers as Ld;
  expect(offers['@type']).toBe('Offer');
  expect(offers.price).toMatch(/^\d+\.\d{2}$/);
  expect(offers.priceCurrency).toBe('EUR');
  if (availability) expect(offers.availability).toMatch(SCHEMA_URL);
  else expect(offers).not.toHaveProperty('availability');
  return ld as Ld & { offers: Ld };
}

/** Google's BreadcrumbList: ListItems numbered from 1, each with a name and an absolute item URL. */
function expectBreadcrumb(ld: Ld): Array<{ name: string; item: string }> {
  expect(ld['@context']).toBe('https://schema.org');
  const items = ld.itemListElement as Array<Ld>;
  expect(items.length).toBeGreaterThan(1);
  items.forEach((item, index) => {
    expect(item['@type']).toBe('ListItem');
    expect(item.position).toBe(index + 1);
    expect(typeof item.name === 'string' && item.name.length > 0).toBe(true);
    expect(item.item).toMatch(ABSOLUTE);
  });
  return items as Array<{ name: string; item: string }>;
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\u00a0|&nbsp;/g, ' ')
    .trim();

/** The crumbs the page shows. */
function shownCrumbs(raw: string): string[] {
  const nav = /<nav class="breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(raw)?.[1] ?? '';
  return [...nav.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((match) => decode(match[1]!));
}

describe('Organization', () => {
  it.each(['/', '/en', '/de', '/en/contact', '/de/maxx', '/en/shop', '/en/shop/battery-360-wh'])('%s states the company once', async (path) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expectOrganization(only(page.raw, 'Organization'));
  });

  it('is not on private pages (the cart), which are not indexed', async () => {
    const page = await get('/en/shop/cart');
    expect(page.status).toBe(200);
    expect(jsonLdOf(page.raw).filter((ld) => ld['@type'] === 'Organization')).toEqual([]);
  });
});

describe('the model pages’ Product', () => {
  it.each([
    ['/classic', 'nl', 'FOLT Classic', 'https://schema.org/MadeToOrder'],
    ['/en/maxx', 'en', 'FOLT Maxx', 'https://schema.org/OutOfStock'],
    ['/de/piccolo', 'de', 'FOLT Piccolo', null],
    ['/en/voyage', 'en', 'FOLT Voyage', null],
  ] as const)('%s offers the bike at the from-price it shows, availability as the catalogue says', async (path, lang, name, availability) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    const product = expectProduct(only(page.raw, 'Product'), { availability: availability !== null });
    expect(product.name).toBe(name);
    expect(product.sku).toBe(name);
    expect(product.url).toBe(`${PUBLIC}${path}`);
    expect(product.offers.availability).toBe(availability ?? undefined);
    const index = BIKE_MODELS.findIndex((model) => model.sku === name);
    expect(product.offers.price).toBe((1000 + index * 100 + 0.5).toFixed(2));
    // The same amount the hero shows.
    expect(decode(page.raw)).toContain(formatMoney(Number(product.offers.price), lang).replace(/\u00a0/g, ' '));
    expect(product.description).toBe(BIKE_MODELS[index]!.description[lang]);
    expectOrganization(only(page.raw, 'Organization'));
  });
});

describe('the shop’s product pages', () => {
  it.each([
    ['/en/shop/battery-360-wh', 'en', 'Battery 360 Wh', '549.00', 'https://schema.org/InStock', null],
    ['/de/shop/akku-504-wh', 'de', 'Akku 504 Wh', '749.95', 'https://schema.org/OutOfStock', 'Ausverkauft'],
    ['/shop/accu-600-wh', 'nl', 'Accu 600 Wh', '899.00', null, null],
  ] as const)('%s: the offer says what the page says about price and stock', async (path, lang, name, price, availability, soldOut) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    const product = expectProduct(only(page.raw, 'Product'), { availability: availability !== null });
    expect(product.name).toBe(name);
    expect(product.offers.price).toBe(price);
    expect(product.offers.availability).toBe(availability ?? undefined);
    expect(decode(page.raw)).toContain(formatMoney(Number(price), lang).replace(/\u00a0/g, ' '));
    if (soldOut) expect(decode(page.raw)).toContain(soldOut);
  });

  it.each([
    ['/shop/accu-360-wh', ['Shop', "Accu's en laders", 'Accu 360 Wh'], ['/shop', '/shop?category=batteries', '/shop/accu-360-wh']],
    ['/en/shop/battery-360-wh', ['Shop', 'Batteries and chargers', 'Battery 360 Wh'], ['/en/shop', '/en/shop?category=batteries', '/en/shop/battery-360-wh']],
    ['/de/shop/akku-360-wh', ['Shop', 'Akkus und Ladegeräte', 'Akku 360 Wh'], ['/de/shop', '/de/shop?category=batteries', '/de/shop/akku-360-wh']],
  ] as const)('%s: the BreadcrumbList names the crumbs the page shows, with absolute URLs', async (path, names, paths) => {
    const page = await get(path);
    const items = expectBreadcrumb(only(page.raw, 'BreadcrumbList'));
    expect(shownCrumbs(page.raw)).toEqual(items.map((item) => item.name));
    expect(items.map((item) => item.name)).toEqual(names);
    expect(items.map((item) => item.item)).toEqual(paths.map((p) => PUBLIC + p));
  });

  it('pages without a breadcrumb carry no BreadcrumbList', async () => {
    for (const path of ['/en', '/en/maxx', '/en/shop']) {
      const page = await get(path);
      expect(shownCrumbs(page.raw)).toEqual([]);
      expect(jsonLdOf(page.raw).filter((ld) => ld['@type'] === 'BreadcrumbList')).toEqual([]);
    }
  });
});
