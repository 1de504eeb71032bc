// Reading the plans of the shipped queries, for the tests that prove each page reads through an
// index: a migrated in-memory SQLite database, and SQLite's EXPLAIN QUERY PLAN of a query, one
// step a line (tests/support/postgres-plans.ts does the same on PostgreSQL).
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, type Compilable } from 'kysely';
import { migrateToLatest } from './migrations.ts';
import type { Database } from './schema.ts';

/** An empty in-memory database with every migration applied. */
export async function migratedMemoryDatabase(): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
  await migrateToLatest(db);
  return db;
}

/** SQLite's plan of a query, one step a line. */
export async function sqlitePlanLines(db: Kysely<Database>, query: Compilable): Promise<string[]> {
  const compiled = query.compile();
  const rows = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
  );
  return rows.rows.map((r) => r.detail);
}
