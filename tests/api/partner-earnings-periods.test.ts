// A partner's earnings over rows that span a year: Meera's incentives and payouts, written in the
// database, fall on both sides of India's midnight (31 Oct 19:00 UTC is 1 Nov in India) and of the
// last twelve months. The totals of a period of India's days, the twelve months (the same as
// monthlyTotals of the rows), the months with a statement, and the transactions and payouts paged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { monthlyTotals, type EarningRow } from '@shop/commerce/partner/earnings';
import type { IncentiveStatus } from '@shop/commerce/partner/payouts';
import { withTestDb } from '../support/database.ts';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { MEERA, ROHAN, partnerGet } from './partner-helpers.ts';
import { session, type PartnerSession } from './partner-program-helpers.ts';

const clock = testClock(new Date('2026-11-02T04:30:00Z'));
let upstream: RunningUpstream;
let api: string;
let rohan: PartnerSession;
let meera: PartnerSession;

beforeAll(async () => {
  upstream = await startUpstream({ now: clock.now });
  api = `${upstream.url}/api`;
  [rohan, meera] = await Promise.all([session(api, ROHAN.email), session(api, MEERA.email)]);
  await arrangeMeera(meera.id);
});
afterAll(() => upstream?.close());

const Total = z.object({ count: z.number(), amount: z.number() });
const Earnings = z.object({
  totals: z.record(z.string(), Total),
  months: z.array(z.object({ month: z.string(), totals: z.record(z.string(), Total) })),
  transactions: z.object({
    total: z.number(),
    items: z.array(z.object({ status: z.string(), amount: z.number(), createdAt: z.string() }).loose()),
  }),
  payouts: z.object({
    total: z.number(),
    items: z.array(z.object({ period: z.string(), status: z.string(), paidAt: z.string().nullable() }).loose()),
  }),
  links: z.object({ statements: z.array(z.object({ month: z.string(), url: z.string() })) }),
});

async function earnings(s: PartnerSession, query = '') {
  const answer = await partnerGet(`${api}/CP/earnings${query}`, s.token);
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return Earnings.parse(answer.body);
}

/** Meera's incentives (the last is of an order that is no sale: never counted) and payouts. */
const MEERA_ROWS: ReadonlyArray<{
  createdAt: string;
  status: IncentiveStatus;
  amount: number;
  paidAt?: string;
  payout?: string;
  sale?: false;
}> = [
  { createdAt: '2026-10-31T19:00:00.000Z', status: 'pending', amount: 100.1 },
  { createdAt: '2026-10-31T18:29:59.000Z', status: 'approved', amount: 200.2 },
  { createdAt: '2026-10-01T10:00:00.000Z', status: 'reversed', amount: 50.05 },
  {
    createdAt: '2026-06-15T10:00:00.000Z',
    status: 'paid',
    amount: 300.3,
    paidAt: '2026-08-05T10:00:00.000Z',
    payout: '2026-07',
  },
  {
    createdAt: '2025-11-30T18:30:00.000Z',
    status: 'paid',
    amount: 400.4,
    paidAt: '2026-01-10T05:00:00.000Z',
    payout: '2025-12',
  },
  { createdAt: '2025-11-30T18:29:00.000Z', status: 'approved', amount: 10.01 },
  { createdAt: '2026-04-10T10:00:00.000Z', status: 'pending', amount: 999.99, sale: false },
];
const MEERA_PAYOUTS: ReadonlyArray<{ period: string; paidAt: string | null }> = [
  { period: '2025-12', paidAt: '2026-01-10T05:00:00.000Z' },
  { period: '2026-02', paidAt: '2026-02-28T19:00:00.000Z' },
  { period: '2026-05', paidAt: '2026-06-03T05:00:00.000Z' },
  { period: '2026-07', paidAt: '2026-08-05T10:00:00.000Z' },
  { period: '2026-09', paidAt: null },
];

