// The customer's order history reads through its index: a page walks orders_user_date (user_id,
// order_date, id) in order and stops, and the count reads the same index; no scan of the orders
// table and no sort, however many orders the shop holds. Plans are SQLite's (EXPLAIN QUERY PLAN)
// on the shipped migrations; PostgreSQL has the same index.
import type { Compilable, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedMemoryDatabase, sqlitePlanLines } from '../query-plans.ts';
import type { Database } from '../schema.ts';
import { orderCountQuery, orderPageQuery } from './orders.ts';

let db: Kysely<Database>;

beforeAll(async () => {
  db = await migratedMemoryDatabase();
});
afterAll(() => db?.destroy());

async function plan(query: Compilable): Promise<string> {
  return (await sqlitePlanLines(db, query)).join('\n');
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
