// The shop list and product pages rendered on the server with their products (a fake catalogue behind the server's
// in-process reader): names, prices per language, the category filter, Product JSON-LD, hreflang alternates with
// each store view's url key, a 404 for an unknown url key, the redirect for another store view's key, and the
// error state when the catalogue fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/views/shared/money';
import type { Lang } from '../../src/locales/paths';
import { startPageServer, type PageServer } from '../fixtures/page-server';

const PUBLIC = 'https://www.folt.example';
const MEDIA = 'https://media.folt.example/media/catalog/product';

interface FakeProduct {
  sku: string;
  type_id: 'simple' | 'bundle';
  price: number;
  /** The category's url key; its id in this fake Magento is unlike the emulator's (the shop must not assume ids). */
  category: string;
  sort: number;
  visibility?: number;
  names: Record<Lang, string>;
  keys: Record<Lang, string>;
  related?: string[];
  crosssell?: string[];
  description?: string;
}

const catalogue: FakeProduct[] = [
  {
    sku: 'FOLT-BAT-360',
    type_id: 'simple',
    price: 549,
    category: 'batteries',
    sort: 110,
    names: { nl: 'Accu 360 Wh', en: 'Battery 360 Wh', de: 'Akku 360 Wh' },
    keys: { nl: 'accu-360-wh', en: 'battery-360-wh', de: 'akku-360-wh' },
    related: ['FOLT-LOCK-FOLD'],
    crosssell: ['FOLT Classic'],
    description: '<p onclick="steal()">Removable <strong>36V</strong> battery.<script>alert(1)</script></p><ul><li>Weight: 2.1 kg</li></ul>',
  },
  {
    sku: 'FOLT-LOCK-FOLD',
    type_id: 'simple',
    price: 79.95,
    category: 'locks',
    sort: 200,
    names: { nl: 'Vouwslot ART-2', en: 'Folding lock ART-2', de: 'Faltschloss ART-2' },
    keys: { nl: 'vouwslot-art-2', en: 'folding-lock-art-2', de: 'faltschloss-art-2' },
  },
  {
    sku: 'FOLT Classic',
    type_id: 'bundle',
    price: 1999,
    category: 'bikes',
    sort: 10,
    names: { nl: 'FOLT Classic', en: 'FOLT Classic', de: 'FOLT Classic' },
    keys: { nl: 'folt-classic-elektrische-vouwfiets', en: 'folt-classic-electric-folding-bike', de: 'folt-classic-e-faltrad' },
  },
  {
    // A component the bundles select: a product, never shown on its own.
    sku: 'FOLT-COLOUR-RED',
    type_id: 'simple',
    price: 0,
    category: 'components',
    sort: 9000,
    visibility: 1,
    names: { nl: 'Kleur rood', en: 'Colour red', de: 'Farbe Rot' },
    keys: { nl: 'folt-colour-red-nl', en: 'folt-colour-red-en', de: 'folt-colour-red-de' },
  },
];

/** Category ids of this fake Magento: nothing like the emulator's seed (10–18). */
const CATEGORY_IDS: Record<string, string> = { bikes: '701', batteries: '702', locks: '704', components: '799' };

/** A product as server/magento/product.mapper.ts sends it. */
function served(product: FakeProduct, lang: Lang) {
  const image = `${MEDIA}/f/o/${product.sku.toLowerCase().replace(/\W+/g, '-')}.svg`;
  const summary = (sku: string) => {
    const linked = catalogue.find((candidate) => candidate.sku === sku)!;
    return { sku, name: linked.names[lang], price: linked.price, type_id: linked.type_id, url_key: linked.keys[lang], image_src: `${MEDIA}/${sku}.svg` };
  };
  return {
    sku: product.sku,
    name: product.names[lang],
    price: product.price,
    type_id: product.type_id,
    status: 1,
    visibility: product.visibility ?? 4,
    custom_attributes: [],
    extension_attributes: { category_links: [{ category_id: CATEGORY_IDS[product.category]! }] },
    product_links: [
      ...(product.related ?? []).map((sku) => ({ link_type: 'related', linked_product_sku: sku })),
      ...(product.crosssell ?? []).map((sku) => ({ link_type: 'crosssell', linked_product_sku: sku })),
    ],
    media_gallery_entries: [],
    url_key: product.keys[lang],
    sort_order: product.sort,
    one_liner: `${product.names[lang]} one-liner`,
    short_description: product.description ?? null,
    category_ids: [CATEGORY_IDS[product.category]!],
    category_keys: [product.category],
    related_product_skus: product.related ?? [],
    crosssell_product_skus: product.crosssell ?? [],
    images: [image, image.replace('.svg', '-2.svg')],
    image_src: image,
    related_products: (product.related ?? []).map(summary),
    crosssell_products: (product.crosssell ?? []).map(summary),
  };
}

