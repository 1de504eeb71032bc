import { describe, expect, it } from 'vitest';
import { submitProblem, summaryInput } from './checkout-choices.ts';

const ready = { itemCount: 2, deliveryAddressId: '7', paymentMode: 'CASH_ON_DELIVERY' as const, deliverable: true };

describe('Place Order checks', () => {
  it("answers the spec's message of the first problem", () => {
    expect(submitProblem({ ...ready, itemCount: 0, deliveryAddressId: null })).toBe('Cart is empty....');
    expect(submitProblem({ ...ready, deliveryAddressId: '' })).toBe('Please Select Your Delivery Address.');
    expect(submitProblem(ready)).toBeNull();
  });

  it('sends the coupons, mode and address as the summary input', () => {
    expect(
      summaryInput({
        coupons: [{ productId: '101', colorId: '1011', code: 'RING15' }],
        paymentMode: 'PREPAID',
        deliveryAddressId: null,
      }),
    ).toEqual({
      coupons: [{ productId: '101', colorId: '1011', code: 'RING15' }],
      paymentMode: 'PREPAID',
      deliveryAddressId: null,
    });
  });
});
