// Contract of operating the partner program from the console: partners with search, KYC review
// (approve; reject with a reason the partner's hold message repeats), suspension, payout runs (one
// per month however many operators press at once; only approved incentives of partners with
// approved KYC), marking a payout paid once (its incentives Paid, the partner mailed) and the
// bank's CSV through a signed link. Roles without partners.* are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestDb } from '../support/database.ts';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { adminGet, adminPost, operatorToken, ownerToken } from './admin-helpers.ts';
import { ARJUN, KAVYA, PARTNER_PASSWORD, ROHAN, loginPartner, partnerGet } from './partner-helpers.ts';
import { OrderRows, partnerRead, session } from './partner-program-helpers.ts';
import { postJson, request } from './http.ts';

const clock = testClock(new Date('2026-11-02T04:30:00Z'));
let upstream: RunningUpstream;
let owner: string;
let rohanId: number;

beforeAll(async () => {
  upstream = await startUpstream({ now: clock.now });
  owner = await ownerToken(upstream);
  const list = await adminGet(upstream, `/Admin/Partners?search=${ROHAN.code}`, owner);
  rohanId = (list.body as { items: Array<{ id: number }> }).items[0]!.id;
});
afterAll(() => upstream?.close());

type Detail = { kycStatus: string; kycNote: string | null; totals: Record<string, { count: number; amount: number }> };
type Run = {
  id: number;
  period: string;
  total: number;
  payoutCount: number;
  paidCount: number;
  payouts: {
    total: number;
    items: Array<{
      id: number;
      partnerId: number;
      partnerCode: string;
      amount: number;
      incentiveCount: number;
      status: string;
      accountMasked: string;
    }>;
  };
};

describe('partners', () => {
  it('lists partners with search and filters, and refuses roles without partners.read', async () => {
    const found = await adminGet(upstream, '/Admin/Partners?search=rohan', owner);
    expect(found.status, found.text).toBe(200);
    expect(found.body).toMatchObject({
      total: 1,
      items: [{ code: ROHAN.code, kycStatus: 'submitted', status: 'Active' }],
    });
    const generals = await adminGet(upstream, '/Admin/Partners?kyc=incomplete', owner);
    expect((generals.body as { items: Array<{ code: string }> }).items.map((p) => p.code)).not.toContain(ROHAN.code);
    for (const role of ['support', 'catalog'] as const) {
      const { token } = await operatorToken(upstream, role);
      expect((await adminGet(upstream, '/Admin/Partners', token)).status).toBe(403);
      expect((await adminPost(upstream, '/Admin/Payouts', token, { period: '2026-10' })).status).toBe(403);
    }
    const { token: partnersOperator } = await operatorToken(upstream, 'partners');
    expect((await adminGet(upstream, `/Admin/Partners/${rohanId}`, partnersOperator)).status).toBe(200);
  });

  it('shows one partner with masked bank details, signed document links and totals by state', async () => {
    const answer = await adminGet(upstream, `/Admin/Partners/${rohanId}`, owner);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      code: ROHAN.code,
      accountMasked: '•••• 7891',
      ifsc: 'HDFC0000240',
      kycMissing: [],
      totals: { approved: { count: 1, amount: 1443.87 } },
    });
    expect(JSON.stringify(answer.body)).not.toContain('50100234567891');
  });
});

describe("a Master's General partners and the table history", () => {
  it('lists the newest General partners with their count, and all of them through the master filter', async () => {
    const detail = (await adminGet(upstream, `/Admin/Partners/${rohanId}`, owner)).body as {
      generals: Array<{ code: string }>;
      generalCount: number;
    };
    expect(detail.generalCount).toBe(2);
    expect(detail.generals.map((g) => g.code).sort()).toEqual([ARJUN.code, KAVYA.code].sort());
    const under = (await adminGet(upstream, `/Admin/Partners?master=${rohanId}&first=1`, owner)).body as {
      items: Array<{ code: string; masterCode: string }>;
      total: number;
    };
    expect(under.total).toBe(2);
    expect(under.items).toEqual([expect.objectContaining({ masterCode: ROHAN.code })]);
    expect((await adminGet(upstream, '/Admin/Partners?master=abc', owner)).status).toBe(400);
  });

  it('pages the table history newest first', async () => {
    await withTestDb(upstream, async (db) => {
      for (const day of [1, 2, 3])
        await db.run(
          'insert into partner_incentive_history (partner_id, txt_v5_0, txt_v5_1, txt_v5_1_0, txt_v5_1_1, txt_discount1, changed_by, change_date) values (?, 0, ?, 0, 5, 5, ?, ?)',
          rohanId,
          10 + day,
          rohanId,
          `2026-0${day}-15T06:00:00.000Z`,
        );
    });
    type History = { items: Array<{ masterPercent: number; byPartner: boolean }>; total: number };
    const history = `/Admin/Partners/${rohanId}/TableHistory`;
    const first = (await adminGet(upstream, `${history}?first=2`, owner)).body as History;
    const total = first.total;
    expect(total).toBeGreaterThanOrEqual(3);
    const last = (await adminGet(upstream, `${history}?first=1&page=${total}`, owner)).body as History;
    const all = (await adminGet(upstream, `${history}?first=100`, owner)).body as History;
    expect(first.items).toEqual(all.items.slice(0, 2));
    expect(last.items).toEqual(all.items.slice(-1));
    expect(all.items.filter((h) => h.byPartner).map((h) => h.masterPercent)).toEqual(
      expect.arrayContaining([13, 12, 11]),
    );
    const detail = (await adminGet(upstream, `/Admin/Partners/${rohanId}`, owner)).body as { tableHistory: History };
    expect(detail.tableHistory).toEqual({ total, items: all.items.slice(0, 25) });
    expect((await adminGet(upstream, '/Admin/Partners/999999/TableHistory', owner)).status).toBe(404);
    expect((await adminGet(upstream, `${history}?first=101`, owner)).status).toBe(400);
  });
});