const queries: Array<Record<string, string>> = [];
let failing = false;

async function fakeCatalog(query: Record<string, string>): Promise<unknown> {
  queries.push(query);
  if (failing) return { success: false, data: null, error: 'The shop is temporarily unavailable. Please try again.', status: 503 };
  const lang = query.locale as Lang;
  const list = (field: string) => query[`${field}:in`]?.split(',');
  const skus = list('sku');
  const keys = list('url_key');
  const categories = list('category_key');
  const items = catalogue
    .filter((product) => !skus || skus.includes(product.sku))
    .filter((product) => !keys || keys.includes(product.keys[lang]))
    .filter((product) => !categories || categories.includes(product.category))
    .sort((a, b) => a.sort - b.sort)
    .map((product) => served(product, lang));
  return { success: true, data: { items, total_count: items.length }, error: null };
}

let server: PageServer;

beforeAll(async () => {
  server = await startPageServer({ catalog: fakeCatalog });
});
afterAll(async () => {
  await server?.close();
});

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

async function get(path: string) {
  const res = await fetch(server.url + path, { redirect: 'manual' });
  const raw = await res.text();
  return { status: res.status, headers: res.headers, location: res.headers.get('location'), raw, html: decode(raw) };
}

/** The page's <body> without the router's dehydrated data, which repeats the loader data. */
function body(html: string): string {
  return (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '').replace(/<script\b[\s\S]*?<\/script>/g, '');
}

/** The page's hreflang alternates, language → path. */
function expectAlternates(html: string, paths: Record<string, string>): void {
  for (const [lang, href] of Object.entries(paths)) {
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${lang}" href="${PUBLIC}${href}"`, 'i'));
  }
}

