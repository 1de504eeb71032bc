import { describe, expect, it } from 'vitest';
import { addAddressInput, checkoutSummaryInput, placeOrderInput, updateGstNumberInput } from './inputs.ts';

const fields = {
  firstName: 'Aarav',
  lastName: 'Sharma',
  address: '14, Brigade Road',
  city: 'Bengaluru',
  pincode: '560001',
  phone: '9876543210',
  email: 'A@Example.com',
};

describe('address inputs', () => {
  it('lowercase the email and ask for gender and age group with a billing address', () => {
    const parsed = addAddressInput.safeParse({ billing: fields, sameAsBilling: true });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['gender', 'Please select a gender.'],
      ['ageGroup', 'Please select an age group.'],
    ]);
    const ok = addAddressInput.parse({
      billing: fields,
      sameAsBilling: true,
      gender: 'MALE',
      ageGroup: 'AGE_25_40',
      gstNumber: ' 29abcde1234f1z5 ',
    });
    expect(ok).toMatchObject({
      billing: { email: 'a@example.com' },
      sameAsBilling: true,
      makePrimary: false,
      gstNumber: '29ABCDE1234F1Z5',
    });
  });

  it('ask for a delivery address unless it is the billing one', () => {
    expect(addAddressInput.safeParse({}).error?.issues.map((i) => i.path.join('.'))).toEqual(['shipping']);
    expect(addAddressInput.safeParse({ sameAsBilling: true }).error?.issues.map((i) => i.message)).toEqual([
      'Please enter the billing address.',
    ]);
  });

  it('require a GST number in GST mode', () => {
    expect(updateGstNumberInput.safeParse({ addressId: '3', gstNumber: '' }).error?.issues[0]?.message).toBe(
      'Please enter your GST number.',
    );
    expect(updateGstNumberInput.safeParse({ addressId: '3', gstNumber: '29ABC' }).error?.issues[0]?.message).toBe(
      'Please enter a valid GST number.',
    );
  });
});

describe('checkout inputs', () => {
  it('default an absent summary input and turn ids into numbers', () => {
    expect(checkoutSummaryInput.parse(undefined)).toEqual({ coupons: [], paymentMode: null, deliveryAddressId: null });
    expect(
      placeOrderInput.parse({
        deliveryAddressId: '12',
        paymentMode: 'PREPAID',
        coupons: [{ productId: '101', colorId: '1011', code: 'RING15' }],
      }),
    ).toEqual({
      deliveryAddressId: 12,
      paymentMode: 'PREPAID',
      coupons: [{ productId: 101, colorId: 1011, code: 'RING15' }],
      gstNumber: null,
      expectedAmountPayable: null,
    });
    expect(placeOrderInput.safeParse({ deliveryAddressId: 'abc' }).success).toBe(false);
  });
});
