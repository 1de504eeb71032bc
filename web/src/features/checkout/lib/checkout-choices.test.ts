import { describe, expect, it } from 'vitest';
import {
  CART_EMPTY_MESSAGE,
  NO_DELIVERY_ADDRESS_MESSAGE,
  NO_PAYMENT_MODE_MESSAGE,
  NOT_DELIVERABLE_MESSAGE,
} from '@/features/checkout/checkout-constants.ts';
import { submitProblem, summaryInput } from './checkout-choices.ts';

const ready = { itemCount: 2, deliveryAddressId: '7', paymentMode: 'CASH_ON_DELIVERY' as const, deliverable: true };

describe('Place Order checks, in the spec order', () => {
  it('cart, address, payment mode, deliverability', () => {
    expect(submitProblem({ ...ready, itemCount: 0, deliveryAddressId: null })).toBe(CART_EMPTY_MESSAGE);
    expect(submitProblem({ ...ready, deliveryAddressId: null, paymentMode: null })).toBe(NO_DELIVERY_ADDRESS_MESSAGE);
    expect(submitProblem({ ...ready, paymentMode: null, deliverable: false })).toBe(NO_PAYMENT_MODE_MESSAGE);
    expect(submitProblem({ ...ready, deliverable: false })).toBe(NOT_DELIVERABLE_MESSAGE);
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
