import { describe, expect, it } from 'vitest';
import {
  countryListSchema,
  couponDetailsSchema,
  deliveryCheckSchema,
  orderCreatedSchema,
  paymentModeOf,
  pincodeDetailsSchema,
  prepaidOfferSchema,
} from './schemas.ts';

describe('PincodeDetails and countries', () => {
  it('renames the pincode details', () => {
    expect(
      pincodeDetailsSchema.parse({
        pincode: '560001',
        iSOCode: 'IN-KA',
        symbol: '₹',
        taxName: 'GST',
        taxDigit: '29',
        txtPer: 18,
        txtPhone: '+91',
        states_name: 'Karnataka',
        states_id: 16,
        country_name: 'India',
        country_id: 2,
        countryCode: '+91',
        district: 'Bangalore',
        city: 'Bangalore North',
      }),
    ).toEqual({
      pincode: '560001',
      city: 'Bangalore North',
      district: 'Bangalore',
      state: 'Karnataka',
      stateId: 16,
      gstStateCode: '29',
      country: 'India',
      countryId: 2,
      isoCode: 'IN-KA',
      currencySymbol: '₹',
      phonePrefix: '+91',
      taxName: 'GST',
      taxPercent: 18,
    });
  });

  it('marks the default country', () => {
    expect(
      countryListSchema(2).parse([
        { country_id: 2, country_name: 'India', c_code: 'IN', states: [{ states_id: 16, states_name: 'Karnataka' }] },
      ]),
    ).toEqual([{ id: 2, name: 'India', code: 'IN', isDefault: true, states: [{ id: 16, name: 'Karnataka' }] }]);
  });
});

describe('GetCouponDetails', () => {
  it('reads txt_Code_Disc, and the invalid text as null', () => {
    expect(couponDetailsSchema.parse([{ txt_Code_Disc: 15, coupon_code: 'RING15', description: '15% off' }])).toEqual({
      code: 'RING15',
      percent: 15,
      description: '15% off',
      partner: false,
    });
    expect(
      couponDetailsSchema.parse([{ txt_Code_Disc: 10, coupon_code: 'V5M1001-AB12', partner_coupon: true }]),
    ).toMatchObject({ partner: true });
    expect(couponDetailsSchema.parse('Invalid Coupon Code')).toBeNull();
    expect(couponDetailsSchema.parse([])).toBeNull();
  });
});

describe('chk_all_delivery and CreateOrderNew', () => {
  it('reads the lines that cannot be delivered', () => {
    expect(
      deliveryCheckSchema.parse({ deliveryDays: '2-4 Days', deliverable: true, items: [], undeliverable: [] }),
    ).toEqual({ deliverable: true, deliveryDays: '2-4 Days', undeliverableLineIds: [] });
    // The spec's shape only says deliveryDays: the item flags decide.
    expect(deliveryCheckSchema.parse({ deliveryDays: 'x', items: [{ id: 'a', deliverable: false }] })).toEqual({
      deliverable: false,
      deliveryDays: 'x',
      undeliverableLineIds: ['a'],
    });
  });

  it('reads encryptedRequest 1 as settled, else as the payment redirect', () => {
    expect(orderCreatedSchema.parse({ encryptedRequest: 1, order_id: 'LUM1', accessCode: '' })).toMatchObject({
      orderId: 'LUM1',
      settled: true,
      encRequest: null,
    });
    expect(
      orderCreatedSchema.parse({
        encryptedRequest: 'abcd',
        order_id: 'LUM2',
        accessCode: 'AC',
        payment_url: '/payment/transaction',
        amount: 10,
      }),
    ).toEqual({
      orderId: 'LUM2',
      settled: false,
      encRequest: 'abcd',
      accessCode: 'AC',
      paymentUrl: '/payment/transaction',
      amount: 10,
    });
  });
});

describe('paytype', () => {
  it('is 1 for prepaid; anything else reads as cash on delivery', () => {
    expect([paymentModeOf(1), paymentModeOf(2), paymentModeOf(0), paymentModeOf(null)]).toEqual([
      'PREPAID',
      'CASH_ON_DELIVERY',
      'CASH_ON_DELIVERY',
      'CASH_ON_DELIVERY',
    ]);
  });
});

describe('Prepaid_Discount', () => {
  it("is the prepaid offer with its currency symbol and upstream's maximum coupon discount on one product", () => {
    expect(prepaidOfferSchema.parse({ symbol: '₹', codval: 100, max_line_discount_percent: 35 })).toEqual({
      amount: 100,
      currencySymbol: '₹',
      maxLineDiscountPercent: 35,
    });
    // An upstream that serves no maximum: the shop's default.
    expect(prepaidOfferSchema.parse({ symbol: '₹', codval: 100 })).toMatchObject({ maxLineDiscountPercent: 50 });
    expect(prepaidOfferSchema.safeParse({ symbol: '₹', codval: -1 }).success).toBe(false);
    expect(prepaidOfferSchema.safeParse({ symbol: '₹', codval: 1, max_line_discount_percent: 101 }).success).toBe(
      false,
    );
  });
});
