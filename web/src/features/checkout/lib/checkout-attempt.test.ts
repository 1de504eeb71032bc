import { describe, expect, it } from 'vitest';
import { checkoutAttempts } from './checkout-attempt.ts';

const counter = () => {
  let n = 0;
  return () => `key-${(n += 1)}`;
};

describe('checkout attempts', () => {
  it('keeps one key for the same request until an order is placed', () => {
    const attempts = checkoutAttempts(counter());
    const request = { paymentMode: 'PREPAID', deliveryAddressId: '7', expectedAmountPayable: 17899 };
    expect(attempts.keyFor(request)).toBe('key-1');
    expect(attempts.keyFor({ ...request })).toBe('key-1');
    attempts.placed();
    expect(attempts.keyFor(request)).toBe('key-2');
  });

  it('starts a new attempt when the request changes', () => {
    const attempts = checkoutAttempts(counter());
    expect(attempts.keyFor({ paymentMode: 'PREPAID', amount: 1 })).toBe('key-1');
    expect(attempts.keyFor({ paymentMode: 'CASH_ON_DELIVERY', amount: 1 })).toBe('key-2');
    expect(attempts.keyFor({ paymentMode: 'CASH_ON_DELIVERY', amount: 2 })).toBe('key-3');
  });

  it('makes UUIDs by default, which the gateway accepts', () => {
    expect(checkoutAttempts().keyFor({})).toMatch(/^[0-9a-f-]{36}$/);
  });
});
