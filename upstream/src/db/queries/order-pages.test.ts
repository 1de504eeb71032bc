// The customer's order history reads through its index: a page walks orders_user_date (user_id,
// order_date, id) in order and stops, and the count reads the same index; no scan of the orders
// table and no sort, however many orders the shop holds. Plans are SQLite's (EXPLAIN QUERY PLAN)
// on the shipped migrations; PostgreSQL has the same index.
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrations.ts';
import type { Database } from '../schema.ts';
import { orderCountQuery, orderPageQuery } from './orders.ts';

let db: Kysely<Database>;

beforeAll(async () => {
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
  await migrateToLatest(db);
});
afterAll(() => db?.destroy());

async function plan(query: Compilable): Promise<string> {
  const compiled = query.compile();
  const rows = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
  );
  return rows.rows.map((r) => r.detail).join('\n');
}

describe('query plans of the order history', () => {
  it('reads a page newest first in index order, without scanning or sorting the orders', async () => {
    const lines = await plan(orderPageQuery(db, 7, 'Pending', { offset: 20, limit: 10 }));
    expect(lines).toMatch(/SEARCH orders USING INDEX orders_user_date \(user_id=\?\)/);
    expect(lines).not.toMatch(/^SCAN orders\b/m);
    expect(lines).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
  });

  it("counts the customer's orders from the same index", async () => {
    const lines = await plan(orderCountQuery(db, 7, 'Pending'));
    expect(lines).toMatch(/SEARCH orders USING INDEX orders_user_date \(user_id=\?\)/);
    expect(lines).not.toMatch(/^SCAN orders\b/m);
  });
});