/** The page's Product JSON-LD (Organization and BreadcrumbList: structured-data-pages.test.ts). */
function jsonLd(raw: string): Record<string, unknown> {
  const blocks = [...raw.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const product = blocks.find((block) => block['@type'] === 'Product');
  if (!product) throw new Error('no Product JSON-LD in the page');
  return product;
}

describe('shop list, server-rendered', () => {
  it.each([
    ['/shop', 'nl'],
    ['/nl/shop', 'nl'],
    ['/en/shop', 'en'],
    ['/de/shop', 'de'],
  ] as const)('%s shows the shop products with prices incl. VAT in its language', async (path, lang) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    const html = body(page.html);
    for (const sku of ['FOLT-BAT-360', 'FOLT-LOCK-FOLD', 'FOLT Classic']) {
      const product = catalogue.find((candidate) => candidate.sku === sku)!;
      expect(html).toContain(product.names[lang]);
      expect(html).toContain(formatMoney(product.price, lang));
    }
    // Sorted by sort_order: the bike (10) before the battery (110) before the lock (200).
    expect(html.indexOf('FOLT Classic')).toBeLessThan(html.indexOf(catalogue[0]!.names[lang]));
    expect(html.indexOf(catalogue[0]!.names[lang])).toBeLessThan(html.indexOf(catalogue[1]!.names[lang]));
    // Parts open their product page, a bike its configurator.
    expect(html).toContain(`href="${lang === 'nl' ? '' : `/${lang}`}/shop/${catalogue[0]!.keys[lang]}"`);
    expect(html).toContain(`href="${lang === 'nl' ? '' : `/${lang}`}/configurator/FOLT%20Classic"`);
    // The first images load at once, with their size known before they arrive.
    expect(html).toMatch(/<img src="https:\/\/media\.folt\.example[^"]+" alt="" width="800" height="600" loading="eager"/);
  });

  it('asks the catalogue once for the shop categories, with room for the whole listing', async () => {
    queries.length = 0;
    await get('/en/shop');
    expect(queries).toEqual([{ locale: 'en', 'category_key:in': 'bikes,batteries,bags,locks,lights,tyres,mudguards,comfort', pageSize: '200' }]);
  });

  it('filters by ?category= on the server', async () => {
    const html = body((await get('/en/shop?category=locks')).html);
    expect(html).toContain('Folding lock ART-2');
    expect(html).not.toContain('Battery 360 Wh');
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/en\/shop\?category=locks"/);
    // An unknown category shows everything.
    expect(body((await get('/en/shop?category=nonsense')).html)).toContain('Battery 360 Wh');
  });

  it('shows the error text with a retry, keeps the page out of search indexes and out of every cache when the catalogue fails', async () => {
    failing = true;
    try {
      const page = await get('/en/shop?category=bags');
      // The outage is a 503 no cache keeps (a CDN would otherwise serve it for its s-maxage), asked again soon.
      expect(page.status).toBe(503);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('retry-after')).toBe('30');
      // "Try again" works before the page has hydrated: a GET form of the same address, its query kept.
      expect(body(page.html)).toMatch(
        /role="alert"><p>The shop is temporarily unavailable\. Please try again\.<\/p><form class="retry-form" method="get"><input type="hidden" name="category" value="bags"\/><button type="submit" class="button">/,
      );
      expect(page.html).toContain('<meta name="robots" content="noindex"');
      // The page's payload for client navigations alike.
      const payload = await fetch(`${server.url}/en/shop/_payload.json`);
      expect(payload.status).toBe(503);
      expect(payload.headers.get('cache-control')).toBe('no-store');
      // Back up: the same page is a public 200 again.
      failing = false;
      const healthy = await get('/en/shop');
      expect(healthy.status).toBe(200);
      expect(healthy.headers.get('cache-control')).toContain('s-maxage');
    } finally {
      failing = false;
    }
  });
});

