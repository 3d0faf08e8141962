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

/** `serverUrl` is for the fixture's own test (a PostgreSQL that is not there). */
export async function createTestSchema(serverUrl = TEST_POSTGRES_URL): Promise<TestSchema> {
  const schema = `folt_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL is not reachable at ${serverUrl} (${err instanceof Error ? err.message : String(err)}). These tests need the PostgreSQL service that CI provides (trust auth, user postgres, database test); start one locally (e.g. \`docker run -d -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust -e POSTGRES_DB=test postgres\`) or point TEST_DATABASE_URL at it.`,
      { cause: err },
    );
  }
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    schema,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
