// npm run check:magento against the emulator: all green as the shop's own back end, and plain-words messages for a
// Magento set up incompletely (an integration without an ACL resource, a wrong token, a store code that does not
// exist), with the exit code a deploy script can stop on.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../magento-emulator/start';
import { SHOP_CATEGORY_KEYS as SHOP_KEYS } from '../src/views/shop/shop-categories';
import { SHOP_CATEGORY_KEYS, checkMagento, main } from './check-magento';

let emulator: RunningEmulator;
const PUBLIC_URL = 'https://shop.example.nl';

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, dataDir: null, faults: true });
});
afterAll(async () => {
  await emulator?.close();
});

async function denyIntegration(denied: string[]): Promise<void> {
  const answer = await fetch(`${emulator.url}/__emulator/integration-acl`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ denied }),
  });
  expect(answer.status).toBe(200);
}
afterEach(async () => {
  await denyIntegration([]);
});

function env(overrides: Record<string, string> = {}): Record<string, string> {
  return { MAGENTO_URL: emulator.url, MAGENTO_TOKEN: emulator.integrationToken, PUBLIC_URL: PUBLIC_URL, ...overrides };
}

async function run(overrides: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  let output = '';
  const code = await main(env(overrides), (text) => {
    output += `${text}\n`;
  });
  return { code, output };
}

describe('check:magento', () => {
  it('finds everything the shop needs in the emulator (exit 0), and leaves the two hand checks as manual steps', async () => {
    const { code, output } = await run();
    expect(output).not.toContain('MISSING');
    expect(code).toBe(0);
    expect(output).toContain(
      'The integration token works and may use Magento_Catalog::products, Magento_Catalog::categories, Magento_Sales::sales, Magento_Sales::cancel, Magento_SalesRule::quote.',
    );
    for (const code of ['nl', 'en', 'de']) expect(output).toContain(`Store view "${code}" (${code}) exists.`);
    expect(output).toContain('Products carry the attribute "one_liner".');
    expect(output).toContain('The Mollie module answers.');
    expect(output).toMatch(/Mollie offers \d+ payment methods in store view "nl" \(mollie_methods_/);
    expect(output).toContain(`Product images load from ${emulator.url}/media/.`);
    expect(output).toMatch(/ok {7}Catalogue prices are entered including VAT \(found with .+, as the shop assumes\./);
    for (const code of ['nl', 'en', 'de']) expect(output).toContain(`Store view "${code}" has every shop category.`);
    expect(output).toContain(`"Custom return url" = ${PUBLIC_URL}/shop/cart?payment={{payment_token}}`);
    expect(output).toContain(`Mollie must reach ${emulator.url}/mollie/checkout/webhook from the internet`);
  });

  it('names the ACL resource an integration lacks, and what the shop needs it for (exit 1)', async () => {
    await denyIntegration(['Magento_SalesRule::quote']);
    const { code, output } = await run();
    expect(code).toBe(1);
    expect(output).toContain(
      'MISSING  The integration lacks the ACL resource Magento_SalesRule::quote, needed for coupon discounts (coupons/search) and coupon discounts (salesRules). Grant it under System › Integrations › (your integration) › API.',
    );
    expect(output).toContain('1 required thing is missing.');
    // The other resources are still reported as working.
    expect(output).toContain('may use Magento_Catalog::products, Magento_Catalog::categories, Magento_Sales::sales, Magento_Sales::cancel.');
  });

  it('says when the default coupon does not exist, or product images are not where MEDIA_BASE_URL says', async () => {
    const { code, output } = await run({ DEFAULT_COUPON: 'NO-SUCH-COUPON', MEDIA_BASE_URL: `${emulator.url}/elsewhere/media` });
    expect(code).toBe(1);
    expect(output).toContain('MISSING  The coupon "NO-SUCH-COUPON" (DEFAULT_COUPON) does not exist in Magento. Create it, or change or remove DEFAULT_COUPON.');
    expect(output).toMatch(
      new RegExp(`MISSING  Product images do not load from ${emulator.url}/elsewhere/media/ \\(.+ gave HTTP 404\\)\\. Set MEDIA_BASE_URL`),
    );
    expect((await run({ DEFAULT_COUPON: emulator.defaultCoupon })).output).toContain(`The default coupon "${emulator.defaultCoupon}" exists.`);
  });

  it('says when the shop assumes net prices where Magento holds gross ones', async () => {
    const { code, output } = await run({ MAGENTO_PRICES_INCLUDE_TAX: 'false' });
    expect(code).toBe(1);
    expect(output).toMatch(
      /MISSING {2}Catalogue prices are entered including VAT \(found with .+\), but the shop assumes excluding: set MAGENTO_PRICES_INCLUDE_TAX=true\./,
    );
  });

  it("knows the shop's category keys", () => {
    expect(SHOP_CATEGORY_KEYS).toEqual(SHOP_KEYS);
  });

  it('says when the token is not accepted at all, rather than listing every resource', async () => {
    const { code, output } = await run({ MAGENTO_TOKEN: 'not-the-integration-token' });
    expect(code).toBe(1);
    expect(output).toContain('MISSING  MAGENTO_TOKEN is not accepted: every call with it was refused (401).');
    expect(output).not.toContain('lacks the ACL resource');
  });

  it('says which store view code does not exist', async () => {
    const results = await checkMagento({
      magentoUrl: emulator.url,
      token: emulator.integrationToken,
      storeCodes: { nl: 'nl', en: 'en', de: 'de_ch' },
      publicUrl: PUBLIC_URL,
    });
    expect(results).toContainEqual({
      status: 'missing',
      message: 'There is no store view with code "de_ch" for the de shop. Create it, or set STORE_CODES to the codes your Magento uses.',
    });
  });

  it('says when Magento cannot be reached, and refuses to run without MAGENTO_URL (exit 2)', async () => {
    const unreachable = await run({ MAGENTO_URL: 'http://127.0.0.1:9' });
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toMatch(/MISSING {2}Magento at http:\/\/127\.0\.0\.1:9 cannot be reached \(.+\)\. Check MAGENTO_URL and the network\./);
    let output = '';
    expect(await main({}, (text) => (output += text))).toBe(2);
    expect(output).toContain('MAGENTO_URL and MAGENTO_TOKEN are not set');
  });
});
