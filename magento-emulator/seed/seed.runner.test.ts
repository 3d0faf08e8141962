// The seed's upgrade path: a data directory seeded by an older version gains the newer seed's coupons on start and
// keeps what it had (usage counts included); a current one is left as it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorStore, setMeta } from '../db/emulator.store';
import { Catalog } from '../domain/catalog.service';
import { COUPONS, SEED_VERSION, seedIfEmpty } from './seed.runner';

const credentials = { adminUsername: 'admin', adminPassword: 'Admin123!', customerEmail: 'klant@example.com', customerPassword: 'Klant123!' };
let store: EmulatorStore;

async function couponCodes(): Promise<Map<string, number>> {
  const { rows } = await store.query<{ code: string; times_used: number }>('select code, times_used from coupons');
  return new Map(rows.map((row) => [row.code, row.times_used]));
}

beforeAll(async () => {
  store = await EmulatorStore.open(null);
  expect(await seedIfEmpty(store, new Catalog(), credentials, Date.now())).toBe(true);
});

afterAll(async () => {
  await store.close();
});

describe('seed upgrade', () => {
  it('adds the campaign coupons to a version 2 data directory and keeps its usage counts', async () => {
    await store.tx(async (q) => {
      await q.query("delete from coupons where code in ('ACSI100', 'KAMPEERAUTO100', 'CAMPERGIDS100', 'CAMPERTV100', 'BEDUM100')");
      await q.query("update coupons set times_used = 3 where code = 'FIETS100'");
      await setMeta(q, 'seed_version', 2);
    });
    expect(await seedIfEmpty(store, new Catalog(), credentials, Date.now())).toBe(false);
    const codes = await couponCodes();
    expect([...codes.keys()].sort()).toEqual(COUPONS.map((coupon) => coupon.code).sort());
    expect(codes.get('FIETS100')).toBe(3);
    expect(codes.get('ACSI100')).toBe(0);
    expect(await store.getMeta<number>('seed_version')).toBe(SEED_VERSION);
  });

  it('leaves a current data directory as it is', async () => {
    const before = await couponCodes();
    expect(await seedIfEmpty(store, new Catalog(), credentials, Date.now())).toBe(false);
    expect(await couponCodes()).toEqual(before);
  });
});
