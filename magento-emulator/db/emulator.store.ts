// The emulator's storage: one PGlite database (in memory or under a data directory), its schema, and transactions.
// PGlite runs one transaction at a time and makes plain queries wait for it, so a write inside `tx` is serialised
// against every other request: that is what makes "one order per cart" hold under concurrent payment-information calls.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../../common/data-dir-lock';

export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

const SCHEMA = `
create table if not exists meta (key text primary key, value jsonb not null);
create table if not exists products (entity_id serial primary key, sku text unique not null, doc jsonb not null);
create table if not exists stock (sku text primary key, qty integer not null);
create table if not exists carts (
  entity_id serial primary key, masked_id text unique, is_active boolean not null default true,
  doc jsonb not null, created_at bigint not null, updated_at bigint not null);
-- quote_id_mask: a quote made by POST carts/mine has none, and assignCustomer deletes a guest cart's (data directories
-- made before kept it not null).
alter table carts alter column masked_id drop not null;
create sequence if not exists quote_item_seq;
create sequence if not exists bundle_selection_seq;
create table if not exists orders (
  entity_id serial primary key, increment_id text unique not null, quote_id integer, customer_id integer,
  doc jsonb not null);
create sequence if not exists order_history_seq;
-- Invoices, shipments and credit memos share one id sequence; it starts above every order id, which the first
-- invoices (one per order, numbered like it) used.
create sequence if not exists sales_document_seq start 1000000;
create table if not exists coupons (code text primary key, doc jsonb not null, times_used integer not null default 0);
-- Rules saved through /V1/salesRules (RuleInterface as sent, rule_id after the seed's); a seed coupon's rule is implicit
-- until it is saved. Coupons of such rules carry their ids, type (0 manual, 1 generated) and creation time.
create table if not exists sales_rules (rule_id integer primary key, doc jsonb not null);
-- salesrule_customer: how often each customer used each rule (orders placed, minus orders canceled), checked against
-- the rule's uses_per_customer (SalesRule/Model/Utility::canProcessRule).
create table if not exists sales_rule_customers (
  rule_id integer not null, customer_id integer not null, times_used integer not null default 0, primary key (rule_id, customer_id));
alter table coupons add column if not exists rule_id integer;
alter table coupons add column if not exists coupon_id integer;
alter table coupons add column if not exists type integer not null default 0;
alter table coupons add column if not exists created_at bigint;
create table if not exists customers (entity_id serial primary key, email text unique not null, password_hash text not null, doc jsonb not null);
create table if not exists admin_users (user_id serial primary key, username text unique not null, password_hash text not null);
-- JwtUserToken's jwt_auth_revoked: per user, tokens issued at or before revoke_before (unix seconds) are revoked.
create table if not exists jwt_auth_revoked (user_type_id integer not null, user_id integer not null, revoke_before bigint not null, primary key (user_type_id, user_id));
create table if not exists login_failures (kind text not null, username text not null, failures integer not null, locked_until bigint not null default 0, primary key (kind, username));
create table if not exists mollie_tokens (token text primary key, quote_id integer not null, order_id integer, created_at bigint not null);
create table if not exists mollie_transactions (id text primary key, order_id integer not null, token text not null, status text not null, method text not null, created_at bigint not null);
create index if not exists orders_customer on orders (customer_id);
-- The development mailbox: every e-mail the emulator "sent" (domain/mail.service.ts).
create table if not exists mails (id serial primary key, sent_at bigint not null, doc jsonb not null);
`;

export const EMULATOR_LOCK_FILE = 'emulator.lock';

export class EmulatorStore {
  private constructor(
    readonly db: PGlite,
    private readonly unlock: () => void = () => {},
  ) {}

  /** Opens (and locks: a second process would corrupt it) a data directory, or an in-memory database for `null`. */
  static async open(dataDir: string | null): Promise<EmulatorStore> {
    if (!dataDir) {
      const db = await PGlite.create();
      await db.exec(SCHEMA);
      return new EmulatorStore(db);
    }
    mkdirSync(dataDir, { recursive: true });
    const unlock = lockDataDir(
      dataDir,
      EMULATOR_LOCK_FILE,
      (pid, lockPath) =>
        `The Magento emulator's data directory ${dataDir} is in use by process ${pid}. Stop that process first, or give this ` +
        `one a directory of its own (EMULATOR_DATA_DIR). If no such process runs, delete ${lockPath}.`,
    );
    try {
      const db = await PGlite.create({ dataDir });
      await db.exec(SCHEMA);
      return new EmulatorStore(db, unlock);
    } catch (error) {
      unlock();
      throw error;
    }
  }

  /** Drops every table so the seed starts from nothing (`--reset`). */
  async wipe(): Promise<void> {
    await this.db
      .exec(`drop table if exists meta, products, stock, carts, orders, coupons, sales_rules, sales_rule_customers, customers, admin_users, auth_tokens, jwt_auth_revoked, login_failures, mollie_tokens, mollie_transactions, mails cascade;
      drop sequence if exists quote_item_seq, bundle_selection_seq, order_history_seq, sales_document_seq;`);
    await this.db.exec(SCHEMA);
  }

  query<T>(sql: string, params: unknown[] = []): Promise<{ rows: T[] }> {
    return this.db.query<T>(sql, params);
  }

  /** Runs `fn` in one transaction; any throw rolls back everything it wrote (nothing is half-written). */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction(async (t) => fn({ query: <R>(sql: string, params: unknown[] = []) => t.query<R>(sql, params) }));
  }

  async getMeta<T>(key: string): Promise<T | undefined> {
    const { rows } = await this.query<{ value: T }>('select value from meta where key = $1', [key]);
    return rows[0]?.value;
  }

  async close(): Promise<void> {
    try {
      await this.db.close();
    } finally {
      this.unlock();
    }
  }
}

export async function one<T>(q: Queryable, sql: string, params: unknown[] = []): Promise<T | undefined> {
  const { rows } = await q.query<T>(sql, params);
  return rows[0];
}

export async function setMeta(q: Queryable, key: string, value: unknown): Promise<void> {
  await q.query('insert into meta (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value', [key, JSON.stringify(value)]);
}
