// The console's partner program through the gateway on a real upstream: a partners operator finds
// Rohan awaiting KYC review, a reject needs a reason, approval lets the October payout run pay his
// delivered order, the bank file is a signed link, and marking the payout paid shows in Rohan's
// transactions as PAID. A support operator is FORBIDDEN before any upstream call.
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import { adminError, asOperator, operatorData, operatorToken } from './admin.ts';
import {
  AdminPartnerDetailDocument,
  AdminPartnersListDocument,
  AdminPayoutPaidDocument,
  AdminPayoutRunCreateDocument,
  AdminPayoutRunPagedDocument,
  AdminPayoutRunsDocument,
  AdminReviewKycDocument,
  PartnerTransactionsDocument,
} from './generated/graphql.ts';
import { ROHAN, partnerData, partnerLogin } from './partner.ts';

const { gateway } = useShop();

describe('operating the partner program', () => {
  it('reviews KYC, runs the payout and marks it paid', async () => {
    const { token } = await operatorToken(gateway, 'partners');
    const list = await operatorData(gateway, token, AdminPartnersListDocument, { search: ROHAN.code });
    expect(list.admin.partners.nodes).toEqual([
      expect.objectContaining({ code: ROHAN.code, status: 'ACTIVE', kycStatus: 'SUBMITTED' }),
    ]);
    const id = list.admin.partners.nodes[0]!.id;
    const detail = (await operatorData(gateway, token, AdminPartnerDetailDocument, { id })).admin.partner!;
    expect(detail).toMatchObject({ kycMissing: [], accountMasked: '•••• 7891', generalCount: 2 });
    expect(detail.newest.nodes.length).toBe(Math.min(1, detail.newest.totalCount));
    expect(detail.newest.pageCount).toBe(Math.max(1, detail.newest.totalCount));
    const generals = await operatorData(gateway, token, AdminPartnersListDocument, { master: id });
    expect(generals.admin.partners.totalCount).toBe(2);
    expect(generals.admin.partners.nodes.map((p) => p.code).sort()).toEqual(detail.generals.map((g) => g.code).sort());
    expect(generals.admin.partners.nodes.every((p) => p.masterCode === ROHAN.code)).toBe(true);
    expect(detail.totals.approved.count).toBe(1);

    const noReason = await operatorData(gateway, token, AdminReviewKycDocument, {
      input: { id, decision: 'REJECT', note: '' },
    });
    expect(noReason.adminReviewPartnerKyc.userErrors[0]).toMatchObject({
      code: 'REVIEW_NOTE',
      field: ['input', 'note'],
    });
    const approved = await operatorData(gateway, token, AdminReviewKycDocument, { input: { id, decision: 'APPROVE' } });
    expect(approved.adminReviewPartnerKyc.partner).toMatchObject({ kycStatus: 'APPROVED' });

    const future = await operatorData(gateway, token, AdminPayoutRunCreateDocument, { period: '2099-01' });
    expect(future.adminCreatePayoutRun.userErrors).toEqual([
      { field: ['period'], message: 'Choose a month that has ended.', code: 'PAYOUT_PERIOD' },
    ]);
    const created = await operatorData(gateway, token, AdminPayoutRunCreateDocument, { period: '2026-10' });
    expect(created.adminCreatePayoutRun.userErrors).toEqual([]);
    const run = created.adminCreatePayoutRun.run!;
    expect(run).toMatchObject({ payoutCount: 1, paidCount: 0 });
    expect(run.payouts).toMatchObject({ totalCount: 1, page: 1, pageCount: 1 });
    expect(run.payouts.nodes).toEqual([
      expect.objectContaining({ partnerCode: ROHAN.code, status: 'PENDING', amount: { amount: 1443.87 } }),
    ]);
    expect(run.bankFile.url).toMatch(/^\/files\/admin\/payouts\/\d+\.csv\?/);

    const paid = await operatorData(gateway, token, AdminPayoutPaidDocument, {
      input: { payoutId: run.payouts.nodes[0]!.id, reference: 'UTR55501' },
    });
    expect(paid.adminMarkPayoutPaid.payout).toEqual({
      id: run.payouts.nodes[0]!.id,
      status: 'PAID',
      bankReference: 'UTR55501',
    });
    expect(paid.adminMarkPayoutPaid.run).toEqual({ paidCount: 1, payoutCount: 1, toPay: { totalCount: 0 } });
    const rohan = (await partnerLogin(gateway, ROHAN.email)).partnerToken;
    const rows = (await partnerData(gateway, rohan, PartnerTransactionsDocument)).partner.transactions;
    expect(rows.filter((r) => r.role === 'referrer').map((r) => r.status)).toEqual(['PAID']);
  });

  it("pages the runs and a run's payouts, one state's when asked, the first page read with the run", async () => {
    const { token } = await operatorToken(gateway, 'partners');
    const runs = (await operatorData(gateway, token, AdminPayoutRunsDocument, { page: 1, first: 1 })).admin
      .partnerPayouts.runs;
    expect(runs).toMatchObject({
      totalCount: 1,
      page: 1,
      pageCount: 1,
      nodes: [{ period: '2026-10', payoutCount: 1, paidCount: 1 }],
    });
    const beyond = await operatorData(gateway, token, AdminPayoutRunsDocument, { page: 2, first: 1 });
    expect(beyond.admin.partnerPayouts.runs).toMatchObject({ totalCount: 1, page: 2, nodes: [] });

    const id = runs.nodes[0]!.id;
    const all = await asOperator(gateway, token, AdminPayoutRunPagedDocument, { id, page: 1, first: 25 });
    expect(all.body.data!.admin.payoutRun).toMatchObject({
      payoutCount: 1,
      paidCount: 1,
      payouts: { totalCount: 1, page: 1, pageCount: 1, nodes: [{ status: 'PAID' }] },
    });
    const toPay = await asOperator(gateway, token, AdminPayoutRunPagedDocument, {
      id,
      page: 1,
      first: 25,
      status: 'PENDING',
    });
    expect(toPay.body.data!.admin.payoutRun!.payouts).toEqual({ totalCount: 0, page: 1, pageCount: 1, nodes: [] });
    // The run's first page comes with the run; another page or state is one more upstream call.
    expect(Number(toPay.headers.get('x-upstream-calls'))).toBe(Number(all.headers.get('x-upstream-calls')) + 1);
    const tooMany = await asOperator(gateway, token, AdminPayoutRunPagedDocument, { id, page: 1, first: 101 });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a support operator before any upstream call', async () => {
    const { token } = await operatorToken(gateway, 'support');
    const result = await asOperator(gateway, token, AdminPartnersListDocument, {});
    expect(adminError(result).code).toBe('FORBIDDEN');
    expect(result.headers.get('x-upstream-calls')).toBe('0');
  });
});
