// The partner portal's paged lists read through their indexes (migrations 0028 and 0030): a page
// walks an index that starts with the list's owner in the list's order and stops, and the count
// reads the same index; no scan of the table and no sort, however many rows a partner has. The
// earnings screen's totals, months and statement months read the partner's rows of their period
// through such an index (bounded by created_at or paid_at), and its payouts the partner's payouts.
// Plans are SQLite's (EXPLAIN QUERY PLAN) on the shipped migrations;
// tests/api/partner-page-plans.test.ts checks PostgreSQL's.
import type { Compilable, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopMonth } from '@shop/commerce/admin/shop-periods';
import { migratedMemoryDatabase, sqlitePlanLines } from '../query-plans.ts';
import type { Database } from '../schema.ts';
import {
  earningMonthsQuery,
  earningTotalsQuery,
  earningTransactionCountQuery,
  earningTransactionPageQuery,
  partnerPayoutCountQuery,
  partnerPayoutPageQuery,
  statementMonthsQuery,
} from './partner-earnings.ts';
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
  db = await migratedMemoryDatabase();
});
afterAll(() => db?.destroy());

async function plan(query: Compilable): Promise<string> {
  return (await sqlitePlanLines(db, query)).join('\n');
}

const page = { offset: 20, limit: 10 };
/** October 2026 in India, and the twelve months up to November 2026. */
const period = { from: '2026-09-30T18:30:00.000Z', before: '2026-10-31T18:30:00.000Z' };
const months = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
].map((month) => ({ month, ...shopMonth(month) }));

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
    {
      list: 'earnings transactions',
      table: 'pi',
      index: 'partner_order_incentives_partner_date',
      key: 'partner_id=?',
      page: () => earningTransactionPageQuery(db, 7, {}, page),
      count: () => earningTransactionCountQuery(db, 7, {}),
    },
    {
      list: 'earnings transactions of one state',
      table: 'pi',
      index: 'partner_order_incentives_partner_status_date',
      key: 'partner_id=? AND status=?',
      page: () => earningTransactionPageQuery(db, 7, { status: 'paid' }, page),
      count: () => earningTransactionCountQuery(db, 7, { status: 'paid' }),
    },
  ];

  it.each(cases)('reads a page of the $list in index order, without scanning or sorting', async (c) => {
    const lines = await plan(c.page());
    expect(lines).toMatch(
      new RegExp(`SEARCH ${c.table} USING (COVERING )?INDEX ${c.index} \\(${c.key.replaceAll('?', '\\?')}\\)`),
    );
    expect(lines).not.toMatch(/^SCAN /m);
    expect(lines).not.toMatch(/USE TEMP B-TREE/);
  });

  it.each(cases)('counts the $list by their owner through an index', async (c) => {
    const lines = await plan(c.count());
    expect(lines).toMatch(/SEARCH \S+ USING (COVERING )?INDEX \S+ \((partner|master)_id=\?( AND status=\?)?\)/);
    expect(lines).not.toMatch(/^SCAN /m);
  });

  it('reads a page of the earnings transactions of a period through the range of its instants', async () => {
    for (const status of [undefined, 'paid']) {
      const lines = await plan(earningTransactionPageQuery(db, 7, { ...period, status }, page));
      expect(lines).toMatch(
        /SEARCH pi USING (COVERING )?INDEX partner_order_incentives_partner_\w+ \(partner_id=\? AND .*created_at>\? AND created_at<\?\)/,
      );
      expect(lines).not.toMatch(/^SCAN /m);
      expect(lines).not.toMatch(/USE TEMP B-TREE/);
      expect(await plan(earningTransactionCountQuery(db, 7, { ...period, status }))).toMatch(
        /created_at>\? AND created_at<\?/,
      );
    }
  });

  it.each([
    ['totals of a period', () => earningTotalsQuery(db, 7, period)],
    ['twelve months', () => earningMonthsQuery(db, 7, months)],
  ])('sums the earnings %s from the partner’s rows of the period only', async (_name, query) => {
    const lines = await plan(query());
    expect(lines).toMatch(
      /SEARCH pi USING (COVERING )?INDEX partner_order_incentives_partner_date \(partner_id=\? AND created_at>\? AND created_at<\?\)/,
    );
    expect(lines).toMatch(/SEARCH o USING INTEGER PRIMARY KEY/);
    expect(lines).not.toMatch(/^SCAN /m);
  });

  it('finds the statement months from the rows credited or paid in the twelve months only', async () => {
    const lines = await plan(statementMonthsQuery(db, 7, months));
    expect(lines).toMatch(
      /SEARCH pi USING INDEX partner_order_incentives_partner_date \(partner_id=\? AND created_at>\? AND created_at<\?\)/,
    );
    expect(lines).toMatch(
      /SEARCH pi USING INDEX partner_order_incentives_partner_paid \(partner_id=\? AND paid_at>\? AND paid_at<\?\)/,
    );
    expect(lines).toMatch(
      /SEARCH po USING COVERING INDEX partner_payouts_partner_paid \(partner_id=\? AND paid_at>\? AND paid_at<\?\)/,
    );
    expect(lines).not.toMatch(/^SCAN /m);
  });

  it('reads a page of the partner’s payouts from its own payouts (one a month: the sort is of its months)', async () => {
    const lines = await plan(partnerPayoutPageQuery(db, 7, page));
    expect(lines).toMatch(/SEARCH po USING INDEX partner_payouts_partner \(partner_id=\?\)/);
    expect(lines).toMatch(/SEARCH r USING INTEGER PRIMARY KEY/);
    expect(lines).not.toMatch(/^SCAN /m);
    expect(await plan(partnerPayoutCountQuery(db, 7))).toMatch(
      /SEARCH partner_payouts USING COVERING INDEX partner_payouts_partner\w* \(partner_id=\?\)/,
    );
  });

  it('reads a page of the notifications backwards through (created_at, id) and counts them from an index', async () => {
    const lines = await plan(notificationPageQuery(db, page));
    expect(lines).toMatch(/SCAN partner_notifications USING INDEX partner_notifications_date/);
    expect(lines).not.toMatch(/USE TEMP B-TREE/);
    expect(await plan(notificationCountQuery(db))).toMatch(/USING COVERING INDEX/);
  });
});
