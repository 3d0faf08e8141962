// Applies the numbered SQL files in ./migrations in order, once each, recorded in schema_migrations. The same SQL
// runs on PGlite and PostgreSQL; an advisory lock makes instances that start together apply each file once.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** "0001-forms-and-outbox.sql": a four-digit number, a dash, a name. */
const FILE_NAME = /^(\d{4})-([a-z0-9-]+)\.sql$/;
/** Any fixed number; only this project's migrations take this advisory lock. */
const MIGRATION_LOCK_KEY = 7_340_001;

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => ({ file, match: FILE_NAME.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({ id: Number(match[1]), name: match[2]!, sql: readFileSync(path.join(dir, file), 'utf8') }))
    .sort((a, b) => a.id - b.id);
  migrations.forEach((migration, index) => {
    if (migration.id !== index + 1)
      throw new Error(`migrations must be numbered 0001, 0002, … without gaps; found ${String(migration.id).padStart(4, '0')}-${migration.name}`);
  });
  return migrations;
}

/** Applies what is missing, all in one transaction; returns the names applied (empty when up to date). */
export async function runMigrations(db: Database, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      id integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const { rows } = await tx.query<{ id: number }>('select id from schema_migrations');
    const done = new Set(rows.map((row) => row.id));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id, name) values ($1, $2)', [migration.id, migration.name]);
      applied.push(`${String(migration.id).padStart(4, '0')}-${migration.name}`);
    }
    return applied;
  });
}
