// The server's own database (form submissions, uploaded CVs, the mail outbox): PGlite in-process by default, a
// PostgreSQL pool when DATABASE_URL is set, behind one small interface so the same SQL and migrations run on both.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockDataDir } from '../../common/data-dir-lock';
import { runMigrations } from './migrations';

export interface QueryResult<T> {
  rows: T[];
  /** Rows returned, or changed by an insert/update/delete. */
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

export interface Transaction extends Queryable {
  /** Several statements at once, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: everything it wrote is committed together, or nothing when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** postgres://… switches to PostgreSQL; null means PGlite. */
  databaseUrl: string | null;
  /** PGlite's data directory; null keeps the database in memory (tests). Ignored with databaseUrl. */
  databaseDir: string | null;
}

export interface OpenDatabaseOptions {
  logger?: Logger;
  /** PostgreSQL pool size per server instance. */
  poolSize?: number;
}

/** A connection or query problem: the caller answers "try again in a moment" (503). */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Waiting longer than this for a connection means the database is down for the visitor's purposes. */
const CONNECT_TIMEOUT_MS = 5_000;
/** A single statement that runs this long is stuck (a lock, a dying server); the request fails instead of hanging. */
const STATEMENT_TIMEOUT_MS = 15_000;
/** PGlite's default 128 MB of shared buffers is far more than a few thousand leads need. */
const PGLITE_CONF = ['shared_buffers = 16MB'];

/** Opens the database and applies the pending migrations (idempotent; safe when several instances start at once). */
export async function openDatabase(config: DatabaseConfig, options: OpenDatabaseOptions = {}): Promise<Database> {
  const db = config.databaseUrl ? openPostgres(config.databaseUrl, options) : await openPglite(config.databaseDir);
  try {
    const applied = await runMigrations(db);
    if (applied.length) options.logger?.info({ migrations: applied, database: db.kind }, 'database migrations applied');
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  return db;
}

/** PGlite allows one process per directory (common/data-dir-lock.ts). */
function lockServerDataDir(dataDir: string): () => void {
  return lockDataDir(
    dataDir,
    'folt-server.lock',
    (holder) =>
      `the database directory ${dataDir} is in use by another server process (pid ${holder}); PGlite allows one process per directory: stop that server, give this one its own DATABASE_DIR, or use DATABASE_URL`,
  );
}

async function openPglite(dataDir: string | null): Promise<Database> {
  let unlock: () => void = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockServerDataDir(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), postgresqlconf: PGLITE_CONF });
  } catch (err) {
    unlock();
    throw err;
  }
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      try {
        const r = await q.query<T>(sql, params as unknown[]);
        return { rows: r.rows, rowCount: r.affectedRows || r.rows.length };
      } catch (err) {
        throw pglite.closed ? new DatabaseUnavailableError(err) : err;
      }
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pglite),
    async transaction(fn) {
      if (pglite.closed) throw new DatabaseUnavailableError(new Error('PGlite is closed'));
      return pglite.transaction((tx) =>
        fn({
          ...wrap(tx),
          async exec(sql) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      if (!pglite.closed) await pglite.close();
      unlock();
    },
  };
}

/** Errors that mean "cannot reach or use the server", as opposed to a bad statement. */
function isConnectionError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (/^(08|57P)/.test(code) || /^E(CONN|HOST|NET|PIPE|TIMEDOUT|AI_AGAIN|NOTFOUND)/.test(code))) return true;
  return err instanceof Error && /timeout|terminated|Connection|connect/i.test(err.message);
}

function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    application_name: 'folt-shop',
  });
  // An idle connection that dies (server restart) must not crash the process; the next query reconnects.
  pool.on('error', (err) => options.logger?.warn({ err: err.message }, 'idle database connection lost'));
  let closed = false;
  const unavailableOr = (err: unknown) => (closed || isConnectionError(err) ? new DatabaseUnavailableError(err) : err);
  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]): Promise<QueryResult<T>> => {
    try {
      const r = await client.query(sql, params as unknown[]);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    } catch (err) {
      throw unavailableOr(err);
    }
  };
  return {
    kind: 'postgres',
    query: (sql, params = []) => run(pool, sql, params),
    async transaction(fn) {
      if (closed) throw new DatabaseUnavailableError(new Error('database closed'));
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw new DatabaseUnavailableError(err);
      }
      let broken: Error | undefined;
      try {
        await run(client, 'begin', []);
        const result = await fn({
          query: (sql, params = []) => run(client, sql, params),
          async exec(sql) {
            // Without parameters pg uses the simple protocol, which runs several statements (and answers an array).
            await client.query(sql).catch((err: unknown) => {
              throw unavailableOr(err);
            });
          },
        });
        await run(client, 'commit', []);
        return result;
      } catch (err) {
        try {
          await client.query('rollback');
        } catch (rollbackErr) {
          // A connection that cannot roll back is not given back to the pool.
          broken = rollbackErr instanceof Error ? rollbackErr : new Error(String(rollbackErr));
        }
        throw err;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
