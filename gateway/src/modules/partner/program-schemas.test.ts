import { describe, expect, it } from 'vitest';
import {
  incentiveHistorySchema,
  incentiveTableSchema,
  partnerOrderListSchema,
  referralListSchema,
  templateSchema,
} from './program-schemas.ts';

describe('partner program schemas', () => {
  it('gives the table its title and edit rule by level', () => {
    const row = {
      cP_ID: 2,
      level: 2,
      id: 2,
      txt_v5_0: 0,
      txt_v5_1: '10',
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
  });

  it('dates history entries', () => {
    expect(
      incentiveHistorySchema.parse([
        {
          id: 9,
          txt_v5_0: 0,
          txt_v5_1: 12,
          txt_v5_1_0: 0,
          txt_v5_1_1: 0,
          txt_discount1: 11,
          changE_DATE: '2026-02-01T04:30:00Z',
        },
      ]),
    ).toEqual([
      {
        id: 9,
        at: '2026-02-01T04:30:00.000Z',
        date: '01-02-2026 10:00:00',
        masterPercent: 12,
        generalPercent: 0,
        clientDiscount: 11,
      },
    ]);
  });

  it('renames order rows, with rupee amounts; incentive rows have no customer columns', () => {
    const row = {
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
    };
    expect(partnerOrderListSchema.parse([row])).toEqual([
      {
        code: 'V5G1002',
        partnerName: 'Kavya Iyer',
        customerName: '',
        billingAddress: '',
        billingCity: '',
        billingPincode: '',
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
      partnerOrderListSchema
        .parse([{ ...row, status: 'reversed', attributed_by: 'link' }])
        .map((r) => [r.status, r.attributedBy]),
    ).toEqual([['REVERSED', 'LINK']]);
  });

  it('reads nominations as Nominated/Joined and shared coupons as Shared/Used', () => {
    const base = {
      id: 1,
      share_PersonName: 'Sneha',
      sEmailID: 's@x.in',
      c_date: '2026-01-01T00:00:00Z',
      cpcode: 'V5M1001',
    };
    expect(
      referralListSchema('nomination')
        .parse([
          { ...base, iS_JOIN: 0 },
          { ...base, iS_JOIN: 1 },
        ])
        .map((r) => [r.status, r.joined, r.couponCode]),
    ).toEqual([
      ['Nominated', false, null],
      ['Joined', true, null],
    ]);
    expect(
      referralListSchema('coupon').parse([{ ...base, coupon_code: 'V5M1001-X1Y2', iS_USED: 1, iS_JOIN: 0 }])[0],
    ).toMatchObject({
      status: 'Used',
      joined: false,
      couponCode: 'V5M1001-X1Y2',
    });
  });

  it('sanitises templates', () => {
    expect(templateSchema.parse({ content: '<p onclick="x()">Join</p>', max_discount: 35 })).toEqual({
      html: '<p>Join</p>',
      maxDiscount: 35,
    });
    expect(templateSchema.parse({ content: '<b>10%</b>' })).toEqual({ html: '<b>10%</b>', maxDiscount: null });
  });
});
