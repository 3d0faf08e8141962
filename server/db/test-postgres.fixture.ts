// Test fixture: a fresh schema in the real PostgreSQL on 127.0.0.1:5432 (trust auth, user postgres, database
// test — as on CI) per test file, reached through a DATABASE_URL whose search_path points at it, dropped afterwards.
// Not reachable → a clear error that fails the suite (these tests must not silently skip).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestSchema {
  /** DATABASE_URL for openDatabase: the test database with search_path = this schema. */
  databaseUrl: string;
  schema: string;
  drop(): Promise<void>;
}

export async function createTestSchema(): Promise<TestSchema> {
  const schema = `folt_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL is not reachable at ${TEST_POSTGRES_URL} (${err instanceof Error ? err.message : String(err)}). These tests need the PostgreSQL service that CI provides (trust auth, user postgres, database test); start one locally or point TEST_DATABASE_URL at it.`,
      { cause: err },
    );
  }
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    schema,
    async drop() {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
