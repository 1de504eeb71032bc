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
    expect(detail).toMatchObject({ kycMissing: [], accountMasked: '•••• 7891' });
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
    expect(run.payouts).toEqual([
      expect.objectContaining({ partnerCode: ROHAN.code, status: 'PENDING', amount: { amount: 1443.87 } }),
    ]);
    expect(run.bankFile.url).toMatch(/^\/files\/admin\/payouts\/\d+\.csv\?/);

    const paid = await operatorData(gateway, token, AdminPayoutPaidDocument, {
      input: { payoutId: run.payouts[0]!.id, reference: 'UTR55501' },
    });
    expect(paid.adminMarkPayoutPaid.run!.payouts[0]).toEqual({ status: 'PAID', bankReference: 'UTR55501' });
    const rohan = (await partnerLogin(gateway, ROHAN.email)).partnerToken;
    const rows = (await partnerData(gateway, rohan, PartnerTransactionsDocument)).partner.transactions;
    expect(rows.filter((r) => r.role === 'referrer').map((r) => r.status)).toEqual(['PAID']);
  });

  it('refuses a support operator before any upstream call', async () => {
    const { token } = await operatorToken(gateway, 'support');
    const result = await asOperator(gateway, token, AdminPartnersListDocument, {});
    expect(adminError(result).code).toBe('FORBIDDEN');
    expect(result.headers.get('x-upstream-calls')).toBe('0');
  });
});