/** Writes Meera's payout runs, payouts, orders (copies of a seeded sale) and incentives. */
async function arrangeMeera(partnerId: number) {
  await withTestDb(upstream, async (db) => {
    const payoutIds = new Map<string, number>();
    for (const p of MEERA_PAYOUTS) {
      const run = await db.kysely
        .insertInto('partner_payout_runs')
        .values({ period: p.period, total: 1, created_by: null, created_at: `${p.period}-28T00:00:00.000Z` })
        .returning('id')
        .executeTakeFirstOrThrow();
      const payout = await db.kysely
        .insertInto('partner_payouts')
        .values({
          run_id: run.id,
          partner_id: partnerId,
          amount: 1,
          incentive_count: 1,
          status: p.paidAt ? 'paid' : 'pending',
          bank_reference: p.paidAt ? `UTR${p.period}` : null,
          paid_at: p.paidAt,
          paid_by: null,
          created_at: `${p.period}-28T00:00:00.000Z`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      payoutIds.set(p.period, payout.id);
    }
    const source = await db.get<{ id: number }>("SELECT id FROM orders WHERE order_status = 'Success' ORDER BY id");
    const columns = (await db.columns('orders')).filter((c) => c !== 'id');
    const copied = columns.map((c) => (c === 'order_id_new' || c === 'order_status' || c === 'status' ? '?' : c));
    for (const [index, row] of MEERA_ROWS.entries()) {
      const orderNo = `MEE${String(index + 1).padStart(5, '0')}`;
      await db.run(
        `INSERT INTO orders (${columns.join(', ')}) SELECT ${copied.join(', ')} FROM orders WHERE id = ?`,
        ...columns.flatMap((c) =>
          c === 'order_id_new'
            ? [orderNo]
            : c === 'order_status'
              ? [row.sale === false ? 'Failed' : 'Success']
              : c === 'status'
                ? ['paid']
                : [],
        ),
        source!.id,
      );
      const order = await db.get<{ id: number }>('SELECT id FROM orders WHERE order_id_new = ?', orderNo);
      await db.kysely
        .insertInto('partner_order_incentives')
        .values({
          order_id: order!.id,
          partner_id: partnerId,
          role: 'referrer',
          referrer_id: partnerId,
          coupon_code: 'MEERA10',
          incentive_percent: 10,
          base_amount: row.amount * 10,
          incentive_amount: row.amount,
          created_at: row.createdAt,
          status: row.status,
          attributed_by: 'coupon',
          paid_at: row.paidAt ?? null,
          payout_id: row.payout ? (payoutIds.get(row.payout) ?? null) : null,
        })
        .execute();
    }
  });
}

describe('GET /api/CP/earnings over rows that span a year', () => {
  const sales: EarningRow[] = MEERA_ROWS.filter((r) => r.sale !== false);

  it('answers the totals of a period of India’s days', async () => {
    const all = await earnings(meera);
    expect(all.totals).toEqual({
      pending: { count: 1, amount: 100.1 },
      approved: { count: 2, amount: 210.21 },
      reversed: { count: 1, amount: 50.05 },
      paid: { count: 2, amount: 700.7 },
    });
    // 31 Oct 19:00 UTC is 1 Nov in India; 31 Oct 18:29:59 UTC is still 31 Oct.
    const firstOfNovember = await earnings(meera, '?from=2026-11-01&to=2026-11-01');
    expect(firstOfNovember.totals.pending).toEqual({ count: 1, amount: 100.1 });
    expect(firstOfNovember.totals.approved).toEqual({ count: 0, amount: 0 });
    expect(firstOfNovember.transactions.items.map((r) => r.createdAt)).toEqual(['2026-10-31T19:00:00.000Z']);
    const october = await earnings(meera, '?from=2026-10-01&to=2026-10-31');
    expect(october.totals).toEqual({
      pending: { count: 0, amount: 0 },
      approved: { count: 1, amount: 200.2 },
      reversed: { count: 1, amount: 50.05 },
      paid: { count: 0, amount: 0 },
    });
    const sinceDecember = await earnings(meera, '?from=2025-12-01');
    expect(sinceDecember.totals.approved).toEqual({ count: 1, amount: 200.2 });
    expect(sinceDecember.totals.paid).toEqual({ count: 2, amount: 700.7 });
  });

  it('answers the last twelve months as the rows’ own monthly totals', async () => {
    const { months } = await earnings(meera);
    expect(months).toEqual(monthlyTotals(sales, clock.now()));
    expect(months[0]?.month).toBe('2025-12');
    expect(months[0]?.totals.paid).toEqual({ count: 1, amount: 400.4 });
    expect(months.find((m) => m.month === '2026-11')?.totals.pending).toEqual({ count: 1, amount: 100.1 });
    expect(months.find((m) => m.month === '2026-04')?.totals.pending).toEqual({ count: 0, amount: 0 });
  });

  it('offers a statement for each month with an incentive credited or paid, or a payout paid', async () => {
    const { links } = await earnings(meera);
    expect(links.statements.map((s) => s.month)).toEqual([
      '2026-11',
      '2026-10',
      '2026-08',
      '2026-06',
      '2026-03',
      '2026-01',
      '2025-12',
    ]);
  });

  it('pages the transactions newest first, of one state when asked', async () => {
    const page = await earnings(meera, '?first=2&page=2');
    expect(page.transactions.total).toBe(6);
    expect(page.transactions.items.map((r) => r.createdAt)).toEqual([
      '2026-10-01T10:00:00.000Z',
      '2026-06-15T10:00:00.000Z',
    ]);
    const paid = await earnings(meera, '?status=paid&from=2025-12-01&first=1');
    expect(paid.transactions).toMatchObject({ total: 2, items: [{ status: 'paid', amount: 300.3 }] });
  });

  it('pages the payouts newest month first', async () => {
    const first = await earnings(meera, '?payoutFirst=2');
    expect(first.payouts.total).toBe(5);
    expect(first.payouts.items.map((p) => [p.period, p.status])).toEqual([
      ['2026-09', 'pending'],
      ['2026-07', 'paid'],
    ]);
    const last = await earnings(meera, '?payoutFirst=2&payoutPage=3');
    expect(last.payouts).toMatchObject({
      total: 5,
      items: [{ period: '2025-12', paidAt: '2026-01-10T05:00:00.000Z' }],
    });
    expect((await earnings(meera, '?payoutFirst=2&payoutPage=4')).payouts).toEqual({ total: 5, items: [] });
    expect((await earnings(meera)).payouts.items).toHaveLength(5);
    expect((await earnings(rohan)).payouts).toEqual({ total: 0, items: [] });
    for (const bad of ['payoutPage=0', 'payoutFirst=101', 'payoutFirst=x'])
      expect((await partnerGet(`${api}/CP/earnings?${bad}`, meera.token)).status).toBe(400);
  });
});
