// Marketing pages rendered by the server with the catalogue's facts (issue 19), against a fake catalogue reader (the
// in-process GET /api/magento/products): prices and weights come from it, a bike it does not list (disabled) is left
// out of the home page and the sitemap and its model page is a 410 that sells nothing, and Magento down renders the
// marketing page anyway (no prices; the uncached 503 of every catalogue outage), never a 500.
import { describe, expect, it } from 'vitest';
import { BIKE_MODELS } from '../../common/bike-models';
import { fakeBundle } from '../fixtures/fake-bundle';
import { pageServerForFile } from '../fixtures/page-server';

const PUBLIC = 'https://www.folt.example';

let failing = false;
const listed = new Map<string, { price: number; weight: number }>(
  BIKE_MODELS.map((model, index) => [model.sku, { price: 1000 + index * 100 + 0.5, weight: 10 + index / 10 }]),
);

async function fakeCatalog(query: Record<string, string>): Promise<unknown> {
  if (failing) return { success: false, data: null, error: 'The shop is temporarily unavailable. Please try again.', status: 503 };
  const skus = query['sku:in']?.split(',') ?? [];
  const items = skus.flatMap((sku) => (listed.has(sku) ? [fakeBundle(sku, listed.get(sku)!)] : []));
  return { success: true, data: { items, total_count: items.length, page_size: items.length, current_page: 1 }, error: null };
}

const { fetchPage } = pageServerForFile({ catalog: fakeCatalog });

async function get(path: string) {
  const res = await fetchPage(path);
  return { status: res.status, headers: res.headers, html: (await res.text()).replace(/\u00a0|&nbsp;/g, ' ') };
}

describe('marketing pages with the catalogue’s facts', () => {
  it('show the catalogue’s prices and weights, in the first render and the payload', async () => {
    const home = await get('/en');
    expect(home.status).toBe(200);
    // The Maxx (third model) costs €1,200.50 and weighs 10.2 kg here: nothing of common/bike-models.ts.
    expect(home.html).toContain('from €1,200.50');
    const maxx = await get('/en/maxx');
    expect(maxx.html).toContain('from €1,200.50');
    expect(maxx.html).toContain('10.2 kg');
    const payload = JSON.parse((await get('/en/maxx/_payload.json')).html) as { facts: { status: string; bikes: Record<string, { fromPriceCents: number }> } };
    expect(payload.facts.status).toBe('ready');
    expect(payload.facts.bikes.maxx!.fromPriceCents).toBe(120_050);
  });

  it("show in home's hero the lightest and cheapest model on sale and the quickest fold and longest range of all six", async () => {
    const figures = async () => /<dl class="mk-figures mk-hero-figures">([\s\S]*?)<\/dl>/.exec((await get('/en')).html)![1]!.replace(/<!-- -->/g, '');
    // The Classic (first model) is the lightest (10 kg) and the cheapest (€1,000.50) here; the Piccolo folds in 10 s,
    // the 600 Wh battery rides 120 km.
    const all = await figures();
    for (const figure of ['<dd>10 kg</dd>', '€1,000.50', '10 seconds', '<dd>120 km</dd>']) expect(all).toContain(figure);
    const classic = listed.get('FOLT Classic')!;
    listed.delete('FOLT Classic');
    try {
      const withoutClassic = await figures();
      for (const figure of ['<dd>10.1 kg</dd>', '€1,100.50', '10 seconds', '<dd>120 km</dd>']) expect(withoutClassic).toContain(figure);
    } finally {
      listed.set('FOLT Classic', classic);
    }
  });

  it('leave a bike the catalogue does not list out, and answer its pages with 410 and noindex', async () => {
    const elite = listed.get('FOLT Elite')!;
    listed.delete('FOLT Elite');
    try {
      expect((await get('/en')).html).not.toContain('FOLT Elite');
      for (const path of ['/elite', '/en/elite', '/de/elite']) {
        const page = await get(path);
        expect(page.status, path).toBe(410);
        expect(page.html, path).toMatch(/<meta name="robots" content="noindex"/);
        expect(page.html, path).toContain('data-testid="no-longer-sold"');
        expect(page.html, path).not.toContain('€');
      }
      expect(JSON.parse((await get('/en/elite/_payload.json')).html)).toMatchObject({ gone: true });
      const sitemap = (await get('/sitemap.xml')).html;
      expect(sitemap).not.toContain(`<loc>${PUBLIC}/elite</loc>`);
      expect(sitemap).toContain(`<loc>${PUBLIC}/maxx</loc>`);
    } finally {
      listed.set('FOLT Elite', elite);
    }
    expect((await get('/en/elite')).status).toBe(200);
    expect((await get('/sitemap.xml')).html).toContain(`<loc>${PUBLIC}/elite</loc>`);
  });

  it('render while Magento is down: the page without prices, every model, an uncached 503 and never a 500', async () => {
    failing = true;
    try {
      for (const path of ['/en', '/en/maxx', '/en/models', '/en/compare']) {
        const page = await get(path);
        expect(page.status, path).toBe(503);
        expect(page.headers.get('cache-control'), path).toBe('no-store');
        expect(page.html, path).toContain('FOLT Maxx');
        expect(page.html, path).not.toContain('from €');
      }
      // Unknown is no verdict: no model page is gone and the sitemap keeps every model.
      expect((await get('/en/elite')).status).toBe(503);
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers.get('cache-control')).toBe('no-store');
      expect(sitemap.html).toContain(`<loc>${PUBLIC}/elite</loc>`);
    } finally {
      failing = false;
    }
  });
});
