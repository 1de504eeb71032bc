import { describe, expect, it } from 'vitest';
import { validateInput } from '../../graphql/user-errors.ts';
import {
  ADDRESS_KINDS,
  addAddressInput,
  checkoutSummaryInput,
  placeOrderInput,
  updateGstNumberInput,
} from './inputs.ts';

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

  it("put each of the address rule's problems on its field and keep the fields as the rule normalises them", () => {
    const bad = { ...fields, lastName: ' ', phone: '123', email: 'a@' };
    expect(
      addAddressInput.safeParse({ shipping: bad }).error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([
      ['shipping.lastName', 'Please enter the last name.'],
      ['shipping.phone', 'Please enter a valid 10-digit mobile number.'],
      ['shipping.email', 'Please enter a valid email address.'],
    ]);
    expect(addAddressInput.parse({ shipping: { ...fields, firstName: ' Aarav  K ', email: ' ' } }).shipping).toEqual({
      ...fields,
      firstName: 'Aarav K',
      email: null,
      state: undefined,
      country: undefined,
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
    const codes = (gstNumber: string) =>
      validateInput(updateGstNumberInput, { addressId: '3', gstNumber }, ['input'], ADDRESS_KINDS);
    expect(codes(' ')).toMatchObject({ userErrors: [{ field: ['input', 'gstNumber'], code: 'GST_REQUIRED' }] });
    expect(codes('29ABC')).toMatchObject({ userErrors: [{ field: ['input', 'gstNumber'], code: 'GST_INVALID' }] });
    expect(codes(' 29abcde1234f1z5 ')).toEqual({ ok: true, data: { addressId: 3, gstNumber: '29ABCDE1234F1Z5' } });
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
        idempotencyKey: '0b6f8f0e-3f1c-4c1e-9a57-2f5f3c1f9e21',
      }),
    ).toEqual({
      deliveryAddressId: 12,
      paymentMode: 'PREPAID',
      coupons: [{ productId: 101, colorId: 1011, code: 'RING15' }],
      gstNumber: null,
      expectedAmountPayable: null,
      idempotencyKey: '0b6f8f0e-3f1c-4c1e-9a57-2f5f3c1f9e21',
      referralToken: null,
    });
    // A malformed referral token attributes nothing and never refuses the order.
    const keyed = { idempotencyKey: 'attempt-0001' };
    expect(placeOrderInput.parse({ ...keyed, referralToken: 'x'.repeat(43) }).referralToken).toBe('x'.repeat(43));
    expect(placeOrderInput.parse({ ...keyed, referralToken: "'; drop table" }).referralToken).toBeNull();
    const key = { idempotencyKey: 'attempt-0001' };
    expect(placeOrderInput.safeParse({ ...key, deliveryAddressId: 'abc' }).success).toBe(false);
  });

  it('need the checkout attempt idempotency key, in its form', () => {
    const issues = (input: Record<string, unknown>) =>
      placeOrderInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({})).toEqual([['idempotencyKey', expect.stringContaining('expected string')]]);
    expect(issues({ idempotencyKey: 'short' })).toEqual([
      ['idempotencyKey', 'An idempotency key is 8 to 100 letters, digits, dots, colons, dashes or underscores.'],
    ]);
    expect(issues({ idempotencyKey: 'attempt-0001' })).toBeUndefined();
  });
});
