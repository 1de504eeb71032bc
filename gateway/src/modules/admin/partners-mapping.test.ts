import { describe, expect, it } from 'vitest';
import { toMoney } from '@shop/commerce/money';
import type {
  PartnerDetail,
  PartnerRow,
  PayoutRow,
  PayoutRun,
  PayoutsAnswer,
} from '../../generated/upstream/types.gen.ts';
import {
  partnerDetailSchema,
  partnerPageSchema,
  payoutPaidSchema,
  payoutRunSchema,
  payoutsSchema,
} from './partners-mapping.ts';

const none = { count: 0, amount: 0 };
const totals = { pending: { count: 2, amount: 1500 }, approved: none, reversed: none, paid: { count: 1, amount: 800 } };

const row = {
  id: 5,
  code: 'CP0005',
  level: 1,
  name: 'Ravi Traders',
  email: 'ravi@example.com',
  phone: '9876500000',
  status: 'Suspended',
  kycStatus: 'submitted',
  masterCode: null,
  createdAt: '2025-03-01T09:00:00.000Z',
} satisfies PartnerRow;

const detail = {
  id: 5,
  code: 'CP0005',
  level: 1,
  name: 'Ravi Traders',
  email: 'ravi@example.com',
  phone: '9876500000',
  city: 'Pune',
  pincode: '411001',
  status: 'Active',
  statusNote: null,
  kycStatus: 'rejected',
  kycNote: 'The cheque is unreadable.',
  kycSubmittedAt: '2025-03-02T09:00:00.000Z',
  kycReviewedAt: '2025-03-03T09:00:00.000Z',
  kycMissing: ['crossedCheque', 'somethingNew'],
  aadhaarLast4: '1234',
  aadhaarDocumentUrl: null,
  bankName: 'State Bank',
  bankBranch: 'Pune Camp',
  accountMasked: 'XXXXXX7890',
  ifsc: 'SBIN0000001',
  pan: 'ABCDE1234F',
  chequeDocumentUrl: null,
  master: { code: 'CP0001', name: 'Anand Distributors' },
  generals: [{ id: 9, code: 'CP0009', name: 'Mini Mart', status: 'Active' }],
  generalCount: 1,
  table: { masterPercent: 5, generalPercent: 3, clientDiscount: 2 },
  tableHistory: {
    items: [
      { at: '2025-03-04T09:00:00.000Z', masterPercent: 5, generalPercent: 3, clientDiscount: 2, byPartner: true },
    ],
    total: 1,
  },
  totals,
  createdAt: '2025-03-01T09:00:00.000Z',
} satisfies PartnerDetail;

const payout = {
  id: 31,
  partnerId: 5,
  partnerCode: 'CP0005',
  partnerName: 'Ravi Traders',
  bankName: 'State Bank',
  accountMasked: 'XXXXXX7890',
  ifsc: 'SBIN0000001',
  amount: 1500,
  incentiveCount: 2,
  status: 'paid',
  bankReference: 'UTR123',
  paidAt: '2025-11-03T09:00:00.000Z',
} satisfies PayoutRow;

const run = {
  id: 4,
  period: '2025-10',
  total: 1500,
  createdAt: '2025-11-01T09:00:00.000Z',
  payoutCount: 1,
  paidCount: 1,
  payouts: { items: [payout], total: 1 },
} satisfies PayoutRun;

describe('partners', () => {
  it('gives a row its account and KYC states as the enums', () => {
    expect(partnerPageSchema.parse({ items: [row], total: 1 })).toEqual({
      total: 1,
      items: [{ ...row, status: 'SUSPENDED', kycStatus: 'SUBMITTED' }],
    });
    expect(partnerPageSchema.parse({ items: [{ ...row, status: 'Pending' }], total: 1 }).items[0]?.status).toBe(
      'PENDING',
    );
  });

  it('words the missing KYC items, pages the table history and gives totals as Money', () => {
    const partner = partnerDetailSchema.parse(detail);
    expect(partner).toMatchObject({
      status: 'ACTIVE',
      kycStatus: 'REJECTED',
      kycMissing: ['a crossed cheque', 'somethingNew'],
      master: { id: null, code: 'CP0001', name: 'Anand Distributors' },
      generals: [{ id: 9, code: 'CP0009', name: 'Mini Mart' }],
      historyPage: detail.tableHistory,
      totals: {
        pending: { count: 2, amount: toMoney(1500) },
        approved: { count: 0, amount: toMoney(0) },
        reversed: { count: 0, amount: toMoney(0) },
        paid: { count: 1, amount: toMoney(800) },
      },
    });
    expect(partner).not.toHaveProperty('tableHistory');
    expect(partnerDetailSchema.parse({ ...detail, master: null }).master).toBeNull();
  });

  it('refuses a KYC state upstream does not declare', () => {
    expect(partnerDetailSchema.safeParse({ ...detail, kycStatus: 'pending' }).success).toBe(false);
  });
});

describe('payouts', () => {
  it('gives a run its total as Money and its page of payouts', () => {
    expect(payoutRunSchema.parse(run)).toEqual({
      id: 4,
      period: '2025-10',
      total: toMoney(1500),
      createdAt: '2025-11-01T09:00:00.000Z',
      payoutCount: 1,
      paidCount: 1,
      payoutPage: { items: [{ ...payout, amount: toMoney(1500), status: 'PAID' }], total: 1 },
    });
    const paid = payoutPaidSchema.parse({ payout: { ...payout, status: 'pending' }, run });
    expect(paid.payout.status).toBe('PENDING');
    expect(paid.run.payoutPage.total).toBe(1);
  });

  it('splits the program totals from the partner counts and renames a run row', () => {
    const partners = { active: 10, pending: 2, suspended: 1, kycAwaitingReview: 3, kycApproved: 8 };
    const answer = {
      defaultPeriod: '2025-10',
      runs: {
        items: [{ id: 4, period: '2025-10', total: 1500, createdAt: '2025-11-01T09:00:00.000Z', payouts: 1, paid: 0 }],
        total: 1,
      },
      totals: { ...totals, partners },
    } satisfies PayoutsAnswer;
    expect(payoutsSchema.parse(answer)).toEqual({
      defaultPeriod: '2025-10',
      partners,
      totals: {
        pending: { count: 2, amount: toMoney(1500) },
        approved: { count: 0, amount: toMoney(0) },
        reversed: { count: 0, amount: toMoney(0) },
        paid: { count: 1, amount: toMoney(800) },
      },
      runs: {
        total: 1,
        items: [
          {
            id: 4,
            period: '2025-10',
            total: toMoney(1500),
            createdAt: '2025-11-01T09:00:00.000Z',
            payoutCount: 1,
            paidCount: 0,
          },
        ],
      },
    });
  });
});
