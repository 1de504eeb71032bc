// PostgreSQL's plans of the partner portal's paged lists (SQLite's: upstream/src/db/queries/
// partner-pages.test.ts): each page is read through its index of migration 0028 in the list's
// order, and each count through an index. The test database holds only the seed, on which the
// planner rightly prefers reading whole tables; the test turns sequential scans, bitmap scans and
// sorts off for its connection, so a plan that still needs one of them (no index serves the
// filter and the order) shows it, and one that does not is the index walk. Runs in api-pg only.
import { CompiledQuery, Kysely, PostgresDialect, type Compilable } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributedOrderCountQuery,
  attributedOrderPageQuery,
  historyCountQuery,
  historyPageQuery,
  nominationCountQuery,
  nominationPageQuery,
  notificationCountQuery,
  notificationPageQuery,
  partnerUnderCountQuery,
  partnerUnderPageQuery,
  shareCountQuery,
  sharePageQuery,
} from '../../upstream/src/db/queries/partner-pages.ts';
import type { Database } from '../../upstream/src/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
let database: TestDatabase | undefined;
let db: Kysely<Database>;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) }),
  });
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

async function plan(query: Compilable): Promise<string> {
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

const page = { offset: 20, limit: 10 };

describe.runIf(onPostgres)('PostgreSQL plans of the partner portal lists', () => {
  const cases = [
    {
      list: 'referred orders',
      index: 'partner_order_incentives_partner_date',
      page: () => attributedOrderPageQuery(db, 7, 'Success', page),
      count: () => attributedOrderCountQuery(db, 7, 'Success'),
    },
    {
      list: 'shared coupons',
      index: 'partner_coupon_shares_partner_date',
      page: () => sharePageQuery(db, 7, page),
      count: () => shareCountQuery(db, 7),
    },
    {
      list: 'nominations',
      index: 'partner_nominations_partner_date',
      page: () => nominationPageQuery(db, 7, page),
      count: () => nominationCountQuery(db, 7),
    },
    {
      list: 'General partners',
      index: 'channel_partners_master_date',
      page: () => partnerUnderPageQuery(db, 7, page),
      count: () => partnerUnderCountQuery(db, 7),
    },
    {
      list: 'incentive history',
      index: 'partner_incentive_history_partner_date',
      page: () => historyPageQuery(db, 7, page),
      count: () => historyCountQuery(db, 7),
    },
    {
      list: 'notifications',
      index: 'partner_notifications_date',
      page: () => notificationPageQuery(db, page),
      count: () => notificationCountQuery(db),
    },
  ];

  it.each(cases)('reads a page of the $list backwards through its index, without a scan or a sort', async (c) => {
    const lines = await plan(c.page());
    expect(lines).toMatch(new RegExp(`Index (Only )?Scan Backward using ${c.index} on`));
    expect(lines).not.toMatch(/Seq Scan|Bitmap Heap Scan|\bSort\b/);
  });

  it.each(cases)('counts the $list through an index', async (c) => {
    const lines = await plan(c.count());
    expect(lines).toMatch(/Index (Only )?Scan/);
    expect(lines).not.toMatch(/Seq Scan|Bitmap Heap Scan/);
  });
});
