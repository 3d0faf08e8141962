// Saved bikes in the server database (migration 0003-saved-builds): a customer's configured bikes by Magento customer
// id, newest first, at most SAVED_BUILDS_MAX each. The count check and the insert run in one transaction under a lock
// per customer, so two saves at once cannot pass the limit together.
import { randomUUID } from 'node:crypto';
import { SAVED_BUILDS_MAX, type SavedBuild } from '../../common/account/saved-builds';
import type { Database } from '../db/database';

export interface NewSavedBuild {
  name: string;
  sku: string;
  configuration: string;
  priceCents: number;
}

export type SaveOutcome = { saved: SavedBuild } | { limitReached: true };

export interface SavedBuildStore {
  list(customerId: number): Promise<SavedBuild[]>;
  save(customerId: number, build: NewSavedBuild): Promise<SaveOutcome>;
  /** True when the customer had this build (another customer's id deletes nothing and answers false). */
  remove(customerId: number, id: string): Promise<boolean>;
}

interface BuildRow {
  id: string;
  name: string;
  sku: string;
  configuration: string;
  price_cents: number;
  saved_at: Date | string;
}

/** Any fixed number apart from the migrations' lock: the per-customer save lock's first key. */
const SAVE_LOCK_KEY = 7_340_032;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const toBuild = (row: BuildRow): SavedBuild => ({
  id: row.id,
  name: row.name,
  sku: row.sku,
  configuration: row.configuration,
  priceCents: Number(row.price_cents),
  savedAt: new Date(row.saved_at).toISOString(),
});

export function isBuildId(value: string): boolean {
  return UUID.test(value);
}

export function createSavedBuildStore(db: Database, clock: () => number = Date.now): SavedBuildStore {
  return {
    async list(customerId) {
      const { rows } = await db.query<BuildRow>(
        'select id, name, sku, configuration, price_cents, saved_at from saved_builds where customer_id = $1 order by saved_at desc, id limit $2',
        [customerId, SAVED_BUILDS_MAX],
      );
      return rows.map(toBuild);
    },
    async save(customerId, build) {
      return db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1, $2)', [SAVE_LOCK_KEY, customerId]);
        const { rows } = await tx.query<{ count: string | number }>('select count(*) as count from saved_builds where customer_id = $1', [customerId]);
        if (Number(rows[0]?.count ?? 0) >= SAVED_BUILDS_MAX) return { limitReached: true } as const;
        const inserted = await tx.query<BuildRow>(
          `insert into saved_builds (id, customer_id, name, sku, configuration, price_cents, saved_at)
           values ($1, $2, $3, $4, $5, $6, $7) returning id, name, sku, configuration, price_cents, saved_at`,
          [randomUUID(), customerId, build.name, build.sku, build.configuration, build.priceCents, new Date(clock())],
        );
        return { saved: toBuild(inserted.rows[0]!) };
      });
    },
    async remove(customerId, id) {
      if (!isBuildId(id)) return false;
      const { rowCount } = await db.query('delete from saved_builds where customer_id = $1 and id = $2', [customerId, id]);
      return rowCount > 0;
    },
  };
}
