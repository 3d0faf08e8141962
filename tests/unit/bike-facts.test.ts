// The bikes' facts as every marketing page reads them: through the server's in-process catalogue reader (the shop's
// cache) against the Magento emulator. A price or a status saved in Magento shows once the cache is invalidated (what
// the back office's save does, on every instance through Redis), not before; a disabled bike is not sold; Magento
// down leaves the last facts (stale-if-error) or, with nothing cached, 'unknown' (every bike shown, no prices).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, setFault, startApiHarness, startTestEmulator, type ApiHarness, type EmulatorHandle } from '../../server/api/api-test-harness';
import { createCatalogReader, type CatalogReader } from '../../server/api/catalog-reader';
import { BIKE_SEED_PRICES } from '../../magento-emulator/seed/seed.bike-prices';
import { DYNAMIC_PRICE_MODELS } from '../../magento-emulator/seed/seed.catalog';
import { PARTS } from '../../magento-emulator/seed/seed.parts';
import { bikeFactsView, type BikeFacts } from '../../src/views/shared/bike-facts';
import { loadBikeFacts } from '../../src/views/shared/bike-facts-data';

let emu: EmulatorHandle;
let h: ApiHarness;
let read: CatalogReader;

beforeAll(async () => {
  emu = await startTestEmulator();
  h = await startApiHarness({ magentoUrl: emu.url, magentoToken: emu.integrationToken, config: { renderUpstreamTimeoutMs: 2000 } });
  read = createCatalogReader(h.deps);
}, 60_000);
afterEach(() => clearFaults(emu.url));
afterAll(async () => {
  await h?.close();
  await emu?.close();
});

/** Writes a product in Magento behind the shop's back (global scope), as the back office's save does. */
async function saveInMagento(sku: string, product: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${emu.url}/rest/all/V1/products/${encodeURIComponent(sku)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${emu.integrationToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ product: { sku, ...product } }),
  });
  expect(res.status, await res.text()).toBe(200);
}

const ready = (facts: BikeFacts) => {
  if (facts.status !== 'ready') throw new Error(`facts ${facts.status}`);
  return facts.bikes;
};

describe('bike facts from the catalogue', () => {
  it('reads every bike with the price the shop shows, Magento’s weight and battery surcharges', async () => {
    const bikes = ready(await loadBikeFacts(read, 'nl'));
    expect(Object.keys(bikes).sort()).toEqual(Object.keys(BIKE_SEED_PRICES).sort());
    for (const [slug, seed] of Object.entries(BIKE_SEED_PRICES)) {
      const fact = bikes[slug as keyof typeof bikes]!;
      expect([slug, fact.fromPriceCents, fact.weightKg]).toEqual([slug, seed.basePriceCents, seed.weightKg]);
      // A dynamic-price bike charges the difference of the packs' own prices, as its configurator does.
      const own = (sku: string) => PARTS.find((part) => part.sku === sku)!.priceCents;
      const [included, ...others] = Object.keys(seed.batterySurchargeCents);
      const surcharges = DYNAMIC_PRICE_MODELS.has(slug as never)
        ? Object.fromEntries([[included, 0], ...others.map((sku) => [sku, own(sku) - own(included!)])])
        : seed.batterySurchargeCents;
      expect([slug, fact.batterySurchargeCents]).toEqual([slug, surcharges]);
    }
    const shop = (await read({ locale: 'nl', 'sku:in': 'FOLT Maxx' })) as { data: { items: Array<{ price: number }> } };
    expect(bikes.maxx!.fromPriceCents).toBe(Math.round(shop.data.items[0]!.price * 100));
  });

  it('shows a saved price and weight only after the invalidation the back office sends, then on every read', async () => {
    const before = ready(await loadBikeFacts(read, 'en')).maxx!;
    await saveInMagento('FOLT Maxx', { price: 2549, weight: 22.4 });
    expect(ready(await loadBikeFacts(read, 'en')).maxx).toEqual(before);
    await h.deps.catalogCache.invalidate();
    const after = ready(await loadBikeFacts(read, 'en')).maxx!;
    expect([after.fromPriceCents, after.weightKg]).toEqual([254_900, 22.4]);
    await saveInMagento('FOLT Maxx', { price: BIKE_SEED_PRICES.maxx.basePriceCents / 100, weight: BIKE_SEED_PRICES.maxx.weightKg });
    await h.deps.catalogCache.invalidate();
    expect(ready(await loadBikeFacts(read, 'en')).maxx).toEqual(before);
  });

  it('leaves a disabled bike out (not sold anywhere) and brings it back when it is enabled again', async () => {
    await saveInMagento('FOLT Elite', { status: 2 });
    await h.deps.catalogCache.invalidate();
    const facts = await loadBikeFacts(read, 'de');
    expect(ready(facts).elite).toBeUndefined();
    const view = bikeFactsView(facts);
    expect(view.isOffered('elite')).toBe(false);
    expect(view.offered.map((model) => model.slug)).toEqual(['classic', 'maxx', 'piccolo', 'voyage', 'folt-200-s']);
    await saveInMagento('FOLT Elite', { status: 1 });
    await h.deps.catalogCache.invalidate();
    expect(bikeFactsView(await loadBikeFacts(read, 'de')).isOffered('elite')).toBe(true);
  });

  it('keeps the last facts while Magento is down (stale-if-error), even after an invalidation', async () => {
    const known = await loadBikeFacts(read, 'nl');
    await h.deps.catalogCache.invalidate();
    await setFault(emu.url, { route: '/V1/products', status: 503 });
    expect(await loadBikeFacts(read, 'nl')).toEqual(known);
  });

  it('answers unknown (every bike shown, no prices) when Magento is down and nothing was cached', async () => {
    await setFault(emu.url, { route: '/V1/products', status: 503 });
    const cold = createCatalogReader({ ...h.deps, catalogCache: await (await import('../../server/cache/catalog-cache')).createCatalogCache() });
    const facts = await loadBikeFacts(cold, 'nl');
    expect(facts).toEqual({ status: 'unknown' });
    const view = bikeFactsView(facts);
    expect(view.offered).toHaveLength(6);
    expect([view.priceCents('maxx'), view.weightKg('maxx'), view.cheapest, view.lightest, view.cheapestCents, view.lightestKg]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
