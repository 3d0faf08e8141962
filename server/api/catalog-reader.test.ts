// A page render does not wait the API's 15 s for a hanging Magento (issue 17 §6): after renderUpstreamTimeoutMs it
// renders with the last catalogue it had, or with the failure (which app.ts turns into an uncached 503).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, setFault, startApiHarness, startTestEmulator, type ApiHarness, type EmulatorHandle } from './api-test-harness';
import { createCatalogReader, type CatalogReader } from './catalog-reader';

let emu: EmulatorHandle;
let h: ApiHarness;
let read: CatalogReader;

beforeAll(async () => {
  emu = await startTestEmulator();
  h = await startApiHarness({
    magentoUrl: emu.url,
    magentoToken: emu.integrationToken,
    // The API's production deadline; entries go stale at once so every read asks Magento again.
    config: { upstreamTimeoutMs: 15_000, renderUpstreamTimeoutMs: 400 },
    overrides: { cache: { freshMs: 1, staleWhileRevalidateMs: 1 } },
  });
  read = createCatalogReader(h.deps);
}, 60_000);
afterEach(() => clearFaults(emu.url));
afterAll(async () => {
  await h?.close();
  await emu?.close();
});

const timed = async (query: Record<string, string>) => {
  const started = Date.now();
  const answer = (await read(query)) as { success: boolean; status?: number; data?: { items: unknown[] } };
  return { answer, ms: Date.now() - started };
};

describe('catalogue for server rendering while Magento hangs', () => {
  it('answers a timeout within the render deadline when nothing is cached', async () => {
    await setFault(emu.url, { route: '/V1/products', latencyMs: 3000 });
    const { answer, ms } = await timed({ locale: 'nl', 'category_key:in': 'locks' });
    expect(answer).toMatchObject({ success: false, status: 504 });
    expect(ms).toBeLessThan(1500);
  });

  it('serves the last catalogue it had within the render deadline', async () => {
    const query = { locale: 'en', 'category_key:in': 'batteries' };
    const fresh = await timed(query);
    expect(fresh.answer.success).toBe(true);
    await new Promise((r) => setTimeout(r, 20)); // past fresh and stale-while-revalidate: the next read must ask Magento
    await setFault(emu.url, { route: '/V1/products', latencyMs: 3000 });
    const { answer, ms } = await timed(query);
    expect(answer.success).toBe(true);
    expect(answer.data?.items).toEqual(fresh.answer.data?.items);
    expect(ms).toBeLessThan(1500);
  });
});