describe('KYC review and payouts', () => {
  it('pays nobody before the KYC is approved', async () => {
    const run = await adminPost(upstream, '/Admin/Payouts', owner, { period: '2026-10' });
    expect(run.status, run.text).toBe(409);
    expect(run.body).toMatchObject({ code: 'NOTHING_TO_PAY' });
  });

  it('rejects with a reason the partner reads, then approves', async () => {
    const short = await adminPost(upstream, '/Admin/Partners/Kyc', owner, {
      id: rohanId,
      decision: 'reject',
      note: 'no',
    });
    expect(short.status).toBe(400);
    const rejected = await adminPost(upstream, '/Admin/Partners/Kyc', owner, {
      id: rohanId,
      decision: 'reject',
      note: 'The cheque is not readable',
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body).toMatchObject({ kycStatus: 'rejected', kycNote: 'The cheque is not readable' });
    const approved = await adminPost(upstream, '/Admin/Partners/Kyc', owner, { id: rohanId, decision: 'approve' });
    expect((approved.body as Detail).kycStatus).toBe('approved');
  });

  it('refuses a month that has not ended', async () => {
    const run = await adminPost(upstream, '/Admin/Payouts', owner, { period: '2026-11' });
    expect(run.status).toBe(400);
    expect(run.body).toMatchObject({ code: 'PAYOUT_PERIOD' });
  });

  let run: Run;
  it('makes one run per month however many operators press at once', async () => {
    const answers = await Promise.all([
      adminPost(upstream, '/Admin/Payouts', owner, { period: '2026-10' }),
      adminPost(upstream, '/Admin/Payouts', owner, { period: '2026-10' }),
      adminPost(upstream, '/Admin/Payouts', owner, { period: '2026-10' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    run = answers.find((a) => a.status === 200)!.body as Run;
    // Rohan's delivered September order: 1,443.87 (Kavya's October order is still pending).
    expect(run).toMatchObject({ period: '2026-10', total: 1443.87, payoutCount: 1, paidCount: 0 });
    expect(run.payouts.total).toBe(1);
    expect(run.payouts.items).toEqual([
      expect.objectContaining({ partnerCode: ROHAN.code, amount: 1443.87, incentiveCount: 1, status: 'pending' }),
    ]);
  });

  it('gives the bank a CSV with the full account number through a signed link only', async () => {
    const link = await adminGet(upstream, `/Admin/Payouts/${run.id}/ExportLink`, owner);
    expect(link.status, link.text).toBe(200);
    const url = (link.body as { url: string }).url;
    const csv = await request(`${upstream.url}${url}`);
    expect(csv.status, csv.text).toBe(200);
    expect(csv.text).toContain('50100234567891');
    expect(csv.text).toContain('1443.87');
    expect((await request(`${upstream.url}${url.replace(/signature=[^&]+/, 'signature=forged')}`)).status).toBe(403);
  });

  it('marks a payout paid once: its incentives are Paid and the partner is mailed', async () => {
    const payoutId = run.payouts.items[0]!.id;
    const answers = await Promise.all([
      adminPost(upstream, '/Admin/Payouts/Paid', owner, { payoutId, reference: 'UTR20261102001' }),
      adminPost(upstream, '/Admin/Payouts/Paid', owner, { payoutId, reference: 'UTR20261102002' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const paid = answers.find((a) => a.status === 200)!.body as { payout: Run['payouts']['items'][number]; run: Run };
    expect(paid.payout).toMatchObject({ id: payoutId, status: 'paid' });
    expect(paid.run).toMatchObject({ id: run.id, payoutCount: 1, paidCount: 1 });
    const rohan = await session(`${upstream.url}/api`, ROHAN.email);
    const rows = await partnerRead(`${upstream.url}/api/CP/cp_order_details`, rohan.token, OrderRows);
    expect(rows.filter((r) => r.role === 'referrer').map((r) => r.status)).toEqual(['paid']);
    const mail = (await upstream.outbox(ROHAN.email)).find((m) => m.subject.includes('payout'));
    expect(mail?.body).toMatch(/₹1,443\.87[\s\S]*UTR2026110200[12]/);
    const again = await adminPost(upstream, '/Admin/Payouts', owner, { period: '2026-10' });
    expect(again.status).toBe(409);
    const detail = (await adminGet(upstream, `/Admin/Partners/${rohanId}`, owner)).body as Detail;
    expect(detail.totals.paid).toEqual({ count: 1, amount: 1443.87 });
  });

  it("pages a run's payouts in partner order, all or one state's, counted by state", async () => {
    const at = clock.now().toISOString();
    const { runId, partnerIds } = await withTestDb(upstream, async (db) => {
      const partners = await db.all<{ id: number }>('select id from channel_partners order by id limit 3');
      await db.run("insert into partner_payout_runs (period, total, created_at) values ('2025-01', 30, ?)", at);
      const made = await db.get<{ id: number }>("select id from partner_payout_runs where period = '2025-01'");
      for (const [i, partner] of partners.entries())
        await db.run(
          'insert into partner_payouts (run_id, partner_id, amount, incentive_count, status, created_at) values (?, ?, 10, 1, ?, ?)',
          made!.id,
          partner.id,
          i === 1 ? 'paid' : 'pending',
          at,
        );
      return { runId: made!.id, partnerIds: partners.map((p) => Number(p.id)) };
    });
    expect(partnerIds).toHaveLength(3);
    const pageOf = async (query: string) => {
      const answer = await adminGet(upstream, `/Admin/Payouts/${runId}?${query}`, owner);
      expect(answer.status, answer.text).toBe(200);
      const body = answer.body as Run;
      return { ...body, partners: body.payouts.items.map((p) => p.partnerId) };
    };
    const first = await pageOf('first=2');
    expect(first).toMatchObject({ payoutCount: 3, paidCount: 1, payouts: { total: 3 } });
    expect(first.partners).toEqual(partnerIds.slice(0, 2));
    expect((await pageOf('first=2&page=2')).partners).toEqual(partnerIds.slice(2));
    const pending = await pageOf('status=pending');
    expect(pending).toMatchObject({ payoutCount: 3, paidCount: 1, payouts: { total: 2 } });
    expect(pending.partners).toEqual([partnerIds[0], partnerIds[2]]);
    expect((await pageOf('status=paid')).partners).toEqual([partnerIds[1]]);
    expect((await adminGet(upstream, `/Admin/Payouts/${runId}?first=101`, owner)).status).toBe(400);
    expect((await adminGet(upstream, `/Admin/Payouts/${runId}?status=lost`, owner)).status).toBe(400);

    type Runs = { runs: { total: number; items: Array<{ period: string; payouts: number; paid: number }> } };
    const newest = (await adminGet(upstream, '/Admin/Payouts?first=1', owner)).body as Runs;
    expect(newest.runs).toEqual({
      total: 2,
      items: [expect.objectContaining({ period: '2026-10', payouts: 1, paid: 1 })],
    });
    const older = (await adminGet(upstream, '/Admin/Payouts?first=1&page=2', owner)).body as Runs;
    expect(older.runs.items).toEqual([expect.objectContaining({ period: '2025-01', payouts: 3, paid: 1 })]);
  });

  it('suspends a partner with a note: the partner can no longer sign in, and its sessions stay ended', async () => {
    // A session from the same second as the suspension: its version, not its time, ends it.
    const before = (await loginPartner(`${upstream.url}/api`, ROHAN.email)).token;
    const suspended = await adminPost(upstream, '/Admin/Partners/Status', owner, {
      id: rohanId,
      status: 'Suspended',
      note: 'Misleading ads reported',
    });
    expect(suspended.status, suspended.text).toBe(200);
    const refused = await postJson(`${upstream.url}/api/CP/CPLogin`, {
      email_id: ROHAN.email,
      u_Password: PARTNER_PASSWORD,
    });
    expect(refused.status).not.toBe(200);
    const back = await adminPost(upstream, '/Admin/Partners/Status', owner, { id: rohanId, status: 'Active' });
    expect((back.body as { status: string }).status).toBe('Active');
    const after = (await loginPartner(`${upstream.url}/api`, ROHAN.email)).token;
    expect((await partnerGet(`${upstream.url}/api/CP/details`, after)).status).toBe(200);
    expect((await partnerGet(`${upstream.url}/api/CP/details`, before)).status).toBe(401);
  });
});
