// PostgreSQL's plans of the partner portal's paged lists (SQLite's: upstream/src/db/queries/
// partner-pages.test.ts): each page is read through its index of migration 0028 or 0030 in the
// list's order, and each count through an index; the earnings screen's sums read the partner's
// own rows through an index that starts with the partner. The test database holds only the seed,
// on which the planner rightly prefers reading whole tables (and has no reason to prefer one of a
// partner's indexes over another); the test turns sequential scans, bitmap scans and sorts off for
// its connection, so a plan that still needs one of them (no index serves the filter and the
// order) shows it, and one that does not is the index walk. Runs in api-pg only.
import { describe, expect, it } from 'vitest';
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
import {
  earningMonthsQuery,
  earningTotalsQuery,
  earningTransactionCountQuery,
  earningTransactionPageQuery,
  partnerPayoutCountQuery,
  partnerPayoutPageQuery,
  statementMonthsQuery,
} from '../../upstream/src/db/queries/partner-earnings.ts';
import { usePostgresPlans } from '../support/postgres-plans.ts';
import { shopMonth } from '@shop/commerce/admin/shop-periods';
import { lastMonths } from '@shop/commerce/partner/earnings';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const plans = usePostgresPlans();
const { plan } = plans;

const page = { offset: 20, limit: 10 };
/** October 2026 in India, and the twelve months up to November 2026. */
const period = { from: '2026-09-30T18:30:00.000Z', before: '2026-10-31T18:30:00.000Z' };
const months = lastMonths(new Date('2026-11-02T04:30:00Z')).map((month) => ({ month, ...shopMonth(month) }));

describe.runIf(onPostgres)('PostgreSQL plans of the partner portal lists', () => {
  const cases = [
    {
      list: 'referred orders',
      index: 'partner_order_incentives_partner_date',
      page: () => attributedOrderPageQuery(plans.db, 7, 'Success', page),
      count: () => attributedOrderCountQuery(plans.db, 7, 'Success'),
    },
    {
      list: 'shared coupons',
      index: 'partner_coupon_shares_partner_date',
      page: () => sharePageQuery(plans.db, 7, page),
      count: () => shareCountQuery(plans.db, 7),
    },
    {
      list: 'nominations',
      index: 'partner_nominations_partner_date',
      page: () => nominationPageQuery(plans.db, 7, page),
      count: () => nominationCountQuery(plans.db, 7),
    },
    {
      list: 'General partners',
      index: 'channel_partners_master_date',
      page: () => partnerUnderPageQuery(plans.db, 7, page),
      count: () => partnerUnderCountQuery(plans.db, 7),
    },
    {
      list: 'incentive history',
      index: 'partner_incentive_history_partner_date',
      page: () => historyPageQuery(plans.db, 7, page),
      count: () => historyCountQuery(plans.db, 7),
    },
    {
      list: 'notifications',
      index: 'partner_notifications_date',
      page: () => notificationPageQuery(plans.db, page),
      count: () => notificationCountQuery(plans.db),
    },
    {
      list: 'earnings transactions',
      index: 'partner_order_incentives_partner_date',
      page: () => earningTransactionPageQuery(plans.db, 7, {}, page),
      count: () => earningTransactionCountQuery(plans.db, 7, {}),
    },
    {
      list: 'earnings transactions of one state',
      index: 'partner_order_incentives_partner_status_date',
      page: () => earningTransactionPageQuery(plans.db, 7, { status: 'paid' }, page),
      count: () => earningTransactionCountQuery(plans.db, 7, { status: 'paid' }),
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

  it('reads the earnings transactions of a period backwards through the range of their instants', async () => {
    for (const status of [undefined, 'paid']) {
      const lines = await plan(earningTransactionPageQuery(plans.db, 7, { ...period, status }, page));
      expect(lines).toMatch(/Index (Only )?Scan Backward using partner_order_incentives_partner_\w+ on/);
      expect(lines).toMatch(/Index Cond: \(\(partner_id = 7\) AND .*created_at\)::text >= .*created_at\)::text </);
      expect(lines).not.toMatch(/Seq Scan|Bitmap Heap Scan|\bSort\b/);
    }
  });

  it.each([
    ['totals of a period', () => earningTotalsQuery(plans.db, 7, period)],
    ['twelve months', () => earningMonthsQuery(plans.db, 7, months)],
    ['statement months', () => statementMonthsQuery(plans.db, 7, months)],
    [
      'count of the transactions of a period',
      () => earningTransactionCountQuery(plans.db, 7, { ...period, status: 'paid' }),
    ],
  ])('reads the partner’s own rows for the earnings %s through an index', async (_name, query) => {
    const lines = await plan(query());
    expect(lines).toMatch(/Index (Only )?Scan using partner_order_incentives_partner\w* on partner_order_incentives/);
    expect(lines).toMatch(/Index Cond: \(\(?partner_id = 7\)?/);
    expect(lines).not.toMatch(/Seq Scan|Bitmap Heap Scan/);
  });

  it('reads a page of the partner’s payouts and their count through indexes', async () => {
    const lines = await plan(partnerPayoutPageQuery(plans.db, 7, page));
    expect(lines).toMatch(/Index (Only )?Scan using partner_payouts_partner\w* on partner_payouts/);
    expect(lines).not.toMatch(/Seq Scan|Bitmap Heap Scan/);
    const count = await plan(partnerPayoutCountQuery(plans.db, 7));
    expect(count).toMatch(/Index (Only )?Scan using partner_payouts_partner\w* on partner_payouts/);
    expect(count).not.toMatch(/Seq Scan|Bitmap Heap Scan/);
  });
});
