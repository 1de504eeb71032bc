// Contract of a partner's earnings: totals per state that add up the rows to the paisa, the last
// twelve months, period and state filters, paging, why payment is held (in the partner's words),
// and the CSV exports and monthly statement through signed links that open for their partner only.
// partner-earnings-periods.test.ts checks the figures over rows that span a year.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { KAVYA, ROHAN, partnerGet } from './partner-helpers.ts';
import { session, type PartnerSession } from './partner-program-helpers.ts';
import { request } from './http.ts';

const clock = testClock(new Date('2026-11-02T04:30:00Z'));
let upstream: RunningUpstream;
let api: string;
let rohan: PartnerSession;
let kavya: PartnerSession;

beforeAll(async () => {
  upstream = await startUpstream({ now: clock.now });
  api = `${upstream.url}/api`;
  [rohan, kavya] = await Promise.all([session(api, ROHAN.email), session(api, KAVYA.email)]);
});
afterAll(() => upstream?.close());

const Total = z.object({ count: z.number(), amount: z.number() });
const Earnings = z.object({
  totals: z.record(z.string(), Total),
  months: z.array(z.object({ month: z.string(), totals: z.record(z.string(), Total) })),
  hold: z.object({ code: z.string(), message: z.string() }).nullable(),
  transactions: z.object({
    total: z.number(),
    items: z.array(z.object({ orderId: z.string(), status: z.string(), amount: z.number(), role: z.string() }).loose()),
  }),
  payouts: z.object({ total: z.number(), items: z.array(z.unknown()) }),
  links: z.object({
    transactionsCsv: z.string(),
    payoutsCsv: z.string(),
    statements: z.array(z.object({ month: z.string(), url: z.string() })),
  }),
});

async function earnings(s: PartnerSession, query = '') {
  const answer = await partnerGet(`${api}/CP/earnings${query}`, s.token);
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return Earnings.parse(answer.body);
}

describe('GET /api/CP/earnings', () => {
  it('adds up each state to the paisa: Rohan’s delivered order approved, Kavya’s pending as his Master', async () => {
    const rohanEarnings = await earnings(rohan);
    expect(rohanEarnings.totals).toEqual({
      pending: { count: 1, amount: 1107.67 },
      approved: { count: 1, amount: 1443.87 },
      reversed: { count: 0, amount: 0 },
      paid: { count: 0, amount: 0 },
    });
    const sum = rohanEarnings.transactions.items.reduce((total, r) => total + Math.round(r.amount * 100), 0);
    expect(sum / 100).toBe(1107.67 + 1443.87);
    expect(rohanEarnings.months).toHaveLength(12);
    expect(rohanEarnings.months.find((m) => m.month === '2026-09')?.totals.approved).toEqual({
      count: 1,
      amount: 1443.87,
    });
    expect(rohanEarnings.links.statements.map((s) => s.month)).toEqual(['2026-10', '2026-09']);
  });

  it('filters by period and state and pages the transactions', async () => {
    const october = await earnings(rohan, '?from=2026-10-01&to=2026-10-31');
    expect(october.totals.pending).toEqual({ count: 1, amount: 1107.67 });
    expect(october.totals.approved).toEqual({ count: 0, amount: 0 });
    const approved = await earnings(rohan, '?status=approved');
    expect(approved.transactions.items.map((r) => r.status)).toEqual(['approved']);
    const page = await earnings(rohan, '?first=1&page=2');
    expect(page.transactions).toMatchObject({ total: 2, items: [{ status: 'approved' }] });
    const bad = await partnerGet(`${api}/CP/earnings?from=2026-02-30`, rohan.token);
    expect(bad.status).toBe(400);
  });

  it('tells the partner why payment is held', async () => {
    expect((await earnings(rohan)).hold).toEqual({
      code: 'KYC_IN_REVIEW',
      message: 'Payment is held while we review your KYC details.',
    });
    const hold = (await earnings(kavya)).hold;
    expect(hold?.code).toBe('KYC_INCOMPLETE');
    expect(hold?.message).toMatch(
      /^Payment is held until your details are complete: add .*your PAN.*a crossed cheque\.$/,
    );
  });
});

describe('downloads', () => {
  it('opens the transactions CSV, the payouts CSV and a statement PDF through signed links', async () => {
    const { links } = await earnings(rohan);
    const csv = await request(`${upstream.url}${links.transactionsCsv}`);
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n')[0]).toBe(
      'Order No,Date,Customer,Role,Attributed by,Base,Incentive %,Incentive,Status,Payout',
    );
    expect(csv.text).toContain('1443.87');
    expect((await request(`${upstream.url}${links.payoutsCsv}`)).text).toMatch(/^Month,Amount/);
    const pdf = await fetch(`${upstream.url}${links.statements[0]!.url}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('refuses a forged link and a link moved to another partner', async () => {
    const { links } = await earnings(rohan);
    expect(
      (await request(`${upstream.url}${links.transactionsCsv.replace(/signature=\w+/, 'signature=' + '0'.repeat(64))}`))
        .status,
    ).toBe(403);
    const moved = links.transactionsCsv.replace(/\/files\/cp-earnings\/\d+\//, `/files/cp-earnings/${kavya.id}/`);
    expect((await request(`${upstream.url}${moved}`)).status).toBe(403);
    expect((await request(`${upstream.url}/files/cp-earnings/1/secrets.txt?expires=1&signature=x`)).status).toBe(400);
  });
});