describe('product page, server-rendered', () => {
  it.each([
    ['/shop/accu-360-wh', 'nl'],
    ['/en/shop/battery-360-wh', 'en'],
    ['/de/shop/akku-360-wh', 'de'],
  ] as const)('%s shows the product with its price, a safe description and linked products', async (path, lang) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    const html = body(page.raw);
    expect(html).toMatch(new RegExp(`<h1>${catalogue[0]!.names[lang]}</h1>`));
    expect(decode(html)).toContain(formatMoney(549, lang));
    expect(html).toContain('<p>Removable <strong>36V</strong> battery.</p><ul><li>Weight: 2.1 kg</li></ul>');
    expect(html).not.toContain('steal()');
    expect(html).not.toContain('alert(1)');
    // The related lock and the cross-sell bike, as cards.
    expect(html).toContain(catalogue[1]!.names[lang]);
    expect(html).toContain('FOLT Classic');
    expect(page.html).toContain(`<title>${catalogue[0]!.names[lang]} | FOLT</title>`);
    expect(page.html).toContain('<meta property="og:type" content="product"');
  });

  it('carries Product JSON-LD in the head (no availability: this fake Magento says nothing about stock)', async () => {
    const page = await get('/en/shop/battery-360-wh');
    const head = /<head>([\s\S]*)<\/head>/.exec(page.raw)?.[1] ?? '';
    expect(head).toContain('application/ld+json');
    expect(jsonLd(page.raw)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Battery 360 Wh',
      sku: 'FOLT-BAT-360',
      image: [`${MEDIA}/f/o/folt-bat-360.svg`, `${MEDIA}/f/o/folt-bat-360-2.svg`],
      description: 'Removable 36V battery. Weight: 2.1 kg',
      brand: { '@type': 'Brand', name: 'FOLT' },
      url: `${PUBLIC}/en/shop/battery-360-wh`,
      offers: {
        '@type': 'Offer',
        price: '549.00',
        priceCurrency: 'EUR',
        itemCondition: 'https://schema.org/NewCondition',
        url: `${PUBLIC}/en/shop/battery-360-wh`,
      },
    });
  });

  it("lists each language's own url key in the hreflang alternates and the language switch", async () => {
    const page = await get('/de/shop/akku-360-wh');
    expect(page.html).toContain(`<link rel="canonical" href="${PUBLIC}/de/shop/akku-360-wh"`);
    expectAlternates(page.html, { nl: '/shop/accu-360-wh', en: '/en/shop/battery-360-wh', de: '/de/shop/akku-360-wh', 'x-default': '/shop/accu-360-wh' });
    const nav = /<nav class="lang-switch"[\s\S]*?<\/nav>/.exec(page.html)?.[0] ?? '';
    expect(nav).toContain('href="/shop/accu-360-wh"');
    expect(nav).toContain('href="/en/shop/battery-360-wh"');
    expect(nav).toContain('href="/de/shop/akku-360-wh"');
  });

  it('answers an unknown url key with the 404 page', async () => {
    for (const path of ['/shop/bestaat-niet', '/en/shop/no-such-part', '/de/shop/folt-colour-red-de']) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.html).toContain('Pagina niet gevonden');
    }
  });

  it("sends a url key of another store view to this language's key", async () => {
    const page = await get('/en/shop/accu-360-wh');
    expect(page.status).toBe(302);
    expect(page.location).toBe('/en/shop/battery-360-wh');
  });

  it("a client navigation to another store view's url key is sent where the page load goes, an unknown key is a 404 alike", async () => {
    for (const [path, target] of [
      ['/en/shop/accu-360-wh', '/en/shop/battery-360-wh'],
      ['/de/shop/folding-lock-art-2', '/de/shop/faltschloss-art-2'],
    ] as const) {
      expect((await get(path)).location).toBe(target);
      const payload = await fetch(`${server.url}${path}/_payload.json`);
      expect(payload.status, path).toBe(200);
      expect(await payload.json()).toEqual({ moved: target });
    }
    for (const path of ['/en/shop/no-such-part', '/de/shop/folt-colour-red-de']) {
      expect((await get(path)).status).toBe(404);
      expect((await fetch(`${server.url}${path}/_payload.json`)).status, path).toBe(404);
    }
  });

  it.each([
    ['/shop/folt-classic-elektrische-vouwfiets', 'FOLT Classic elektrische vouwfiets | FOLT', '/classic'],
    ['/en/shop/folt-classic-electric-folding-bike', 'FOLT Classic electric folding bike | FOLT', '/en/classic'],
    ['/de/shop/folt-classic-e-faltrad', 'FOLT Classic E-Faltrad | FOLT', '/de/classic'],
  ])("a bike's shop page names its model page as canonical, with the model page's alternates and title: %s", async (path, title, canonical) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<title>${title}</title>`);
    expect(page.html).toContain(`<link rel="canonical" href="${PUBLIC}${canonical}"`);
    expect(page.html).toContain(`<meta property="og:url" content="${PUBLIC}${canonical}"`);
    expectAlternates(page.html, { nl: '/classic', en: '/en/classic', de: '/de/classic', 'x-default': '/classic' });
    expect(page.html).not.toMatch(/<link rel="alternate"[^>]*\/shop\//);
    expect(jsonLd(page.raw)).toMatchObject({ name: 'FOLT Classic', url: `${PUBLIC}${canonical}`, offers: { price: '1999.00', url: `${PUBLIC}${canonical}` } });
  });

  it('a bike is configured, not added to the cart as it is', async () => {
    const html = body((await get('/en/shop/folt-classic-electric-folding-bike')).html);
    expect(html).toContain('href="/en/configurator/FOLT%20Classic"');
    expect(html).not.toContain('add-to-cart');
  });
});
