// PostgreSQL's plans of the shipped queries, for the tests that prove each page reads through an
// index. The test databases hold only the seed, on which the planner rightly prefers reading whole
// tables; the plan is read with sequential scans, bitmap scans and sorts turned off for its
// connection, so a plan that still needs one of them (no index serves the filter and the order)
// shows it, and one that does not is the index walk.
import { CompiledQuery, Kysely, PostgresDialect, type Compilable } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../upstream/src/db/schema.ts';
import { createTestDatabase, type TestDatabase } from './postgres.ts';

/** A fresh test database (migrated and seeded) with a one-connection Kysely on it. */
async function planDatabase(): Promise<{ db: Kysely<Database>; close(): Promise<void> }> {
  const database: TestDatabase = await createTestDatabase();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) }),
  });
  return {
    db,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}

/** PostgreSQL's plan of a query without sequential scans, bitmap scans and sorts, one string. */
export async function postgresPlan(db: Kysely<Database>, query: Compilable): Promise<string> {
  const compiled = query.compile();
  return db.connection().execute(async (conn) => {
    for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'])
      await conn.executeQuery(CompiledQuery.raw(`set ${setting} = off`));
    const rows = await conn.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
    );
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/**
 * A plan database for the file's tests when they run on PostgreSQL (TEST_DATABASE=postgres):
 * made before them and dropped after; `db` builds the queries and `plan` reads their plans.
 */
export function usePostgresPlans(): { readonly db: Kysely<Database>; plan(query: Compilable): Promise<string> } {
  let database: Awaited<ReturnType<typeof planDatabase>> | undefined;
  beforeAll(async () => {
    if (process.env.TEST_DATABASE === 'postgres') database = await planDatabase();
  });
  afterAll(() => database?.close());
  const dbOf = () => {
    if (!database) throw new Error('No plan database: these tests run on PostgreSQL only');
    return database.db;
  };
  return {
    get db() {
      return dbOf();
    },
    plan: (query) => postgresPlan(dbOf(), query),
  };
}
