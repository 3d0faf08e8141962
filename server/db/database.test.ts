// The server database on PGlite: migrations applied once and recorded (a second open applies nothing), data kept
// in a data directory across restarts, one server process per directory, transactions all-or-nothing, and the
// migration files numbered without gaps.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, openDatabase } from './database';
import { loadMigrations, runMigrations } from './migrations';

const dirs: string[] = [];
/** A first open on disk runs PGlite's initdb, which writes a few thousand files: seconds alone, far more on a busy CI machine. */
const ON_DISK_TIMEOUT_MS = 180_000;
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('server database (PGlite)', () => {
  it(
    'migrates a data directory once, keeps data across a restart, rolls back failed transactions',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'folt-db-'));
      dirs.push(dir);
      const first = await openDatabase({ databaseUrl: null, databaseDir: path.join(dir, 'server-db') });
      expect(first.kind).toBe('pglite');
      const { rows: applied } = await first.query<{ id: number; name: string }>('select id, name from schema_migrations order by id');
      expect(applied.map((m) => m.name)).toEqual(loadMigrations().map((m) => m.name));
      expect(await runMigrations(first)).toEqual([]);

      await first.query(`insert into outbox (id, kind, payload, next_attempt_at, created_at) values (gen_random_uuid(), 'k', '{}'::jsonb, now(), now())`);
      await expect(
        first.transaction(async (tx) => {
          await tx.query(`insert into outbox (id, kind, payload, next_attempt_at, created_at) values (gen_random_uuid(), 'k', '{}'::jsonb, now(), now())`);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect((await first.query<{ n: number }>('select count(*)::int as n from outbox')).rows[0]!.n).toBe(1);
      await first.close();
      await expect(first.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(first.transaction(async () => 1)).rejects.toBeInstanceOf(DatabaseUnavailableError);

      // One process per PGlite directory: a live holder of the lock refuses a second server, a dead one is taken over.
      const lock = path.join(dir, 'server-db', 'folt-server.lock');
      expect(existsSync(lock)).toBe(false);
      writeFileSync(lock, String(process.ppid));
      await expect(openDatabase({ databaseUrl: null, databaseDir: path.join(dir, 'server-db') })).rejects.toThrow(
        `in use by another server process (pid ${process.ppid})`,
      );
      writeFileSync(lock, '4194303');
      const again = await openDatabase({ databaseUrl: null, databaseDir: path.join(dir, 'server-db') });
      expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
      expect((await again.query<{ n: number }>('select count(*)::int as n from outbox')).rows[0]!.n).toBe(1);
      expect((await again.query<{ n: number }>('select count(*)::int as n from schema_migrations')).rows[0]!.n).toBe(loadMigrations().length);
      await again.close();
      expect(existsSync(lock)).toBe(false);
    },
    ON_DISK_TIMEOUT_MS,
  );

  it('refuses migration files with gaps in their numbers', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folt-migrations-'));
    dirs.push(dir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, '0001-a.sql'), 'select 1;');
    writeFileSync(path.join(dir, '0003-c.sql'), 'select 1;');
    writeFileSync(path.join(dir, 'README.md'), 'not a migration');
    expect(() => loadMigrations(dir)).toThrow(/without gaps; found 0003-c/);
  });
});
