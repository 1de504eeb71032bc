import { describe, expect, it } from 'vitest';
import type { NominationRow, PartnerProgramOrderRow } from '../../generated/upstream/types.gen.ts';
import { earningsSchema } from './earnings-mapping.ts';
import { referralVisitSchema } from './attribution-mapping.ts';
import { subPartnersPageSchema, transactionsPageSchema } from './page-mapping.ts';
import {
  couponTemplateSchema,
  incentiveHistorySchema,
  incentiveListSchema,
  incentiveTableSchema,
  nominationListSchema,
  nominationTemplateSchema,
  orderListSchema,
  sharedCouponListSchema,
} from './program-mapping.ts';

const order: PartnerProgramOrderRow = {
  code: 'V5G1002',
  cp_name: 'Kavya Iyer',
  order_id_new: 'LUM1001',
  order_date: '2026-01-10T06:00:00Z',
  coupon_code: 'V5G1002-AB12',
  role: 'master',
  order_product_list: [{ product_name: 'Lumen Ring', txt_model: 'LR-1', units: 1 }],
  base_amount: 12000.5,
  incentive_value: 10,
  cp_incentive: 1200.05,
  status: 'pending',
  attributed_by: 'coupon',
  customer_name: 'Asha Rao',
  billing_address: '12, Residency Road',
  billing_city: 'Bengaluru',
  billing_pincode: '560025',
};

const { customer_name, billing_address, billing_city, billing_pincode, ...incentive } = order;

describe('partner program mapping', () => {
  it('gives the table its title and edit rule by level', () => {
    const row = {
      cP_ID: 2,
      level: 2,
      id: 2,
      txt_v5_0: 0,
      txt_v5_1: 10,
      txt_v5_1_0: 0,
      txt_v5_1_1: 5,
      txt_discount1: 10,
      max_discount: 35,
    };
    expect(incentiveTableSchema.parse(row)).toEqual({
      id: 2,
      level: 'GENERAL',
      title: 'General CP Incentive Table',
      canEditMasterPercent: false,
      rates: {
        nextLevelActivation: 0,
        masterPercent: 10,
        generalActivation: 0,
        generalPercent: 5,
        clientDiscount: 10,
        maxDiscount: 35,
      },
    });
    expect(incentiveTableSchema.parse({ ...row, level: 1 })).toMatchObject({
      level: 'MASTER',
      title: 'Master CP Incentive Table',
      canEditMasterPercent: true,
    });
    expect(incentiveTableSchema.safeParse({ ...row, txt_v5_1: '10' }).success).toBe(false);
  });

  it('dates history entries', () => {
    const entry = {
      id: 9,
      txt_v5_0: 0,
      txt_v5_1: 12,
      txt_v5_1_0: 0,
      txt_v5_1_1: 0,
      txt_discount1: 11,
      changE_DATE: '2026-02-01T04:30:00Z',
    };
    expect(incentiveHistorySchema.parse([entry])).toEqual([
      {
        id: 9,
        at: '2026-02-01T04:30:00.000Z',
        date: '01-02-2026 10:00:00',
        masterPercent: 12,
        generalPercent: 0,
        clientDiscount: 11,
      },
    ]);
    expect(incentiveHistorySchema.safeParse([{ ...entry, changE_DATE: 'yesterday' }]).success).toBe(false);
  });

  it('renames order rows, with rupee amounts and states as enums', () => {
    expect(orderListSchema.parse([order])).toEqual([
      {
        code: 'V5G1002',
        partnerName: 'Kavya Iyer',
        customerName: 'Asha Rao',
        billingAddress: '12, Residency Road',
        billingCity: 'Bengaluru',
        billingPincode: '560025',
        orderId: 'LUM1001',
        at: '2026-01-10T06:00:00.000Z',
        date: '10-01-2026 11:30:00',
        couponCode: 'V5G1002-AB12',
        role: 'master',
        products: [{ name: 'Lumen Ring', model: 'LR-1', units: 1 }],
        incentivePercent: 10,
        incentiveAmount: { amount: 1200.05, currencyCode: 'INR', formatted: '₹1,200.05' },
        baseAmount: { amount: 12000.5, currencyCode: 'INR', formatted: '₹12,000.50' },
        status: 'PENDING',
        attributedBy: 'COUPON',
      },
    ]);
    expect(
      orderListSchema
        .parse([{ ...order, status: 'reversed', attributed_by: 'link' }])
        .map((r) => [r.status, r.attributedBy]),
    ).toEqual([['REVERSED', 'LINK']]);
    // Every row says its state and how it was attributed.
    const { status, ...withoutStatus } = order;
    expect(status).toBe('pending');
    expect(orderListSchema.safeParse([withoutStatus]).success).toBe(false);
  });

  it('gives incentive rows, which have no customer columns, empty customer fields', () => {
    expect(incentiveListSchema.parse([incentive])[0]).toMatchObject({
      orderId: 'LUM1001',
      customerName: '',
      billingAddress: '',
      billingCity: '',
      billingPincode: '',
    });
  });

  it('reads nominations as Nominated/Joined and shared coupons as Shared/Used', () => {
    const base = {
      id: 1,
      share_PersonName: 'Sneha',
      sEmailID: 's@x.in',
      c_date: '2026-01-01T00:00:00Z',
      cpcode: 'V5M1001',
    };
    const nominations: NominationRow[] = [
      { ...base, iS_JOIN: 0 },
      { ...base, iS_JOIN: 1 },
    ];
    expect(nominationListSchema.parse(nominations).map((r) => [r.status, r.joined, r.couponCode])).toEqual([
      ['Nominated', false, null],
      ['Joined', true, null],
    ]);
    expect(
      sharedCouponListSchema.parse([
        { ...base, coupon_code: 'V5M1001-X1Y2', iS_USED: 1, iS_JOIN: 0 },
        { ...base, coupon_code: '', iS_USED: 0, iS_JOIN: 0 },
      ]),
    ).toEqual([
      expect.objectContaining({ status: 'Used', joined: false, couponCode: 'V5M1001-X1Y2' }),
      expect.objectContaining({ status: 'Shared', joined: false, couponCode: null }),
    ]);
  });

  it('sanitises templates; only the nomination template caps the rates', () => {
    expect(nominationTemplateSchema.parse({ content: '<p onclick="x()">Join</p>', max_discount: 35 })).toEqual({
      html: '<p>Join</p>',
      maxDiscount: 35,
    });
    expect(couponTemplateSchema.parse({ content: '<b>10%</b>' })).toEqual({ html: '<b>10%</b>', maxDiscount: null });
  });
});

