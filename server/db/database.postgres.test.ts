// The server database on the real PostgreSQL at 127.0.0.1:5432 (CI's service; fails with a clear message when it
// is not there): the same migrations as PGlite, applied once even when three instances start together,
// all-or-nothing transactions, bytea and jsonb round trips, and "unavailable" errors for a closed or absent server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, openDatabase, type Database } from './database';
import { loadMigrations } from './migrations';
import { createTestSchema, type TestSchema } from './test-postgres.fixture';

let schema: TestSchema;
const opened: Database[] = [];

beforeAll(async () => {
  schema = await createTestSchema();
});
afterAll(async () => {
  for (const db of opened) await db.close();
  await schema?.drop();
});

describe('server database (PostgreSQL)', () => {
  it('migrates once when three instances start at the same time', async () => {
    const dbs = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: schema.databaseUrl, databaseDir: null })));
    opened.push(...dbs);
    expect(dbs.every((db) => db.kind === 'postgres')).toBe(true);
    const { rows } = await dbs[0]!.query<{ id: number; name: string }>('select id, name from schema_migrations order by id');
    expect(rows.map((r) => r.name)).toEqual(loadMigrations().map((m) => m.name));
    const { rows: tables } = await dbs[0]!.query<{ table_name: string }>(
      'select table_name from information_schema.tables where table_schema = $1 order by table_name',
      [schema.schema],
    );
    expect(tables.map((t) => t.table_name)).toEqual(['audit_log', 'form_files', 'form_submissions', 'outbox', 'saved_builds', 'schema_migrations']);
  });

  it('round-trips jsonb and bytea, and rolls back a failed transaction', async () => {
    const db = opened[0]!;
    const bytes = Buffer.from([0, 1, 2, 253, 254, 255]);
    const id = '6f1c2f0e-4d7e-4b51-8d6a-9f0a3c2b1e11';
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into form_submissions (id, form, status, locale, payload, created_at, updated_at) values ($1, 'contact', 'new', 'de', $2::jsonb, now(), now())`,
        [id, JSON.stringify({ name: 'Jürgen "J" Groß', n: 3 })],
      );
      await tx.query(
        `insert into form_files (id, submission_id, field, file_name, content_type, size_bytes, sha256, content, created_at) values (gen_random_uuid(), $1, 'cv', 'cv.pdf', 'application/pdf', 6, 'x', $2, now())`,
        [id, bytes],
      );
    });
    const { rows } = await db.query<{ payload: unknown; content: Buffer }>(
      'select s.payload, f.content from form_submissions s join form_files f on f.submission_id = s.id',
    );
    expect(rows[0]!.payload).toEqual({ name: 'Jürgen "J" Groß', n: 3 });
    expect(Buffer.from(rows[0]!.content).equals(bytes)).toBe(true);

    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `insert into form_submissions (id, form, status, locale, payload, created_at, updated_at) values (gen_random_uuid(), 'contact', 'new', 'nl', '{}'::jsonb, now(), now())`,
        );
        await tx.query(
          `insert into form_submissions (id, form, status, locale, payload, created_at, updated_at) values (gen_random_uuid(), 'contact', 'bogus', 'nl', '{}'::jsonb, now(), now())`,
        );
      }),
    ).rejects.toThrow(/check constraint/);
    expect((await db.query<{ n: number }>('select count(*)::int as n from form_submissions')).rows[0]!.n).toBe(1);
  });

  it('reports a closed pool and an absent server as unavailable', async () => {
    const db = await openDatabase({ databaseUrl: schema.databaseUrl, databaseDir: null });
    await db.close();
    await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(db.transaction(async () => 1)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/test', databaseDir: null })).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});
