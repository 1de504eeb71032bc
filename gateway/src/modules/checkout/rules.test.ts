import { describe, expect, it } from 'vitest';
import { orderIdempotencyKey } from './rules.ts';

describe('idempotency key', () => {
  const facts = {
    userId: '7',
    addressId: 3,
    mode: 'PREPAID' as const,
    lines: [
      { id: '101-1011-8-0', quantity: 1 },
      { id: '301-3013--0', quantity: 2 },
    ],
    coupons: [{ productId: 101, colorId: 1011, code: 'RING15' }],
  };

  it('is the same for the same submit, whatever the order of lines', () => {
    expect(orderIdempotencyKey({ ...facts, lines: [...facts.lines].reverse() })).toBe(orderIdempotencyKey(facts));
    expect(orderIdempotencyKey(facts)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the cart, the address, the mode or the coupons', () => {
    const key = orderIdempotencyKey(facts);
    expect(orderIdempotencyKey({ ...facts, lines: [{ id: '101-1011-8-0', quantity: 2 }] })).not.toBe(key);
    expect(orderIdempotencyKey({ ...facts, addressId: 4 })).not.toBe(key);
    expect(orderIdempotencyKey({ ...facts, mode: 'CASH_ON_DELIVERY' })).not.toBe(key);
    expect(orderIdempotencyKey({ ...facts, coupons: [] })).not.toBe(key);
  });
});