describe('pages, earnings and referral visits', () => {
  it('maps a page of rows as the unpaged list does', () => {
    expect(transactionsPageSchema.parse({ items: [order], total: 21 })).toEqual({
      items: orderListSchema.parse([order]),
      total: 21,
    });
    const general = {
      id: 4,
      v5: 'V5G1004',
      cP_NAME: 'Kavya',
      surname: 'Iyer',
      country_id: 2,
      country_name: 'India',
      states_id: 17,
      states_name: 'Karnataka',
      email_ID: 'kavya@example.com',
      phonE_NO: '9000000004',
      cP_CITY: 'Mysuru',
      cpAddress: '4, Palace Road',
      cP_PINCODE: '570001',
      refeR_NAME: 'Rohan',
      refer_Email_ID: 'rohan.cp@example.com',
      refer_Phone: '',
      aadhaar: null,
      aadhaar_file: null,
      cP_STATUS: 'Active',
      cP_LEVEL: 2,
      master_id: 1,
    };
    const page = subPartnersPageSchema.parse({ details: [general], userId: null, cP_ID: 1, cP_LEVEL: 1, total: 1 });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id: 4, code: 'V5G1004', level: 'GENERAL', masterId: 1 });
  });

  it('maps earnings: Money, enums, portal dates and the page counts', () => {
    const zero = { count: 0, amount: 0 };
    const totals = { pending: { count: 1, amount: 1200.05 }, approved: zero, reversed: zero, paid: zero };
    const answer = earningsSchema.parse({
      totals,
      months: [{ month: '2026-01', totals }],
      hold: { code: 'KYC_PENDING', message: 'Complete your bank details.' },
      transactions: {
        total: 1,
        items: [
          {
            id: 7,
            orderId: 'LUM1001',
            customerName: 'Asha Rao',
            status: 'approved',
            role: 'referrer',
            attributedBy: 'link',
            percent: 10,
            base: 12000.5,
            amount: 1200.05,
            createdAt: '2026-01-10T20:00:00Z',
            approvedAt: null,
            paidAt: null,
            payoutPeriod: null,
          },
        ],
      },
      payouts: {
        total: 1,
        items: [
          {
            id: 3,
            period: '2026-01',
            amount: 1200.05,
            incentiveCount: 1,
            status: 'paid',
            bankReference: 'UTR123',
            paidAt: '2026-02-05T06:00:00Z',
          },
        ],
      },
      links: {
        transactionsCsv: '/files/cp/earnings/1/transactions.csv',
        payoutsCsv: '/files/cp/earnings/1/payouts.csv',
        statements: [{ month: '2026-01', url: '/files/cp/earnings/1/2026-01.pdf' }],
      },
    });
    expect(answer.totals.pending).toEqual({
      count: 1,
      amount: { amount: 1200.05, currencyCode: 'INR', formatted: '₹1,200.05' },
    });
    expect(answer.transactions).toEqual([
      {
        id: 7,
        orderId: 'LUM1001',
        customerName: 'Asha Rao',
        status: 'APPROVED',
        role: 'referrer',
        attributedBy: 'LINK',
        percent: 10,
        base: { amount: 12000.5, currencyCode: 'INR', formatted: '₹12,000.50' },
        amount: { amount: 1200.05, currencyCode: 'INR', formatted: '₹1,200.05' },
        createdAt: '2026-01-10T20:00:00Z',
        // 01:30 on the 11th in India.
        date: '11-01-2026',
        payoutPeriod: null,
      },
    ]);
    expect(answer.payouts).toEqual([
      {
        id: 3,
        period: '2026-01',
        amount: { amount: 1200.05, currencyCode: 'INR', formatted: '₹1,200.05' },
        incentiveCount: 1,
        paid: true,
        bankReference: 'UTR123',
        paidDate: '05-02-2026',
      },
    ]);
    expect(answer).toMatchObject({
      hold: { code: 'KYC_PENDING', message: 'Complete your bank details.' },
      transactionTotal: 1,
      payoutTotal: 1,
      transactionsCsvUrl: '/files/cp/earnings/1/transactions.csv',
      payoutsCsvUrl: '/files/cp/earnings/1/payouts.csv',
      statements: [{ month: '2026-01', url: '/files/cp/earnings/1/2026-01.pdf' }],
    });
  });

  it('renames a referral visit', () => {
    expect(
      referralVisitSchema.parse({ token: 'v'.repeat(40), expires_at: '2026-02-01T00:00:00Z', cpname: 'Rohan Mehta' }),
    ).toEqual({ token: 'v'.repeat(40), expiresAt: '2026-02-01T00:00:00Z', partnerName: 'Rohan Mehta' });
  });
});
