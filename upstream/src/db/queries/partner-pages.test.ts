// The partner portal's paged lists read through their indexes (migration 0028): a page walks an
// index that starts with the list's owner in the list's order and stops, and the count reads the
// same index; no scan of the table and no sort, however many rows a partner has. Plans are
// SQLite's (EXPLAIN QUERY PLAN) on the shipped migrations; tests/api/partner-page-plans.test.ts
// checks PostgreSQL's.
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrations.ts';
import type { Database } from '../schema.ts';
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
} from './partner-pages.ts';

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

const page = { offset: 20, limit: 10 };

describe('query plans of the partner portal lists', () => {
  const cases = [
    {
      list: 'referred orders',
      table: 'pi',
      index: 'partner_order_incentives_partner_date',
      key: 'partner_id=?',
      page: () => attributedOrderPageQuery(db, 7, 'Success', page),
      count: () => attributedOrderCountQuery(db, 7, 'Success'),
    },
    {
      list: 'shared coupons',
      table: 's',
      index: 'partner_coupon_shares_partner_date',
      key: 'partner_id=?',
      page: () => sharePageQuery(db, 7, page),
      count: () => shareCountQuery(db, 7),
    },
    {
      list: 'nominations',
      table: 'n',
      index: 'partner_nominations_partner_date',
      key: 'partner_id=?',
      page: () => nominationPageQuery(db, 7, page),
      count: () => nominationCountQuery(db, 7),
    },
    {
      list: 'General partners',
      table: 'p',
      index: 'channel_partners_master_date',
      key: 'master_id=?',
      page: () => partnerUnderPageQuery(db, 7, page),
      count: () => partnerUnderCountQuery(db, 7),
    },
    {
      list: 'incentive history',
      table: 'partner_incentive_history',
      index: 'partner_incentive_history_partner_date',
      key: 'partner_id=?',
      page: () => historyPageQuery(db, 7, page),
      count: () => historyCountQuery(db, 7),
    },
  ];

  it.each(cases)('reads a page of the $list in index order, without scanning or sorting', async (c) => {
    const lines = await plan(c.page());
    expect(lines).toMatch(
      new RegExp(`SEARCH ${c.table} USING (COVERING )?INDEX ${c.index} \\(${c.key.replace('?', '\\?')}\\)`),
    );
    expect(lines).not.toMatch(/^SCAN /m);
    expect(lines).not.toMatch(/USE TEMP B-TREE/);
  });

  it.each(cases)('counts the $list by their owner through an index', async (c) => {
    const lines = await plan(c.count());
    expect(lines).toMatch(/SEARCH \S+ USING (COVERING )?INDEX \S+ \((partner|master)_id=\?\)/);
    expect(lines).not.toMatch(/^SCAN /m);
  });

  it('reads a page of the notifications backwards through (created_at, id) and counts them from an index', async () => {
    const lines = await plan(notificationPageQuery(db, page));
    expect(lines).toMatch(/SCAN partner_notifications USING INDEX partner_notifications_date/);
    expect(lines).not.toMatch(/USE TEMP B-TREE/);
    expect(await plan(notificationCountQuery(db))).toMatch(/USING COVERING INDEX/);
  });
});
