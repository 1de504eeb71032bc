import { describe, expect, it } from 'vitest';
import {
  countryListSchema,
  couponDetailsSchema,
  deliveryCheckSchema,
  orderCreatedSchema,
  paymentModeOf,
  pincodeDetailsSchema,
  prepaidOfferSchema,
} from './mapping.ts';

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
        {
          country_id: 2,
          country_name: 'India',
          c_code: 'IN',
          phone_code: '+91',
          states: [{ states_id: 16, states_name: 'Karnataka' }],
        },
      ]),
    ).toEqual([{ id: 2, name: 'India', code: 'IN', isDefault: true, states: [{ id: 16, name: 'Karnataka' }] }]);
  });
});

const coupon = {
  txt_Code_Disc: 15,
  coupon_code: 'RING15',
  description: '15% off',
  product_id: 101,
  category_id: null,
  valid_to: '2026-12-31',
  discount_amount: null,
  partner_coupon: false,
};

describe('GetCouponDetails', () => {
  it('reads txt_Code_Disc, and the invalid text as null', () => {
    expect(couponDetailsSchema.parse([coupon])).toEqual({
      code: 'RING15',
      percent: 15,
      description: '15% off',
      partner: false,
    });
    expect(couponDetailsSchema.parse([{ ...coupon, coupon_code: 'V5M1001-AB12', partner_coupon: true }])).toMatchObject(
      { partner: true },
    );
    expect(couponDetailsSchema.parse('Invalid Coupon Code')).toBeNull();
    expect(couponDetailsSchema.parse([])).toBeNull();
    expect(couponDetailsSchema.safeParse('Some other text').success).toBe(false);
  });
});

const line = { id: 'a', pid: 101, name: 'Aura Ring Gen 3', model: 'AR-300', d_days: '2-4 Days', deliverable: true };

describe('chk_all_delivery and CreateOrderNew', () => {
  it('reads the lines that cannot be delivered', () => {
    expect(
      deliveryCheckSchema.parse({
        deliveryDays: '2-4 Days',
        deliverable: true,
        pincode: '560001',
        items: [line],
        undeliverable: [],
      }),
    ).toEqual({ deliverable: true, deliveryDays: '2-4 Days', undeliverableLineIds: [] });
    expect(
      deliveryCheckSchema.parse({
        deliveryDays: '2-4 Days',
        deliverable: false,
        pincode: '560001',
        items: [{ ...line, deliverable: false }],
        undeliverable: ['a'],
      }),
    ).toEqual({ deliverable: false, deliveryDays: '2-4 Days', undeliverableLineIds: ['a'] });
  });

  const created = {
    order_id: 'LUM1',
    accessCode: '',
    payment_url: null,
    amount: 9999,
    order_status: 'Success',
  };

  it('reads encryptedRequest 1 as settled, with no redirect', () => {
    expect(orderCreatedSchema.parse({ ...created, encryptedRequest: 1, payment_redirect: null })).toEqual({
      orderId: 'LUM1',
      settled: true,
      amount: 9999,
      paymentRedirect: null,
    });
  });

  it("keeps the provider's redirect as it is, whatever its fields", () => {
    const redirect = {
      provider: 'ccavenue',
      url: '/payment/transaction',
      method: 'POST',
      fields: [
        { name: 'encRequest', value: 'abcd' },
        { name: 'access_code', value: 'AC' },
      ],
    };
    expect(
      orderCreatedSchema.parse({
        ...created,
        order_id: 'LUM2',
        encryptedRequest: 'abcd',
        accessCode: 'AC',
        order_status: 'Pending',
        payment_redirect: redirect,
      }),
    ).toEqual({
      orderId: 'LUM2',
      settled: false,
      amount: 9999,
      paymentRedirect: { url: '/payment/transaction', method: 'POST', fields: redirect.fields },
    });
    expect(
      orderCreatedSchema.safeParse({
        ...created,
        encryptedRequest: 'x',
        payment_redirect: { ...redirect, method: 'PUT' },
      }).success,
    ).toBe(false);
  });
});

describe('paytype', () => {
  it('is 1 for prepaid; anything else reads as cash on delivery', () => {
    expect([paymentModeOf(1), paymentModeOf(2), paymentModeOf(0)]).toEqual([
      'PREPAID',
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
    expect(prepaidOfferSchema.safeParse({ symbol: '₹', codval: 100 }).success).toBe(false);
  });
});
