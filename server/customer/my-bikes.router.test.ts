// "My bikes" against the emulator's demo customers and an in-memory database: saved builds are the session customer's
// own (another customer neither sees nor deletes them), names and configurations are checked with the contract's
// texts, the 51st build is refused, and the bikes bought are the bike lines of the customer's orders with their
// options by name, the model and the configuration they were ordered with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_BUILDS_MAX } from '../../common/account/saved-builds';
import { SERVER_ERROR_TEXT } from '../../common/contract/error-codes';
import { startAccountApp, startAccountEmulator, type AccountApp, type Browser, type TestEmulator } from '../auth/account-test-harness';
import { openDatabase, type Database } from '../db/database';

let emu: TestEmulator;
let db: Database;
let app: AccountApp;
let sanne: Browser;
let piet: Browser;

beforeAll(async () => {
  emu = await startAccountEmulator();
  db = await openDatabase({ databaseUrl: null, databaseDir: null });
  app = await startAccountApp({ emulator: emu, db });
  sanne = app.browser();
  piet = app.browser();
  expect((await sanne.loginCustomer(emu.customer.email, emu.customer.password)).status).toBe(200);
  expect((await piet.loginCustomer(emu.secondCustomer.email, emu.secondCustomer.password)).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
  await emu?.close();
});

const build = (overrides: Record<string, unknown> = {}) => ({
  name: 'Camper bike',
  sku: 'FOLT Classic',
  configuration: '1-1.2-3',
  priceCents: 189_900,
  ...overrides,
});

describe('saved builds', () => {
  it('needs a customer session for every call', async () => {
    const visitor = app.browser();
    for (const [method, path] of [
      ['GET', '/api/customer/builds'],
      ['POST', '/api/customer/builds'],
      ['DELETE', '/api/customer/builds/0b7e3f3a-3c1f-4a53-9d7a-8f0c2e1b5a10'],
      ['GET', '/api/customer/bikes'],
    ] as const) {
      const answer = await visitor.request(method, path, method === 'POST' ? build() : undefined);
      expect(answer.status, path).toBe(401);
      expect(answer.json).toMatchObject({ success: false, data: { login: 'customer' } });
    }
  });

  it("saves a build with the model's own SKU, lists it newest first, and keeps it from other customers", async () => {
    const saved = await sanne.request('POST', '/api/customer/builds', build({ name: '  Camper bike ', sku: 'folt classic' }));
    expect(saved.status).toBe(201);
    expect(saved.json.data).toMatchObject({ name: 'Camper bike', sku: 'FOLT Classic', configuration: '1-1.2-3', priceCents: 189_900 });
    expect(saved.json.data.id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await sanne.request('POST', '/api/customer/builds', build({ name: 'For Anna', configuration: '' }));
    expect(second.status).toBe(201);

    const list = await sanne.get('/api/customer/builds');
    expect(list.status).toBe(200);
    expect(list.json.data.items.map((entry: { name: string }) => entry.name)).toEqual(['For Anna', 'Camper bike']);
    expect((await piet.get('/api/customer/builds')).json.data.items).toEqual([]);

    // Piet cannot delete Sanne's build: it answers like an unknown one, and it stays.
    const stranger = await piet.request('DELETE', `/api/customer/builds/${saved.json.data.id}`);
    expect(stranger.status).toBe(404);
    expect(stranger.json.error).toBe(SERVER_ERROR_TEXT['builds.not-found']);
    expect((await sanne.get('/api/customer/builds')).json.data.items).toHaveLength(2);

    const deleted = await sanne.request('DELETE', `/api/customer/builds/${saved.json.data.id}`);
    expect(deleted.status).toBe(200);
    expect((await sanne.get('/api/customer/builds')).json.data.items.map((entry: { name: string }) => entry.name)).toEqual(['For Anna']);
    expect((await sanne.request('DELETE', `/api/customer/builds/${saved.json.data.id}`)).status).toBe(404);
  });

  it('refuses a bad name, an unknown model or an unreadable configuration with the contract text, storing nothing', async () => {
    const before = (await piet.get('/api/customer/builds')).json.data.items.length;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [build({ name: '   ' }), 400, SERVER_ERROR_TEXT['builds.name-required']],
      [build({ name: 'x'.repeat(61) }), 400, SERVER_ERROR_TEXT['builds.name-too-long']],
      [build({ name: 'tab\there' }), 400, SERVER_ERROR_TEXT['builds.name-invalid']],
      [build({ sku: 'FOLT-BELL' }), 400, SERVER_ERROR_TEXT['builds.not-a-bike']],
      [build({ configuration: '1-1;drop' }), 400, `${SERVER_ERROR_TEXT['request.invalid']}: configuration`],
      [build({ priceCents: -1 }), 400, `${SERVER_ERROR_TEXT['request.invalid']}: priceCents`],
      [{ ...build(), customerId: 2 }, 400, `${SERVER_ERROR_TEXT['request.invalid']}: (body)`],
    ];
    for (const [body, status, text] of cases) {
      const answer = await piet.request('POST', '/api/customer/builds', body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.json.error).toBe(text);
    }
    // A name of exactly 60 characters (emoji count as one) is fine.
    expect((await piet.request('POST', '/api/customer/builds', build({ name: '🚲'.repeat(60) }))).status).toBe(201);
    expect((await piet.get('/api/customer/builds')).json.data.items).toHaveLength(before + 1);
  });

  it(`refuses build ${SAVED_BUILDS_MAX + 1} with 409 until one is deleted, also when saves come at once`, async () => {
    const existing = (await sanne.get('/api/customer/builds')).json.data.items.length as number;
    const answers = await Promise.all(
      Array.from({ length: SAVED_BUILDS_MAX - existing + 3 }, (_, index) => sanne.request('POST', '/api/customer/builds', build({ name: `Bike ${index}` }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(SAVED_BUILDS_MAX - existing);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json.error).toBe(SERVER_ERROR_TEXT['builds.limit-reached']);
    const list = (await sanne.get('/api/customer/builds')).json.data.items;
    expect(list).toHaveLength(SAVED_BUILDS_MAX);
    expect((await sanne.request('DELETE', `/api/customer/builds/${list[0].id}`)).status).toBe(200);
    expect((await sanne.request('POST', '/api/customer/builds', build({ name: 'One more' }))).status).toBe(201);
  });
});

describe('GET /api/customer/bikes', () => {
  it("lists the bike lines of the customer's orders with options by name, the model and the ordered configuration", async () => {
    const answer = await sanne.get('/api/customer/bikes?locale=de');
    expect(answer.status).toBe(200);
    const bikes = answer.json.data.items as Array<Record<string, unknown>>;
    expect(bikes.length).toBeGreaterThan(0);
    for (const bike of bikes) {
      expect(Object.keys(bike).sort()).toEqual(['configuration', 'date', 'model', 'name', 'options', 'orderNumber', 'orderToken', 'sku']);
      expect(bike.sku).toMatch(/^FOLT /);
      expect(typeof bike.model).toBe('string');
      expect(bike.configuration).toMatch(/^\d+-\d+(?:_\d+)*(?:\.\d+-\d+(?:_\d+)*)*$/);
      const options = bike.options as Array<{ label: string; value: string }>;
      expect(options.length).toBeGreaterThan(0);
      // The customer never sees the internal part list.
      expect(options.some((option) => /base bom/i.test(option.value))).toBe(false);
    }
    // Another customer sees none of Sanne's bikes.
    const pietBikes = (await piet.get('/api/customer/bikes')).json.data.items as Array<{ orderNumber: string }>;
    const sanneNumbers = new Set(bikes.map((bike) => bike.orderNumber));
    expect(pietBikes.some((bike) => sanneNumbers.has(bike.orderNumber))).toBe(false);
  });
});
